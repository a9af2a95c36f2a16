import { afterEach, describe, expect, it, vi } from 'vitest'
import { SERVER_COOKIE_MAX_AGE, SERVER_COOKIES } from '#config'
import { BROWSER_KEY, BROWSER_KEY_HEADER } from '#contract/wire.ts'
import { proofCookieOf } from '#platform/shared/proof-cookies.ts'

/**
 * The request as platform/request.server.ts would see it: its cookies (a list: copies of one name, as
 * a browser sends them), whether there is one, the cookies written.
 */
const request = { inRequest: true, cookies: {} as Record<string, string | string[]>, written: [] as unknown[] }
const copiesOf = (name: string) => [request.cookies[name] ?? []].flat().filter((v) => v !== '')
vi.mock('#platform/request.server.ts', () => ({
  currentRequestUrl: () => (request.inRequest ? new URL('https://shop.example/ro') : null),
  // request.server.ts's rule over the copies (the real one: platform/shared/proof-cookies.ts)
  requestProofCookie: (name: string, wellFormed: (value: string) => boolean) =>
    proofCookieOf(copiesOf(name), wellFormed),
  requestIsSecure: () => true,
  shopperIpHeaders: () => ({ 'X-Forwarded-For': '203.0.113.9' }),
  writeCookies: (cookies: unknown[]) => request.written.push(...cookies),
}))
const { signInHeaders } = await import('./browser-keys.server')

afterEach(() => {
  request.inRequest = true
  request.cookies = {}
  request.written = []
})

describe("signInHeaders: the shopper's address and this browser's sign-in key (decision 0121)", () => {
  it('makes a key for a browser without one, in an HttpOnly cookie kept a year', () => {
    const headers = signInHeaders()
    const key = headers[BROWSER_KEY_HEADER]!
    expect(key).toMatch(BROWSER_KEY)
    expect(headers['X-Forwarded-For']).toBe('203.0.113.9')
    expect(request.written).toEqual([
      {
        name: SERVER_COOKIES.browserKey,
        value: key,
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        maxAge: SERVER_COOKIE_MAX_AGE.browserKey,
      },
    ])
    expect(SERVER_COOKIE_MAX_AGE.browserKey).toBe(365 * 24 * 3600)
    // a second browser gets another key
    request.written = []
    expect(signInHeaders()[BROWSER_KEY_HEADER]).not.toBe(key)
  })

  it("sends the browser's own key and renews its cookie", () => {
    const own = 'a'.repeat(43)
    request.cookies[SERVER_COOKIES.browserKey] = own
    expect(signInHeaders()[BROWSER_KEY_HEADER]).toBe(own)
    expect(request.written).toMatchObject([{ name: SERVER_COOKIES.browserKey, value: own }])
  })

  it.each([
    ['too short', 'a'.repeat(42)],
    ['a foreign character', `${'a'.repeat(42)}!`],
    ['empty', ''],
  ])('replaces a malformed cookie (%s) with a new key', (_n, value) => {
    request.cookies[SERVER_COOKIES.browserKey] = value
    const key = signInHeaders()[BROWSER_KEY_HEADER]!
    expect(key).not.toBe(value)
    expect(key).toMatch(BROWSER_KEY)
  })

  it("a copy planted beside the browser's own: no key sent, none made, the shopper's own left as it is (review of session 65)", () => {
    const own = 'o'.repeat(43)
    request.cookies[SERVER_COOKIES.browserKey] = ['p'.repeat(43), own]
    expect(signInHeaders()).toEqual({ 'X-Forwarded-For': '203.0.113.9' })
    expect(request.written).toEqual([])
  })

  it.each([
    ['before it', (own: string) => ['junk', own]],
    ['after it', (own: string) => [own, 'x'.repeat(42)]],
    ['two of them', (own: string) => ['a'.repeat(44), own, '%%%']],
  ])("junk copies %s do not count: the browser's own key is sent and renewed (session 69)", (_n, copies) => {
    const own = 'o'.repeat(43)
    request.cookies[SERVER_COOKIES.browserKey] = copies(own)
    expect(signInHeaders()[BROWSER_KEY_HEADER]).toBe(own)
    expect(request.written).toMatchObject([{ name: SERVER_COOKIES.browserKey, value: own }])
  })

  it('junk copies alone are no key: a new one is made, not none for as long as they live (session 69)', () => {
    request.cookies[SERVER_COOKIES.browserKey] = ['junk', 'other junk']
    const key = signInHeaders()[BROWSER_KEY_HEADER]!
    expect(key).toMatch(BROWSER_KEY)
    expect(request.written).toMatchObject([{ name: SERVER_COOKIES.browserKey, value: key }])
  })

  it('outside a request: the address alone, no cookie', () => {
    request.inRequest = false
    expect(signInHeaders()).toEqual({ 'X-Forwarded-For': '203.0.113.9' })
    expect(request.written).toEqual([])
  })
})
