import { describe, expect, it } from 'vitest'
import { runCheck } from '#scripts/check-backend/core.ts'
import { SITEMAP_ANSWERS } from '../../../worker/api/sitemap-document.fixture.ts'

/**
 * check-backend passes the sitemap answers the shop serves and fails the ones it refuses, by the
 * shop's own test (worker/api/sitemap-document.ts) over the shop's table. Before, any non-empty text
 * passed: `{}`, `null`, a login page with 200 and half a sitemap were "ok" while /sitemap.xml was a
 * 502 (or, cut mid-<url>, a 200 of invalid XML cached for an hour).
 */
const check = (body: string, contentType: string) =>
  runCheck({
    baseUrl: 'https://api.example.com',
    siteToken: 't',
    only: ['sitemap'],
    sleep: async () => {},
    fetcher: async () => new Response(body, { status: 200, headers: { 'Content-Type': contentType } }),
  })

describe("check-backend's sitemap row: the shop's own test", () => {
  it.each(SITEMAP_ANSWERS)('$what: ok = $sitemap', async ({ body, contentType, sitemap }) => {
    const row = (await check(body, contentType)).rows.find((r) => r.endpoint === 'sitemap')
    expect(row?.outcome).toBe(sitemap ? 'ok' : 'failed')
    if (!sitemap) expect(row?.note).toMatch(/^not a whole sitemap/)
    // What the shop does: a 502, as worker/api/sitemap.ts answers.
    expect(row?.shop).toMatch(/answers 502/)
  })
})
