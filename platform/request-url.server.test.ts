import { describe, expect, it, vi } from 'vitest'

/**
 * currentRequestUrl (platform/request.server.ts) reads the URL as it reached the Worker: TanStack's
 * getRequestUrl trusts the client's X-Forwarded-Proto unless told not to, and a forged `https` then
 * wrote https links into pages and marked cookies Secure. The double below behaves as TanStack's does
 * (@tanstack/start-server-core getRequestUrl / getRequestProtocol).
 */
const forwardedProto = vi.hoisted(() => ({ value: 'https' as string | null }))
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('@tanstack/react-start/server', () => ({
  getRequestUrl: (opts?: { xForwardedProto?: boolean }) => {
    const url = new URL('http://shop.test/ro')
    if (opts?.xForwardedProto !== false && forwardedProto.value === 'https') url.protocol = 'https:'
    return url
  },
  getRequestHeader: () => undefined,
  setCookie: () => {},
  setResponseHeader: () => {},
}))
const { currentRequestUrl, requestIsSecure } = await import('./request.server')

describe('the request URL ignores X-Forwarded-Proto', () => {
  it.each([
    ['a forged https', 'https'],
    ['no header', null],
  ])('%s: the scheme the request came with, and cookies not marked Secure on http', (_what, header) => {
    forwardedProto.value = header
    expect(currentRequestUrl()?.protocol).toBe('http:')
    expect(requestIsSecure()).toBe(false)
  })
})
