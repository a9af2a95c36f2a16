import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { endpoints } from '#contract/endpoints.ts'
import { createApp, SUB_APPS } from '../src'
import { type App, routeByArea } from '../src/lib/http'
import { BASE } from './helpers'

/**
 * The back end is a set of Hono sub-apps mounted with `app.route()` (src/index.ts SUB_APPS), each
 * with its own middleware attached to its routes (lib/http.ts `subApp`). Registration order must not
 * matter: no two sub-apps answer the same path, and the app mounted in reverse order answers like
 * the app as shipped.
 */

const apps = SUB_APPS.map((make) => ({ name: make.name, app: make() }))

/** A concrete path for a route pattern: each `:param` (or `:param{a|b}`) and `*` filled with a sample. */
function samplePath(pattern: string): string {
  return pattern
    .replace(/:[A-Za-z_]+\{([^}]*\}?)\}/g, (_, re: string) =>
      /^[a-z]+(\|[a-z]+)*$/.test(re) ? re.split('|')[0]! : '1',
    )
    .replace(/:[A-Za-z_]+/g, '1')
    .replace(/\*/g, 'x')
}

const answers = (app: App, method: string, path: string) =>
  app.router.match(method === 'ALL' ? 'GET' : method, path)[0].length > 0

describe('sub-apps', () => {
  it('every sub-app has routes, and all of them are mounted', () => {
    expect(apps.length).toBeGreaterThan(15)
    for (const { name, app } of apps) expect(app.routes.length, name).toBeGreaterThan(0)
    const mounted = createApp().routes.length
    // + the app's own: the query count, the answers' language, the secrets check, /healthz
    expect(mounted).toBe(apps.reduce((n, a) => n + a.app.routes.length, 0) + 4)
  })

  it('no path of one sub-app is answered by another (so mounting order cannot matter)', () => {
    const clashes: string[] = []
    for (const a of apps) {
      for (const r of a.app.routes) {
        const path = samplePath(r.path)
        for (const b of apps)
          if (b !== a && answers(b.app, r.method, path)) clashes.push(`${r.method} ${path}: ${a.name} and ${b.name}`)
      }
    }
    expect(clashes).toEqual([])
  })

  it('the check sees a planted clash', () => {
    const one = SUB_APPS.find((m) => m.name === 'imageRoutes')!()
    const other = SUB_APPS.find((m) => m.name === 'avatarImageRoutes')!()
    // /images/avatar/{key} is the avatar sub-app's; a generic /images/:kind/:file would take it too.
    const generic = createApp([]).get('/images/:kind/:file', (c) => c.text('x'))
    expect(answers(one, 'GET', '/images/avatar/1')).toBe(false)
    expect(answers(other, 'GET', '/images/avatar/1')).toBe(true)
    expect(answers(generic, 'GET', '/images/avatar/1')).toBe(true)
  })

  it('one route answers both areas of a shared path; routeByArea joins only endpoints of one method and path', () => {
    const owners = apps.filter((a) => answers(a.app, 'GET', '/favorites')).map((a) => a.name)
    expect(owners).toEqual(['catalogueRoutes'])
    const app = createApp([])
    const none = async () => ({ products: [], ids: [] })
    expect(() => routeByArea(app, endpoints.favorites, none, endpoints.addAdvertFavorite, none)).toThrow(/differ/)
  })

  describe('mounted in reverse order, the app answers alike', () => {
    const forward = createApp()
    const reverse = createApp([...SUB_APPS].reverse())
    const call = async (app: App, path: string, init: RequestInit & { site?: string | null } = {}) => {
      const headers = new Headers(init.headers)
      if (init.site !== null) headers.set('Site-Token', init.site ?? 'demo-electro-token')
      const r = await app.fetch(new Request(`${BASE}${path}`, { ...init, headers }), env)
      return {
        status: r.status,
        type: r.headers.get('Content-Type'),
        language: r.headers.get('Content-Language'),
        body: r.status === 200 ? '' : await r.text(),
      }
    }
    const big = 'x'.repeat(300 * 1024)
    const cases: [string, string, RequestInit & { site?: string | null }, number][] = [
      ['a generated image, no token', '/images/product/1.svg', { site: null }, 200],
      ['an unknown image kind, no token: a plain 404', '/images/nothing/1.svg', { site: null }, 404],
      ['an avatar path is the avatar route', '/images/avatar/0123456789abcdef0123456789abcdef', { site: null }, 404],
      ['a seeded advert picture', '/images/adverts/1/seed-1.svg', { site: null }, 200],
      ['an unknown path without a token: 403', '/no/such/path', { site: null }, 403],
      ['an unknown path with a token: 404', '/no/such/path', {}, 404],
      ['an unknown path in a language', '/ru/no/such/path', {}, 404],
      ['a site path without a token: 403', endpoints.globalSettings.path, { site: null }, 403],
      ['a site path with an unknown token: 403', endpoints.globalSettings.path, { site: 'nope' }, 403],
      ['a site path', endpoints.globalSettings.path, {}, 200],
      ['the payment page without a signature', '/pay/1', { site: null }, 400],
      ['the development outbox', '/__dev/outbox?to=nobody@example.com', { site: null }, 200],
      [
        'a JSON endpoint: 256 KiB body limit',
        endpoints.jwtCreate.path,
        { method: 'POST', body: big, headers: { 'Content-Type': 'application/json' } },
        413,
      ],
      [
        'an advert upload: its own limit (then 401, no token)',
        endpoints.createAdvert.path,
        { method: 'POST', body: big, headers: { 'Content-Type': 'multipart/form-data; boundary=x' } },
        401,
      ],
      [
        'the profile image: its own limit (then 401)',
        endpoints.changeProfileImage.path,
        {
          method: endpoints.changeProfileImage.method,
          body: big,
          headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        },
        401,
      ],
      ['the order fault switch is site-scoped', '/__test/order-fault', { site: null }, 403],
      ['a map tile in development, no token', '/tiles/3/4/2.svg', { site: null }, 200],
      ['a tile path that is not a tile: a plain 404', '/tiles/x/4/2.svg', { site: null }, 404],
      // The adverts area on the shop's paths (decision 0045): the catalogue's routes dispatch on ?area.
      [
        'a draft advert is nobody else’s',
        `${endpoints.advertBySpecPath.path.replace(':slug', '1')}?area=adverts`,
        {},
        404,
      ],
      [
        'a shop product slug is no advert',
        `${endpoints.advertBySpecPath.path.replace(':slug', 'no-such-advert')}?area=adverts`,
        {},
        404,
      ],
      ['a wrong area: 400', `${endpoints.advertBySpecPath.path.replace(':slug', '1')}?area=shop`, {}, 400],
      ['the adverts area favourites need a sign-in', `${endpoints.advertFavorites.path}?area=adverts`, {}, 401],
    ]
    it.each(cases)('%s', async (_, path, init, status) => {
      const [a, b] = [await call(forward, path, init), await call(reverse, path, init)]
      expect(a.status).toBe(status)
      expect(b).toEqual(a)
    })

    it('a published advert on the product path, and the shop product on the same path, answer alike', async () => {
      const advert = await env.DB.prepare(
        'SELECT slug FROM adverts WHERE site_id = 1 AND is_draft = 0 AND is_active = 1 ORDER BY id LIMIT 1',
      ).first<{ slug: string }>()
      const product = await env.DB.prepare(
        'SELECT slug_en AS slug FROM products WHERE active = 1 ORDER BY id LIMIT 1',
      ).first<{ slug: string }>()
      for (const path of [
        `/general/v2/product/${advert!.slug}/?area=adverts`,
        `/general/v2/product/${product!.slug}/`,
      ]) {
        const [a, b] = [await call(forward, path), await call(reverse, path)]
        expect(a.status, path).toBe(200)
        expect(b, path).toEqual(a)
      }
    })

    it('every GET endpoint of the contract answers the same status both ways', async () => {
      const gets = Object.values(endpoints).filter((e) => e.method === 'GET')
      expect(gets.length).toBeGreaterThan(50)
      for (const e of gets) {
        const path = samplePath(e.path)
        const [a, b] = [await call(forward, path), await call(reverse, path)]
        expect(b.status, path).toBe(a.status)
        expect(a.status, path).not.toBe(500)
      }
    })
  })
})
