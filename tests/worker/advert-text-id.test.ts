import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SERVER_COOKIES } from '#config'
import { specAdvertAnswer } from '#contract/advert-answer.fixture.ts'
import { defaultMemoryLayer } from '#platform/page-cache/entry.ts'
import { adminDouble, sendOnMarket, settingsBody } from './helpers'
import { sendPage } from './page-cache.helpers'

/**
 * Advert ids as text (session 63's operator audit, finding 9): a back end naming adverts by a UUID made
 * the list and every advert page a 503, the owner's edit form a 404, and a save's answer lost its id
 * (the purge left the advert's id page). An id that cannot be one (a slash, a dot segment, a control
 * character) reaches no back end.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const mutableEnv = env as unknown as { THEME: string }
const theme = mutableEnv.THEME

const UUID = 'a0000000-0000-4000-8000-000000000001'
const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
const OWNER = `${SERVER_COOKIES.token}=${b64({ alg: 'HS256' })}.${b64({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 })}.good`
const advert = specAdvertAnswer({ id: UUID, slug: 'casa-uuid', title_ro: 'Casă cu UUID', is_mine: true })

const setRoutes = (routes: Record<string, unknown>) =>
  ssrDouble.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(routes) })
const calls = async (): Promise<Record<string, number>> =>
  (await ssrDouble.fetch('http://admin.test/__double/calls')).json()

beforeAll(async () => {
  // The adverts area lives on themes with the `adverts` flag (decision 0024).
  mutableEnv.THEME = 'market'
  await setRoutes({
    '/general/v2/product': { data: [advert], totalCount: 1, pages: 1 },
    '/general/v2/product/casa-uuid/': advert,
    [`/general/v2/product/${UUID}/`]: { __owner: advert },
    '/api/currency-rates/': { base: 'MDL', rates: [] },
    '/favorites/': { products: [], ids: [] },
  })
})
afterAll(async () => {
  mutableEnv.THEME = theme
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

// The first page render of the file compiles the adverts routes (about 20 s on a busy machine).
describe('pages of an advert named by a UUID', { timeout: 60_000 }, () => {
  it('the list shows its card, linked by its slug', async () => {
    const { res } = await sendPage('/ro/adverts', {}, {})
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toContain('Casă cu UUID')
    expect(html).toContain('href="/ro/adverts/casa-uuid"')
  })

  it('its page is the advert (was a 503)', async () => {
    const { res } = await sendPage('/ro/adverts/casa-uuid', {}, {})
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Casă cu UUID')
  })

  it("the owner's edit form opens at /adverts/edit/{uuid} (was a 404)", async () => {
    const { res } = await sendPage(`/ro/adverts/edit/${UUID}`, { headers: { Cookie: OWNER } }, {})
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('value="Casă cu UUID"')
  })

  it.each([
    ['a dot segment inside', 'a..b'],
    ['an escaped slash', 'a%2Fb'],
    ['a control character', 'a%00b'],
    ['a space', 'a%20b'],
    ['a dot segment', '..%2Fx'],
  ])('an edit id with %s is the 404 page and reaches no back end', async (_, id) => {
    await ssrDouble.fetch('http://admin.test/__double/calls', { method: 'DELETE' })
    const { res } = await sendPage(`/ro/adverts/edit/${id}`, { headers: { Cookie: OWNER } }, {})
    expect(res.status).toBe(404)
    expect(Object.keys(await calls()).filter((path) => path.startsWith('/general/v2/product/'))).toEqual([])
  })
})

describe('a save answered with a UUID advert', () => {
  it('the form gets its id as text, and the purge names its page by the id, encoded', async () => {
    const purge = vi.spyOn(defaultMemoryLayer, 'deletePrefix')
    const body = new FormData()
    body.append('title_ro', 'Casă')
    body.append('is_active', 'true')
    body.append('is_draft', 'false')
    body.append('is_negotiable_price', 'false')
    try {
      const res = await sendOnMarket(
        '/api/adverts/casa-uuid?lang=ro',
        { method: 'PATCH', headers: { Origin: 'https://shop.test', Cookie: OWNER }, body },
        adminDouble({
          '/settings/global_site_settings': settingsBody(),
          '/settings/footer_settings': { developers: [] },
          '/general/v2/product/casa-uuid/': specAdvertAnswer({ id: 'ads:7', slug: 'casa-uuid' }),
          '/api/adverts/casa-uuid/': specAdvertAnswer({ id: 'ads:7', slug: 'casa-uuid', title_ro: 'Vilă' }),
        }),
      )
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ slug: 'casa-uuid', id: 'ads:7' })
      const purged = purge.mock.calls.map(([prefix]) => prefix)
      expect(purged.some((p) => p.endsWith('/ro/adverts/ads%3A7#'))).toBe(true)
      expect(purged.some((p) => p.endsWith('/ro/adverts/ads:7#'))).toBe(true)
    } finally {
      purge.mockRestore()
    }
  })
})
