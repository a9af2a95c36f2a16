import { describe, expect, it } from 'vitest'
import { failedForNow, isRefusal } from './main-content'

describe('a failed load: the back end refused (a 4xx) or it may mend later (503, decision 0099)', () => {
  it.each<[string, { ok: boolean; status: number }, boolean, boolean]>([
    ['an answer', { ok: true, status: 200 }, false, false],
    ['not set up (404)', { ok: false, status: 404 }, true, false],
    ['a query it does not take (400)', { ok: false, status: 400 }, true, false],
    ['a timeout (408)', { ok: false, status: 408 }, false, true],
    ['rate-limited (429)', { ok: false, status: 429 }, false, true],
    ['a server error (500)', { ok: false, status: 500 }, false, true],
    ['no answer at all (status 0)', { ok: false, status: 0 }, false, true],
    ['an answer the contract cannot read (200, not ok)', { ok: false, status: 200 }, false, true],
  ])('%s', (_what, result, refusal, forNow) => {
    expect(isRefusal(result.status)).toBe(refusal && !result.ok)
    expect(failedForNow(result)).toBe(forNow)
  })
})
