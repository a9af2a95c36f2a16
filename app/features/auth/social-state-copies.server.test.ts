import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The cookies that prove something about this browser are read only when it sends one value of them
 * (platform/request.server.ts requestProofCookie, junk copies not counted: session 69; stranger audit s9). A sibling host can plant a copy on
 * the parent domain, which the browser sends first: matched as "the" state cookie, the planter's own
 * social sign-in, finished in this browser, signed it in to the planter's account.
 */
const cookieHeader = vi.hoisted(() => ({ value: '' }))
const written = vi.hoisted(() => [] as { name: string; value: string }[])
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('@tanstack/react-start/server', () => ({
  getRequestUrl: () => new URL('https://shop.test/ro/auth/social/google'),
  getRequest: () => new Request('https://shop.test/ro/auth/social/google'),
  getRequestHeader: (name: string) => (name.toLowerCase() === 'cookie' ? cookieHeader.value : undefined),
  setCookie: (name: string, value: string) => written.push({ name, value }),
  setResponseHeader: () => {},
}))
const { finishSocialSignIn } = await import('./flows.server')
const { deviceKey } = await import('#platform/browser-keys.server.ts')
const { SERVER_COOKIES } = await import('#config')

const NONCE = 'a'.repeat(43)
const ours = `google.shop.${NONCE}`
const planted = `google.shop.${'b'.repeat(43)}`
/** The provider said no: with a state that holds, the answer is `access_denied` and no back-end call is made. */
const callback = (state: string) => ({
  state,
  error: 'access_denied',
  access_token: null,
  oauth_token: null,
  oauth_verifier: null,
})

beforeEach(() => {
  written.length = 0
})

describe('the social sign-in state cookie', () => {
  it('one copy that matches: the state holds, and the cookie is spent', async () => {
    cookieHeader.value = `${SERVER_COOKIES.socialState}=${ours}`
    const result = await finishSocialSignIn('ro', 'google', callback(ours) as never)
    expect(result).toMatchObject({ ok: false, code: 'access_denied' })
    expect(written).toContainEqual({ name: SERVER_COOKIES.socialState, value: '' })
  })

  it.each([
    ['the planted copy first, the callback with its state', `${planted}`, planted],
    ['the planted copy last, the callback with its state', `${ours}`, planted],
    ['the planted copy first, the callback with ours', `${planted}`, ours],
  ])('two copies (%s): a state mismatch, and the cookie is spent', async (_, first, state) => {
    const second = first === ours ? planted : ours
    cookieHeader.value = `${SERVER_COOKIES.socialState}=${first}; ${SERVER_COOKIES.socialState}=${second}`
    const result = await finishSocialSignIn('ro', 'google', callback(state) as never)
    expect(result).toMatchObject({ ok: false, code: 'state_mismatch' })
    expect(written).toContainEqual({ name: SERVER_COOKIES.socialState, value: '' })
  })

  it.each([
    ['junk before it', 'junk'],
    ['a state of another shape before it', `google.shop.${NONCE}.extra`],
    ['its quoted self before it', `"${ours}"`],
  ])("a copy that is no state (%s) does not refuse the browser's own (session 69)", async (_, other) => {
    cookieHeader.value = `${SERVER_COOKIES.socialState}=${other}; ${SERVER_COOKIES.socialState}=${ours}`
    const result = await finishSocialSignIn('ro', 'google', callback(ours) as never)
    expect(result).toMatchObject({ ok: false, code: 'access_denied' })
  })
})

describe("the registering browser's device key", () => {
  const key = (c: string) => c.repeat(43)
  it('one well-formed copy is the key; two that disagree are none', () => {
    cookieHeader.value = `${SERVER_COOKIES.registrationDevice}=${key('k')}`
    expect(deviceKey()).toBe(key('k'))
    cookieHeader.value = `${SERVER_COOKIES.registrationDevice}=${key('p')}; ${SERVER_COOKIES.registrationDevice}=${key('k')}`
    expect(deviceKey()).toBeUndefined()
    cookieHeader.value = `${SERVER_COOKIES.registrationDevice}=${key('k')}; ${SERVER_COOKIES.registrationDevice}=${key('k')}`
    expect(deviceKey()).toBe(key('k'))
    // a junk copy (a parent domain's, planted) is no copy: the browser's own still counts (session 69)
    cookieHeader.value = `${SERVER_COOKIES.registrationDevice}=junk; ${SERVER_COOKIES.registrationDevice}="${key('k')}"`
    expect(deviceKey()).toBe(key('k'))
  })
})
