import { env } from 'cloudflare:test'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_TIMINGS } from '#config'
import { testProduct, testProductPage } from '#contract/product-card.fixture.ts'
import { defaultMemoryLayer } from '#platform/page-cache/index.ts'
import { resetSiteMemo } from '#platform/site.server.ts'
import { app } from '../../worker'
import { bindings, uniqueToken } from './page-cache.helpers'

/**
 * Pages rendered while the back end fails (decision 0099), through the real Worker with the KV page
 * cache on and the SSR double (vitest.worker.config.ts) made to fail:
 * - a page whose main content failed to load (a product, a category, brand or search listing) keeps
 *   its notice and retry link, but answers 503 with Retry-After, noindex and no-store, and is never stored;
 * - the home page whose widget call failed renders with the spec's defaults and the degraded notice.
 */
const double = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API

type Fault = { mode: 'status' | 'broken-json' | 'slow'; status?: number; ms?: number; paths?: string[] }
async function breakBackEnd(fault: Fault) {
  await double.fetch('http://admin.test/__double/fault', { method: 'POST', body: JSON.stringify(fault) })
}
async function routes(answers: Record<string, unknown>) {
  await double.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(answers) })
}
async function settings(fields: Record<string, unknown>) {
  await double.fetch('http://admin.test/__double/settings', { method: 'POST', body: JSON.stringify(fields) })
}

afterEach(async () => {
  await double.fetch('http://admin.test/__double/fault', { method: 'DELETE' })
  await double.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
  await double.fetch('http://admin.test/__double/settings', { method: 'DELETE' })
})

interface Got {
  res: Response
  html: string
  state: string | null
}

/** One request through the Worker with the KV page cache on (a site token of its own), waiting for the store write. */
async function get(path: string, token: string): Promise<Got> {
  resetSiteMemo()
  defaultMemoryLayer.deletePrefix('')
  const tasks: Promise<unknown>[] = []
  const ctx = {
    waitUntil: (p: Promise<unknown>) => tasks.push(p),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext
  const res = await app.fetch(
    new Request(`https://shop.test${path}`, { redirect: 'manual' }),
    { ...bindings, PAGE_CACHE_MODE: 'on', SITE_TOKEN: token },
    ctx,
  )
  const html = (await res.text()).replaceAll('<!-- -->', '')
  await Promise.allSettled(tasks)
  return { res, html, state: res.headers.get('x-page-cache') }
}

const robotsMeta = /<meta name="robots" content="noindex[^"]*"/

function productAnswer() {
  return testProductPage(testProduct(301, { title: 'Tested phone', url: 'tested-phone' }), { description: 'A phone.' })
}

describe('a page whose main content failed to load is a 503, never indexed or cached', () => {
  const pages: [string, string, string][] = [
    ['product', '/en/product/tested-phone', '/general/v2/product/tested-phone/'],
    ['category', '/en/phones', '/general/v2/category/phones/'],
    ['brand', '/en/brands/acme', '/general/brand/acme'],
    ['search', '/en/search?query=phone', '/general/v2/search/search/'],
  ]
  it.each(pages)(
    '%s (HTTP 500): the notice and retry, 503, Retry-After, noindex, BYPASS',
    async (_name, path, call) => {
      const token = uniqueToken('unavailable')
      await breakBackEnd({ mode: 'status', status: 500, paths: [call] })
      for (let visit = 0; visit < 2; visit++) {
        const { res, html, state } = await get(path, token)
        expect(res.status).toBe(503)
        expect(res.headers.get('retry-after')).toBe(String(SERVER_TIMINGS.unavailableRetryAfter / 1000))
        expect(res.headers.get('x-robots-tag')).toBe('noindex')
        expect(res.headers.get('cache-control')).toBe('no-store')
        // The render's internal signal never leaves the Worker.
        expect(res.headers.get('x-main-content-missing')).toBeNull()
        expect(html).toMatch(robotsMeta)
        // The shopper's page is as it was: the notice and a way to try again, inside the layout.
        expect(html).toContain('data-testid="listing-unavailable"')
        expect(html).toContain('Products could not be loaded right now')
        expect(html).toContain('<header')
        // Never stored: the second visit renders (and fails) again.
        expect(state).toBe('BYPASS')
      }
    },
  )

  it.each([
    ['a search the back end refuses (HTTP 400)', '/en/search?query=phone', '/general/v2/search/search/', 400],
    ['a rate-limited search (HTTP 429) stays a 503', '/en/search?query=phone', '/general/v2/search/search/', 429],
  ])('%s', async (what, path, call, status) => {
    await breakBackEnd({ mode: 'status', status, paths: [call] })
    const { res, html } = await get(path, uniqueToken('refused'))
    // Trying again later will not help a refused query: the notice, but no 503 asking to come back.
    expect(res.status, what).toBe(status === 429 ? 503 : 200)
    expect(res.headers.get('x-main-content-missing')).toBeNull()
    expect(html).toContain('data-testid="listing-unavailable"')
  })

  it('a product whose call hangs past the timeout is a 503 as well', async () => {
    const token = uniqueToken('unavailable-slow')
    await breakBackEnd({
      mode: 'slow',
      ms: SERVER_TIMINGS.adminApiTimeout + 500,
      paths: ['/general/v2/product/tested-phone/'],
    })
    const { res, html, state } = await get('/en/product/tested-phone', token)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(html).toContain('data-testid="listing-unavailable"')
    expect(state).toBe('BYPASS')
  })

  it('the same product once the back end answers: 200, indexable, stored (MISS then HIT)', async () => {
    const token = uniqueToken('available')
    await routes({ '/general/v2/product/tested-phone/': productAnswer() })
    const first = await get('/en/product/tested-phone', token)
    expect(first.res.status).toBe(200)
    expect(first.res.headers.get('retry-after')).toBeNull()
    expect(first.res.headers.get('x-robots-tag')).toBeNull()
    expect(first.res.headers.get('x-main-content-missing')).toBeNull()
    expect(first.html).not.toMatch(robotsMeta)
    expect(first.html).not.toContain('data-testid="listing-unavailable"')
    expect(first.state).toBe('MISS')
    expect((await get('/en/product/tested-phone', token)).state).toBe('HIT')
  })

  it('a product that does not exist stays the 404 page (not a 503)', async () => {
    const { res, html } = await get('/en/product/no-such-phone', uniqueToken('missing'))
    expect(res.status).toBe(404)
    expect(res.headers.get('retry-after')).toBeNull()
    expect(html).not.toContain('data-testid="listing-unavailable"')
  })
})

describe("a content page whose own text failed to load is a 503 too (its notice, not the products')", () => {
  it.each([
    ['a settings page (about)', '/en/about', '/settings/about_us_page'],
    ['a settings page (terms)', '/ro/terms', '/settings/terms_and_privacy_policy'],
    ['the FAQ', '/en/faq', '/base/faq'],
    ['an article', '/en/articles/spring-sale', '/base/articles/spring-sale'],
    ['the promotions', '/en/special-offers', '/general/promotions'],
    ['the articles', '/en/articles', '/base/articles/'],
    ['the services', '/en/services', '/base/services/'],
    ['the order guide', '/en/order-guide', '/base/order-guide/'],
    ['the partners', '/en/partners', '/base/partners/region_partners'],
    ['the gallery', '/en/gallery', '/base/gallery'],
    ['an album', '/en/gallery/5', '/base/gallery/5'],
    ['a custom list', '/en/list/7', '/general/v2/custom_instance/7'],
    ['the vacancies (career)', '/en/career', '/base/vacancies'],
    ['the customer reviews', '/en/review', '/base/reviews'],
    ['the video reviews', '/en/review', '/base/video-reviews'],
    ["the contacts page's text", '/en/contacts', '/base/page-contacts/'],
    ["the contacts page's stores", '/en/contacts', '/shop/get-stores/'],
  ])('%s (HTTP 500): the notice and retry, 503, Retry-After, noindex, BYPASS', async (_name, path, call) => {
    await breakBackEnd({ mode: 'status', status: 500, paths: [call] })
    const { res, html, state } = await get(path, uniqueToken('content-unavailable'))
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(res.headers.get('x-main-content-missing')).toBeNull()
    expect(html).toMatch(robotsMeta)
    expect(html).toContain('data-testid="content-unavailable"')
    expect(html).toContain('<header')
    expect(state).toBe('BYPASS')
  })

  // Before, a failed brand list was "There are no brands to show yet." with 200 (review r64).
  it.each([
    ['HTTP 500', { mode: 'status', status: 500 }],
    ['an answer that does not parse', { mode: 'broken-json' }],
    ['no answer within the timeout', { mode: 'slow', ms: SERVER_TIMINGS.adminApiTimeout + 500 }],
  ] as const)('the brands page whose list failed (%s): the notice, 503, not "no brands yet"', async (_what, fault) => {
    await breakBackEnd({ ...fault, paths: ['/general/brand/'] })
    const { res, html, state } = await get('/en/brands', uniqueToken('brands-unavailable'))
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(html).toContain('data-testid="content-unavailable"')
    expect(html).not.toContain('data-testid="brands-empty"')
    expect(state).toBe('BYPASS')
  })

  it('a brand list the back end refuses (404) is the empty state with 200', async () => {
    await breakBackEnd({ mode: 'status', status: 404, paths: ['/general/brand/'] })
    const { res, html } = await get('/en/brands', uniqueToken('brands-refused'))
    expect(res.status).toBe(200)
    expect(html).toContain('data-testid="brands-empty"')
    expect(html).not.toContain('data-testid="content-unavailable"')
  })

  it('a settings page the back end has not set up (404) is its empty state with 200, cached', async () => {
    const token = uniqueToken('content-not-set-up')
    const first = await get('/en/about', token)
    expect(first.res.status).toBe(200)
    expect(first.html).not.toMatch(robotsMeta)
    expect(first.html).not.toContain('data-testid="content-unavailable"')
    expect(first.html).toContain('class="content-empty"')
    expect(first.state).toBe('MISS')
    expect((await get('/en/about', token)).state).toBe('HIT')
  })

  it('a list whose call hangs past the timeout (the gallery) is a 503 as well', async () => {
    await breakBackEnd({ mode: 'slow', ms: SERVER_TIMINGS.adminApiTimeout + 500, paths: ['/base/gallery'] })
    const { res, html, state } = await get('/en/gallery', uniqueToken('content-slow'))
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(html).toMatch(robotsMeta)
    expect(html).toContain('data-testid="content-unavailable"')
    expect(state).toBe('BYPASS')
  })

  // The SSR double answers 404 to every content call: a list the back end has not set up.
  it.each([
    '/en/articles',
    '/en/services',
    '/en/order-guide',
    '/en/partners',
    '/en/gallery',
    '/en/career',
    '/en/review',
    '/en/contacts',
  ])('%s the back end has not set up (404) is its empty state with 200, cached', async (path) => {
    const token = uniqueToken('list-not-set-up')
    const first = await get(path, token)
    expect(first.res.status).toBe(200)
    expect(first.res.headers.get('x-robots-tag')).toBeNull()
    expect(first.html).not.toMatch(robotsMeta)
    expect(first.html).not.toContain('data-testid="content-unavailable"')
    expect(first.html).toContain('class="content-empty"')
    expect(first.state).toBe('MISS')
    expect((await get(path, token)).state).toBe('HIT')
  })

  it('the contacts page whose contact groups failed (an extra, not its main content) stays 200', async () => {
    await breakBackEnd({ mode: 'status', status: 500, paths: ['/base/contacts/group/'] })
    const { res, html } = await get('/en/contacts', uniqueToken('contacts-groups'))
    expect(res.status).toBe(200)
    expect(html).not.toContain('data-testid="content-unavailable"')
  })

  it.each([
    ['an article', '/en/articles/no-such-article'],
    ['an album', '/en/gallery/5'],
    ['a custom list', '/en/list/7'],
  ])('%s the back end does not know (404) stays the 404 page', async (_name, path) => {
    const { res, html } = await get(path, uniqueToken('content-missing'))
    expect(res.status).toBe(404)
    expect(res.headers.get('retry-after')).toBeNull()
    expect(html).not.toContain('data-testid="content-unavailable"')
  })
})

describe('the adverts area (market theme): an advert or the list that failed to load is a 503', {
  timeout: 60_000,
}, () => {
  const mutableEnv = env as unknown as { THEME: string }
  const theme = mutableEnv.THEME
  beforeAll(() => {
    mutableEnv.THEME = 'market'
  })
  afterAll(() => {
    mutableEnv.THEME = theme
  })
  // The advert's page says the page could not load, not the listings' "could not load the products".
  it.each([
    ['an advert', '/ru/adverts/flat-7', '/general/v2/product/flat-7/', 'content-unavailable'],
    ['the list', '/ru/adverts', '/general/v2/product', 'listing-unavailable'],
  ])('%s (HTTP 500): 503, Retry-After, noindex, the notice, BYPASS', async (_name, path, call, notice) => {
    await breakBackEnd({ mode: 'status', status: 500, paths: [call] })
    const { res, html, state } = await get(path, uniqueToken('advert-unavailable'))
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(html).toMatch(robotsMeta)
    expect(html).toContain(`data-testid="${notice}"`)
    expect(state).toBe('BYPASS')
  })
})

describe('the home page whose widget failed shows the degraded notice', () => {
  const slider = { id: 2, carouselName: 'Best sellers', slug: 's2', products: [testProduct(402, { url: 'home-pick' })] }
  // A widget's own call is a secondary one: the page is stored for a minute (decision 0127). The
  // featured brands and the running promotions are the main content of the brands and promotions
  // pages: their calls are main ones, and a page they failed on is not stored.
  const widgets: [string, string, 'MISS' | 'BYPASS'][] = [
    ['the sliders', '/general/sliders', 'MISS'],
    ['the banners', '/base/slides_banner', 'MISS'],
    ['the new products', '/uk/main/slider-new_products/', 'MISS'],
    ['the popular products', '/uk/main/slides-popular-product/', 'MISS'],
    ['the product of the day', '/general/v2/product_of_the_day/', 'MISS'],
    ['the featured brands', '/general/brand/', 'BYPASS'],
    ['the running promotions', '/general/promotions', 'BYPASS'],
  ]
  it.each(widgets)('%s (HTTP 500): 200, the notice, %s', async (_name, call, cached) => {
    await settings({ has_product_of_the_day: true })
    // An answer set here wins over the fault (the double's order): the failing sliders get none.
    if (call !== '/general/sliders') await routes({ '/general/sliders?is_product_page=false': [slider] })
    await breakBackEnd({ mode: 'status', status: 500, paths: [call] })
    const { res, html, state } = await get('/uk', uniqueToken('home-degraded'))
    expect(res.status).toBe(200)
    expect(html).toContain('data-testid="home-degraded"')
    expect(html).toContain('Частину розділів цієї сторінки зараз не вдалося завантажити')
    // The layout's notice is about the settings, which loaded: one notice, not two.
    expect(html).not.toContain('data-testid="degraded-notice"')
    expect(res.headers.get('x-robots-tag')).toBeNull()
    expect(state).toBe(cached)
  })

  it('a failed sliders call leaves the sliders an empty list (spec 8), with the notice', async () => {
    await breakBackEnd({ mode: 'status', status: 500, paths: ['/general/sliders'] })
    const { html } = await get('/uk', uniqueToken('home-sliders'))
    expect(html).not.toContain('Best sellers')
    expect(html).toContain('data-testid="home-degraded"')
  })

  it('a healthy home page (its optional sections answered 404) has no notice and is stored', async () => {
    await settings({ has_product_of_the_day: true })
    await routes({ '/general/sliders?is_product_page=false': [slider] })
    const token = uniqueToken('home-healthy')
    const { res, html, state } = await get('/uk', token)
    expect(res.status).toBe(200)
    expect(html).toContain('Best sellers')
    expect(html).not.toContain('data-testid="home-degraded"')
    expect(html).not.toContain('data-testid="degraded-notice"')
    expect(state).toBe('MISS')
    expect((await get('/uk', token)).state).toBe('HIT')
  })

  it('settings and a widget failing at once: the layout notice only, not a second one', async () => {
    await breakBackEnd({ mode: 'status', status: 500, paths: ['/settings/global_site_settings', '/general/sliders'] })
    const { html } = await get('/uk', uniqueToken('home-both'))
    expect(html).toContain('data-testid="degraded-notice"')
    expect(html).not.toContain('data-testid="home-degraded"')
  })
})
