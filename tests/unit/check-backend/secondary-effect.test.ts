import { describe, expect, it } from 'vitest'
import { SERVER_TIMINGS } from '#config'
import { FAILURE_KEEP_MS } from '#platform/backend/memo.ts'
import { SECONDARY_FAILURE_TTL_SECONDS } from '#platform/backend/secondary-calls.ts'
import { runCheck, secondaryFailureEffect, settingsAndMenuWarning } from '#scripts/check-backend/core.ts'
import { formatTable } from '#scripts/check-backend/report.ts'

/**
 * Round 10 operator audit, findings 1 and 4 (decision 0127): a secondary call that fails or hangs is
 * named with what it does to its page (kept in the page cache briefly; while it hangs each uncached
 * render waits for it), not only "the home page shows no banners"; settings and menu that take more
 * than 1.5 s together are a warning, as every page the cache does not hold waits for them.
 */
const ONLY = ['globalSettings', 'menuTree', 'slidesBanner']

/** A back end whose settings carry no menu; `hang` never answers (until the check gives up); each call moves the clock. */
function backEnd(opts: { hang?: string; fail?: string; ms?: Record<string, number> }) {
  let clock = 0
  const answers: Record<string, unknown> = {
    '/settings/global_site_settings': { project: 'Shop', menu_tree: [] },
    '/general/menu_tree': [{ id: 1, title: 'Phones', url: 'phones', subcategories: [] }],
    '/base/slides_banner': [],
  }
  const fetcher = async (request: Request) => {
    const path = new URL(request.url).pathname
    clock += opts.ms?.[path] ?? 10
    if (path === opts.hang)
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      )
    if (path === opts.fail) return Response.json({ error: 'Internal' }, { status: 502 })
    return path in answers ? Response.json(answers[path]) : Response.json({ error: 'Not found' }, { status: 404 })
  }
  return runCheck({
    baseUrl: 'https://api.example.com',
    siteToken: 't',
    only: ONLY,
    fetcher,
    now: () => clock,
    timeoutMs: 50,
    sleep: async () => {},
  })
}

describe('a secondary call that fails names its effect on the page cache and the wait (decision 0127)', () => {
  it('hanging: its page is kept briefly, and every uncached render waits the timeout for it', async () => {
    const report = await backEnd({ hang: '/base/slides_banner' })
    const row = report.rows.find((r) => r.endpoint === 'slidesBanner')
    expect(row?.outcome).toBe('failed')
    expect(row?.shop).toContain('the home page shows no banners; ')
    expect(row?.shop).toContain(`kept in the page cache ${SECONDARY_FAILURE_TTL_SECONDS} s only`)
    expect(row?.shop).toContain(
      `waits ${SERVER_TIMINGS.adminApiTimeout / 1000} s for it, and the shop skips it for ${FAILURE_KEEP_MS / 1000} s`,
    )
    expect(formatTable(report)).toContain(`kept in the page cache ${SECONDARY_FAILURE_TTL_SECONDS} s only`)
  })

  it('a 502: kept briefly, no wait named; a 404 (a section not set up) and a main call: nothing added', async () => {
    const failing = (await backEnd({ fail: '/base/slides_banner' })).rows.find((r) => r.endpoint === 'slidesBanner')
    expect(failing?.shop).toContain(`kept in the page cache ${SECONDARY_FAILURE_TTL_SECONDS} s only`)
    expect(failing?.shop).not.toContain('while it hangs')
    expect(secondaryFailureEffect('slidesBanner', { outcome: 'failed', problem: 'status', status: 404 })).toBeNull()
    expect(secondaryFailureEffect('slidesBanner', { outcome: 'ok', status: 200 })).toBeNull()
    expect(secondaryFailureEffect('category', { outcome: 'failed', problem: 'timeout', status: null })).toBeNull()
    expect(secondaryFailureEffect('menuTree', { outcome: 'failed', problem: 'rate-limited', status: 429 })).toContain(
      'Retry-After, at most 60 s',
    )
  })
})

describe('settings and the menu tree over 1.5 s together: a warning (round 10 operator audit, finding 4)', () => {
  it('1,000 + 800 ms: warned, with both times', async () => {
    const report = await backEnd({ ms: { '/settings/global_site_settings': 1_000, '/general/menu_tree': 800 } })
    expect(report.exitCode).toBe(0)
    expect(report.warnings?.join('\n')).toContain(
      'the settings (1000 ms) and the menu tree (800 ms) take 1800 ms together: every page the page cache does not hold',
    )
    expect(formatTable(report)).toContain('WARNING: the settings (1000 ms) and the menu tree (800 ms)')
  })

  it('700 + 700 ms: no warning; settings alone over it (the menu in them): warned', async () => {
    const fast = await backEnd({ ms: { '/settings/global_site_settings': 700, '/general/menu_tree': 700 } })
    expect(fast.warnings ?? []).toEqual([])
    const row = (endpoint: string, ms: number, outcome: 'ok' | 'skipped' = 'ok') =>
      ({ endpoint, ms, outcome }) as Parameters<typeof settingsAndMenuWarning>[0][number]
    expect(settingsAndMenuWarning([row('globalSettings', 1_600), row('menuTree', 0, 'skipped')])).toContain(
      'the settings take 1600 ms',
    )
  })
})
