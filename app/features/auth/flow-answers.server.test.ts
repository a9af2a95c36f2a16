import { beforeEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '#contract/endpoints.ts'

/**
 * What the sign-in flows make of answers a back end written from the spec may give (operator audit):
 * the code sign-in's refusal on its `code` field is shown as the back end's words (accounts spec 8,
 * "Login failure: Show the body as login errors"), not as 'Unknown error occurred'; an activation
 * answered 2xx without tokens (djoser's 204) is an activation, only without a session.
 */
const answer = vi.fn<() => { status: number; body: unknown }>()
const started: unknown[] = []
vi.mock('cloudflare:workers', () => ({ env: {} }))
const ended: number[] = []
vi.mock('#platform/backend/call.ts', () => ({
  callEndpoint: async (_cfg: unknown, name: 'loginByEmail' | 'activation') => {
    const { status, body } = answer()
    if (status < 200 || status >= 300) return { ok: false, kind: 'status', status, body, message: 'x' }
    const parsed = endpoints[name].response.safeParse(body)
    // as apiRequest answers: a 2xx the contract cannot read is `malformed`, its body kept
    return parsed.success ? { ok: true, status, data: parsed.data } : { ok: false, kind: 'malformed', status, body }
  },
}))
vi.mock('#platform/request.server.ts', () => ({ shopperIpHeaders: () => undefined }))
vi.mock('#platform/site.server.ts', () => ({ adminConfig: () => ({}) }))
vi.mock('#platform/browser-keys.server.ts', () => ({ signInHeaders: () => undefined, deviceKey: () => null }))
vi.mock('#platform/cart-session.ts', () => ({
  uidAccountId: () => 7,
  endAccountCartSessions: async (_env: unknown, id: number) => ended.push(id),
  endCartSession: async () => undefined,
}))
/** startSession's answer: `refused` when the back end refuses the token it has just issued (round 8 audit, item 6). */
let refuse = false
vi.mock('./session.server', () => ({
  startSession: async (_l: string, tokens: unknown) => {
    started.push(tokens)
    return refuse ? { groupId: null, refused: true } : { groupId: 1 }
  },
}))
vi.mock('./auth.server', () => ({ loginWithPassword: async () => ({ ok: false, errors: [] }) }))
const { activate, loginWithCode } = await import('./flows.server')

beforeEach(() => {
  refuse = false
  started.length = 0
  ended.length = 0
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

describe('activate: the answer decides signed in or not', () => {
  it('tokens: activated and signed in', async () => {
    answer.mockReturnValue({ status: 200, body: { access: 'A', refresh: 'R' } })
    expect(await activate('ro', 'Nw', 't'.repeat(20))).toEqual({ ok: true })
    expect(started).toEqual([{ access: 'A', refresh: 'R' }])
  })

  it.each([
    ["204 without a body (djoser's stock activation)", 204, null],
    ['200 with an empty object', 200, {}],
    ['200 with a status', 200, { status: 'ok' }],
    ['200 with the account', 200, { id: 7, email: 'ana@example.com', is_active: true }],
    ['201 with one token only', 201, { access: 'A' }],
  ])('%s: activated, not signed in - never an error', async (_n, status, body) => {
    answer.mockReturnValue({ status, body })
    expect(await activate('ro', 'Nw', 't'.repeat(20))).toEqual({ ok: true, signedIn: false })
    expect(started).toEqual([])
    // a claim all the same: the account's earlier cart sockets close
    expect(ended).toEqual([7])
  })

  it.each([
    ['a 400 refusal', 400, { token: ['Invalid token for given user.'] }, ['Invalid token for given user.']],
    ['a 200 that says it failed', 200, { detail: 'Stale token for given user.' }, ['Stale token for given user.']],
  ])("%s: the back end's words", async (_n, status, body, errors) => {
    answer.mockReturnValue({ status, body })
    expect(await activate('ro', 'Nw', 't'.repeat(20))).toMatchObject({ ok: false, errors })
    expect(ended).toEqual([])
  })
})

describe("activate: djoser's answer to a link already used (operator round 12, finding 4)", () => {
  it.each([
    ["djoser's text", { detail: 'Stale token for given user.' }],
    ['another wording with the same words', { detail: 'stale token' }],
  ])('a 403 whose detail says stale token (%s): activated, not signed in - never an error', async (_n, body) => {
    answer.mockReturnValue({ status: 403, body })
    expect(await activate('ro', 'Nw', 't'.repeat(20))).toEqual({ ok: true, signedIn: false })
    expect(started).toEqual([])
    // nothing was claimed by this opening: the account's sockets stay
    expect(ended).toEqual([])
  })

  it.each([
    ['another 403', 403, { detail: 'You do not have permission to perform this action.' }],
    ['a 403 without a body', 403, null],
    ['a 403 whose stale text is not its detail', 403, { error: 'Stale token for given user.' }],
    ['a 400 that says stale', 400, { detail: 'Stale token for given user.' }],
  ])('%s stays a refusal', async (_n, status, body) => {
    answer.mockReturnValue({ status, body })
    expect(await activate('ro', 'Nw', 't'.repeat(20))).toMatchObject({ ok: false })
  })
})

describe('a new token the back end refuses at once (startSession refused)', () => {
  it("the code sign-in fails with the form's own message, not a silent success", async () => {
    refuse = true
    answer.mockReturnValue({
      status: 200,
      body: { token: 'A', refresh: 'R', user: { id: 1, email: 'ana@example.com' } },
    })
    expect(await loginWithCode('ro', 'email', 'ana@example.com', '123456', false)).toEqual({
      ok: false,
      errors: [],
      sessionRefused: true,
    })
  })

  it('an activation is done, without a session (the shopper signs in next)', async () => {
    refuse = true
    answer.mockReturnValue({ status: 200, body: { access: 'A', refresh: 'R' } })
    expect(await activate('ro', 'Nw', 't'.repeat(20))).toEqual({ ok: true, signedIn: false })
  })
})
