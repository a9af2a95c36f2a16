import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { COOKIES, SERVER_COOKIES } from '#config'
import { groupSignature } from '#platform/cookies/group.ts'
import { forgetRotations, refreshRefusedMark } from '#platform/session-refresh.ts'
import { type AdminHandler, adminDouble, send, settingsBody } from './helpers'

/** The session's cookies, refresh, logout, the access rule and the 401 rule in workerd (issue 15, decision 0017). */

const ORIGIN = 'https://shop.test'
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
/** A JWT-shaped token (the Worker reads `exp`, never the signature); `.good` makes the SSR double accept it. */
const jwt = (expInSeconds: number, sig = 'good') =>
  `${b64({ alg: 'HS256' })}.${b64({ sub: '7', exp: Math.floor(Date.now() / 1000) + expInSeconds })}.${sig}`

const userGroup = {
  id: 7,
  user: {
    id: 7,
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'T',
    full_name: 'Ana T',
    phone: null,
    birthday: null,
    balance: 0,
    status: 'active',
    can_use_promocode: true,
  },
  company: null,
  group_user_type: { id: 2, name: 'company' },
  loyalty_points: 5,
  delivery_addresses: [],
}

function cookiesOf(res: Response): Record<string, string> {
  return Object.fromEntries(res.headers.getSetCookie().map((c) => [c.split('=')[0]!, c]))
}

function admin(routes: Record<string, AdminHandler | unknown>, seen: Request[] = []): AdminHandler {
  const inner = adminDouble({
    '/settings/global_site_settings': settingsBody(),
    '/settings/footer_settings': { developers: [] },
    ...routes,
  })
  return (request) => {
    seen.push(request.clone() as unknown as Request)
    return inner(request)
  }
}

const post = (path: string, cookie: string, handler: AdminHandler) =>
  send(path, { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN } }, handler)

describe('POST /api/auth/refresh', () => {
  it('a refreshed access token keeps the session: token, token_expires and user-group-id rewritten, the refresh token untouched', async () => {
    const access = jwt(3600)
    const seen: Request[] = []
    const res = await post(
      '/api/auth/refresh?lang=ru',
      `${SERVER_COOKIES.refreshToken}=r-${'x'.repeat(20)}; ${COOKIES.tokenExpires}=1:r`,
      admin({ '/auth/jwt/refresh/': { access }, '/users/user-group/': userGroup }, seen),
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { signedIn: boolean; expires: number }
    expect(body.signedIn).toBe(true)
    expect(body.expires).toBeGreaterThan(Date.now() / 1000)
    const set = cookiesOf(res)
    expect(set[SERVER_COOKIES.token]).toMatch(/^token=.+; Max-Age=172800; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    expect(set[COOKIES.tokenExpires]).toMatch(
      new RegExp(`^token_expires=${body.expires}%3Ar; Max-Age=604800; Path=/; Secure; SameSite=Lax$`),
    )
    expect(set[COOKIES.userGroupId]).toMatch(/^user-group-id=2; Max-Age=604800; Path=\//)
    // The group's signature is bound to the new access token (decision 0038).
    const signature = await groupSignature(env, '2', access)
    expect(set[SERVER_COOKIES.userGroupSig]).toBe(
      `user-group-sig=${signature}; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax`,
    )
    expect(set[SERVER_COOKIES.refreshToken]).toBeUndefined()
    const refreshCall = seen.find((r) => new URL(r.url).pathname === '/auth/jwt/refresh/')!
    expect(await refreshCall.json()).toEqual({ refresh: `r-${'x'.repeat(20)}` })
    const groupCall = seen.find((r) => new URL(r.url).pathname === '/users/user-group/')!
    expect(groupCall.headers.get('Authorization')).toBe(`Bearer ${access}`)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('a back end that rotates refresh tokens: the new one replaces the cookie, on its path, for as long (round 12 operator audit)', async () => {
    const rotated = `r-rotated-${'y'.repeat(20)}`
    const res = await post(
      '/api/auth/refresh?lang=ro',
      `${SERVER_COOKIES.refreshToken}=r-${'x'.repeat(20)}; ${COOKIES.tokenExpires}=1:r`,
      admin({ '/auth/jwt/refresh/': { access: jwt(3600), refresh: rotated }, '/users/user-group/': userGroup }),
    )
    expect(res.status).toBe(200)
    expect(cookiesOf(res)[SERVER_COOKIES.refreshToken]).toBe(
      `refresh_token=${rotated}; Max-Age=604800; Path=/api/auth; HttpOnly; Secure; SameSite=Lax`,
    )
  })

  it.each([
    ['the same token', `r-${'x'.repeat(20)}`],
    ['too short to be one', 'short'],
    ['not text', 42],
  ])('a refresh answer whose refresh is %s leaves the cookie as it is', async (_name, refresh) => {
    const res = await post(
      '/api/auth/refresh',
      `${SERVER_COOKIES.refreshToken}=r-${'x'.repeat(20)}; ${COOKIES.tokenExpires}=1:r`,
      admin({ '/auth/jwt/refresh/': { access: jwt(3600), refresh }, '/users/user-group/': userGroup }),
    )
    expect(res.status).toBe(200)
    expect(cookiesOf(res)[SERVER_COOKIES.refreshToken]).toBeUndefined()
  })

  it('without rememberMe the new cookies end with the browser', async () => {
    const res = await post(
      '/api/auth/refresh',
      `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}; ${COOKIES.tokenExpires}=1`,
      admin({ '/auth/jwt/refresh/': { access: jwt(3600) }, '/users/user-group/': userGroup }),
    )
    expect(res.status).toBe(200)
    expect(cookiesOf(res)[SERVER_COOKIES.token]).not.toMatch(/Max-Age/)
  })

  it.each([
    ['no refresh cookie', '', admin({})],
    [
      'a refused refresh token (401)',
      `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}`,
      admin({ '/auth/jwt/refresh/': () => Response.json({ detail: 'Token is invalid or expired' }, { status: 401 }) }),
    ],
    [
      'a refresh token the back end rejects as malformed (400)',
      `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}`,
      admin({ '/auth/jwt/refresh/': () => Response.json({ error: 'bad' }, { status: 400 }) }),
    ],
  ])('%s ends the session: 401 and every session cookie expired on its own path', async (_name, cookie, handler) => {
    // Refused a second time (its mark from the first refusal): see 'a refresh token refused once' below.
    const mark = `${SERVER_COOKIES.refreshRefused}=${await refreshRefusedMark(['r'.repeat(20)])}`
    const res = await post('/api/auth/refresh', cookie ? `${cookie}; ${mark}` : cookie, handler)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ signedIn: false })
    const set = cookiesOf(res)
    expect(set[SERVER_COOKIES.token]).toMatch(/Max-Age=0; Path=\/;/)
    expect(set[SERVER_COOKIES.refreshToken]).toMatch(/Max-Age=0; Path=\/api\/auth;/)
    expect(set[COOKIES.tokenExpires]).toMatch(/Max-Age=0; Path=\/;/)
    expect(set[COOKIES.userGroupId]).toMatch(/Max-Age=0; Path=\/;/)
  })

  it.each([
    ['a genuine group keeps its place, signed for the new token', true, '2'],
    ['a forged group is not signed', false, undefined],
  ])('the user data fails to load during a refresh: %s', async (_name, genuine, kept) => {
    const old = 'old.access.good'
    const access = jwt(3600)
    const group = genuine ? await groupSignature(env, '2', old) : 'A'.repeat(43)
    const res = await post(
      '/api/auth/refresh',
      `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}; ${SERVER_COOKIES.token}=${old}; ${COOKIES.userGroupId}=2; ${SERVER_COOKIES.userGroupSig}=${group}`,
      admin({ '/auth/jwt/refresh/': { access }, '/users/user-group/': () => new Response('down', { status: 502 }) }),
    )
    expect(res.status).toBe(200)
    const set = cookiesOf(res)
    if (kept) {
      expect(set[COOKIES.userGroupId]).toMatch(/^user-group-id=2;/)
      expect(set[SERVER_COOKIES.userGroupSig]).toContain(await groupSignature(env, kept, access))
    } else {
      expect(set[COOKIES.userGroupId]).toBeUndefined()
      expect(set[SERVER_COOKIES.userGroupSig]).toBeUndefined()
    }
  })

  it('a failing back end is 503 and keeps the session', async () => {
    const res = await post(
      '/api/auth/refresh',
      `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}`,
      admin({ '/auth/jwt/refresh/': () => new Response('down', { status: 502 }) }),
    )
    expect(res.status).toBe(503)
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('is refused from another origin (CSRF)', async () => {
    const res = await send(
      '/api/auth/refresh',
      {
        method: 'POST',
        headers: { Cookie: `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}`, Origin: 'https://evil.example' },
      },
      admin({}),
    )
    expect(res.status).toBe(403)
  })
})

describe('GET /api/auth/refresh?next= (a page load whose token ran out)', () => {
  const ok = () => admin({ '/auth/jwt/refresh/': { access: jwt(3600) }, '/users/user-group/': userGroup })
  it.each([
    ['/ro/cabinet', '/ro/cabinet'],
    ['/ru/account/orders?page=2', '/ru/account/orders?page=2'],
    ['//evil.example/x', '/ro'],
    ['/\\evil.example', '/ro'],
    ['https://evil.example/', '/ro'],
    ['', '/ro'],
    ['/ro/%D0%BA?q=1#x', '/ro/%D0%BA?q=1#x'],
    ['/\u0000x', '/ro'],
    ['/\u0001/evil.example', '/ro'],
    ['/ro/\u007fx', '/ro'],
    ['/ru/каталог', '/ru'],
  ])('next=%j goes back to %s (never off the site)', async (next, location) => {
    const res = await send(
      `/api/auth/refresh?next=${encodeURIComponent(next)}`,
      { headers: { Cookie: `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}` } },
      ok(),
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(location)
  })

  it('a refresh token refused twice goes to the sign-in of the page language', async () => {
    const mark = await refreshRefusedMark(['r'.repeat(20)])
    const res = await send(
      `/api/auth/refresh?next=${encodeURIComponent('/uk/cabinet')}`,
      {
        headers: {
          Cookie: `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}; ${SERVER_COOKIES.refreshRefused}=${mark}`,
        },
      },
      admin({ '/auth/jwt/refresh/': () => Response.json({}, { status: 401 }) }),
    )
    expect(res.headers.get('Location')).toBe('/uk?login=true')
  })
})

describe('POST /api/auth/logout', () => {
  it('tells the back end (bearer and refresh token) and expires every session cookie', async () => {
    const seen: Request[] = []
    const token = jwt(3600)
    const res = await post(
      '/api/auth/logout',
      `${SERVER_COOKIES.token}=${token}; ${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}; ${COOKIES.userGroupId}=2`,
      admin({ '/auth/token/logout/': () => new Response(null, { status: 204 }) }, seen),
    )
    expect(res.status).toBe(200)
    const call = seen.find((r) => new URL(r.url).pathname === '/auth/token/logout/')!
    expect(call.method).toBe('POST')
    expect(call.headers.get('Authorization')).toBe(`Bearer ${token}`)
    expect(await call.json()).toEqual({ refresh: 'r'.repeat(20) })
    expect(Object.keys(cookiesOf(res)).sort()).toEqual(
      [
        SERVER_COOKIES.refreshToken,
        SERVER_COOKIES.token,
        COOKIES.tokenExpires,
        COOKIES.userGroupId,
        SERVER_COOKIES.userGroupSig,
      ].sort(),
    )
    for (const c of res.headers.getSetCookie()) expect(c).toMatch(/Max-Age=0/)
  })

  it('with only the refresh token left (the access cookie ran out), still has the back end forget it', async () => {
    const seen: Request[] = []
    const fresh = jwt(3600)
    const res = await post(
      '/api/auth/logout',
      `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}`,
      admin(
        {
          '/auth/jwt/refresh/': { access: fresh },
          '/auth/token/logout/': () => new Response(null, { status: 204 }),
        },
        seen,
      ),
    )
    expect(res.status).toBe(200)
    const call = seen.find((r) => new URL(r.url).pathname === '/auth/token/logout/')
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${fresh}`)
    expect(await call?.json()).toEqual({ refresh: 'r'.repeat(20) })
    expect(cookiesOf(res)[SERVER_COOKIES.refreshToken]).toMatch(/Max-Age=0/)
  })

  it('signs out locally even when the back end fails', async () => {
    const res = await post(
      '/api/auth/logout',
      `${SERVER_COOKIES.token}=${jwt(3600)}`,
      admin({ '/auth/token/logout/': () => new Response('down', { status: 503 }) }),
    )
    expect(res.status).toBe(200)
    expect(cookiesOf(res)[SERVER_COOKIES.token]).toMatch(/Max-Age=0/)
  })

  it('is refused from another origin (CSRF)', async () => {
    const res = await send(
      '/api/auth/logout',
      { method: 'POST', headers: { Cookie: `${SERVER_COOKIES.token}=x`, Origin: 'https://evil.example' } },
      admin({}),
    )
    expect(res.status).toBe(403)
  })
})

describe('the access rule of protected pages (page loads)', () => {
  it.each([
    ['/ro/cabinet', '', '/ro?login=true'],
    ['/ru/account/orders', '', '/ru?login=true'],
    ['/en/profile', `${SERVER_COOKIES.token}=not-a-jwt`, '/en?login=true'],
    ['/ro/adverts/add', `${SERVER_COOKIES.token}=${jwt(-10)}`, '/ro?login=true'],
    [
      '/ro/cabinet',
      `${SERVER_COOKIES.token}=${jwt(20)}; ${COOKIES.tokenExpires}=1:r`,
      `/api/auth/refresh?next=${encodeURIComponent('/ro/cabinet')}`,
    ],
    [
      '/ro/orders?page=2',
      `${COOKIES.tokenExpires}=5`,
      `/api/auth/refresh?next=${encodeURIComponent('/ro/orders?page=2')}`,
    ],
  ])('%s with %j -> %s', async (path, cookie, location) => {
    const res = await send(path, { headers: cookie ? { Cookie: cookie } : {} }, admin({}))
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(location)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  // Session 62's operator audit: a back end whose tokens live 20 s (or whose clock is behind ours) sent
  // the page and the refresh to each other until the browser gave up (ERR_TOO_MANY_REDIRECTS).
  it('a token the refresh gives that is short even new is taken until it runs out: no redirect loop', async () => {
    const short = jwt(20)
    const backEnd = admin({ '/auth/jwt/refresh/': { access: short }, '/users/user-group/': userGroup })
    const refreshed = await send(
      `/api/auth/refresh?next=${encodeURIComponent('/ru/account/orders')}`,
      { headers: { Cookie: `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}; ${COOKIES.tokenExpires}=1` } },
      backEnd,
    )
    expect(refreshed.headers.get('Location')).toBe('/ru/account/orders')
    const mark = cookiesOf(refreshed)[SERVER_COOKIES.shortToken]
    expect(mark).toMatch(/HttpOnly/)
    const value = /^[^=]+=([^;]*)/.exec(mark!)![1]
    const page = (cookie: string) =>
      send(
        '/ru/account/orders',
        { headers: { Cookie: `${SERVER_COOKIES.token}=${short}; ${COOKIES.tokenExpires}=1; ${cookie}` } },
        backEnd,
      )
    expect((await page(`${SERVER_COOKIES.shortToken}=${value}`)).status).toBe(200)
    // the mark names that token's expiry: another token's, or none, still goes to the refresh
    expect((await page(`${SERVER_COOKIES.shortToken}=${Number(value) + 60}`)).status).toBe(302)
    expect((await page('')).status).toBe(302)
  })

  // Session 63's operator audit: a back end 10 minutes behind gives 5-minute tokens spent on arrival here.
  it('a back end whose clock is 10 minutes behind: its new token is taken for its 5 minutes, no redirect loop', async () => {
    const now = Math.floor(Date.now() / 1000)
    const claims = { sub: '7', iat: now - 600, exp: now - 300 }
    const behind = `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`
    const backEnd = admin({ '/auth/jwt/refresh/': { access: behind }, '/users/user-group/': userGroup })
    const refreshed = await send(
      `/api/auth/refresh?next=${encodeURIComponent('/ru/account/orders')}`,
      { headers: { Cookie: `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}; ${COOKIES.tokenExpires}=1` } },
      backEnd,
    )
    expect(refreshed.headers.get('Location')).toBe('/ru/account/orders')
    const set = cookiesOf(refreshed)
    const value = (name: string) => /^[^=]+=([^;]*)/.exec(set[name] ?? '')?.[1] ?? ''
    // the hint the browser reads says the token's five minutes on our clock, not "spent"
    expect(Number(value(COOKIES.tokenExpires).split(':')[0])).toBeGreaterThanOrEqual(now + 299)
    const page = await send(
      '/ru/account/orders',
      {
        headers: {
          Cookie: `${SERVER_COOKIES.token}=${behind}; ${COOKIES.tokenExpires}=${value(COOKIES.tokenExpires)}; ${SERVER_COOKIES.shortToken}=${value(SERVER_COOKIES.shortToken)}`,
        },
      },
      backEnd,
    )
    expect(page.status).toBe(200)
  })

  it('just back from the refresh, a page renders whatever its token says: never a second refresh in a row', async () => {
    const spent = jwt(-100)
    const backEnd = admin({ '/auth/jwt/refresh/': { access: spent }, '/users/user-group/': userGroup })
    const refreshed = await send(
      `/api/auth/refresh?next=${encodeURIComponent('/ro/cabinet')}`,
      { headers: { Cookie: `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}; ${COOKIES.tokenExpires}=1` } },
      backEnd,
    )
    const hop = cookiesOf(refreshed)[SERVER_COOKIES.refreshHop]
    expect(hop).toMatch(/HttpOnly/)
    expect(hop).toMatch(/Max-Age=10/)
    const page = (extra: string) =>
      send(
        '/ro/cabinet',
        { headers: { Cookie: `${SERVER_COOKIES.token}=${spent}; ${COOKIES.tokenExpires}=1${extra}` } },
        backEnd,
      )
    expect((await page(`; ${SERVER_COOKIES.refreshHop}=1`)).status).toBe(200)
    // later (the hop cookie gone), the spent token goes to the refresh as before
    expect((await page('')).status).toBe(302)
  })

  it('a token the refresh gives that is fresh leaves no mark', async () => {
    const res = await send(
      `/api/auth/refresh?next=${encodeURIComponent('/ro/cabinet')}`,
      { headers: { Cookie: `${SERVER_COOKIES.refreshToken}=${'r'.repeat(20)}` } },
      admin({ '/auth/jwt/refresh/': { access: jwt(3600) }, '/users/user-group/': userGroup }),
    )
    expect(cookiesOf(res)[SERVER_COOKIES.shortToken]).toBeUndefined()
  })

  it('a valid session reaches the page: the cabinet shows the user from the back end, never cached', async () => {
    const res = await send('/ro/cabinet', { headers: { Cookie: `${SERVER_COOKIES.token}=${jwt(3600)}` } }, admin({}))
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('ana@example.com')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('a token the back end refuses on the page render ends the session and goes to sign-in', async () => {
    const res = await send(
      '/ro/cabinet',
      { headers: { Cookie: `${SERVER_COOKIES.token}=${jwt(3600, 'revoked')}` } },
      admin({}),
    )
    expect([302, 307]).toContain(res.status)
    expect(res.headers.get('Location')).toMatch(/\/ro\?login=true$/)
    const set = cookiesOf(res)
    expect(set[SERVER_COOKIES.token]).toMatch(/Max-Age=0/)
    expect(res.headers.get('X-Session')).toBe('ended')
  })

  it('public pages are not gated', async () => {
    const res = await send('/ro/adverts', {}, admin({}))
    expect(res.status).not.toBe(302)
  })
})

describe('a 401 on a signed-in call ends the session (accounts spec 8)', () => {
  it('the cart API: a refused token clears the session cookies, says so, and answers as a guest', async () => {
    const res = await send(
      '/api/cart',
      { headers: { Cookie: `${SERVER_COOKIES.token}=${jwt(3600)}` } },
      admin({ '/auth/users/me/': () => Response.json({ detail: 'invalid' }, { status: 401 }) }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Session')).toBe('ended')
    expect(cookiesOf(res)[SERVER_COOKIES.token]).toMatch(/Max-Age=0/)
    expect(((await res.json()) as { signedIn: boolean }).signedIn).toBe(false)
  })
})

describe('a rotating back end and two refreshes of the same cookie (two tabs): the second never ends the session the first renewed (review a1)', () => {
  const old = `r-${'x'.repeat(20)}`
  const rotated = `r-rotated-${'y'.repeat(20)}`
  const oldCookie = `${SERVER_COOKIES.refreshToken}=${old}; ${COOKIES.tokenExpires}=1:r`
  /** simplejwt with ROTATE_REFRESH_TOKENS and BLACKLIST_AFTER_ROTATION: the old token is refused once rotated. */
  const rotating = (spent = new Set<string>(), gives = rotated) =>
    admin({
      '/auth/jwt/refresh/': async (request: Request) => {
        const { refresh } = (await request.json()) as { refresh: string }
        if (spent.has(refresh)) return Response.json({ detail: 'Token is blacklisted' }, { status: 401 })
        spent.add(refresh)
        return Response.json({ access: jwt(3600), refresh: gives })
      },
      '/users/user-group/': userGroup,
      '/auth/logout/': {},
    })
  const expired = (res: Response) => res.headers.getSetCookie().filter((c) => /Max-Age=0/.test(c))
  const markOf = (res: Response) => cookiesOf(res)[SERVER_COOKIES.refreshRefused]?.split(';')[0] ?? ''

  it('in one isolate: the second refresh of the just-rotated token gets the same new pair', async () => {
    forgetRotations()
    const handler = rotating()
    // both tabs sent the cookie they had: the old token
    const first = await post('/api/auth/refresh?lang=ro', oldCookie, handler)
    const second = await post('/api/auth/refresh?lang=ro', oldCookie, handler)
    expect(first.status).toBe(200)
    expect(cookiesOf(first)[SERVER_COOKIES.refreshToken]).toContain(rotated)
    // the browser applies the second answer last: it must not expire the rotated refresh cookie
    expect({ status: second.status, refreshCookie: cookiesOf(second)[SERVER_COOKIES.refreshToken] ?? null }).toEqual({
      status: 200,
      refreshCookie: expect.stringContaining(rotated),
    })
    expect(expired(second)).toEqual([])
  })

  it('in another isolate: refused once, nothing is cleared (409, marked); asked again with the rotated cookie, the session goes on', async () => {
    forgetRotations()
    const handler = rotating()
    const first = await post('/api/auth/refresh?lang=ro', oldCookie, handler)
    expect(first.status).toBe(200)
    forgetRotations()
    const second = await post('/api/auth/refresh?lang=ro', oldCookie, handler)
    expect(second.status).toBe(409)
    expect(expired(second)).toEqual([])
    expect(cookiesOf(second)[SERVER_COOKIES.refreshToken]).toBeUndefined()
    expect(cookiesOf(second)[SERVER_COOKIES.refreshRefused]).toMatch(/Max-Age=60; Path=\/api\/auth; HttpOnly/)
    // the browser by then holds the first answer's cookie
    const again = await post(
      '/api/auth/refresh?lang=ro',
      `${SERVER_COOKIES.refreshToken}=${rotated}; ${COOKIES.tokenExpires}=1:r; ${markOf(second)}`,
      rotating(new Set([old]), `${rotated}-2`),
    )
    expect(again.status).toBe(200)
    expect(expired(again)).toEqual([])
  })

  it('the same token refused again, with its mark, ends the session', async () => {
    forgetRotations()
    const handler = rotating(new Set([old]))
    const once = await post('/api/auth/refresh?lang=ro', oldCookie, handler)
    expect(once.status).toBe(409)
    const twice = await post('/api/auth/refresh?lang=ro', `${oldCookie}; ${markOf(once)}`, handler)
    expect(twice.status).toBe(401)
    expect(cookiesOf(twice)[SERVER_COOKIES.refreshToken]).toMatch(/Max-Age=0/)
  })

  it("the racing refresh answered in this isolate while the refused one waited: the refused one gets that refresh's pair", async () => {
    forgetRotations()
    // the back end saw the second tab's call first (refused: another isolate's rotation left no trace
    // here), then this isolate's own refresh of the same token rotated it
    let calls = 0
    const handler = admin({
      '/auth/jwt/refresh/': () =>
        ++calls === 1
          ? Response.json({ detail: 'Token is blacklisted' }, { status: 401 })
          : calls === 2
            ? Response.json({ access: jwt(3600), refresh: rotated })
            : Response.json({ detail: 'Token is blacklisted' }, { status: 401 }),
      '/users/user-group/': userGroup,
    })
    const refused = post('/api/auth/refresh?lang=ro', oldCookie, handler)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await post('/api/auth/refresh?lang=ro', oldCookie, handler)).status).toBe(200)
    const res = await refused
    expect(res.status).toBe(200)
    expect(cookiesOf(res)[SERVER_COOKIES.refreshToken]).toContain(rotated)
  })

  it('a page load refused once is sent to the refresh again, nothing cleared; refused twice, to the sign-in', async () => {
    forgetRotations()
    const handler = rotating(new Set([old]))
    const path = `/api/auth/refresh?next=${encodeURIComponent('/ro/cabinet')}`
    const once = await send(path, { headers: { Cookie: oldCookie } }, handler)
    expect(`${once.status} ${once.headers.get('Location')}`).toBe(`302 ${path}`)
    expect(expired(once)).toEqual([])
    const twice = await send(path, { headers: { Cookie: `${oldCookie}; ${markOf(once)}` } }, handler)
    expect(`${twice.status} ${twice.headers.get('Location')}`).toBe('302 /ro?login=true')
  })

  it('logout: the forgotten token no longer answers a racing refresh of its old one', async () => {
    forgetRotations()
    const spent = new Set<string>()
    const handler = rotating(spent)
    expect((await post('/api/auth/refresh?lang=ro', oldCookie, handler)).status).toBe(200)
    await post(
      '/api/auth/logout?lang=ro',
      `${SERVER_COOKIES.token}=${jwt(3600)}; ${SERVER_COOKIES.refreshToken}=${rotated}`,
      handler,
    )
    const mark = await refreshRefusedMark([old])
    const res = await post(
      '/api/auth/refresh?lang=ro',
      `${oldCookie}; ${SERVER_COOKIES.refreshRefused}=${mark}`,
      handler,
    )
    expect(res.status).toBe(401)
  })
})
