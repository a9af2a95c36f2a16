import { describe, expect, it } from 'vitest'
import { runCheck } from '#scripts/check-backend/core.ts'
import { formatTable } from '#scripts/check-backend/report.ts'

/**
 * check-backend judges the shapes of session 67's operator audit (a third back end written from the
 * spec, helper a2) as the shop now reads them: no body (a 204) to associated products, delivery times,
 * the site files and a banner place is "none" (it failed the rows, beside a note that "the shop accepts
 * any 2xx"); a product without a price, a filter keyed by numbers and the page contacts as a list pass.
 * A 204 to a call that needs an answer still fails, and its note no longer says the shop accepts it.
 */
const card = (id: number, price: number | null) => ({
  productId: id,
  title: `P${id}`,
  url: `p-${id}`,
  price,
  active: 1,
  available: 1,
  is_stock: 1,
})
const ANSWERS: Record<string, unknown> = {
  '/settings/global_site_settings': {
    project: 'Shop',
    menu_tree: [{ id: 40, title: 'Depozit', url: 'depozit', productCount: 500, subcategories: [] }],
  },
  '/general/v2/category/depozit': {
    products: [card(1, 100), card(2, null)],
    next: 'https://api.example.com/general/v2/category/depozit/?page=2',
    previous: null,
    category: { id: 40, title: 'Depozit', url: 'depozit', productCount: 500 },
    filters: [
      {
        id: 3,
        title: 'brandsTitle',
        keyword: 'brand_id',
        options: [{ id: 501, title: 'Bosch', keyword: 501, value: 501, active: 0 }],
      },
    ],
  },
  '/base/page-contacts': [],
  '/shop/get-stores': [{ shopId: 2, title: 'Centru' }],
  // the delivery text as a JSON string, empty: the shop reads a string as the text
  '/mi/delivery_info_text': '',
}
const NO_BODY =
  /^\/(general\/(v2\/)?associated-products|general\/delivery-time\/2|settings\/default-site-files|general\/banner-select\/40|settings\/main_page_settings)\/?$/
const ONLY = [
  'globalSettings',
  'category',
  'pageContacts',
  'stores',
  'defaultSiteFiles',
  'bannerSelect',
  'deliveryTime',
  'associatedProducts',
  'associatedProductsV2',
  'mainPageSettings',
  'deliveryInfoText',
]
const check = () =>
  runCheck({
    baseUrl: 'https://api.example.com',
    siteToken: 't',
    only: ONLY,
    sleep: async () => {},
    fetcher: async (request: Request) => {
      const path = new URL(request.url).pathname
      if (NO_BODY.test(path)) return new Response(null, { status: 204 })
      const body = ANSWERS[path.replace(/\/$/, '')]
      return body === undefined
        ? Response.json({ error: 'Not found' }, { status: 404 })
        : Response.json(body, { status: 200 })
    },
  })

describe("check-backend: the third back end's shapes, as the shop reads them", () => {
  it('no body to a read that lists passes, noted as a status the shop accepts', async () => {
    const report = await check()
    const table = formatTable(report)
    for (const name of [
      'defaultSiteFiles',
      'bannerSelect',
      'deliveryTime',
      'associatedProducts',
      'associatedProductsV2',
    ]) {
      const row = report.rows.find((r) => r.endpoint === name)
      expect([name, row?.status, row?.outcome], table).toEqual([name, 204, 'ok'])
      expect(row?.note, table).toMatch(/status 204, the contract says 200 \(the shop accepts any 2xx\)/)
    }
  })

  it('a card without a price, a filter keyed by numbers, the page contacts as a list and an empty delivery text pass', async () => {
    const report = await check()
    const table = formatTable(report)
    for (const name of ['category', 'pageContacts', 'deliveryInfoText']) {
      const row = report.rows.find((r) => r.endpoint === name)
      expect([name, row?.outcome], table).toEqual([name, 'ok'])
      // nothing left out (a dropped item is a warning with its field path): only defaults
      expect(
        row?.issues.filter((i) => i.kind !== 'defaulted'),
        table,
      ).toEqual([])
    }
  })

  it('text where the contract takes none still fails as not JSON; an HTML page even where it takes text', async () => {
    const report = await runCheck({
      baseUrl: 'https://api.example.com',
      siteToken: 't',
      only: ['globalSettings', 'mainPageSettings', 'deliveryInfoText'],
      sleep: async () => {},
      fetcher: async (request: Request) => {
        const path = new URL(request.url).pathname
        if (path.startsWith('/settings/global_site_settings')) return Response.json({ project: 'Shop' })
        const page = path.includes('delivery_info_text') ? '<!doctype html><p>Bad gateway</p>' : 'ok'
        return new Response(page, { status: 200, headers: { 'Content-Type': 'text/plain' } })
      },
    })
    for (const name of ['mainPageSettings', 'deliveryInfoText']) {
      const row = report.rows.find((r) => r.endpoint === name)
      expect([name, row?.outcome, row?.issues[0]?.detail]).toEqual([name, 'failed', expect.stringMatching(/^not JSON/)])
    }
  })

  it('no body where an answer is needed fails, and its note does not say the shop accepts it', async () => {
    const report = await check()
    const row = report.rows.find((r) => r.endpoint === 'mainPageSettings')
    expect([row?.status, row?.outcome, row?.problem]).toEqual([204, 'failed', 'contract'])
    expect(row?.note).toBe('status 204, the contract says 200: the status would do, no body does not')
    const table = formatTable(report)
    const block = table.slice(
      table.indexOf('mainPageSettings'),
      table.indexOf('\n', table.indexOf('the shop:', table.indexOf('mainPageSettings'))),
    )
    expect(block).not.toContain('accepts any 2xx')
  })
})
