import { describe, expect, it } from 'vitest'
import { runCheck } from '#scripts/check-backend/core.ts'

/**
 * Session 69 (h3): a list the shop shows whole (the regions, payment methods...) answered as a DRF page
 * with a next page passed silently; the shop reads such a list page after page since (platform/backend/
 * later-pages.ts), one call each: the row says so, so an operator can raise the page size.
 */
describe('a whole list answered in pages', () => {
  const check = (regions: unknown) =>
    runCheck({
      baseUrl: 'https://api.example.com',
      siteToken: 't',
      only: ['globalSettings', 'footerSettings', 'regions'],
      sleep: async () => {},
      fetcher: async (request: Request) => {
        const answers: Record<string, unknown> = {
          '/settings/global_site_settings': { menu_tree: [] },
          '/settings/footer_settings': {},
          '/base/region/': regions,
        }
        const path = new URL(request.url).pathname
        return Response.json(answers[path] ?? { error: 'Not found' }, { status: path in answers ? 200 : 404 })
      },
    })
  const region = (id: number) => ({ regionId: id, label: `R${id}`, localities: [] })

  it('passes with a remark naming the page and what the shop does', async () => {
    const report = await check({
      count: 19,
      next: 'https://api.example.com/base/region/?page=2',
      previous: null,
      results: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(region),
    })
    const row = report.rows.find((r) => r.endpoint === 'regions')
    expect(row).toMatchObject({ outcome: 'ok' })
    expect(row?.note).toMatch(
      /answered as a page \(10 of 19, with a next page\): the shop reads the list page after page/,
    )
  })

  it.each([
    ['a plain list', [region(1), region(2)]],
    ['a last page', { count: 2, next: null, previous: null, results: [region(1), region(2)] }],
  ])('%s: no remark', async (_, regions) => {
    const row = (await check(regions)).rows.find((r) => r.endpoint === 'regions')
    expect(row).toMatchObject({ outcome: 'ok' })
    expect(row?.note).toBeUndefined()
  })
})
