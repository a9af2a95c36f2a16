import { describe, expect, it } from 'vitest'
import { runCheck } from '#scripts/check-backend/core.ts'
import { formatTable } from '#scripts/check-backend/report.ts'

/**
 * check-backend judges a settings answer as the shop reads it: `{}` (or only fields of the back end's
 * own) carries none of the fields the shop reads, which the shop takes as a failed call (decision
 * 0096: the defaults, the notice, not cached), so the check fails it; one known field passes.
 */
const ONLY = ['globalSettings', 'footerSettings']
const GOOD: Record<string, unknown> = {
  '/settings/global_site_settings': { project: 'Shop' },
  '/settings/footer_settings': { copyright: '© Shop' },
}
const check = (answers: Record<string, unknown>) =>
  runCheck({
    baseUrl: 'https://api.example.com',
    siteToken: 't',
    only: ONLY,
    sleep: async () => {},
    fetcher: async (request: Request) => {
      const path = new URL(request.url).pathname.replace(/\/$/, '')
      const body = answers[path] ?? answers[`${path}/`]
      return body === undefined
        ? Response.json({ error: 'Not found' }, { status: 404 })
        : Response.json(body, { status: 200 })
    },
  })

describe('check-backend: a settings answer with none of the fields the shop reads', () => {
  it('one known field in each: both pass', async () => {
    const report = await check(GOOD)
    expect(report.rows.filter((r) => r.outcome === 'failed')).toEqual([])
    expect(report.exitCode).toBe(0)
  })

  it.each([
    ['globalSettings', '/settings/global_site_settings', {}],
    ['globalSettings', '/settings/global_site_settings', { detail: 'ok' }],
    ['footerSettings', '/settings/footer_settings', {}],
  ])('%s answering %j fails the check, as a contract problem', async (name, path, body) => {
    const report = await check({ ...GOOD, [path]: body })
    expect(
      report.rows.find((r) => r.endpoint === name),
      formatTable(report),
    ).toMatchObject({
      outcome: 'failed',
      problem: 'contract',
    })
    expect(report.exitCode).toBe(1)
    expect(formatTable(report)).toContain('none of the fields the shop reads')
  })
})
