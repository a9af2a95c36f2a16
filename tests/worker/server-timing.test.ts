import { describe, expect, it } from 'vitest'
import { appDuration } from '../../worker/middleware/server-timing'
import { send } from './helpers'

describe('Server-Timing', () => {
  it.each([
    ['app;dur=1.25', 1.25],
    ['cache;desc=HIT, app;dur=0.50', 0.5],
    ['app;desc="x";dur=3', 3],
    ['other;dur=4', null],
    ['', null],
    [null, null],
  ])('appDuration(%j) = %j', (header, expected) => {
    expect(appDuration(header)).toBe(expected)
  })

  it('every response says how long the Worker took, pages, redirects and errors alike', async () => {
    for (const path of ['/ro', '/ro/', '/healthz', `/${'x'.repeat(5000)}`]) {
      const res = await send(path)
      expect(appDuration(res.headers.get('server-timing')), path).not.toBeNull()
    }
  }, 30_000)
})
