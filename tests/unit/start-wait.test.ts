import { describe, expect, it } from 'vitest'
import { notReadyMessage, waitFor } from '#scripts/start-wait.mjs'

/**
 * `npm start` waits for /healthz (scripts/start.mjs). Cold review r56: with a wrong SITE_TOKEN it ended
 * after 120 s with "is the admin API at ... up?" although it was up; now it ends with what healthz said.
 */
describe("npm start's wait for /healthz", () => {
  it('gives up with the last answer, status and body', async () => {
    const body = JSON.stringify({ status: 'degraded', adminApi: 'GET /settings/global_site_settings: timeout' })
    const result = await waitFor('http://127.0.0.1:1/healthz', 50, async () => new Response(body, { status: 503 }), 5)
    expect(result).toEqual({ ok: false, last: `HTTP 503 ${body}` })
    const line = notReadyMessage('http://127.0.0.1:1/healthz', 120, result.ok ? '' : result.last)
    expect(line).toContain('not ready after 120 s')
    expect(line).toContain('timeout')
  })

  it('stops at once when the back end refuses the site token (deploy-path audit L5: a 120 s wait, the cause scrolled away)', async () => {
    const body = JSON.stringify({
      status: 'degraded',
      adminApi: 'GET /settings/global_site_settings: HTTP 403 "Site-Token necunoscut"; check SITE_TOKEN',
    })
    let calls = 0
    const result = await waitFor(
      'http://127.0.0.1:1/healthz',
      5_000,
      async () => {
        calls++
        return new Response(body, { status: 503 })
      },
      5,
    )
    expect(calls).toBe(1)
    const line = notReadyMessage('http://127.0.0.1:1/healthz', 120, result.ok ? '' : result.last)
    expect(line).toMatch(
      /^refused: the admin API refuses this SITE_TOKEN .*\n {2}- GET \/settings\/global_site_settings: HTTP 403/,
    )
    expect(line).not.toContain('after 120 s')
  })

  it('stops at once on a misconfiguration healthz names (it does not mend itself; review r59: a 120 s wait)', async () => {
    const body = JSON.stringify({ status: 'misconfigured', configuration: ['THEME "pharmacy" is not a theme'] })
    let calls = 0
    const started = Date.now()
    const result = await waitFor(
      'http://127.0.0.1:1/healthz',
      5_000,
      async () => {
        calls++
        return new Response(body, { status: 503 })
      },
      5,
    )
    expect(result).toEqual({ ok: false, last: `HTTP 503 ${body}` })
    expect(calls).toBe(1)
    expect(Date.now() - started).toBeLessThan(1_000)
    // Not "not ready after 120 s" (review R2: it gave up at the first answer, and the operator read a timeout).
    const line = notReadyMessage('http://127.0.0.1:1/healthz', 120, result.ok ? '' : result.last)
    expect(line).toMatch(
      /^refused: the storefront's configuration breaks shoppers .*\n {2}- THEME "pharmacy" is not a theme\n/,
    )
    expect(line).not.toContain('after 120 s')
  })

  it('says when nothing answered at all', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })
    const result = await waitFor('http://127.0.0.1:1/healthz', 30, () => Promise.reject(refused), 5)
    expect(result).toEqual({ ok: false, last: 'no answer (ECONNREFUSED)' })
  })

  it('is ready on the first 200', async () => {
    expect(await waitFor('http://127.0.0.1:1/healthz', 1000, async () => new Response('{}'), 5)).toEqual({ ok: true })
  })
})
