import { beforeEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '#contract/endpoints.ts'

/**
 * What the sign-in flows make of answers a back end written from the spec may give (operator audit):
 * the code sign-in's refusal on its `code` field is shown as the back end's words (accounts spec 8,
 * "Login failure: Show the body as login errors"), not as 'Unknown error occurred'.
 */
const answer = vi.fn<() => { status: number; body: unknown }>()
const started: unknown[] = []
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/backend/call.ts', () => ({
  callEndpoint: async (_cfg: unknown, name: 'loginByEmail' | 'activation') => {
    const { status, body } = answer()
    if (status < 200 || status >= 300) return { ok: false, kind: 'status', status, body, message: 'x' }
    const parsed = endpoints[name].response.safeParse(body)
    return parsed.success ? { ok: true, status, data: parsed.data } : { ok: false, kind: 'malformed', status, body }
  },
}))
vi.mock('#platform/request.server.ts', () => ({ shopperIpHeaders: () => undefined }))
vi.mock('#platform/site.server.ts', () => ({ adminConfig: () => ({}) }))
vi.mock('#platform/browser-keys.server.ts', () => ({ signInHeaders: () => undefined, deviceKey: () => null }))
vi.mock('#platform/cart-session.ts', () => ({
  uidAccountId: () => null,
  endAccountCartSessions: async () => undefined,
  endCartSession: async () => undefined,
}))
vi.mock('./session.server', () => ({ startSession: async (_l: string, tokens: unknown) => started.push(tokens) }))
vi.mock('./auth.server', () => ({ loginWithPassword: async () => ({ ok: false, errors: [] }) }))
const { loginWithCode } = await import('./flows.server')

beforeEach(() => {
  started.length = 0
})

describe('loginWithCode: a refusal on the code field', () => {
  it.each([
    ['the field list of a back end written from the spec', { code: ['Invalid code'] }, ['Invalid code']],
    ['the code as a string', { code: 'Invalid code' }, ['Invalid code']],
    [
      'the reference back end: its text, the machine code kept',
      { error: 'Invalid code', code: 'invalid_code' },
      ['Invalid code'],
    ],
  ])('%s: the back end words', async (_n, body, errors) => {
    answer.mockReturnValue({ status: 400, body })
    const result = await loginWithCode('ro', 'email', 'ana@example.com', '123456', false)
    expect(result).toMatchObject({ ok: false, errors })
    expect(started).toEqual([])
  })

  it('the machine code still reaches the form (its own translated text)', async () => {
    answer.mockReturnValue({ status: 400, body: { error: 'Invalid code', code: 'invalid_code' } })
    expect(await loginWithCode('ro', 'sms', '+37360000001', '123456', false)).toMatchObject({ code: 'invalid_code' })
  })
})
