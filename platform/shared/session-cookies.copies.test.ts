import { describe, expect, it } from 'vitest'
import { endedSessionCookiesFor, repeatedSessionCookies } from './ended-session-copies'
import { cookieFrom, cookieValues, endedSessionCookies, sessionHintIn } from './session-cookies'

/** A browser holding a session cookie twice: another path's copy, or a parent domain's. */
describe('cookieValues: every copy, each read as cookieFrom reads one', () => {
  it.each([
    ['token=a; token=b', ['a', 'b']],
    ['token=a; x=1; token="b"; token=a', ['a', 'b']],
    ['token=; token=%62', ['b']],
    ['token=a%2', ['a%2']],
    ['xtoken=a; token', []],
    [null, []],
  ] as const)('%j -> %j', (header, expected) => {
    expect(cookieValues(header, 'token')).toEqual(expected)
    expect(cookieFrom(header, 'token')).toBe(expected[0])
  })
})

describe('repeatedSessionCookies: the session cookies a header holds more than once', () => {
  it('counts copies of the five, and nothing else', () => {
    expect(
      repeatedSessionCookies('token=a; token=b; token_expires=1; user-group-id=1; user-group-id=1; lang=ro; lang=ru'),
    ).toEqual({ token: 2, 'user-group-id': 2 })
    expect(repeatedSessionCookies('token=a; token_expires=1')).toEqual({})
    expect(repeatedSessionCookies(undefined)).toEqual({})
  })
})

describe('endedSessionCookies for a request: repeated cookies also expire on the paths above it', () => {
  const spelled = (header: string, pathname = '/ro/account/orders') =>
    endedSessionCookiesFor(true, { pathname, cookieHeader: header }).map(
      (c) => `${c.name}@${c.path}=${c.maxAge}${c.httpOnly ? ' http' : ''}`,
    )

  it('no repeat: the five, each on its own path', () => {
    expect(spelled('token=a; token_expires=1')).toEqual(
      endedSessionCookies(true).map((c) => `${c.name}@${c.path}=0${c.httpOnly ? ' http' : ''}`),
    )
  })

  it('a repeated token and user-group-id: each on every path above the request too, HttpOnly as its own', () => {
    expect(spelled('token=a; user-group-id=1; token=b; user-group-id=2').slice(5)).toEqual([
      'token@/ro=0 http',
      'token@/ro/=0 http',
      'token@/ro/account=0 http',
      'token@/ro/account/=0 http',
      'token@/ro/account/orders=0 http',
      'user-group-id@/ro=0',
      'user-group-id@/ro/=0',
      'user-group-id@/ro/account=0',
      'user-group-id@/ro/account/=0',
      'user-group-id@/ro/account/orders=0',
    ])
  })

  it('the refresh token on its own path is not written twice', () => {
    const out = spelled('refresh_token=a; refresh_token=b', '/api/auth/refresh')
    expect(out.filter((c) => c.startsWith('refresh_token@/api/auth='))).toHaveLength(1)
    expect(out).toContain('refresh_token@/api/auth/refresh=0 http')
  })

  it('at the root there is no path above', () => {
    expect(spelled('token=a; token=b', '/')).toHaveLength(5)
  })
})

describe('sessionHintIn: the first token_expires copy that reads as a hint (session 69)', () => {
  it.each([
    ['one hint', 'token_expires=1700000000', { expires: 1700000000, rememberMe: false }],
    ['quoted', 'token_expires="1700000000:r"', { expires: 1700000000, rememberMe: true }],
    ['junk first', 'token_expires=junk; token_expires=1700000000:r', { expires: 1700000000, rememberMe: true }],
    ['an empty copy first', 'token_expires=; token_expires=1700000000', { expires: 1700000000, rememberMe: false }],
    ['junk alone', 'token_expires=junk', null],
    ['none', 'a=1', null],
  ])('%s', (_n, header, hint) => {
    expect(sessionHintIn(header)).toEqual(hint)
  })
})
