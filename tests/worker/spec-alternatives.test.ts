import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { numbersAsStrings, specShaped } from '#admin-api/test/spec-shaped.ts'
import { getCheckoutOptions } from '#app/features/cart/cart.functions.ts'
import { getProductsByIds } from '#app/features/catalogue/products.functions.ts'
import { testProduct } from '#contract/product-card.fixture.ts'
import { serverFnPath, serverFnPayload, withServerFnBase } from './server-fn.helpers'

/**
 * Session 69 (h3), "a back end we did not write": the shop's data loads against an admin back end that
 * answers in the spec's other shapes - pages where the shop asked for one list, numbers as text,
 * nulls and absent optional sections, a list's first entry - through the Worker's real handlers (the
 * pages' SSR, Start's server functions) and the SSR double (vitest.worker.config.ts). The category,
 * search and product pages in the spec-shaped answers are lenient-lists.test.ts's.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const loaded = withServerFnBase(async () => ({
  app: (await import('../../worker')).app,
  // the settings memo of the Worker loaded here (a settings override needs it forgotten)
  resetSiteMemo: (await import('#platform/site.server.ts')).resetSiteMemo,
}))
const worker = { current: () => loaded.current().app }
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext

const routes = (answers: Record<string, unknown>) =>
  ssrDouble.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(answers) })
afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

/** A GET server function called as the browser calls it. */
async function callFn<T>(fn: unknown, data: Record<string, unknown>): Promise<{ status: number; body: T }> {
  const res = await worker.current().fetch(
    new Request(`https://shop.test${serverFnPath(fn)}?payload=${encodeURIComponent(serverFnPayload(data))}`, {
      headers: { 'Sec-Fetch-Site': 'same-origin', 'x-tsr-serverFn': 'true' },
    }),
    env,
    ctx,
  )
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}

/** Start's answer body (seroval) holds the result as JSON-ish nodes: the strings it carries are enough here. */
const carried = (body: unknown) => JSON.stringify(body)

describe('cards by id (cart lines, favourites, compare, recently viewed) from a back end that pages them', () => {
  // Ids no other test asks (the isolate keeps shared answers across files).
  const base = 810_000_000 + Math.floor(Math.random() * 1_000_000) * 10
  const ids = [base + 1, base + 2, base + 3, base + 4, base + 5]
  const key = (page?: number) =>
    `/general/product-filter?ids=${ids.join('%2C')}&page_size=${ids.length}&pagination=false${page ? `&page=${page}` : ''}`
  const card = (id: number) => testProduct(id, { title: `Paged card ${id}`, url: `paged-${id}` })
  /** A DRF-style page of two cards: what a back end that ignores page_size and pagination=false sends. */
  const drfPage = (page: number) => ({
    count: ids.length,
    next: page < 3 ? `http://admin.test/general/product-filter?page=${page + 1}` : null,
    previous: page > 1 ? `http://admin.test/general/product-filter?page=${page - 1}` : null,
    results: ids.slice((page - 1) * 2, page * 2).map(card),
  })

  it.each([
    ['DRF pages (count, next, previous, results)', (page: number) => drfPage(page)],
    [
      'the listing shape with pages as text (data.products, totalCount, pages, page)',
      (page: number) =>
        numbersAsStrings({
          data: { products: ids.slice((page - 1) * 2, page * 2).map(card) },
          totalCount: ids.length,
          pages: 3,
          page,
        } as never),
    ],
  ])('%s: every id is found, page after page', async (_, answer) => {
    await routes({ [key()]: answer(1), [key(2)]: answer(2), [key(3)]: answer(3) })
    const { status, body } = await callFn(getProductsByIds, { lang: 'ro', ids })
    expect(status).toBe(200)
    for (const id of ids) expect(carried(body)).toContain(`Paged card ${id}`)
  })

  it('a back end that answers the same page whatever is asked: its cards, and no endless asking', async () => {
    await routes({ [key()]: drfPage(1), [key(2)]: drfPage(1), [key(3)]: drfPage(1) })
    const { status, body } = await callFn(getProductsByIds, { lang: 'ro', ids })
    expect(status).toBe(200)
    expect(carried(body)).toContain(`Paged card ${ids[0]}`)
    expect(carried(body)).not.toContain(`Paged card ${ids[2]}`)
  })

  it('a later page that fails fails the look-up (an id it would have carried is not known to be gone)', async () => {
    await routes({ [key()]: drfPage(1), [key(2)]: { __status: 503, __body: { detail: 'down' } } })
    const { body } = await callFn(getProductsByIds, { lang: 'ro', ids })
    expect(carried(body)).toContain('The products could not be loaded')
    expect(carried(body)).not.toContain(`Paged card ${ids[0]}`)
  })
})

/** true/false as 1/0 and every number as text, however deep: a back end of integer flags and decimal columns. */
function asText(v: unknown): unknown {
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'number') return String(v)
  if (Array.isArray(v)) return v.map(asText)
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, asText(x)]))
  return v
}
/** A card as a spec-shaped back end sends it (no slugs or rating of ours, code null, brand by name), flags and numbers as text. */
const altCard = (id: number, title: string, over: Record<string, unknown> = {}) =>
  asText(specShaped('/general/v2/category/x/', { ...testProduct(id, { title, url: `alt-${id}` }), ...over } as never))

/** What a shopper reads: the page without its scripts, styles and tags. */
function shown(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
}
/** Words of a value the page had no text for (and attributes a shopper's reader would say). */
function leaked(html: string): string[] {
  const words = shown(html).match(/\b(?:undefined|NaN|null|Infinity)\b|\[object Object\]/g) ?? []
  const attrs = html.match(/\b(?:alt|title|aria-label|href|src)="(?:undefined|null|NaN)[^"]*"/g) ?? []
  return [...words, ...attrs]
}

describe('the home page from a back end of the spec’s other shapes', () => {
  it('renders every widget: banners without show_on, ids and prices as text, flags as 1/0, absent optional fields and sections', async () => {
    await ssrDouble.fetch('http://admin.test/__double/settings', {
      method: 'POST',
      body: JSON.stringify({ has_product_of_the_day: 1 }),
    })
    loaded.current().resetSiteMemo()
    await routes({
      '/base/slides_banner': [
        // no show_on (spec: show_on ... or null): a header banner
        { id: '7', img: '/alt-header.jpg', show_on: null, title: null, url: null },
        { id: 8, img: '/alt-main.jpg', show_on: 'main' },
      ],
      '/general/sliders': [
        { carouselName: 'Alt slider', slug: 'alt-slider', products: [altCard(301, 'Alt slider card')] },
      ],
      '/base/main_page_similar_category': {
        categories: [{ id: '3', title: 'Alt category', url: 'alt-category', productCount: '12' }],
      },
      '/base/advantage/main_page': { advantages: [{ id: '1', title: 'Alt advantage' }] },
      '/ro/main/slider-new_products/': {
        products: [
          altCard(302, 'Alt new card'),
          // spec: keeps items with is_stock
          altCard(303, 'Alt sold out card', { is_stock: false }),
        ],
      },
      '/ro/main/slides-popular-product/': { products: [altCard(304, 'Alt popular card', { old_price: null })] },
      // spec 7.2: reads products.results; a count as text, no next or previous
      '/shop/product/': { products: { results: [altCard(305, 'Alt discount card', { old_price: 20 })], count: '1' } },
      '/general/v2/product_of_the_day/': { product: altCard(306, 'Alt day card'), expireDate: '31.12.2030' },
      // /settings/main_page_settings: not served (a 404: the section is not set up)
    })
    try {
      const res = await worker.current().fetch(new Request('https://shop.test/ro'), env, ctx)
      expect(res.status).toBe(200)
      const html = await res.text()
      const text = shown(html)
      for (const title of [
        'Alt slider',
        'Alt slider card',
        'Alt category',
        'Alt advantage',
        'Alt new card',
        'Alt popular card',
        'Alt discount card',
        'Alt day card',
      ])
        expect(text).toContain(title)
      expect(text).not.toContain('Alt sold out card')
      expect(html).toContain('/alt-header.jpg')
      expect(html).toContain('/alt-main.jpg')
      expect(html).not.toContain('data-testid="home-degraded"')
      expect(leaked(html)).toEqual([])
    } finally {
      await ssrDouble.fetch('http://admin.test/__double/settings', { method: 'DELETE' })
      loaded.current().resetSiteMemo()
    }
  })
})

describe('the checkout’s data from a back end that pages its lists (DRF) and sends numbers as text', () => {
  it('every region (19, in pages of 10), each region’s localities asked, the payment methods of a DRF page, the carrier from the first entry', async () => {
    const regions = Array.from({ length: 19 }, (_, i) => ({ regionId: String(i + 1), label: `Alt region ${i + 1}` }))
    const page = (n: number) => ({
      count: '19',
      next: n === 1 ? 'http://django.internal/base/region/?page=2' : null,
      previous: n === 2 ? 'http://django.internal/base/region/' : null,
      results: regions.slice((n - 1) * 10, n * 10),
    })
    await routes({
      '/base/region/': page(1),
      '/base/region/?page=2': page(2),
      // a region without its localities: asked of /base/locality/?region_id= (spec 7.3)
      '/base/locality/': { count: 1, next: null, results: [{ localityId: 'kishinev', label: 'Alt locality' }] },
      '/base/payment-systems': {
        count: 2,
        next: null,
        results: [
          { id: '1', name: 'Alt cash', code: 'cash' },
          { id: 2, title: 'Alt card', slug: 'card', type: 'online', only_company: 0 },
        ],
      },
      '/mi/delivery_info_text': 'Alt delivery text',
      '/base/delivery-services/': [{ brand_services: [{ slug: 'novapost', types: ['courier'] }], countries: [] }],
    })
    const { status, body } = await callFn(getCheckoutOptions, { lang: 'ro' })
    expect(status).toBe(200)
    const text = carried(body)
    for (const r of regions) expect(text).toContain(`"${r.label}"`)
    for (const t of ['Alt locality', 'Alt cash', 'Alt card', 'Alt delivery text']) expect(text).toContain(t)
  })
})

describe('a category from a back end that pages it the DRF way, numbers as text', () => {
  it('shows the page’s cards and links the pages the count makes (no NaN, no empty listing)', async () => {
    const results = Array.from({ length: 24 }, (_, i) => altCard(401 + i, `Alt drf card ${i + 1}`))
    await routes({
      '/general/v2/category/alt-drf/': {
        count: '50',
        next: 'http://django.internal/general/v2/category/alt-drf/?page=2',
        previous: null,
        results,
      },
    })
    const res = await worker.current().fetch(new Request('https://shop.test/ro/alt-drf'), env, ctx)
    expect(res.status).toBe(200)
    const html = await res.text()
    const text = shown(html)
    expect(text).toContain('Alt drf card 1')
    expect(text).toContain('Alt drf card 24')
    expect(html).not.toContain('data-testid="listing-empty"')
    expect(html).not.toContain('data-testid="listing-unavailable"')
    // 50 cards, 24 a page: pages 2 and 3 linked
    expect(html).toMatch(/href="\/ro\/alt-drf\?page=2"/)
    expect(html).toMatch(/href="\/ro\/alt-drf\?page=3"/)
    expect(html).not.toMatch(/href="\/ro\/alt-drf\?page=4"/)
    expect(leaked(html)).toEqual([])
  })
})
