import { describe, expect, it, vi } from 'vitest'
import { specAdvertAnswer } from '#contract/advert-answer.fixture.ts'
import { type EndpointName, endpoints } from '#contract/endpoints.ts'

/**
 * Session 63's ninth operator audit (decision 0118): a back end whose lookups name things per language
 * (`title_ro`, `title_ru`) or by `name`, without `count`, `region_id` or `location_id`, and whose
 * adverts nest their references with per-language titles. The loaders show the page's language, take
 * the parent asked for, and leave out an item that names another parent. Through the real contract.
 */
const perLang = (id: number, ro: string, ru: string) => ({ id, title_ro: ro, title_ru: ru })
const answers: Partial<Record<EndpointName, unknown>> = {
  adverts: [specAdvertAnswer({ region: perLang(3, 'Centru', 'Центр'), is_negotiable_price: undefined })],
  advertCategories: [{ id: 2, parent_id: null, slug: 'case', title_ro: 'Case', title_ru: 'Дома' }],
  advertRegions: [perLang(3, 'Centru', 'Центр')],
  advertRegionsWithAdverts: [perLang(3, 'Centru', 'Центр')],
  // No region_id: the region asked; one naming another region (a back end ignoring the id) is not this one's.
  advertLocations: [perLang(40, 'Botanica', 'Ботаника'), { id: 99, name: 'Bălți', region_id: 5 }],
  advertSectors: [{ id: 41, name: 'Nord' }],
  advertAttributes: {
    count: 2,
    next: null,
    previous: null,
    results: [
      {
        id: 1,
        keyword: 'rooms',
        type: 'select',
        unit: null,
        title_ro: 'Camere',
        title_ru: 'Комнаты',
        options: [{ id: 102, title_ro: 'două', title_ru: 'две' }],
      },
      { id: 3, keyword: 'pool', type: 'checkbox', title: 'Piscină' },
    ],
  },
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
const { loadAdvert, loadAdvertList } = await import('./adverts.server')
const { loadFormLookups, loadLocations, loadSectors, loadAttributes } = await import('./advert-edit.server')

describe('the lookups in the page language', () => {
  it('the list: its filters and cards in Russian, no counts', async () => {
    const r = await loadAdvertList('ru', {} as never)
    expect(r.status).toBe('ok')
    if (r.status !== 'ok') return
    expect(r.data.categories.map((c) => [c.title, c.count])).toEqual([['Дома', null]])
    expect(r.data.regions.map((c) => [c.title, c.count])).toEqual([['Центр', null]])
    expect(r.data.adverts.map((a) => [a.title, a.region?.title, a.location?.title, a.is_negotiable_price])).toEqual([
      ['Дом', 'Центр', 'Ботаника', false],
    ])
  })

  it("the advert's page: nested references and named places in Romanian", async () => {
    answers.advertBySpecPath = {
      ...specAdvertAnswer({
        region: perLang(3, 'Centru', 'Центр'),
        category: { id: 2, title_ro: 'Case', title_ru: 'Дома' },
        sector: 41,
      }),
      attributes: [{ attribute: 1, value: 102 }],
      contacts: ['+37369123456'],
    }
    const r = await loadAdvert('ro', 'casa-7')
    expect(r.status).toBe('ok')
    if (r.status !== 'ok') return
    const { category, region, location, sector, attributes, contacts } = r.data.advert
    expect([category?.title, region?.title, location?.title, sector?.title]).toEqual([
      'Case',
      'Centru',
      'Botanica',
      'Nord',
    ])
    expect(attributes.map((a) => [a.title, a.value_title])).toEqual([['Camere', 'două']])
    expect(contacts).toEqual([{ phone: '+37369123456' }])
  })

  it("the form's lookups: the page language, the parent asked, a checkbox attribute left out alone", async () => {
    expect(await loadFormLookups('ru')).toMatchObject({
      categories: [{ title: 'Дома' }],
      regions: [{ title: 'Центр' }],
    })
    expect(await loadLocations('ru', 3)).toEqual([{ id: 40, title: 'Ботаника' }])
    expect(await loadSectors('ro', 40)).toEqual([{ id: 41, title: 'Nord' }])
    expect((await loadAttributes('ru', 2)).map((a) => [a.title, a.options.map((o) => o.title)])).toEqual([
      ['Комнаты', ['две']],
    ])
  })
})
