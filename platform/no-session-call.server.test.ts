import { describe, expect, it, vi } from 'vitest'

/**
 * A personal call with no session cookie is not made (platform/request.server.ts callForRequest): the
 * back end could only refuse it. A stranger's cookie-less call of the profile made three back-end
 * calls, each answered 401 (session 62's audit). A call that takes a token when there is one
 * (`auth: 'optional'`) and a public call are still made.
 */
const cookie = vi.hoisted(() => ({ header: undefined as string | undefined }))
const calls = vi.hoisted(() => [] as { name: string; token: string | undefined }[])
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('@tanstack/react-start/server', () => ({
  getRequestUrl: () => new URL('http://shop.test/ro'),
  getRequestHeader: (name: string) => (name === 'cookie' ? cookie.header : undefined),
  setCookie: () => {},
  setResponseHeader: () => {},
}))
vi.mock('./backend/shared-answers', () => ({
  sharedAnswerTtlMs: () => 0,
  sharedAnswer: async (cfg: { accessToken?: string }, name: string) => {
    calls.push({ name, token: cfg.accessToken })
    return { ok: true, status: 200, data: {} }
  },
}))
vi.mock('./site.server', () => ({
  adminConfig: (_env: unknown, opts: { accessToken?: string }) => ({ accessToken: opts.accessToken }),
  loadGlobalSettings: async () => ({ data: {} }),
}))
const { callForRequest } = await import('./request.server')

describe('callForRequest with withAuth', () => {
  it.each([
    ['a call that needs a session, no cookie: a 401 without asking', undefined, 'me', 0],
    ['a call that needs a session, a token: asked with it', 'token=abc', 'me', 1],
    ['a call that takes a token if there is one, no cookie: asked', undefined, 'cartFetchAll', 1],
  ] as const)('%s', async (_name, header, endpoint, made) => {
    cookie.header = header
    calls.length = 0
    const result = await callForRequest('ro', endpoint, {}, true)
    expect(calls).toHaveLength(made)
    if (made === 0) expect(result).toMatchObject({ ok: false, kind: 'status', status: 401 })
    else expect(calls[0]!.token).toBe(header ? 'abc' : undefined)
  })
})
