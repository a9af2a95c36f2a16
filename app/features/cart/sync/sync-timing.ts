import { TIMINGS } from '#config'

/**
 * How long a load waits before its next GET /api/cart after `attempt` failed ones: 0.5 s, 1 s, 1.5 s
 * (a back end busy for a moment), then the socket's longest reconnect wait, for as long as the load
 * is current (sync/start.ts fetchSoon).
 */
export function cartReloadDelay(attempt: number): number {
  if (attempt <= 0) return 0
  return Math.min(500 * attempt, TIMINGS.cartSocketReconnectMax)
}
