import { describe, expect, it } from 'vitest'
import { runCheck } from '#scripts/check-backend/core.ts'
import { formatTable } from '#scripts/check-backend/report.ts'

/**
 * Session 69 (h3): the shop checks each credit offer's min_price against what the cart pays (counts,
 * promo, points: creditOffersFor), so it relies on GET /general/credits listing the offers whatever
 * the products cost one of each. The reference answered a pharmacy cart of 5 x 119 lei with none
 * (Iute's least is 500): check-backend asks the cheapest listed product too and remarks on the narrowing.
 */
describe('credit offers narrowed by the products’ prices', () => {
  const card = (id: number, price: number) => ({
    productId: id,
    title: `P${id}`,
    url: `product-${id}`,
    price,
    active: true,
    available: true,
    is_stock: true,
  })
  let cards = [card(1, 600), card(2, 119), card(3, 900)]
  const offers = [
    { credit_company: 1, title: 'Iute Credit', months: [6, 12], rate: 0.19, min_price: 500 },
    { credit_company: 2, title: 'Easy Credit', months: [3, 6], rate: 0, min_price: 1000 },
  ]
  const check = (narrowed: boolean) =>
    runCheck({
      baseUrl: 'https://api.example.com',
      siteToken: 't',
      only: ['globalSettings', 'footerSettings', 'category', 'product', 'credits'],
      sleep: async () => {},
      fetcher: async (request: Request) => {
        const url = new URL(request.url)
        const ids = (url.searchParams.get('product_ids') ?? '').split(',').map(Number)
        const sum = cards.filter((c) => ids.includes(c.productId)).reduce((s, c) => s + c.price, 0)
        const answers: Record<string, unknown> = {
          '/settings/global_site_settings': { menu_tree: [{ id: 1, title: 'Phones', url: 'phones' }] },
          '/settings/footer_settings': {},
          '/general/v2/category/phones/': { products: cards },
          '/general/v2/product/product-1/': { product: cards[0] },
          '/general/credits': { options: narrowed ? offers.filter((o) => o.min_price <= sum) : offers },
        }
        const path = url.pathname
        return Response.json(answers[path] ?? { error: 'Not found' }, { status: path in answers ? 200 : 404 })
      },
    })
  const credits = (report: Awaited<ReturnType<typeof check>>) => report.rows.filter((r) => r.endpoint === 'credits')

  it('a back end that narrows them: the cheapest product is asked too, and the row says what the shop loses', async () => {
    const report = await check(true)
    const rows = credits(report)
    expect(rows.map((r) => r.call)).toEqual(['/general/credits?product_ids=1', '/general/credits?product_ids=2'])
    expect(rows.map((r) => r.outcome)).toEqual(['ok', 'ok'])
    expect(rows[1]?.note).toMatch(
      /the offers leave out 1 for product 2 \(119\), which they list for product 1 \(600\): the back end narrows them by the products' prices/,
    )
    expect(formatTable(report)).toContain('send every offer with its min_price and max_price')
  })

  it('the first product the cheapest: the dearest is asked, and the narrowing named the same way', async () => {
    cards = [card(1, 119), card(2, 600), card(3, 1200)]
    try {
      const rows = credits(await check(true))
      expect(rows.map((r) => r.call)).toEqual(['/general/credits?product_ids=1', '/general/credits?product_ids=3'])
      expect(rows[1]?.note).toMatch(
        /the offers leave out 1, 2 for product 1 \(119\), which they list for product 3 \(1200\)/,
      )
    } finally {
      cards = [card(1, 600), card(2, 119), card(3, 900)]
    }
  })

  it('a back end that lists every offer: no remark', async () => {
    const rows = credits(await check(false))
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatchObject({ outcome: 'ok' })
    expect(rows[1]?.note).toBeUndefined()
  })
})
