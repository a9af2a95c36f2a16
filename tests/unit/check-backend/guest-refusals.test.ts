import { describe, expect, it } from 'vitest'
import { refusedJudge } from '#scripts/check-backend/core.ts'
import { PROBES } from '#scripts/check-backend/probes.ts'

/**
 * A call sent invalid on purpose passes when the back end refuses it with a 4xx other than 404 and 405.
 * Session 59's audit: the second back end has no one-click, pre-order or bulk-order route; its
 * order-detail route caught them and answered 401, and check-backend said "refused as the check
 * expects (401)". A 401 or 403 to a call the shop sends without a token, for guests too, says nothing
 * of the call.
 */
const oneClick = PROBES.find((p) => p.name === 'oneClickOrder')!
const error = { error: 'nope' }

describe('refusedJudge', () => {
  it.each([
    ['a guest call, no token, 401: failed', 401, false, false, 'failed'],
    ['a guest call, no token, 403: failed', 403, false, false, 'failed'],
    ['a guest call, no token, 400: refused as expected', 400, false, false, 'ok'],
    ['a guest call, no token, 422: refused as expected', 422, false, false, 'ok'],
    ['a call that needs a token, sent without one, 401: the call exists', 401, false, true, 'ok'],
    ['a signed-in call whose token is refused (401): failed', 401, true, true, 'failed'],
    ['no such call (404): failed', 404, false, false, 'failed'],
    ['accepted although invalid (201): failed', 201, false, false, 'failed'],
  ] as const)('%s', (_name, status, withToken, tokenRequired, outcome) => {
    expect(refusedJudge(oneClick, status, error, withToken, tokenRequired).outcome).toBe(outcome)
  })

  it('says why a guest call answered 401 is not a refusal', () => {
    expect(refusedJudge(oneClick, 401, error, false, false).note).toMatch(/for guests too, without a token/)
  })
})
