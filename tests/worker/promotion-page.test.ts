import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'
import { send } from './helpers'

/**
 * The promotion page (/{lang}/special-offers/{url}, storefront spec 2.2 and 7.1): its products with
 * filters from GET /general/v2/promos/ (a pharmacy's promo_filters among them), its text from
 * GET /general/promotions/{id} (issue 52 point 4).
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API

const promos = {
  products: [testProduct(701, { title: 'Discounted kettle', url: 'kettle' })],
  totalCount: 1,
  pages: 1,
  filters: [],
  // a pharmacy's promo filter list (spec 3, Filter group): its group shows with the others
  promo_filters: [
    {
      id: 'promo-kind',
      title: 'Offer type',
      keyword: 'promo_kind',
      type: 'checkbox',
      options: [{ id: 1, title: 'Two for one', keyword: 'two-for-one', value: null, active: false }],
    },
  ],
  promos: [{ id: 7, title: 'Autumn sale', slug: 'autumn-sale', img: null, expireDate: '2099-01-01T00:00:00Z' }],
}
const promotion = {
  id: 7,
  title: 'Autumn sale',
  slug: 'autumn-sale',
  img: null,
  description: '<p>Up to <b>30%</b> off&nbsp;kettles.</p>',
  expireDate: '2099-01-01T00:00:00Z',
  startDate: null,
  is_active: true,
  products: [],
}

let visit = 0
async function offerPage(routes: Record<string, unknown>): Promise<string> {
  await ssrDouble.fetch('http://admin.test/__double/routes', {
    method: 'POST',
    body: JSON.stringify({ '/general/v2/promos/': promos, ...routes }),
  })
  visit += 1
  const res = await send(`/en/special-offers/autumn-sale?v=${visit}`)
  expect(res.status).toBe(200)
  return (await res.text()).replaceAll('<!-- -->', '')
}

// Run alone, the file's first render compiles the SSR modules (over the 20 s a test may take here).
beforeAll(async () => {
  await (await send('/en/special-offers?warm')).text()
}, 90_000)

afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

describe('the promotion page', () => {
  it('shows the promotion by id: its description as plain text, under its title, above its products', async () => {
    const html = await offerPage({ '/general/promotions/7': promotion })
    expect(html).toContain('<h1>Autumn sale</h1>')
    expect(html).toContain('<p class="offer__text" data-testid="offer-text">Up to 30% off kettles.</p>')
    expect(html.indexOf('offer-text')).toBeLessThan(html.indexOf('Discounted kettle'))
  })

  it("shows the promos answer's promo_filters group with its options", async () => {
    const html = await offerPage({ '/general/promotions/7': promotion })
    expect(html).toContain('Offer type')
    expect(html).toContain('Two for one')
  })

  it('a failed promotion call leaves the text out; the promotion and its products still show', async () => {
    const html = await offerPage({ '/general/promotions/7': { __status: 500, __body: { error: 'down' } } })
    expect(html).toContain('<h1>Autumn sale</h1>')
    expect(html).toContain('Discounted kettle')
    expect(html).not.toContain('offer-text')
  })
})
