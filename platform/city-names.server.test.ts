import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_GLOBAL_SETTINGS } from '#contract/settings.ts'
import { resetFailureLog } from './backend/failures'
import { withNamedCities } from './city-names.server'
import { type AdminEnv, adminConfig, loadGlobalSettings, resetSiteMemo } from './site.server'

type Routes = Record<string, unknown>

/**
 * A back end answering from `routes` by path and query (404 otherwise), recording what it was asked
 * but for GET /general/menu_tree, which a settings load without a menu asks beside them (site.server.test.ts).
 */
function backEnd(routes: Routes, failing: string[] = []) {
  const asked: string[] = []
  const env: AdminEnv = {
    ADMIN_API_URL: 'http://admin.test',
    SITE_TOKEN: 'tok',
    ADMIN_API: {
      fetch: (input: RequestInfo, init?: RequestInit) => {
        const url = new URL(new Request(input, init).url)
        const path = `${url.pathname}${url.search}`
        if (!path.startsWith('/general/menu_tree')) asked.push(path)
        if (failing.includes(path)) return Promise.resolve(new Response('boom', { status: 500 }))
        const body = routes[path]
        return Promise.resolve(body === undefined ? new Response('{}', { status: 404 }) : Response.json(body))
      },
    } as unknown as Fetcher,
  }
  return { env, asked }
}

const SETTINGS = '/settings/global_site_settings'
const locality = (localityId: number | string, label: string) => ({ localityId, label })

describe('cities to choose given by their id alone (spec: "cities_to_choose (id)") take their locality names', () => {
  beforeEach(() => {
    resetSiteMemo()
    resetFailureLog()
    vi.restoreAllMocks()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it.each([
    [
      'named by the settings: no lookup',
      { [SETTINGS]: { cities_to_choose: [{ id: 1, title: 'Chișinău' }] } },
      [{ id: 1, title: 'Chișinău' }],
      [SETTINGS],
    ],
    [
      'by id (objects and bare ids), from the localities the regions carry',
      {
        [SETTINGS]: { cities_to_choose: [{ id: 1 }, 13, '7', { id: 2, name: 'Orhei' }] },
        '/base/region/': [
          { regionId: 1, label: 'Chișinău', localities: [locality(1, 'Chișinău')] },
          { regionId: 2, label: 'Bălți', localities: [locality(13, 'Bălți'), locality('kishinev', 'x')] },
        ],
      },
      [
        { id: 1, title: 'Chișinău' },
        { id: 13, title: 'Bălți' },
        { id: 2, title: 'Orhei' },
      ],
      [SETTINGS, '/base/region/'],
    ],
    [
      'regions without their localities: each asked for its own',
      {
        [SETTINGS]: { cities_to_choose: [{ id: 1 }, { id: 13 }] },
        '/base/region/': [
          { regionId: 1, label: 'Chișinău' },
          { regionId: 2, label: 'Bălți' },
        ],
        '/base/locality/?region_id=1': [locality(1, 'Chișinău')],
        '/base/locality/?region_id=2': [locality(13, 'Bălți')],
      },
      [
        { id: 1, title: 'Chișinău' },
        { id: 13, title: 'Bălți' },
      ],
      [SETTINGS, '/base/region/', '/base/locality/?region_id=1', '/base/locality/?region_id=2'],
    ],
  ] as const)('%s', async (_n, routes, cities, asked) => {
    const server = backEnd(routes as Routes)
    const { data, degraded } = await loadGlobalSettings(server.env, { locale: 'ro' })
    expect(degraded).toBe(false)
    expect(data.cities_to_choose).toEqual(cities)
    expect(server.asked).toEqual(asked)
  })

  it('asks the regions without localities 8 at a time, and stops once every city is named', async () => {
    const regions = Array.from({ length: 20 }, (_, i) => ({ regionId: i + 1, label: `R${i + 1}` }))
    const routes: Routes = { [SETTINGS]: { cities_to_choose: [{ id: 102 }] }, '/base/region/': regions }
    for (const r of regions)
      routes[`/base/locality/?region_id=${r.regionId}`] = [locality(100 + r.regionId, `L${r.regionId}`)]
    const server = backEnd(routes)
    const { data } = await loadGlobalSettings(server.env, { locale: 'ro' })
    expect(data.cities_to_choose).toEqual([{ id: 102, title: 'L2' }])
    expect(server.asked.filter((p) => p.startsWith('/base/locality/'))).toHaveLength(8)
  })

  it('a failed lookup leaves out only the unnamed cities and keeps the page', async () => {
    const routes = { [SETTINGS]: { cities_to_choose: [{ id: 1 }, { id: 2, title: 'Orhei' }] } }
    const server = backEnd(routes, ['/base/region/'])
    const { data, degraded } = await loadGlobalSettings(server.env, { locale: 'ro' })
    expect(degraded).toBe(false)
    expect(data.cities_to_choose).toEqual([{ id: 2, title: 'Orhei' }])
    expect(vi.mocked(console.warn).mock.calls.some((c) => String(c[0]).includes('regions failed'))).toBe(true)
  })

  it('looks the names up once per back end, site and language: the next settings answer reuses them', async () => {
    const routes = { '/base/region/': [{ regionId: 1, label: 'Chișinău', localities: [locality(1, 'Chișinău')] }] }
    const server = backEnd(routes)
    const config = adminConfig(server.env, { locale: 'ro' })
    const answered = { ...DEFAULT_GLOBAL_SETTINGS, cities_to_choose: [{ id: 1, title: null }] }
    for (const key of ['a|ro', 'a|ro', 'a|ru'])
      expect((await withNamedCities(answered, config, key)).cities_to_choose).toEqual([{ id: 1, title: 'Chișinău' }])
    expect(server.asked).toEqual(['/base/region/', '/base/region/'])
  })
})
