import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The social sign-in's token call (accounts spec 7: the provider's access token with `platform: 'web'`):
 * the body the back end is sent, per provider and area. The call itself is replaced: it refuses, so
 * no session starts.
 */
const cookieHeader = vi.hoisted(() => ({ value: '' }))
const called = vi.hoisted(() => [] as { name: string; body: unknown }[])
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('@tanstack/react-start/server', () => ({
  getRequestUrl: () => new URL('https://shop.test/ro/auth/social/google'),
  getRequest: () => new Request('https://shop.test/ro/auth/social/google'),
  getRequestHeader: (name: string) => (name.toLowerCase() === 'cookie' ? cookieHeader.value : undefined),
  setCookie: () => {},
  setResponseHeader: () => {},
}))
vi.mock('#platform/backend/call.ts', () => ({
  callEndpoint: async (_cfg: unknown, name: string, opts: { body?: unknown }) => {
    called.push({ name, body: opts.body })
    return { ok: false, kind: 'http', status: 400, message: 'refused', body: { detail: 'no' } }
  },
}))
const { finishSocialSignIn } = await import('./flows.server')
const { SERVER_COOKIES } = await import('#config')

const NONCE = 'a'.repeat(43)

beforeEach(() => {
  called.length = 0
})

describe("the social sign-in sends the provider's token with platform 'web'", () => {
  it.each([
    ['google', 'shop'],
    ['google', 'adverts'],
    ['facebook', 'shop'],
  ] as const)('%s in the %s area', async (provider, area) => {
    const state = `${provider}.${area}.${NONCE}`
    cookieHeader.value = `${SERVER_COOKIES.socialState}=${state}`
    const result = await finishSocialSignIn('ro', provider, {
      state,
      error: null,
      access_token: 'provider-token',
      oauth_token: null,
      oauth_verifier: null,
    })
    expect(result).toMatchObject({ ok: false, area })
    expect(called).toHaveLength(1)
    expect(called[0]?.body).toEqual({ access_token: 'provider-token', platform: 'web' })
  })
})
