import { describe, expect, it } from 'vitest'
import { specAdvertAnswer } from './advert-answer.fixture'
import {
  advertAttributesSchema,
  advertCardSchema,
  advertCategoriesSchema,
  advertContactsSchema,
  advertDetailSchema,
  advertListSchema,
  advertLocationsSchema,
  advertRegionsSchema,
  advertSectorsSchema,
} from './adverts'
import { parseCollectingDrops } from './items'

/**
 * Session 63's ninth operator audit (decision 0118): the adverts area's lookups, attributes, nested
 * references and contacts in shapes the spec allows (it gives the lookups no shape, and names the
 * Advert's `contacts` and references without one). Each row failed on the old code.
 */

describe('the advert lookups: count optional, the title as title, name or per language (item 2)', () => {
  it.each([
    [
      'regions without count',
      advertRegionsSchema,
      [{ id: 3, title: 'Centru' }],
      { id: 3, title: 'Centru', count: null },
    ],
    [
      'regions named by name',
      advertRegionsSchema,
      [{ id: 3, name: 'Centru' }],
      { id: 3, title: 'Centru', count: null },
    ],
    [
      'regions per language',
      advertRegionsSchema,
      [{ id: 3, title_ro: 'Centru', title_ru: 'Центр' }],
      { id: 3, title: 'Centru', titles: { ro: 'Centru', ru: 'Центр', uk: '', en: '' }, count: null },
    ],
    [
      'regions per language, Russian only',
      advertRegionsSchema,
      [{ id: 3, title_ru: 'Центр', count: '4' }],
      { id: 3, title: 'Центр', count: 4 },
    ],
    [
      'regions as a DRF page',
      advertRegionsSchema,
      { count: 1, next: null, previous: null, results: [{ id: 3, name: 'Centru' }] },
      { id: 3, title: 'Centru' },
    ],
    [
      'categories without count',
      advertCategoriesSchema,
      [{ id: 10, parent_id: null, slug: 'case', title: 'Case' }],
      { id: 10, title: 'Case', count: null },
    ],
    [
      'categories per language',
      advertCategoriesSchema,
      [{ id: 10, parent_id: null, slug: 'case', title_ro: 'Case', title_ru: 'Дома' }],
      { id: 10, title: 'Case', titles: { ro: 'Case', ru: 'Дома', uk: '', en: '' }, count: null },
    ],
    [
      'categories with `parent`',
      advertCategoriesSchema,
      [{ id: 11, parent: 10, slug: 'vile', title: 'Vile', count: 2 }],
      { id: 11, parent_id: 10, count: 2 },
    ],
    [
      'locations without region_id',
      advertLocationsSchema,
      [{ id: 31, title: 'Botanica' }],
      { id: 31, title: 'Botanica', region_id: null },
    ],
    ['locations named by name', advertLocationsSchema, [{ id: 31, name: 'Botanica', region_id: 3 }], { region_id: 3 }],
    ['sectors without location_id', advertSectorsSchema, [{ id: 311, title: 'Nord' }], { location_id: null }],
  ] as const)('%s', (_name, schema, answer, first) => {
    const { result, drops } = parseCollectingDrops(schema, answer)
    expect(drops).toEqual([])
    expect(result.success && result.data[0]).toMatchObject(first)
  })
})

const attribute = (over: Record<string, unknown> = {}) => ({
  id: 1,
  keyword: 'rooms',
  type: 'select',
  unit: null,
  title: 'Camere',
  categories: [10],
  options: [{ id: 102, title: '2' }],
  ...over,
})

describe('the attributes lookup: item by item, wrapped, categories and options optional (item 3)', () => {
  it.each([
    ['a bare list with a checkbox attribute', [attribute(), attribute({ id: 3, type: 'checkbox' })], [1]],
    [
      'a DRF page',
      {
        count: 2,
        next: null,
        previous: null,
        results: [attribute(), attribute({ id: 2, type: 'number', options: [] })],
      },
      [1, 2],
    ],
    ['{ data }', { data: [attribute()] }, [1]],
    ['without categories', [attribute({ categories: undefined })], [1]],
    ['a number attribute without options', [attribute({ id: 2, type: 'number', options: undefined })], [2]],
  ])('%s', (_name, answer, ids) => {
    const { result } = parseCollectingDrops(advertAttributesSchema, answer)
    expect(result.success && result.data.map((a) => a.id)).toEqual(ids)
  })

  it('a checkbox attribute is left out alone, recorded as a drop', () => {
    const { drops } = parseCollectingDrops(advertAttributesSchema, [
      attribute(),
      attribute({ id: 3, type: 'checkbox' }),
    ])
    expect(drops.map((d) => d.path)).toEqual(['[*].type'])
  })

  it('an attribute and its options per language', () => {
    const a = advertAttributesSchema.parse([
      attribute({ title: undefined, title_ro: 'Camere', title_ru: 'Комнаты', options: [{ id: 102, name: '2' }] }),
    ])[0]
    expect(a).toMatchObject({ title: 'Camere', titles: { ru: 'Комнаты' }, options: [{ id: 102, title: '2' }] })
  })
})

const advert = (over: Record<string, unknown> = {}) => specAdvertAnswer(over)

describe('an advert with nested per-language references, without is_negotiable_price (item 9)', () => {
  const nested = {
    region: { id: 3, title_ro: 'Centru', title_ru: 'Центр' },
    location: { id: 31, title_ro: 'Botanica', title_ru: 'Ботаника' },
    sector: { id: 311, name: 'Nord' },
    category: { id: 10, slug: 'case', title_ro: 'Case', title_ru: 'Дома' },
  }
  it.each([
    ['region nested', { region: nested.region }, { region: { id: 3, title: 'Centru', titles: { ru: 'Центр' } } }],
    ['location nested', { location: nested.location }, { location: { id: 31, title: 'Botanica' } }],
    ['sector named by name', { sector: nested.sector }, { sector: { id: 311, title: 'Nord' } }],
    ['category nested', { category: nested.category }, { category: { id: 10, slug: 'case', title: 'Case' } }],
    [
      'category nested without its slug',
      { category: { id: 10, title_ru: 'Дома' } },
      { category: { id: 10, slug: '', title: 'Дома' } },
    ],
    ['is_negotiable_price absent', { is_negotiable_price: undefined }, { is_negotiable_price: false }],
    ['is_negotiable_price null', { is_negotiable_price: null }, { is_negotiable_price: false }],
  ])('%s: the card and the page read it', (_name, over, read) => {
    expect(advertCardSchema.parse(advert(over))).toMatchObject(read)
    expect(advertDetailSchema.parse(advert(over))).toMatchObject(read)
  })

  it('a list of such adverts keeps them all', () => {
    const { result, drops } = parseCollectingDrops(advertListSchema, [
      advert({ ...nested, is_negotiable_price: undefined }),
      advert({ id: 8, slug: 'casa-8', ...nested }),
    ])
    expect(drops).toEqual([])
    expect(result.success && result.data.data.map((a) => a.id)).toEqual(['7', '8'])
  })
})

describe("an advert's contacts in other shapes (item 10)", () => {
  it.each([
    ['phones as text', ['+37369123456'], [{ phone: '+37369123456' }]],
    ['phone_number', [{ name: 'Ion', phone_number: '+37369123456' }], [{ name: 'Ion', phone: '+37369123456' }]],
    [
      'one contact with phones',
      { name: 'Ion', phones: ['+37369123456', '+37322123456'] },
      [
        { name: 'Ion', phone: '+37369123456' },
        { name: 'Ion', phone: '+37322123456' },
      ],
    ],
    ['a list with phones', [{ name: 'Ion', phones: ['+37369123456'] }], [{ name: 'Ion', phone: '+37369123456' }]],
    ['phone wins over phone_number', [{ phone: '+37369000000', phone_number: 'x' }], [{ phone: '+37369000000' }]],
    ['a text that is no phone is dropped alone', ['javascript:alert(1)', '+37369123456'], [{ phone: '+37369123456' }]],
  ])('%s', (_name, contacts, read) => {
    expect(advertDetailSchema.parse(advert({ contacts })).contacts).toEqual(read)
    expect(advertContactsSchema.parse(contacts)).toEqual(read)
  })
})
