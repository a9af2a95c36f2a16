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
  advertCategories: [],
  advertRegionsWithAdverts: [{ id: 3, title: 'Кишинёв', count: 1 }],
  currencyRates: { base: 'MDL', rates: [] },
}
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: async (_locale: string, name: EndpointName) => {
    const parsed = endpoints[name].response.safeParse(answers[name])
    return parsed.success
      ? { ok: true, status: 200, data: parsed.data }
      : { ok: false, kind: 'malformed', status: 200, message: parsed.error.message }
  },
}))
const { loadAdvertList } = await import('./adverts.server')

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
