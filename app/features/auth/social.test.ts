import { describe, expect, it } from 'vitest'
import {
  areaOfPath,
  areaOfState,
  checkSocialState,
  makeSocialState,
  signedInTarget,
  socialAuthorizeUrl,
  socialCallbackParams,
  socialCallbackToken,
  socialFailureTarget,
  socialTokenEndpoint,
} from './social'

const NONCE = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde'
const state = makeSocialState('google', 'shop', NONCE)

describe('checkSocialState (CSRF on login: the callback must carry this browser cookie)', () => {
  it.each([
    ['the same state for the same provider', state, state, 'google', { ok: true, area: 'shop' }],
    [
      'the adverts area',
      makeSocialState('google', 'adverts', NONCE),
      makeSocialState('google', 'adverts', NONCE),
      'google',
      { ok: true, area: 'adverts' },
    ],
    ['no cookie (started elsewhere, or expired)', undefined, state, 'google', { ok: false }],
    ['no state in the callback', state, null, 'google', { ok: false }],
    [
      'another browser state',
      state,
      makeSocialState('google', 'shop', `${NONCE.slice(0, -1)}X`),
      'google',
      { ok: false },
    ],
    ['a state started for another provider', state, state, 'facebook', { ok: false }],
    ['an unknown area', `google.admin.${NONCE}`, `google.admin.${NONCE}`, 'google', { ok: false }],
    ['a short nonce', 'google.shop.abc', 'google.shop.abc', 'google', { ok: false }],
    ['extra parts', `${state}.x`, `${state}.x`, 'google', { ok: false }],
    ['empty strings', '', '', 'google', { ok: false }],
  ] as const)('%s', (_name, cookie, returned, provider, expected) =>
    expect(checkSocialState(cookie, returned, provider)).toEqual(expected),
  )
})

describe('the adverts-area rules (accounts spec 2, 4)', () => {
  it.each([
    ['adverts', 'google', '/ro/register'],
    ['adverts', 'facebook', null],
    ['adverts', 'twitter', null],
    ['shop', 'google', null],
    ['shop', 'facebook', null],
  ] as const)('a failed %s sign-in with %s goes to %s', (area, provider, target) =>
    expect(socialFailureTarget(area, provider, 'ro')).toBe(target),
  )

  it.each([
    ['shop', { target: '/ru', delayMs: 200 }],
    ['adverts', { target: '/ru', delayMs: 1000 }],
  ] as const)('a successful %s sign-in goes home after the spec delay', (area, expected) =>
    expect(signedInTarget(area, 'ru')).toEqual(expected),
  )

  // Decision 0132: a sign-in the adverts area asked for goes back to its page, after the area's 1 s.
  it.each([
    ['shop', 'current'],
    ['adverts', 'legacy'],
  ] as const)('a sign-in (%s, %s) with a page to go back to goes there after 1 s', (area, flow) =>
    expect(signedInTarget(area, 'ru', flow, '/ru/adverts/add')).toEqual({ target: '/ru/adverts/add', delayMs: 1000 }),
  )

  // Accounts spec 9: "A legacy auth flow reloads after 1000 ms" (the sign-in by code, /api/v1/...).
  it.each([
    ['shop', 1000],
    ['adverts', 1000],
  ] as const)('the legacy code sign-in in the %s area goes home after %i ms', (area, delayMs) =>
    expect(signedInTarget(area, 'ro', 'legacy')).toEqual({ target: '/ro', delayMs }),
  )

  it.each([
    ['/ro/adverts', 'adverts'],
    ['/ru/adverts/add', 'adverts'],
    ['/ro/ADVERTS/x', 'adverts'],
    ['/ro', 'shop'],
    ['/ro/telefoane', 'shop'],
    ['/xx/adverts', 'shop'],
    ['/ro/product/adverts', 'shop'],
  ] as const)('%s is the %s area', (path, area) => expect(areaOfPath(path)).toBe(area))

  it.each([
    [makeSocialState('google', 'adverts', NONCE), 'adverts'],
    [state, 'shop'],
    [null, 'shop'],
    ['garbage', 'shop'],
  ] as const)('state %s names the %s area', (s, area) => expect(areaOfState(s)).toBe(area))
})

describe('socialAuthorizeUrl', () => {
  it('adds redirect_uri and state, keeping the provider own query', () => {
    const url = new URL(
      socialAuthorizeUrl(
        'https://accounts.example/o/auth?client_id=abc&response_type=token',
        'https://shop.example/ro/auth/social/google',
        state,
      ),
    )
    expect(url.origin + url.pathname).toBe('https://accounts.example/o/auth')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'abc',
      response_type: 'token',
      redirect_uri: 'https://shop.example/ro/auth/social/google',
      state,
    })
  })

  it('replaces a redirect_uri or state already in the configured URL', () => {
    const url = new URL(
      socialAuthorizeUrl(
        'https://p.example/auth?redirect_uri=https://evil.example&state=x',
        'https://shop.example/cb',
        state,
      ),
    )
    expect(url.searchParams.getAll('redirect_uri')).toEqual(['https://shop.example/cb'])
    expect(url.searchParams.getAll('state')).toEqual([state])
  })
})

describe('socialCallbackParams', () => {
  it.each([
    [
      'query only',
      '?provider=google&state=s&access_token=t',
      '',
      { provider: 'google', state: 's', access_token: 't' },
    ],
    [
      'fragment (implicit flow)',
      '',
      '#access_token=t&state=s&token_type=Bearer',
      { access_token: 't', state: 's', token_type: 'Bearer' },
    ],
    ['the query wins on a clash', '?state=q', '#state=h&access_token=t', { state: 'q', access_token: 't' }],
    ['twitter', '?oauth_token=a&oauth_verifier=b&state=s', '', { oauth_token: 'a', oauth_verifier: 'b', state: 's' }],
    ['nothing', '', '', {}],
  ])('%s', (_name, search, hash, expected) => expect(socialCallbackParams(search, hash)).toEqual(expected))
})

describe('socialCallbackToken (Google: the ID token the back end verifies; decision 0070)', () => {
  it.each([
    ['google implicit flow with both', 'google', { id_token: 'eyJ.id.token', access_token: 'ya29.x' }, 'eyJ.id.token'],
    ['google id_token only', 'google', { id_token: 'eyJ.id.token' }, 'eyJ.id.token'],
    [
      'google access_token only (the fake provider of development)',
      'google',
      { access_token: 'dev-token' },
      'dev-token',
    ],
    ['facebook', 'facebook', { access_token: 'EAAB', id_token: 'ignored' }, 'EAAB'],
    ['nothing', 'google', {}, null],
  ] as const)('%s', (_name, provider, params, expected) => expect(socialCallbackToken(provider, params)).toBe(expected))
})

describe('socialTokenEndpoint (spec 7: POST /api/google-login/ in the adverts area)', () => {
  it.each([
    ['google', 'adverts', 'googleLogin'],
    ['google', 'shop', 'googleAuth'],
    ['facebook', 'adverts', 'facebookAuth'],
    ['facebook', 'shop', 'facebookAuth'],
  ] as const)('%s in the %s area -> %s', (provider, area, endpoint) =>
    expect(socialTokenEndpoint(provider, area)).toBe(endpoint),
  )
})
