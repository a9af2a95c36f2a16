import { env } from 'cloudflare:workers'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { specShaped } from '#admin-api/test/spec-shaped.ts'
import { testProduct, testProductPage } from '#contract/product-card.fixture.ts'
import { resetLoggedDrops } from '#platform/backend/failures.ts'
import { droppedCount } from '../../worker/middleware/server-timing'
import { send } from './helpers'

/** Pages render from the SSR double (vitest.worker.config.ts); its answers by path are set here. */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API

/** Issue 49: one bad item never costs the page. A category answer with one broken product and one broken option. */
function listing() {
  const good = [
    testProduct(101, { title: 'Kept phone one', url: 'kept-1' }),
    testProduct(102, { title: 'Kept phone two', url: 'kept-2' }),
  ]
  const broken = { ...testProduct(103, { title: 'Broken phone', url: 'broken-3' }), price: 'not a price' }
  const products = [good[0], broken, good[1]]
  const options = [
    { id: 1, title: 'Kept black', keyword: 'black', value: null, active: false, count: 3 },
    { id: 2, title: 'Broken option', value: null, active: false, count: 1 },
    { sp_key: 'white', name: 'Kept white', keyword: 'white', value: null, active: false },
  ]
  return {
    products,
    data: products,
    totalCount: 3,
    pages: 1,
    page: 1,
    page_size: 24,
    sort: 'default',
    filters: [{ id: 'color', title: 'Colour', keyword: 'color', type: 'checkbox', options }],
    min_and_max_price_value: { min: 10, max: 10 },
    applied: {},
    category: {
      id: 1,
      parent_id: null,
      level: 1,
      title: 'Phones',
      url: 'phones',
      slugs: { ro: 'phones', ru: 'phones', uk: 'phones', en: 'phones' },
      image: null,
      productCount: 3,
      seo_title: '',
      seo_description: '',
      subcategories: [],
    },
    breadcrumbs: [],
    seo_info: { title: 'Phones', description: '', img: null, keywords: '' },
    operator_extra: { anything: true },
  }
}

/** A product page answer as admin-api/ sends it; the spec-shaped proxy turns it into its alternatives. */
function productPage() {
  return testProductPage(testProduct(201, { title: 'Spec shaped phone', url: 'spec-phone', price: 1234.5 }), {
    description: 'A phone.',
  })
}

beforeAll(async () => {
  const clean = { ...listing(), products: listing().products.filter((p) => typeof p?.price === 'number') }
  const routes = {
    '/general/v2/category/phones/': listing(),
    '/general/v2/category/broken-phones/': { ...listing(), products: 'nope' },
    // every card refused (session 63's operator audit: prices as "1,434.50")
    '/general/v2/category/unread-phones/': (() => {
      const unread = listing().products.map((p) => ({ ...p, price: '1,434.50' }))
      return { ...listing(), products: unread, data: unread }
    })(),
    // the spec-shaped back end's answer (admin-api/test/spec-shaped.ts): data.products, sp_key/name options, decimal strings, no slugs
    '/general/v2/category/spec-phones/': specShaped(
      '/general/v2/category/spec-phones/',
      JSON.parse(JSON.stringify({ ...clean, data: clean.products })),
    ),
    '/general/v2/search/search/': specShaped(
      '/general/v2/search/search/',
      JSON.parse(JSON.stringify({ ...clean, data: clean.products, query: 'kept' })),
    ),
    '/general/v2/product/spec-phone/': specShaped(
      '/general/v2/product/spec-phone/',
      JSON.parse(JSON.stringify(productPage())),
    ),
  }
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(routes) })
})
afterAll(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})
afterEach(() => {
  vi.restoreAllMocks()
  resetLoggedDrops()
})

describe('a category answer with one broken product and one broken option', () => {
  it('renders the other products and options, and reports both drops (log line and Server-Timing)', async () => {
    const warn = vi.spyOn(console, 'warn')
    const res = await send('/ro/phones')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Kept phone one')
    expect(html).toContain('Kept phone two')
    expect(html).not.toContain('Broken phone')
    expect(html).toContain('Kept black')
    expect(html).toContain('Kept white')
    expect(html).not.toContain('Broken option')
    // products and data carry the same cards: the list is read once (products), so the product counts once.
    expect(droppedCount(res.headers.get('Server-Timing'))).toBe(2)
    const lines = warn.mock.calls
      .map((args) => String(args[0]))
      .filter((line) => line.includes('admin-api.item-dropped'))
    const reported = lines.map((line) => JSON.parse(line) as { endpoint: string; path: string })
    expect(reported).toHaveLength(2)
    expect(reported).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ endpoint: 'GET /general/v2/category/:slug/', path: 'products[*].price' }),
        expect.objectContaining({ endpoint: 'GET /general/v2/category/:slug/', path: 'filters[*].options[*].keyword' }),
      ]),
    )
  })

  it('logs each endpoint and field path once, however often the answer repeats it', async () => {
    const warn = vi.spyOn(console, 'warn')
    await (await send('/ro/phones')).text()
    const second = await send('/ro/phones')
    await second.text()
    expect(droppedCount(second.headers.get('Server-Timing'))).toBe(2)
    const lines = warn.mock.calls
      .map((args) => String(args[0]))
      .filter((line) => line.includes('"path":"products[*].price"'))
    expect(lines).toHaveLength(1)
  })

  it('a listing that is not an object (a broken envelope) still shows the unavailable notice, as a 503 (decision 0099)', async () => {
    const res = await send('/ro/broken-phones')
    expect(res.status).toBe(503)
    const html = await res.text()
    expect(html).toContain('data-testid="listing-unavailable"')
    expect(html).not.toContain('Kept phone one')
  })

  it('a listing whose every product the contract refuses is the unavailable notice (503, not stored), not "nothing matches"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await send('/ro/unread-phones')
    expect(res.status).toBe(503)
    expect(res.headers.get('x-page-cache')).not.toBe('MISS')
    const html = await res.text()
    expect(html).toContain('data-testid="listing-unavailable"')
    expect(html).not.toContain('data-testid="listing-empty"')
  })

  it.each(['ro', 'ru'])(
    "a category in the spec-shaped back end's alternatives renders its products and options (%s)",
    async (lang) => {
      const warn = vi.spyOn(console, 'warn')
      const res = await send(`/${lang}/spec-phones`)
      expect(res.status).toBe(200)
      const html = await res.text()
      for (const text of ['Kept phone one', 'Kept phone two', 'Kept black', 'Kept white']) expect(html).toContain(text)
      expect(droppedCount(res.headers.get('Server-Timing'))).toBe(1)
      expect(
        warn.mock.calls
          .map((args) => String(args[0]))
          .filter((line) => line.includes('item-dropped') && !line.includes('options[*].keyword')),
      ).toEqual([])
    },
  )

  it.each(['ro', 'ru'])(
    'search results and a product page in the alternatives render, the price read from a decimal string (%s)',
    async (lang) => {
      const found = await send(`/${lang}/search?query=kept`)
      expect(found.status).toBe(200)
      const results = await found.text()
      for (const text of ['Kept phone one', 'Kept phone two']) expect(results).toContain(text)
      const page = await send(`/${lang}/product/spec-phone`)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('Spec shaped phone')
      expect(html).toMatch(/1[\s\u00a0.,]?234[.,]50/)
      expect(droppedCount(page.headers.get('Server-Timing'))).toBe(0)
    },
  )
})
