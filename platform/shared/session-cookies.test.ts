import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  assumedExpiry,
  clockedExpiry,
  cookieFrom,
  endedSessionCookies,
  isTokenFresh,
  parseSessionHint,
  refreshedCookies,
  secureFor,
  sessionCookies,
  shortTokenCookie,
  shortTokenStands,
  tokenExpiry,
} from './session-cookies'

const jwt = (payload: object) =>
  `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`
const ACCESS = jwt({ sub: '7', exp: 1_800_000_000 })

describe('tokenExpiry', () => {
  it.each([
    ['a JWT', ACCESS, 1_800_000_000],
    ['no exp', jwt({ sub: '1' }), null],
    ['exp as text', jwt({ exp: '1800000000' }), null],
    ['negative exp', jwt({ exp: -5 }), null],
    ['not a JWT', 'abc', null],
    ['broken base64', 'a.!!!.c', null],
    ['broken JSON', `a.${btoa('{')}.c`, null],
    ['empty', '', null],
    ['undefined', undefined, null],
  ])('%s', (_name, token, expected) => expect(tokenExpiry(token)).toBe(expected))
})

describe('isTokenFresh (30 s skew)', () => {
  const now = 1_800_000_000_000
  it.each([
    [now / 1000 + 31, true],
    [now / 1000 + 30, false],
    [now / 1000 + 29, false],
    [now / 1000 - 100, false],
    [null, false],
  ])('exp %s -> %s', (exp, expected) => expect(isTokenFresh(exp, now)).toBe(expected))
})

describe('a token short even new (SERVER_COOKIES.shortToken, session 62)', () => {
  const now = 1_000_000_000_000
  const inSeconds = (s: number) => now / 1000 + s
  it.each([
    ['fresh: no mark', 3600, null],
    ['20 s left: marked for its 20 s', 20, 20],
    ['run out: no mark', -1, null],
  ])('%s', (_, left, maxAge) => {
    const mark = shortTokenCookie(inSeconds(left), inSeconds(left), now, true)
    expect(mark?.maxAge ?? null).toBe(maxAge)
    if (mark) expect(mark).toMatchObject({ value: String(inSeconds(left)), httpOnly: true, path: '/' })
  })
  it.each([
    ['its own expiry, not run out', String(inSeconds(20)), inSeconds(20), true],
    ["another token's expiry", String(inSeconds(80)), inSeconds(20), false],
    ['no mark', undefined, inSeconds(20), false],
    ['run out', String(inSeconds(-1)), inSeconds(-1), false],
    ['no expiry known', '0', null, false],
    // session 63: a token spent on arrival by our clock, living until `until` by the back end's
    ["its expiry and our clock's until, not run out", `${inSeconds(-300)}:${inSeconds(270)}`, inSeconds(-300), true],
    ["its expiry and our clock's until, run out", `${inSeconds(-300)}:${inSeconds(-1)}`, inSeconds(-300), false],
    ["another token's, with an until", `${inSeconds(-400)}:${inSeconds(270)}`, inSeconds(-300), false],
  ])('stands: %s', (_, mark, expires, stands) => expect(shortTokenStands(mark, expires, now)).toBe(stands))
})

describe('clockedExpiry: a new token on our clock (session 63: a back end 10 minutes behind)', () => {
  const now = 1_800_000_000_000
  const s = now / 1000
  it.each<[string, Record<string, unknown>, number | null]>([
    ['clocks agree: its exp', { iat: s - 2, exp: s + 298 }, s + 298],
    ['within the 60 s slack: its exp', { iat: s - 60, exp: s + 240 }, s + 240],
    ['the back end 10 minutes behind: its 5 minutes from our now', { iat: s - 600, exp: s - 300 }, s + 300],
    ['the back end 10 minutes ahead: its 5 minutes from our now', { iat: s + 600, exp: s + 900 }, s + 300],
    ['no iat: its exp', { exp: s - 300 }, s - 300],
    ['an iat after the exp is no iat', { iat: s + 10, exp: s - 300 }, s - 300],
    ['no exp: none', { iat: s - 600 }, null],
  ])('%s', (_, claims, expected) => expect(clockedExpiry(jwt(claims), now)).toBe(expected))

  it('a token spent on arrival is marked with its exp and our until, and the gate takes it until then', () => {
    const token = jwt({ iat: s - 600, exp: s - 300 })
    const until = clockedExpiry(token, now)!
    const mark = shortTokenCookie(tokenExpiry(token), until, now, true)
    expect(mark).toMatchObject({ value: `${s - 300}:${s + 300}`, maxAge: 300, httpOnly: true })
    expect(shortTokenStands(mark?.value, tokenExpiry(token), now + 200_000)).toBe(true)
    expect(shortTokenStands(mark?.value, tokenExpiry(token), now + 301_000)).toBe(false)
  })
})

describe('parseSessionHint', () => {
  it.each([
    ['1800000000', { expires: 1_800_000_000, rememberMe: false }],
    ['1800000000:r', { expires: 1_800_000_000, rememberMe: true }],
    ['1800000000:x', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    ['1'.repeat(13), null],
  ])('%s', (value, expected) => expect(parseSessionHint(value)).toEqual(expected))
})

describe('sessionCookies', () => {
  it('with rememberMe: 2 days for the access token, 7 days for the rest, the refresh token only on /api/auth', () => {
    const cookies = sessionCookies(
      { access: ACCESS, refresh: 'r'.repeat(20) },
      { rememberMe: true, secure: true, groupId: 2 },
    )
    expect(cookies).toEqual([
      { name: 'token', value: ACCESS, path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: 172_800 },
      {
        name: 'refresh_token',
        value: 'r'.repeat(20),
        path: '/api/auth',
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        maxAge: 604_800,
      },
      {
        name: 'token_expires',
        value: '1800000000:r',
        path: '/',
        httpOnly: false,
        secure: true,
        sameSite: 'Lax',
        maxAge: 604_800,
      },
      { name: 'user-group-id', value: '2', path: '/', httpOnly: false, secure: true, sameSite: 'Lax', maxAge: 604_800 },
    ])
  })

  it('without rememberMe: browser-session cookies', () => {
    const cookies = sessionCookies({ access: ACCESS, refresh: 'r'.repeat(20) }, { rememberMe: false, secure: false })
    expect(cookies.map((c) => [c.name, c.maxAge, c.secure])).toEqual([
      ['token', undefined, false],
      ['refresh_token', undefined, false],
      ['token_expires', undefined, false],
    ])
    expect(cookies[2]?.value).toBe('1800000000')
  })

  it.each([true, false])(
    'a back end that gives no refresh token (the spec: "token, user"; rememberMe %j): the refresh cookie cleared, the session kept',
    (rememberMe) => {
      const cookies = sessionCookies({ access: ACCESS, refresh: null }, { rememberMe, secure: true })
      expect(cookies.find((c) => c.name === 'refresh_token')).toMatchObject({ value: '', maxAge: 0, httpOnly: true })
      expect(cookies.find((c) => c.name === 'token')?.value).toBe(ACCESS)
    },
  )

  it('never puts token material in a readable cookie', () => {
    for (const c of sessionCookies(
      { access: ACCESS, refresh: 'secret-refresh' },
      { rememberMe: true, secure: true, groupId: 1 },
    )) {
      if (!c.httpOnly) expect(c.value).not.toMatch(/secret|\./)
    }
  })
})

describe('refreshedCookies', () => {
  it.each([
    [true, 172_800, 604_800],
    [false, undefined, undefined],
  ])('rememberMe %s keeps the session lifetime', (rememberMe, access, hint) => {
    const [token, expires] = refreshedCookies(ACCESS, { rememberMe, secure: true })
    expect([token?.name, token?.maxAge, expires?.name, expires?.maxAge]).toEqual([
      'token',
      access,
      'token_expires',
      hint,
    ])
  })
})

describe('a sign-in token that does not say its expiry (session 59)', () => {
  it.each([
    ['an opaque token', 'opaque-session-token'],
    ['a JWT whose exp is no number', `${btoa('{}')}.${btoa('{"exp":"tomorrow"}')}.sig`],
  ])('%s: the hint takes the access cookie lifetime from now, not 0', (_name, access) => {
    const now = Date.now()
    const [, hint] = refreshedCookies(access, { rememberMe: false, secure: true })
    const expires = parseSessionHint(hint.value)?.expires ?? 0
    expect(expires - assumedExpiry(now)).toBeGreaterThanOrEqual(0)
    expect(expires - assumedExpiry(now)).toBeLessThanOrEqual(1)
    expect(isTokenFresh(expires, now)).toBe(true)
  })
})

describe('an opaque token the session can refresh (round 12 operator audit)', () => {
  it("is taken to live minutes, not the cookie's 2 days: the gate and the browser refresh it before a short one runs out", () => {
    const now = Date.now()
    const [, hint] = refreshedCookies('opaque-session-token', { rememberMe: true, secure: true, refreshable: true })
    const expires = parseSessionHint(hint.value)?.expires ?? 0
    expect(expires - Math.floor(now / 1000)).toBeGreaterThanOrEqual(239)
    expect(expires - Math.floor(now / 1000)).toBeLessThanOrEqual(241)
    expect(isTokenFresh(expires, now)).toBe(true)
    expect(isTokenFresh(expires, now + 215_000)).toBe(false)
  })

  it('at sign-in with a refresh token, minutes; without one (loginByEmail), the cookie lifetime', () => {
    const now = Date.now()
    const hintOf = (refresh: string | null) =>
      parseSessionHint(
        sessionCookies({ access: 'opaque-session-token', refresh }, { rememberMe: false, secure: true }).find(
          (c) => c.name === 'token_expires',
        )?.value,
      )?.expires ?? 0
    expect(hintOf(`r-${'x'.repeat(20)}`) - Math.floor(now / 1000)).toBeLessThanOrEqual(241)
    expect(hintOf(null) - assumedExpiry(now)).toBeGreaterThanOrEqual(0)
  })

  it('a JWT that says its expiry is unchanged by it', () => {
    const exp = Math.floor(Date.now() / 1000) + 3600
    const jwt = `${btoa('{}')}.${btoa(JSON.stringify({ exp }))}.sig`
    const [, hint] = refreshedCookies(jwt, { rememberMe: false, secure: true, refreshable: true })
    expect(parseSessionHint(hint.value)?.expires).toBe(exp)
  })
})

describe('endedSessionCookies', () => {
  it('expires every session cookie on the path it was set with', () => {
    expect(endedSessionCookies(true).map((c) => `${c.name}@${c.path}=${c.maxAge}`)).toEqual([
      'token@/=0',
      'refresh_token@/api/auth=0',
      'token_expires@/=0',
      'user-group-id@/=0',
      'user-group-sig@/=0',
    ])
  })
})

describe('secureFor', () => {
  it.each([
    ['https://shop.example/x', true],
    ['http://127.0.0.1:8787/', true],
    ['http://localhost:8787/', true],
    ['http://shop.example/', false],
  ])('%s -> %s', (url, expected) => expect(secureFor(new URL(url))).toBe(expected))
})

describe('cookieFrom: the one reading of a Cookie header', () => {
  it.each([
    ['token=abc', 'abc'],
    ['a=1; token=abc; b=2', 'abc'],
    ['token="abc"', 'abc'],
    ['token=abc; token=evil', 'abc'],
    // an empty copy is no value: the next copy is read (cookieValues, which the session's token is chosen from)
    ['token=; token=abc', 'abc'],
    ['token=""; token=abc', 'abc'],
    ['xtoken=evil; token=abc', 'abc'],
    ['token =abc', 'abc'],
    ['token=a%20b', 'a b'],
    ['token=100%', '100%'],
    ['token=""', undefined],
    ['token="', '"'],
    ['token', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j -> %j', (header, expected) => expect(cookieFrom(header, 'token')).toBe(expected))

  // A request's token read two ways is two truths (a quoted value was the Worker's token and not the
  // server functions'): no server code reads cookies with Hono's or TanStack's own parser.
  it("no server module reads a cookie with Hono's or TanStack's parser", () => {
    const root = new URL('../../', import.meta.url)
    const files = ['app', 'worker', 'platform', 'routes', 'durable-objects'].flatMap((dir) =>
      (readdirSync(new URL(dir, root), { recursive: true }) as string[])
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .map((f) => `${dir}/${f}`),
    )
    expect(files.length).toBeGreaterThan(100)
    const readers = files.filter((file) =>
      /import\s*\{[^}]*\bgetCookies?\b[^}]*\}\s*from\s*'(hono\/cookie|@tanstack\/react-start\/server)'/.test(
        readFileSync(new URL(file, root), 'utf8'),
      ),
    )
    expect(readers).toEqual([])
  })
})
