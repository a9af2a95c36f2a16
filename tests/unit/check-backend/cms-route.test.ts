import { describe, expect, it } from 'vitest'
import { runCheck } from '#scripts/check-backend/core.ts'
import { cmsLinkPath, cmsPageOption, NO_ROUTE, notFoundAlike } from '#scripts/check-backend/probes.ts'
import { formatTable } from '#scripts/check-backend/report.ts'

/**
 * Review F10: the CMS call was checked only by asking for a page that does not exist and expecting a
 * 404, so a back end without the GET /page/{path}/ route at all (a 404 for every path it does not
 * serve, often the very same `{"detail": "Not found."}`) passed: its operator was told all was well,
 * and every page built in the admin showed shoppers the not-found page. The check now asks for a page
 * the settings link to, and compares a 404 with the answer to a path no back end serves.
 */

type Answer = [status: number, body: string, type?: string]
const json = (status: number, body: unknown): Answer => [status, JSON.stringify(body)]
const DRF_404 = json(404, { detail: 'Not found.' })
const settings = (header: string[] = [], footer: string[] = []) => ({
  global: json(200, { project: 'Shop', header_pages: header.map((url) => ({ title: 'P', url })) }),
  footer: json(200, { columns: [{ title: 'C', links: footer.map((url) => ({ title: 'L', url })) }] }),
})
const PAGE = json(200, { html: '<p>Warranty</p>', ignore_layout: false, show_breadcrumbs: true })

/** A back end as a table: path -> answer; `missing` answers every other path (its router's 404). */
async function check(
  { global, footer }: ReturnType<typeof settings>,
  pages: Record<string, Answer>,
  missing: (path: string) => Answer,
  cmsPage?: string,
) {
  const seen: string[] = []
  const report = await runCheck({
    baseUrl: 'http://127.0.0.1:9',
    siteToken: 't',
    only: ['globalSettings', 'footerSettings', 'cmsPage'],
    cmsPage,
    sleep: async () => {},
    fetcher: async (request) => {
      const path = new URL(request.url).pathname
      seen.push(path)
      const [status, body, type] =
        path === '/settings/global_site_settings'
          ? global
          : path === '/settings/footer_settings'
            ? footer
            : (pages[path] ?? missing(path))
      return new Response(body, { status, headers: { 'Content-Type': type ?? 'application/json' } })
    },
  })
  const [listed, unknown] = report.rows.filter((r) => r.endpoint === 'cmsPage')
  return { listed: listed!, unknown: unknown!, seen, report }
}

const expressMissing = (path: string): Answer => [404, `<pre>Cannot GET ${path}</pre>`, 'text/html']

interface Case {
  name: string
  shop: ReturnType<typeof settings>
  pages: Record<string, Answer>
  missing: (path: string) => Answer
  listed: Record<string, unknown>
  listedNote?: RegExp
  unknown: Record<string, unknown>
  unknownNote?: RegExp
  asksNoRoute: boolean
}

describe('check-backend tells a missing /page route from a missing page', () => {
  it.each<Case>([
    {
      name: 'route there, the footer links to a page: both rows pass, nothing else asked',
      shop: settings([], ['/delivery', '/page/warranty']),
      pages: { '/page/warranty/': PAGE, '/page/backcheck-no-such-page/': DRF_404 },
      missing: () => DRF_404,
      listed: { outcome: 'ok', status: 200, call: '/page/warranty/' },
      unknown: { outcome: 'ok', status: 404 },
      unknownNote: /^refused as the check expects \(404\)$/,
      asksNoRoute: false,
    },
    {
      name: 'no route (R1 behind a proxy that drops /page): the listed page fails, the 404 row is not judged',
      shop: settings(['/page/despre-livrare']),
      pages: {},
      missing: () => DRF_404,
      listed: { outcome: 'failed', problem: 'status', status: 404, call: '/page/despre-livrare/' },
      listedNote:
        /the header link header_pages\[0\]\.url "\/page\/despre-livrare"\), the same answer as for .* no GET \/page\/\{path\}\/ route/,
      unknown: { outcome: 'skipped', status: 404 },
      unknownNote: /^not judged: the page asked for in the row before answered as a path this back end does not serve/,
      asksNoRoute: true,
    },
    {
      name: 'no route, a framework that names the path in its 404 (Express): still alike',
      shop: settings([], ['/ro/page/warranty/']),
      pages: {},
      missing: expressMissing,
      listed: { outcome: 'failed', status: 404, call: '/page/warranty/' },
      listedNote: /no GET \/page\/\{path\}\/ route/,
      unknown: { outcome: 'skipped' },
      asksNoRoute: true,
    },
    {
      name: 'route there, the linked page gone: the 404s differ, the dead link fails and the route is confirmed',
      shop: settings([], ['/page/old-landing']),
      pages: {
        '/page/old-landing/': json(404, { detail: 'No Page matches the given query.' }),
        '/page/backcheck-no-such-page/': json(404, { detail: 'No Page matches the given query.' }),
      },
      missing: expressMissing,
      listed: { outcome: 'failed', status: 404 },
      listedNote:
        /the \/page\/\{path\}\/ route answers .* but this page is not there: the link shows shoppers the not-found page/,
      unknown: { outcome: 'ok', status: 404 },
      // the differing 404 of the linked page showed the route: the unknown page's 404 is taken as it is
      unknownNote: /^refused as the check expects \(404\)$/,
      asksNoRoute: true,
    },
    {
      name: 'no page linked, 404s alike: cannot tell, said as a warning (not a pass in silence)',
      shop: settings(['/delivery'], ['/faq']),
      pages: {},
      missing: () => DRF_404,
      listed: { outcome: 'skipped', status: null },
      listedNote: /^not called: the settings link to no page built in the admin .* --cms-page <slug> names one$/,
      unknown: { outcome: 'ok', status: 404 },
      unknownNote: /^WARNING: cannot tell whether this back end has the \/page\/\{path\}\/ route/,
      asksNoRoute: true,
    },
    {
      name: 'no page linked, the route answers its own 404: the route is there',
      shop: settings(),
      pages: { '/page/backcheck-no-such-page/': json(404, { error: 'Page not found' }) },
      missing: expressMissing,
      listed: { outcome: 'skipped' },
      unknown: { outcome: 'ok', status: 404 },
      unknownNote: /the \/page\/\{path\}\/ route is there$/,
      asksNoRoute: true,
    },
  ])('$name', async (t) => {
    const { listed, unknown, seen, report } = await check(t.shop, t.pages, t.missing)
    expect(listed).toMatchObject({ check: 'read', ...t.listed })
    if (t.listedNote) expect(listed.note).toMatch(t.listedNote)
    expect(unknown).toMatchObject({ check: 'refusal', call: '/page/backcheck-no-such-page/', ...t.unknown })
    if (t.unknownNote) expect(unknown.note).toMatch(t.unknownNote)
    expect(seen.includes(NO_ROUTE)).toBe(t.asksNoRoute)
    expect(report.summary.requests).toBe(seen.length)
    if (listed.outcome === 'failed')
      expect(formatTable(report)).toMatch(/cmsPage .* read +FAILED: HTTP 404 for \/page\//)
  })

  it('--cms-page names the page to ask for, before any link of the settings', async () => {
    const { listed, unknown } = await check(
      settings(['/page/despre-livrare']),
      { '/page/landing/black-friday/': PAGE },
      () => DRF_404,
      '/page/landing/black-friday/',
    )
    expect(listed).toMatchObject({ outcome: 'ok', status: 200, call: '/page/landing/black-friday/' })
    expect(unknown).toMatchObject({ outcome: 'ok', note: 'refused as the check expects (404)' })
  })
})

describe('the links the check takes for pages built in the admin', () => {
  it.each([
    ['/page/warranty', 'warranty'],
    ['/page/warranty/', 'warranty'],
    ['/ru/page/landing/black-friday/?utm=1#top', 'landing/black-friday'],
    ['/page/', undefined],
    ['/delivery', undefined],
    ['/promotions', undefined],
    ['https://other.example/page/x', undefined],
    ['//other.example/page/x', undefined],
    ['/page/../admin', undefined],
    ['/page/<script>', undefined],
    [null, undefined],
  ])('%s -> %s', (url, path) => {
    expect(cmsLinkPath(url)).toBe(path)
  })

  it.each([
    ['warranty', 'warranty'],
    ['page/warranty', 'warranty'],
    ['/page/landing/bf/', 'landing/bf'],
    ['a b', undefined],
    ['', undefined],
  ])('--cms-page %s -> %s', (value, path) => {
    expect(cmsPageOption(value)).toBe(path)
  })
})

describe('two 404 answers alike', () => {
  const a = (path: string, text: string, status = 404) => ({ path, status, text })
  it.each([
    ['the same JSON', a('/page/x/', '{"detail":"Not found."}'), a(NO_ROUTE, '{"detail":"Not found."}'), true],
    ['each names its own path', a('/page/x/', 'Cannot GET /page/x/'), a(NO_ROUTE, `Cannot GET ${NO_ROUTE}`), true],
    [
      'paths JSON-escaped, times and request ids',
      a('/page/x/', '{"path":"\\/page\\/x\\/","ts":1733390000123,"id":"0f8c2a9e-1b2c-4d5e-8f90-123456789abc"}'),
      a(
        NO_ROUTE,
        `{"path":"${NO_ROUTE.replaceAll('/', '\\/')}","ts":1733390000999,"id":"9a8b7c6d-1b2c-4d5e-8f90-abcdefabcdef"}`,
      ),
      true,
    ],
    [
      'the path without its slash',
      a('/page/x/', '{"error":"no route /page/x"}'),
      a(NO_ROUTE, `{"error":"no route ${NO_ROUTE.slice(0, -1)}"}`),
      true,
    ],
    [
      'another text',
      a('/page/x/', '{"detail":"No Page matches the given query."}'),
      a(NO_ROUTE, '{"detail":"Not found."}'),
      false,
    ],
    ['another status', a('/page/x/', '{"detail":"Not found."}'), a(NO_ROUTE, '{"detail":"Not found."}', 405), false],
    ['JSON against an HTML page', a('/page/x/', '{"error":"Not found"}'), a(NO_ROUTE, '<h1>Not Found</h1>'), false],
  ])('%s -> %s', (_name, one, other, alike) => {
    expect(notFoundAlike(one, other)).toBe(alike)
  })
})
