import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_COOKIES } from '#config'
import { cacheKey, kvStore } from '#platform/page-cache/index.ts'
import { bindings, sendPage, testVariant, uniqueToken } from './page-cache.helpers'

/**
 * Issue 51 point 5: an owner's paused advert or draft opens for its owner at /{lang}/adverts/my/{slug}
 * (the owner's token travels with the page's call; the back end answers 404 to anyone else), with
 * the banner and the owner's actions; a stranger gets the 404 page; the owner's view is never stored
 * in the page cache, and the public page of a paused advert stays a 404 after the owner looked.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const mutableEnv = env as unknown as { THEME: string }
const theme = mutableEnv.THEME

const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
const jwt = (sig: string) =>
  `${b64({ alg: 'HS256' })}.${b64({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 })}.${sig}`
const OWNER = `${SERVER_COOKIES.token}=${jwt('good')}`
const STRANGER = `${SERVER_COOKIES.token}=${jwt('stranger')}`

const texts = { ro: 'Apartament', ru: 'Квартира на Ботанике', uk: 'Квартира', en: 'Flat' }
function advert(overrides: Record<string, unknown>) {
  return {
    id: 7,
    slug: 'flat-7',
    type: 'rent',
    title: texts.ru,
    description: 'Описание',
    price: 300,
    default_currency: 'EUR',
    is_negotiable_price: false,
    area: 54,
    default_area_unit: 'm2',
    category: null,
    region: null,
    location: null,
    sector: null,
    preview: null,
    images_count: 0,
    is_active: false,
    is_draft: false,
    is_favorite: false,
    is_mine: true,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    titles: texts,
    descriptions: texts,
    lat: 47.02,
    lon: 28.83,
    address: '',
    cadastral_number: '0100.123.456',
    contacts: [{ phone: '+37369000000' }],
    images: [],
    attributes: [],
    seller: { id: 7, name: 'Ana' },
    ...overrides,
  }
}
const routes = (a: unknown) => ({
  '/general/v2/product/flat-7/': { __owner: a },
  '/api/currency-rates/': { base: 'MDL', rates: [] },
  '/favorites/': { products: [], ids: [] },
})
const setRoutes = (r: unknown) =>
  ssrDouble.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(r) })

beforeAll(() => {
  // The adverts area lives on themes with the `adverts` flag (decision 0024); the suite's default theme has none.
  mutableEnv.THEME = 'market'
})
afterAll(async () => {
  mutableEnv.THEME = theme
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

// The first page render of the file compiles the adverts routes (about 20 s on a busy machine).
describe("the owner's view of a paused advert or a draft", { timeout: 60_000 }, () => {
  it.each([
    ['paused', { is_active: false }, 'Объявление приостановлено', 'Возобновить'],
    ['a draft', { is_draft: true }, 'Это черновик', 'Продолжить черновик'],
  ])(
    '%s: 200 for the owner with the banner and actions, never stored; the public page stays 404',
    async (_, flags, banner, action) => {
      await setRoutes(routes(advert(flags)))
      const siteToken = uniqueToken('own-advert')
      const cacheOn = { PAGE_CACHE_MODE: 'on', SITE_TOKEN: siteToken }
      const own = await sendPage('/ru/adverts/my/flat-7', { headers: { Cookie: OWNER } }, cacheOn)
      const html = await own.res.text()
      await own.settled()
      expect(own.res.status).toBe(200)
      expect(own.res.headers.get('x-page-cache')).toBe('BYPASS')
      expect(own.res.headers.get('cache-control')).toBe('no-store')
      expect(html).toContain('data-testid="advert-owner-banner"')
      expect(html).toContain(banner)
      expect(html).toContain(action)
      expect(html).toContain(texts.ru)
      expect(html).toContain('name="robots" content="noindex, follow"')
      const store = kvStore(bindings.PAGE_CACHE as KVNamespace)
      for (const path of ['/ru/adverts/my/flat-7', '/ru/adverts/flat-7'])
        expect(
          await store.get(
            cacheKey({ siteToken, groupId: '0', locale: 'ru', ageValid: false, variant: testVariant(), path }),
          ),
        ).toBeNull()

      // The public page: no token goes with it, so a paused advert is a 404 there even for its owner's browser.
      const pub = await sendPage('/ru/adverts/flat-7', { headers: { Cookie: OWNER } }, cacheOn)
      expect(pub.res.status).toBe(404)
      expect(await pub.res.text()).not.toContain(texts.ru)
    },
  )

  it("a stranger's session gets the 404 page; no session goes to sign-in", async () => {
    await setRoutes(routes(advert({ is_active: false })))
    const stranger = await sendPage(
      '/ru/adverts/my/flat-7',
      { headers: { Cookie: STRANGER } },
      { PAGE_CACHE_MODE: 'on', SITE_TOKEN: uniqueToken('own-advert') },
    )
    expect(stranger.res.status).toBe(404)
    expect(await stranger.res.text()).not.toContain(texts.ru)
    // someone else's active advert answers anyone, with is_mine false: still not this viewer's own page
    await setRoutes({ ...routes(null), '/general/v2/product/flat-7/': advert({ is_active: true, is_mine: false }) })
    const notMine = await sendPage(
      '/ru/adverts/my/flat-7',
      { headers: { Cookie: STRANGER } },
      { PAGE_CACHE_MODE: 'on', SITE_TOKEN: uniqueToken('own-advert') },
    )
    expect(notMine.res.status).toBe(404)
    expect(await notMine.res.text()).not.toContain('data-testid="advert-owner-banner"')
    const anonymous = await sendPage('/ru/adverts/my/flat-7', {}, {})
    expect(anonymous.res.status).toBe(302)
    expect(anonymous.res.headers.get('location')).toBe('/ru?login=true')
  })
})
