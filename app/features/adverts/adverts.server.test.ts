import { describe, expect, it, vi } from 'vitest'
import { type EndpointName, endpoints } from '#contract/endpoints.ts'

/**
 * The public adverts list from a back end that answers the spec's Advert (accounts spec 3): texts per
 * language and the region by id. The cards show the page's language and the region's name from the
 * regions the filters list (decision 0120). Through the real contract.
 */
const answers: Partial<Record<EndpointName, unknown>> = {
  adverts: {
    data: [
      {
        id: 7,
        slug: 'casa-7',
        type: 'sale',
        title_ro: 'Casă',
        title_ru: 'Дом',
        description_ro: 'Parc',
        description_ru: 'Парк',
        price: 45000,
        default_currency: 'EUR',
        area: null,
        default_area_unit: 'ari',
        is_active: true,
        is_draft: false,
        is_negotiable_price: false,
        category: 2,
        region: 3,
        location: 40,
        sector: null,
      },
    ],
    totalCount: 1,
    pages: 1,
    page: 1,
    page_size: 20,
    sortBy: 'newest',
  },
  advertCategories: [{ id: 2, parent_id: null, slug: 'case', title: 'Case', count: 1 }],
  advertRegions: [{ id: 3, title: 'Кишинёв', count: 1 }],
  advertLocations: [{ id: 40, title: 'Ботаника', region_id: 3 }],
  advertSectors: [{ id: 41, title: 'Other', location_id: 40 }],
  advertRegionsWithAdverts: [{ id: 3, title: 'Кишинёв', count: 1 }],
  currencyRates: { base: 'MDL', rates: [] },
}
const asked: EndpointName[] = []
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: async (_locale: string, name: EndpointName) => {
    asked.push(name)
    const parsed = endpoints[name].response.safeParse(answers[name])
    return parsed.success
      ? { ok: true, status: 200, data: parsed.data }
      : { ok: false, kind: 'malformed', status: 200, message: parsed.error.message }
  },
}))
const { loadAdvert, loadAdvertList } = await import('./adverts.server')

describe("the adverts list from the spec's Advert", () => {
  it('shows the page language and names the region', async () => {
    const r = await loadAdvertList('ru', {} as never)
    expect(r.status).toBe('ok')
    if (r.status !== 'ok') return
    expect(r.data.adverts.map((a) => [a.title, a.description, a.region?.title, a.location])).toEqual([
      ['Дом', 'Парк', 'Кишинёв', { id: 40, title: '' }],
    ])
  })
})

describe("an advert's page from the spec's Advert", () => {
  it('names its category and places from the lookups, asking only those that are missing', async () => {
    const { data } = answers.adverts as { data: Record<string, unknown>[] }
    answers.advertBySpecPath = {
      ...data[0],
      sector: 41,
      lat: null,
      lon: null,
      address: null,
      cadastral_number: null,
      attributes: [],
      images: [],
    }
    asked.length = 0
    const r = await loadAdvert('ru', 'casa-7')
    expect(r.status).toBe('ok')
    if (r.status !== 'ok') return
    const { title, category, region, location, sector } = r.data.advert
    expect([title, category?.title, region?.title, location?.title, sector?.title]).toEqual([
      'Дом',
      'Case',
      'Кишинёв',
      'Ботаника',
      'Other',
    ])
    expect(asked.sort()).toEqual(
      [
        'advertBySpecPath',
        'advertCategories',
        'advertLocations',
        'advertRegions',
        'advertSectors',
        'currencyRates',
      ].sort(),
    )
  })

  it('named references: no lookup is asked', async () => {
    answers.advertBySpecPath = {
      ...(answers.advertBySpecPath as object),
      category: { id: 2, title: 'Case', slug: 'case' },
      region: { id: 3, title: 'Chișinău' },
      location: null,
      sector: null,
    }
    asked.length = 0
    await loadAdvert('ro', 'casa-7')
    expect(asked.sort()).toEqual(['advertBySpecPath', 'currencyRates'])
  })
})
