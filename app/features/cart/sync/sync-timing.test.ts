import { describe, expect, it } from 'vitest'
import { TIMINGS } from '#config'
import { cartReloadDelay } from './sync-timing'

describe('cartReloadDelay: the waits between GET /api/cart tries of one load', () => {
  it.each([
    [0, 0],
    [1, 500],
    [2, 1_000],
    [3, 1_500],
    [10, TIMINGS.cartSocketReconnectMax],
    [1_000, TIMINGS.cartSocketReconnectMax],
  ])('after %i failed tries: %i ms', (attempt, ms) => {
    expect(cartReloadDelay(attempt)).toBe(ms)
  })

  it('never stops trying: every wait is finite and at most the socket reconnect maximum', () => {
    for (let attempt = 1; attempt < 200; attempt++)
      expect(cartReloadDelay(attempt)).toBeLessThanOrEqual(TIMINGS.cartSocketReconnectMax)
  })
})
