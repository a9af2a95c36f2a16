import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COOKIES, SERVER_COOKIES } from '#config'
import { resetCartIdentityCache } from '#platform/cart-session.ts'
import { send } from './helpers'

/**
 * Every cookie the spec names (and the Worker's own), sent as junk - quoted, badly percent-encoded, empty,
 * oversized, repeated - never costs the shopper a 500, on a page, a protected page, the cart API or the
 * refresh (session 69's audit: decision 0136).
 */
const NAMES = [
  ...Object.values(COOKIES),
  ...Object.values(SERVER_COOKIES),
  'user_token',
  'user-auth-token',
  'firstVisit',
]
const JUNK = ['"', '""', '%', '%E0%A4%A', '"%zz"', '', ' ', '=', 'a=b', 'x'.repeat(3000), '{"a":', 'true"', '%00']

beforeEach(() => {
  resetCartIdentityCache()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('junk in every cookie is never a 500', () => {
  for (const [path, init] of [
    ['/ro', {}],
    ['/ro/cabinet', {}],
    ['/api/cart', {}],
    ['/api/auth/refresh', { method: 'POST', headers: { Origin: 'https://shop.test' } }],
  ] as const) {
    // The junk goes out at once: a refresh refused for the first time waits REFRESH_RACE_WAIT_MS
    // before it answers (worker/api/auth.ts), 19.5 s for the thirteen one after another.
    it(path, async () => {
      const answers = await Promise.all(
        JUNK.map(async (junk) => {
          // each cookie twice: the junk and a second, other junk copy
          const cookie = NAMES.map((name) => `${name}=${junk}; ${name}=${junk}1`).join('; ')
          const res = await send(path, {
            ...init,
            headers: { ...(init as { headers?: object }).headers, Cookie: cookie },
          })
          await res.body?.cancel()
          return { junk: junk.slice(0, 20), status: res.status }
        }),
      )
      for (const answer of answers) expect(answer).not.toMatchObject({ status: 500 })
    }, 120_000)
  }
})
