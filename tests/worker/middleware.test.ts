import { describe, expect, it } from 'vitest'
import { adminDouble, send, setCookies, settingsBody } from './helpers'

type Case = {
  name: string
  path: string
  init?: RequestInit
  status: number
  location?: string
  cookie?: RegExp
  noCookie?: RegExp
}

describe('language prefixes', () => {
  const cases: Case[] = [
    {
      name: 'root goes to the browser language',
      path: '/',
      init: { headers: { 'Accept-Language': 'uk-UA,uk;q=0.9,en;q=0.5' } },
      status: 302,
      location: '/uk',
      cookie: /^i18n_redirected=uk; Max-Age=31536000; Path=\/;/,
    },
    {
      name: 'root honours quality values',
      path: '/',
      init: { headers: { 'Accept-Language': 'de;q=1, en;q=0.4, ru;q=0.8' } },
      status: 302,
      location: '/ru',
    },
    {
      name: 'root falls back to the main language (settings: ru)',
      path: '/',
      init: { headers: { 'Accept-Language': 'de-DE,fr;q=0.9' } },
      status: 302,
      location: '/ru',
      cookie: /^i18n_redirected=ru;/,
    },
    { name: 'root without Accept-Language is the main language', path: '/', status: 302, location: '/ru' },
    {
      name: 'root with a garbage Accept-Language is the main language',
      path: '/',
      init: { headers: { 'Accept-Language': ';;;q=abc,,,' } },
      status: 302,
      location: '/ru',
    },
    {
      name: 'the language cookie wins at the root',
      path: '/',
      init: { headers: { Cookie: 'language=uk; i18n_redirected=en', 'Accept-Language': 'ro' } },
      status: 302,
      location: '/uk',
      cookie: /^i18n_redirected=uk;/,
    },
    {
      name: 'a malformed language cookie is ignored',
      path: '/',
      init: { headers: { Cookie: 'language=xx', 'Accept-Language': 'en' } },
      status: 302,
      location: '/en',
    },
    {
      name: "a junk language copy first (a planted one on a longer path) does not hide the shopper's own (session 69)",
      path: '/',
      init: {
        headers: {
          Cookie: 'language=xx; language="uk"; i18n_redirected=junk; i18n_redirected=en',
          'Accept-Language': 'ro',
        },
      },
      status: 302,
      location: '/uk',
    },
    {
      name: 'a junk remembered copy first does not hide the remembered choice (session 69)',
      path: '/',
      init: {
        headers: { Cookie: 'i18n_redirected=; i18n_redirected=junk; i18n_redirected=en', 'Accept-Language': 'ru' },
      },
      status: 302,
      location: '/en',
    },
    {
      name: 'the remembered choice beats the browser',
      path: '/',
      init: { headers: { Cookie: 'i18n_redirected=en', 'Accept-Language': 'ru' } },
      status: 302,
      location: '/en',
      cookie: /^i18n_redirected=en;/,
    },
    {
      name: 'a malformed remembered choice is ignored',
      path: '/',
      init: { headers: { Cookie: 'i18n_redirected=%%%zz', 'Accept-Language': 'ru' } },
      status: 302,
      location: '/ru',
    },
    {
      name: 'root keeps the query (login=true)',
      path: '/?login=true',
      init: { headers: { 'Accept-Language': 'en' } },
      status: 302,
      location: '/en?login=true',
    },
    {
      name: 'a path without prefix goes to the main language (settings: ru)',
      path: '/cart',
      init: { headers: { 'Accept-Language': 'en' } },
      status: 301,
      location: '/ru/cart',
    },
    { name: 'an unknown prefix is replaced', path: '/de/cart?x=1', status: 301, location: '/ru/cart?x=1' },
    { name: 'an unknown prefix with a region is replaced', path: '/pt-BR/about', status: 301, location: '/ru/about' },
    { name: 'an unknown prefix alone goes to the main language home', path: '/de', status: 301, location: '/ru' },
    {
      name: 'a longer first segment is a path, not a prefix',
      path: '/deutsch/cart',
      status: 301,
      location: '/ru/deutsch/cart',
    },
    {
      name: 'the browser language is not used away from the root',
      path: '/about',
      init: { headers: { 'Accept-Language': 'uk' } },
      status: 301,
      location: '/ru/about',
    },
  ]
  it.each(cases)('$name', async ({ path, init, status, location, cookie }) => {
    const res = await send(path, init)
    expect(res.status).toBe(status)
    if (location) expect(res.headers.get('Location')).toBe(location)
    if (cookie) expect(setCookies(res).some((c) => cookie.test(c))).toBe(true)
  })

  // The target of a prefix-less path is the site's main language, the same for every visitor: a 301
  // (only `/` follows the visitor's browser and cookies, a 302). A failed settings call's fallback is
  // no lasting answer: a 302 there.
  it('main language falls back to ro when settings fail, a temporary redirect (302)', async () => {
    const res = await send('/cart', {}, adminDouble({}))
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/ro/cart')
  })

  it('the root falls back to ru when settings fail and the browser names none of ours', async () => {
    const res = await send('/', {}, adminDouble({}))
    expect(res.headers.get('Location')).toBe('/ru')
  })

  it.each([
    ['en;q=1, ru;q=0.5', '/ru'],
    ['en', '/ro'],
    ['uk-UA,uk;q=0.9,en;q=0.5', '/ro'],
    ['ru-RU', '/ru'],
  ])(
    "the root takes the browser's language (%s) only among the site's langs [ro, ru]: %s",
    async (accept, location) => {
      const admin = adminDouble({
        '/settings/global_site_settings': settingsBody({ langs: ['ro', 'ru'], mainUiInterface: { mainLang: 'ro' } }),
      })
      const res = await send('/', { headers: { 'Accept-Language': accept } }, admin)
      expect(res.status).toBe(302)
      expect(res.headers.get('Location')).toBe(location)
    },
  )

  it('the root follows the main language of the settings (en)', async () => {
    const admin = adminDouble({
      '/settings/global_site_settings': settingsBody({ mainUiInterface: { mainLang: 'en' } }),
    })
    const res = await send('/', {}, admin)
    expect(res.headers.get('Location')).toBe('/en')
  })

  it('main language falls back to ro when settings name an unknown language', async () => {
    const admin = adminDouble({
      '/settings/global_site_settings': settingsBody({ mainUiInterface: { mainLang: 'de' } }),
    })
    const res = await send('/cart', {}, admin)
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe('/ro/cart')
  })
})

describe('slashes', () => {
  const cases: Case[] = [
    { name: 'trailing slash', path: '/ro/cart/', status: 301, location: '/ro/cart' },
    {
      name: 'trailing slash keeps the query',
      path: '/ro/cart/?page=2&x=%20y',
      status: 301,
      location: '/ro/cart?page=2&x=%20y',
    },
    { name: 'double slashes', path: '/ro//cart///items', status: 301, location: '/ro/cart/items' },
    { name: 'double slashes and trailing', path: '/ro//cart//?a=1', status: 301, location: '/ro/cart?a=1' },
    {
      name: 'leading double slash never becomes protocol-relative',
      path: '//evil.example/',
      status: 301,
      // Straight on to the page under the main language (one hop: worker/middleware/straight-redirects).
      location: '/ru/evil.example',
    },
    {
      name: 'encoded slashes are not collapsed into an external redirect',
      path: '/%2F%2Fevil.example',
      status: 301,
      location: '/ru/%2F%2Fevil.example',
    },
    { name: 'prefix root trailing slash', path: '/en/', status: 301, location: '/en' },
    // The router drops trailing spaces as a URL parser does: `/ro/profile%20` rendered the profile
    // under a spelling the page cache's skip rule and the session gate did not know (it was stored,
    // and the next shopper of the group read it).
    { name: 'a trailing escaped space', path: '/ro/profile%20', status: 301, location: '/ro/profile' },
    { name: 'trailing spaces and slashes', path: '/ro/brands%20/%20%20/?a=1', status: 301, location: '/ro/brands?a=1' },
    // issue 26: one spelling per page, before the page cache
    { name: 'capitals in a page path', path: '/ro/TELEFOANE', status: 301, location: '/ro/telefoane' },
    {
      name: 'capitals in the prefix, the query kept as it is',
      path: '/RO/Telefoane?Sort=A',
      status: 301,
      location: '/ro/telefoane?Sort=A',
    },
    // session 63: an order's id is the back end's text (`ORD-5005` is not `ord-5005`): its capitals stay
    {
      name: "capitals in an order's id stay; the rest of the path is lower-cased",
      path: '/RO/Order-Checkout/ORD-5005/',
      status: 301,
      location: '/ro/order-checkout/ORD-5005',
    },
    {
      name: "capitals in a cabinet order's id stay",
      path: '/ro/Account/Orders/order_01HQ8Z',
      status: 301,
      location: '/ro/account/orders/order_01HQ8Z',
    },
    {
      name: 'capitals beside escapes: the escapes stay',
      path: '/ro/Caf%C3%A9',
      status: 301,
      location: '/ro/caf%C3%A9',
    },
    {
      name: "the search page's ?q= is its ?query=",
      path: '/ro/search?q=ab&page=2',
      status: 301,
      location: '/ro/search?page=2&query=ab',
    },
    // An encoded dot segment is resolved by URL parsing (WHATWG: %2e%2e is ".."): no page or back-end
    // path ever sees ".." from the address (server-function parameters: buildPath refuses them).
    {
      name: 'an encoded .. segment is resolved, never a parameter',
      path: '/ro/adverts/%2e%2e',
      status: 301,
      location: '/ro',
    },
  ]
  it.each(cases)('$name', async ({ path, status, location }) => {
    const res = await send(path)
    expect(res.status).toBe(status)
    expect(res.headers.get('Location')).toBe(location)
  })
})

describe('bad input never gives a 500', () => {
  const cases: Case[] = [
    { name: 'a very long path', path: `/ro/${'a'.repeat(5000)}`, status: 414 },
    { name: 'a very long query', path: `/ro?q=${'b'.repeat(5000)}`, status: 414 },
    { name: 'broken percent-encoding', path: '/ro/%E0%A4%A', status: 400 },
    { name: 'a lone percent sign', path: '/ro/100%', status: 400 },
  ]
  it.each(cases)('$name -> $status', async ({ path, status }) => {
    const res = await send(path)
    expect(res.status).toBe(status)
    expect(await res.text()).toMatch(/URI Too Long|Bad Request/)
  })

  it.each([
    ['a malformed cookie header', { Cookie: 'i18n_redirected; ===; dev-mode=%E0%A4%A; selected_city={"id":' }],
    ['a huge cookie header', { Cookie: `x=${'y'.repeat(8000)}` }],
  ])('%s at the root still redirects', async (_n, headers) => {
    const res = await send('/', { headers })
    expect(res.status).toBe(302)
  })
})

describe('sitemap proxy', () => {
  it('serves the back end sitemap file as XML', async () => {
    const res = await send('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('application/xml')
    expect(await res.text()).toContain('<urlset>')
  })

  it.each([
    ['the back end errors', adminDouble({ '/general/sitemap-file': () => new Response('boom', { status: 500 }) })],
    ['the back end is unreachable', () => Promise.reject(new TypeError('connection refused'))],
    ['the back end answers empty', adminDouble({ '/general/sitemap-file': () => new Response('') })],
    [
      'the back end answers an error page with 200',
      adminDouble({
        '/general/sitemap-file': () => new Response('<!DOCTYPE html><html><body>Bad Gateway</body></html>'),
      }),
    ],
    ['the back end answers JSON', adminDouble({ '/general/sitemap-file': () => Response.json({ detail: 'ok' }) })],
    ['the back end answers other text', adminDouble({ '/general/sitemap-file': () => new Response('maintenance') })],
  ])('502 with the spec text when %s', async (_n, admin) => {
    const res = await send('/sitemap.xml', {}, admin as never)
    expect(res.status).toBe(502)
    expect(await res.text()).toBe('Bad Gateway: Unable to fetch sitemap')
  })
})

describe('dev mode and utm', () => {
  it('dev_mode=true sets the dev-mode cookie', async () => {
    const res = await send('/ro/nothing-here?dev_mode=true')
    expect(setCookies(res).some((c) => /^dev-mode=true;.*Path=\//.test(c))).toBe(true)
  })

  it('dev_mode=false clears it', async () => {
    const res = await send('/ro/nothing-here?dev_mode=false')
    expect(setCookies(res).some((c) => /^dev-mode=;.*Max-Age=0/.test(c))).toBe(true)
  })

  it('sends the Dev-Mode header to the back end when the cookie is set', async () => {
    const seen: (string | null)[] = []
    const admin = adminDouble({
      '/settings/global_site_settings': (req: Request) => {
        seen.push(req.headers.get('Dev-Mode'))
        return Response.json(settingsBody())
      },
    })
    await send('/cart', { headers: { Cookie: 'dev-mode=true' } }, admin)
    expect(seen).toEqual(['true'])
  })

  // A cookie read twice is two truths: the page cache and the renderer take an odd dev-mode cookie
  // (quoted, copies that disagree) as not set (viewer-flags), so every other call the Worker makes for
  // the same request - the main language for a redirect, the settings of a page's tags - must ask the
  // same way. Copies that agree (one per path) say what each says.
  it.each([
    ['dev-mode=true', 'true'],
    ['dev-mode="true"', null],
    ['dev-mode=true; dev-mode=true', 'true'],
    ['dev-mode=true; dev-mode=false', null],
    ['dev-mode=%74rue', null],
  ])('with the cookie %j every settings call asks with Dev-Mode %j', async (cookie, expected) => {
    const seen: (string | null)[] = []
    const admin = adminDouble({
      '/settings/global_site_settings': (req: Request) => {
        seen.push(req.headers.get('Dev-Mode'))
        return Response.json(settingsBody())
      },
      '/settings/footer_settings': { developers: [] },
    })
    const redirect = await send('/', { headers: { Cookie: cookie } }, admin)
    expect(redirect.status).toBe(302)
    const page = await send('/ro/no-such-page', { headers: { Cookie: cookie } }, admin)
    await page.text()
    expect(seen.length).toBeGreaterThan(1)
    expect(new Set(seen)).toEqual(new Set([expected]))
  })

  it('stores the five utm parameters from the query', async () => {
    const res = await send(
      '/ro/x?utm_source=news&utm_medium=email&utm_campaign=black%20friday&utm_term=tv&utm_content=hero&other=1',
    )
    const cookie = setCookies(res).find((c) => c.startsWith('utm='))
    expect(cookie).toBeDefined()
    const value = JSON.parse(decodeURIComponent(cookie!.split(';')[0]!.slice(4)))
    expect(value).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'black friday',
      utm_term: 'tv',
      utm_content: 'hero',
    })
  })

  it("keeps the utm cookie inside a browser's 4,096 bytes, whatever the values spell (session 54's probe)", async () => {
    // A control character is 3 characters of the address and 8 of the cookie (JSON's \u0001, percent-encoded):
    // 130 of them in each field, the most the 2,048-character address allows, made a cookie of 5.3 kB.
    const control = '%01'.repeat(130)
    const keys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']
    const res = await send(`/ro/x?${keys.map((k) => `${k}=${control}`).join('&')}`)
    const cookie = setCookies(res).find((c) => c.startsWith('utm='))!
    const nameAndValue = cookie.split(';')[0]!
    expect(nameAndValue.length).toBeLessThan(4_096)
    const value = JSON.parse(decodeURIComponent(nameAndValue.slice(4))) as Record<string, string>
    expect(Object.keys(value)).toEqual(keys)
    for (const text of Object.values(value)) expect(text).toBe('\u0001'.repeat(Math.max(1, text.length)))
  })

  it('sets no utm cookie without utm parameters', async () => {
    const res = await send('/ro/x?page=2')
    expect(setCookies(res).some((c) => c.startsWith('utm='))).toBe(false)
  })
})

describe('security headers', () => {
  it('HTML pages carry a nonce CSP and the hardening headers', async () => {
    const res = await send('/ro/nothing-here')
    expect(res.headers.get('Content-Type')).toContain('text/html')
    const csp = res.headers.get('Content-Security-Policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/)
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('X-Frame-Options')).toBe('DENY')
    const html = await res.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('each response gets a different nonce', async () => {
    const a = (await send('/ro/x')).headers.get('Content-Security-Policy')
    const b = (await send('/ro/x')).headers.get('Content-Security-Policy')
    expect(a).not.toBe(b)
  })

  it('redirects carry the hardening headers too', async () => {
    const res = await send('/ro/x/')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  // A stranger's probe found the URL and body checks' answers and the cart channel's refusals bare.
  it.each<[string, string, RequestInit, number]>([
    ['an overlong address', `/ro/${'a'.repeat(5000)}`, {}, 414],
    ['an undecodable address', '/ro/%ff', {}, 400],
    [
      'a declared body over the limit',
      '/api/cart',
      { method: 'POST', headers: { Origin: 'https://shop.test', 'Content-Length': '999999999' } },
      413,
    ],
    ['the cart channel without Upgrade', '/ws/cart', {}, 426],
    ['a page asked with PUT', '/ro/x', { method: 'PUT', headers: { Origin: 'https://shop.test' } }, 405],
    ['a cart body that is not JSON', '/api/cart', cartPost('text/plain'), 415],
  ])('%s (%s) carries the hardening headers', async (_name, path, init, status) => {
    const res = await send(path, init)
    expect(res.status).toBe(status)
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('X-Frame-Options')).toBe('DENY')
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/)
  })
})

/** A cart save as the shop's client sends it, with another content type. */
function cartPost(type: string): RequestInit {
  return {
    method: 'POST',
    headers: { Origin: 'https://shop.test', 'Content-Type': type },
    body: JSON.stringify({ order: { localCart: { products: [] } }, expectedVersion: 0 }),
  }
}

describe('a body the route did not read is drained before the answer leaves', () => {
  /** A 300 KB body that says whether it was read to its end. */
  function trackedBody() {
    const state = { ended: false }
    let left = 10
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left-- > 0) controller.enqueue(new Uint8Array(30_000))
        else {
          state.ended = true
          controller.close()
        }
      },
    })
    return { state, stream }
  }

  it.each<[string, string, Record<string, string>, number]>([
    [
      'the adverts area on a site without it',
      '/api/adverts',
      { 'Content-Type': 'multipart/form-data; boundary=x' },
      404,
    ],
    ['a cart body of another type', '/api/cart', { 'Content-Type': 'text/plain' }, 415],
    ['a cart merge without a session', '/api/cart/merge', { 'Content-Type': 'application/json' }, 401],
  ])('%s (%s): its body is read to the end', async (_name, path, headers, status) => {
    const { state, stream } = trackedBody()
    const res = await send(path, {
      method: 'POST',
      headers: { Origin: 'https://shop.test', ...headers },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(status)
    expect(state.ended).toBe(true)
  })
})

describe('CSRF', () => {
  const cases: { name: string; headers: Record<string, string>; status: number }[] = [
    { name: 'another origin', headers: { Origin: 'https://evil.example', Cookie: 'token=x' }, status: 403 },
    { name: 'a null origin', headers: { Origin: 'null' }, status: 403 },
    {
      name: 'cross-site fetch metadata without Origin',
      headers: { 'Sec-Fetch-Site': 'cross-site', Cookie: 'token=x' },
      status: 403,
    },
    { name: 'no origin information but cookies', headers: { Cookie: 'token=x' }, status: 403 },
  ]
  it.each(cases)('POST from $name is refused', async ({ headers, status }) => {
    const res = await send('/_serverFn/anything', { method: 'POST', headers, body: '{}' })
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual({ error: 'Forbidden: cross-origin request refused' })
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s from the same origin passes the CSRF check', async (method) => {
    const res = await send('/api/cart', { method, headers: { Origin: 'https://shop.test', Cookie: 'token=x' } })
    expect(res.status).not.toBe(403)
  })

  it('GET from another origin is allowed (not a mutation)', async () => {
    const res = await send('/ro/x', { headers: { Origin: 'https://evil.example' } })
    expect(res.status).toBe(404)
  })
})

describe('healthz', () => {
  it('200 with JSON when the back end answers', async () => {
    const res = await send('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', storefront: 'ok', adminApi: 'ok' })
  })

  it('503 when the back end is down', async () => {
    const res = await send('/healthz', {}, adminDouble({}))
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ status: 'degraded' })
  })
})

describe('robots.txt', () => {
  it('names the sitemap with an absolute URL', async () => {
    const res = await send('/robots.txt')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain('Sitemap: https://shop.test/sitemap.xml')
    expect(text).toContain('User-agent: *')
  })
})
