import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'
import { forgetSharedAnswers } from '#platform/backend/shared-answers.ts'
import { throughSsrDouble as get, uniqueToken } from './page-cache.helpers'

/**
 * The site's settings through the real Worker and the SSR double (vitest.worker.config.ts):
 * - an answer that carries none of the fields the shop reads (`{}`) is no answer (decision 0096): the
 *   spec's defaults with the notice, never cached - as null or an HTML page already were;
 * - the page's main call does not wait for the settings call: a slow back end costs a page one
 *   timeout, not the settings' and then the listing's in a row.
 */
const double = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const control = (what: string, method: string, body?: unknown) =>
  double.fetch(`http://admin.test/__double/${what}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  })

afterEach(async () => {
  for (const what of ['fault', 'routes', 'settings']) await control(what, 'DELETE')
})
// The first page a test file renders loads the server's modules.
beforeAll(async () => {
  await get('/ro', uniqueToken('warm'))
}, 90_000)

const NOTICE = 'data-testid="degraded-notice"'

// Review R2: an ADMIN_API_URL whose path is not the API's base (every call a 404) rendered the home page
// with the default name and no data, and the page cache stored it: a HIT after the URL was fixed.
describe('a settings call answered 404 (a back end that does not answer the shop calls)', () => {
  it.each([
    ['site settings', '/settings/global_site_settings', 404],
    ['footer settings', '/settings/footer_settings', 404],
    ['site settings', '/settings/global_site_settings', 410],
  ])(
    '%s (%s) answered %i: the notice, BYPASS while it lasts; after recovery MISS then HIT',
    async (_what, path, status) => {
      const token = uniqueToken('settings-404')
      await control('routes', 'POST', { [path]: { __status: status, __body: { detail: 'Not found.' } } })
      for (let visit = 0; visit < 2; visit++) {
        const broken = await get('/ro', token)
        expect(broken.res.status).toBe(200)
        expect(broken.html).toContain(NOTICE)
        expect(broken.state).toBe('BYPASS')
      }
      await control('routes', 'DELETE')
      expect((await get('/ro', token)).state).toBe('MISS')
      expect((await get('/ro', token)).state).toBe('HIT')
    },
  )
})

describe('a settings answer with none of the fields the shop reads', () => {
  it.each([
    ['site settings {}', '/settings/global_site_settings', {}],
    ['site settings with only fields of its own', '/settings/global_site_settings', { detail: 'ok' }],
    ['footer settings {}', '/settings/footer_settings', {}],
  ])('%s: the notice, BYPASS while it lasts; after recovery MISS then HIT', async (_what, path, answer) => {
    const token = uniqueToken('no-answer')
    await control('routes', 'POST', { [path]: answer })
    for (let visit = 0; visit < 2; visit++) {
      const broken = await get('/ro', token)
      expect(broken.res.status).toBe(200)
      expect(broken.html).toContain(NOTICE)
      expect(broken.state).toBe('BYPASS')
    }
    await control('routes', 'DELETE')
    const recovered = await get('/ro', token)
    expect(recovered.html).not.toContain(NOTICE)
    expect(recovered.state).toBe('MISS')
    expect((await get('/ro', token)).state).toBe('HIT')
  })

  it('one field the shop reads is an answer: the rest take their defaults, the page is cached', async () => {
    const token = uniqueToken('one-field')
    await control('routes', 'POST', {
      '/settings/global_site_settings': { project: 'Only A Name' },
      '/settings/footer_settings': { copyright: '2026 Only A Name' },
    })
    const page = await get('/ro', token)
    expect(page.html).not.toContain(NOTICE)
    expect(page.html).toContain('Only A Name')
    expect(page.state).toBe('MISS')
  })
})

function listing() {
  const products = [testProduct(1947, { title: 'Red phone', url: 'red-phone-1947' })]
  return {
    products,
    data: products,
    totalCount: 1,
    pages: 1,
    page: 1,
    page_size: 24,
    filters: [],
    category: { id: 3, title: 'Phones', url: 'phones', subcategories: [] },
    breadcrumbs: [],
    seo_info: { title: 'Phones', description: '', img: null, keywords: '' },
  }
}

function brandListing() {
  const { category: _, ...rest } = listing()
  return { ...rest, brand: { id: 5, name: 'JBL', slug: 'jbl', image: null, featured: true, description: '' } }
}

const SETTINGS_PATHS = ['/settings/global_site_settings', '/settings/footer_settings']
const CATEGORY = '/general/v2/category/phones/'
const BRAND = '/general/brand/jbl'
const calls = async () => (await (await control('calls', 'GET')).json()) as Record<string, number>
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("the page's main call starts beside the settings call, not after it", () => {
  const SLOW = 2_000
  it.each([
    ['a category', '/en/phones', CATEGORY],
    ['the home page', '/en', '/base/slides_banner'],
    // Before, a brand page asked for its brand only once the settings were in: two timeouts in a row
    // (8,029 ms with the back end hanging, against ~4.05 s for a category).
    ['a brand', '/en/brands/jbl', BRAND],
  ])('%s: its call is on its way while the settings are still loading', async (_what, path, main) => {
    await control('routes', 'POST', { [CATEGORY]: listing(), [BRAND]: brandListing() })
    await control('fault', 'POST', { mode: 'slow', ms: SLOW, paths: SETTINGS_PATHS })
    await control('calls', 'DELETE')
    const page = get(path, uniqueToken('order'))
    await sleep(SLOW / 2)
    const early = await calls()
    expect(early['/settings/global_site_settings']).toBe(1)
    expect(early[main]).toBe(1)
    const done = await page
    expect(done.res.status).toBe(200)
    expect(done.html).not.toContain(NOTICE)
    expect((await calls())[main]).toBe(1)
  })

  it('a category whose settings name another default sort: asked again with it, the guess not in the page', async () => {
    await control('routes', 'POST', { [CATEGORY]: listing() })
    await control('settings', 'POST', { default_sorting: 'price+' })
    await control('calls', 'DELETE')
    const token = uniqueToken('sort')
    const first = await get('/en/phones', token)
    expect(first.res.status).toBe(200)
    // This isolate knew no settings: the spec's newer+ first, then price+.
    expect((await calls())[CATEGORY]).toBe(2)
    // The page's query is price+'s; the guessed newer+ one is not carried in it.
    expect(first.html).toMatch(/"category",\$R\[\d+\]=\{lang:"en",slug:"phones",page:1,sort:"price\+"/)
    expect(first.html).not.toContain('sort:"newer+"')
    expect(first.html).toContain('<option value="price+" selected="">')
    // Now the isolate knows them: one call, with price+ (the listing it kept forgotten, the settings not).
    forgetSharedAnswers()
    await control('calls', 'DELETE')
    const second = await get('/en/phones?from=mail', token, true)
    expect(second.res.status).toBe(200)
    expect((await calls())[CATEGORY]).toBe(1)
    expect(second.html).toMatch(/sort:"price\+"/)
    expect(second.html).not.toContain('sort:"newer+"')
  })
})
