import { afterAll, describe, expect, it, vi } from 'vitest'
import { specAdvertAnswer } from '#contract/advert-answer.fixture.ts'
import { type EndpointName, endpoints } from '#contract/endpoints.ts'
import { buildUrl, type QueryValue } from '#platform/backend/client.ts'

/**
 * The public adverts list from a back end that answers the spec's Advert (accounts spec 3): texts per
 * language and the region by id. The cards show the page's language and the region's name from the
 * regions the filters list (decision 0120). Through the real contract.
 */
const answers: Partial<Record<EndpointName, unknown>> & { advertLocations?: unknown } = {
  adverts: {
    data: [specAdvertAnswer()],
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
const askedRegions: string[] = []
/** Each call's query, by endpoint (the last one asked). */
const queries: Partial<Record<EndpointName, Record<string, QueryValue> | undefined>> = {}
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: async (
    _locale: string,
    name: EndpointName,
    input?: { params?: { id?: string }; query?: Record<string, QueryValue> },
  ) => {
    asked.push(name)
    queries[name] = input?.query
    if (name === 'advertLocations') askedRegions.push(input?.params?.id ?? '')
    const answer = answers[name]
    const parsed = endpoints[name].response.safeParse(typeof answer === 'function' ? answer(input?.params?.id) : answer)
    return parsed.success
      ? { ok: true, status: 200, data: parsed.data }
      : { ok: false, kind: 'malformed', status: 200, message: parsed.error.message }
  },
}))
const { loadAdvert, loadAdvertList, namedCards } = await import('./adverts.server')

describe("the adverts list from the spec's Advert", () => {
  it('shows the page language and names the region and the locality', async () => {
    const r = await loadAdvertList('ru', {} as never)
    expect(r.status).toBe('ok')
    if (r.status !== 'ok') return
    expect(r.data.adverts.map((a) => [a.title, a.description, a.region?.title, a.location])).toEqual([
      ['Дом', 'Парк', 'Кишинёв', { id: 40, title: 'Ботаника' }],
    ])
  })
})

describe("the list's region filter", () => {
  it('asks for the regions that have adverts: GET /api/regions/?only_adverts=true (accounts spec 7)', async () => {
    await loadAdvertList('ro', {} as never)
    const def = endpoints.advertRegionsWithAdverts
    expect(asked).toContain('advertRegionsWithAdverts')
    // The URL the back end is asked, built as every call builds it (platform/backend/call.ts).
    expect(buildUrl('https://be.test', def.path, queries.advertRegionsWithAdverts)).toBe(
      'https://be.test/api/regions/?only_adverts=true',
    )
    // ... and the contract's query keeps the flag (a schema without it would not describe the call).
    expect(def.query.parse(queries.advertRegionsWithAdverts)).toEqual({ only_adverts: true })
  })
})

describe('cards named from the lookups (namedCards)', () => {
  const kept = { regions: answers.advertRegions, locations: answers.advertLocations }
  afterAll(() => {
    answers.advertRegions = kept.regions
    answers.advertLocations = kept.locations
  })
  const card = (id: number, region: number | null, location: number | null) => ({
    id,
    slug: `a-${id}`,
    title: 'A',
    description: '',
    region: region === null ? null : { id: region, title: '' },
    location: location === null ? null : { id: location, title: '' },
  })
  const cards = (list: ReturnType<typeof card>[]) => list as unknown as Parameters<typeof namedCards>[1]
  const places = (list: Awaited<ReturnType<typeof namedCards>>) =>
    list.map((c) => [c.region?.title ?? null, c.location?.title ?? null])
  const byRegion = (region?: string) => [
    { id: Number(region) * 10, title: `L${region}`, region_id: Number(region) },
    // The same locality id in another region's answer must not name a card of this one.
    { id: 99, title: `other ${region}`, region_id: Number(region) },
  ]

  it.each([
    {
      name: 'each locality from its own region, the regions asked once each',
      given: [card(1, 3, 30), card(2, 3, 30), card(3, 4, 40), card(4, null, null)],
      places: [
        ['R3', 'L3'],
        ['R3', 'L3'],
        ['R4', 'L4'],
        [null, null],
      ],
      regionsAsked: ['3', '4'],
    },
    {
      name: 'a locality missing from its region stays unnamed',
      given: [card(1, 3, 31)],
      places: [['R3', '']],
      regionsAsked: ['3'],
    },
    {
      name: 'at most six regions are asked; the rest keep their locality unnamed',
      given: [1, 2, 3, 4, 5, 6, 7, 8].map((r) => card(r, r, r * 10)),
      places: [1, 2, 3, 4, 5, 6, 7, 8].map((r) => [`R${r}`, r <= 6 ? `L${r}` : '']),
      regionsAsked: ['1', '2', '3', '4', '5', '6'],
    },
  ])('$name', async ({ given, places: expected, regionsAsked }) => {
    answers.advertLocations = byRegion
    answers.advertRegions = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, title: `R${id}`, count: 1 }))
    askedRegions.length = 0
    asked.length = 0
    expect(places(await namedCards('ru', cards(given)))).toEqual(expected)
    expect(askedRegions).toEqual(regionsAsked)
    expect(asked.filter((n) => n === 'advertRegions')).toHaveLength(1)
  })

  it('asks nothing for cards that came named, and uses the regions it is given', async () => {
    asked.length = 0
    const named = cards([{ ...card(1, 3, 30), region: { id: 3, title: 'Kept' }, location: { id: 30, title: 'Too' } }])
    expect(places(await namedCards('ru', named))).toEqual([['Kept', 'Too']])
    expect(await namedCards('ru', cards([card(2, 3, null)]), [{ id: 3, title: 'Given', count: 1 }])).toMatchObject([
      { region: { title: 'Given' } },
    ])
    expect(asked).toEqual([])
  })

  it('a failing locality lookup leaves the name out', async () => {
    answers.advertLocations = () => ({ not: 'a list' })
    expect(places(await namedCards('ru', cards([card(1, 3, 30)]), []))).toEqual([['', '']])
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

  // Session 59's operator audit: `contacts` as one object, and no address, cadastral number, images or
  // attributes at all, made the advert's page a 503.
  it('reads one contact sent as an object, and leaves out what the back end did not send', async () => {
    const {
      address: _a,
      cadastral_number: _c,
      attributes: _t,
      images: _i,
      ...rest
    } = answers.advertBySpecPath as Record<string, unknown>
    answers.advertBySpecPath = { ...rest, contacts: { name: 'Ion', phone: '+37369000001' } }
    const r = await loadAdvert('ro', 'casa-7')
    expect(r.status).toBe('ok')
    if (r.status !== 'ok') return
    const { contacts, address, cadastral_number, images, attributes } = r.data.advert
    expect({ contacts, address, cadastral_number, images, attributes }).toEqual({
      contacts: [{ name: 'Ion', phone: '+37369000001' }],
      address: '',
      cadastral_number: '',
      images: [],
      attributes: [],
    })
  })
})

// Session 61's operator audit: attributes sent as the form sends them, `{ attribute, value }`, were all dropped.
describe("an advert's attributes sent as { attribute, value }", () => {
  const definitions = [
    {
      id: 1,
      keyword: 'material',
      type: 'select',
      unit: null,
      title: 'Материал',
      categories: [2],
      options: [
        { id: 2, title: 'Кирпич' },
        { id: 3, title: 'Дерево' },
      ],
    },
    { id: 4, keyword: 'year', type: 'number', unit: null, title: 'Год постройки', categories: [2], options: [] },
    { id: 5, keyword: 'distance', type: 'number', unit: 'km', title: 'До центра', categories: [2], options: [] },
  ]
  const page = (attributes: unknown[]) => {
    const { data } = answers.adverts as { data: Record<string, unknown>[] }
    answers.advertBySpecPath = {
      ...data[0],
      category: { id: 2, title: 'Case', slug: 'case' },
      region: null,
      location: null,
      attributes,
    }
  }
  const shown = (r: Awaited<ReturnType<typeof loadAdvert>>) =>
    r.status === 'ok'
      ? r.data.advert.attributes.map((a) => [a.title, a.type, a.value, a.value_title, a.keyword, a.unit])
      : r.status
  it.each([
    [
      'a select value by its option',
      [{ attribute: 1, value: '2' }],
      [['Материал', 'select', 2, 'Кирпич', 'material', null]],
    ],
    ['a number and its unit', [{ attribute: 5, value: '3.5' }], [['До центра', 'number', 3.5, '', 'distance', 'km']]],
    [
      'one the lookup lacks, and a select option it lacks: left out, the rest shown',
      [
        { attribute: 9, value: 1 },
        { attribute: 1, value: 7 },
        { attribute: 4, value: 2011 },
      ],
      [['Год постройки', 'number', 2011, '', 'year', null]],
    ],
  ])('%s: named from GET /api/adverts-attributes/?category=', async (_name, attributes, read) => {
    answers.advertAttributes = definitions
    page(attributes)
    asked.length = 0
    expect(shown(await loadAdvert('ru', 'casa-7'))).toEqual(read)
    expect(asked).toContain('advertAttributes')
  })
  it('the lookup failing: the unnamed ones are left out, the page is shown', async () => {
    answers.advertAttributes = { not: 'a list' }
    page([
      { attribute: 1, value: 2 },
      { attribute: 4, keyword: 'year', title: 'Год', type: 'number', unit: null, value: 1990, value_title: '' },
    ])
    expect(shown(await loadAdvert('ru', 'casa-7'))).toEqual([['Год', 'number', 1990, '', 'year', null]])
  })
  it('named attributes: no lookup is asked', async () => {
    page([{ attribute: 4, keyword: 'year', title: 'Год', type: 'number', unit: null, value: 1990, value_title: '' }])
    asked.length = 0
    await loadAdvert('ru', 'casa-7')
    expect(asked).not.toContain('advertAttributes')
  })
})

describe("the currency rates from another back end (session 59's operator audit)", () => {
  it('a rate without its symbol is a rate; one of a currency the shop does not price in leaves out only itself', async () => {
    const kept = answers.currencyRates
    answers.currencyRates = {
      base: 'MDL',
      rates: [
        { code: 'EUR', rate: '19.5' },
        { code: 'GBP', rate: 23, symbol: '£' },
        { code: 'USD', rate: 17.8, symbol: '$' },
      ],
    }
    const r = await loadAdvertList('ro', {} as never)
    answers.currencyRates = kept
    expect(r.status).toBe('ok')
    if (r.status !== 'ok') return
    expect(r.data.rates.map((x) => [x.code, x.rate])).toEqual([
      ['EUR', 19.5],
      ['USD', 17.8],
    ])
  })
})
