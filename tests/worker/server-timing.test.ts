import { describe, expect, it } from 'vitest'
import { appDuration } from '../../worker/server-timing'
import { adminDouble, healthyAdmin, send, settingsBody } from './helpers'

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

  it('a slow back end shows in the page time', async () => {
    const healthy = healthyAdmin()
    const slow = adminDouble({
      '/settings/global_site_settings': async () => {
        await new Promise((r) => setTimeout(r, 150))
        return Response.json(settingsBody())
      },
    })
    const res = await send('/en', {}, async (req) => (new URL(req.url).pathname === '/settings/global_site_settings' ? slow(req) : healthy(req)))
    expect(res.status).toBe(200)
    // Workers' clock moves only across I/O and a timer may fire a little early by it: half is plenty.
    expect(appDuration(res.headers.get('server-timing'))).toBeGreaterThanOrEqual(75)
  }, 30_000)
})
