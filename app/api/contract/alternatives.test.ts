import { describe, expect, it } from 'vitest'
import { creditRequestBodySchema } from './calculators'
import { carrierPriceSchema } from './carrier'
import {
  categoryListingSchema,
  creditCalculateBodySchema,
  creditsSchema,
  filterGroupSchema,
  filterOptionSchema,
  productCardSchema,
  searchResultSchema,
} from './catalogue'
import { parseCollectingDrops } from './items'
import { testProduct } from './product-card.fixture'

/**
 * Issue 49.1: every alternative the spec names is accepted where the shop reads it, and a field the
 * spec does not name is optional with its stated default (docs/contract.md).
 */
describe('filter option: id (or sp_key), title or name, keyword, value, active', () => {
  it.each([
    [
      'id and title (ours)',
      { id: 1, title: 'Black', keyword: 'black', value: null, active: false, count: 3 },
      { id: 1, title: 'Black', count: 3 },
    ],
    [
      'sp_key and name, no count',
      { sp_key: 'black', name: 'Black', keyword: 'black', value: 'x', active: true },
      { id: 'black', title: 'Black', count: null },
    ],
    [
      'id and name, value and active absent',
      { id: '7', name: 'Black', keyword: 'black' },
      { id: '7', title: 'Black', value: null, active: false },
    ],
    [
      'a numeric value, a count as a string',
      { id: 2, title: 'Big', keyword: 'big', value: 42, active: false, count: '5' },
      { value: '42', count: 5 },
    ],
  ])('%s', (_, input, expected) => {
    expect(filterOptionSchema.parse(input)).toMatchObject(expected)
  })
  it.each([
    ['neither id nor sp_key', { title: 'Black', keyword: 'black' }],
    ['neither title nor name', { id: 1, keyword: 'black' }],
    ['no keyword', { id: 1, title: 'Black' }],
  ])('fails without %s', (_, input) => {
    expect(filterOptionSchema.safeParse(input).success).toBe(false)
  })
})

describe('filter group', () => {
  it('takes the keyword as id and title when the back end leaves them out, `name` as title, and range numbers as strings', () => {
    expect(filterGroupSchema.parse({ keyword: 'brand_id', options: [] })).toMatchObject({
      id: 'brand_id',
      title: 'brand_id',
      type: 'checkbox',
    })
    expect(
      filterGroupSchema.parse({ keyword: 'screen', name: 'Screen', type: 'range', min: '5.5', max: 7 }),
    ).toMatchObject({ title: 'Screen', type: 'range', min: 5.5, max: 7, options: [] })
  })
})

/** A card as admin-api/ sends it: the test fixture without the two fields the storefront itself sets. */
const card = (id: number) => {
  const { age_restricted: _age, gift_id: _gift, ...sent } = testProduct(id)
  return sent
}
const category = { id: 1, title: 'Phones', url: 'phones' }

describe('listings: "data.products or products", the other filter-group keys, our fields defaulted', () => {
  it.each([
    ['products', { products: [card(1), card(2)] }],
    ['data as the list', { data: [card(1), card(2)] }],
    ['data.products', { data: { products: [card(1), card(2)] } }],
  ])('reads the cards from %s and gives both products and data', (_, body) => {
    const out = searchResultSchema.parse(body)
    expect(out.products.map((p) => p.productId)).toEqual([1, 2])
    expect(out.data.map((p) => p.productId)).toEqual([1, 2])
    expect(out).toMatchObject({
      totalCount: 2,
      pages: 1,
      page: 1,
      page_size: 2,
      sort: 'default',
      filters: [],
      applied: {},
      min_and_max_price_value: { min: null, max: null },
      query: '',
    })
  })

  it('fails without any list of cards (a broken envelope)', () => {
    expect(searchResultSchema.safeParse({ totalCount: 0 }).success).toBe(false)
  })

  it('reads promo_filters, status_filter, category_filters, optionsValues and custom_item groups after filters, one group per keyword', () => {
    const group = (keyword: string) => ({ keyword, title: keyword, options: [{ id: 1, title: 'o', keyword: 'o' }] })
    const out = categoryListingSchema.parse({
      products: [],
      category,
      filters: [group('color')],
      promo_filters: [group('promo')],
      status_filter: group('status'),
      category_filters: [group('categoryId'), group('color')],
      optionsValues: 'not a group',
      custom_item: [group('custom')],
    })
    expect(out.filters.map((g) => g.keyword)).toEqual(['color', 'promo', 'status', 'categoryId', 'custom'])
    expect(out).not.toHaveProperty('promo_filters')
  })

  it('a category answer with only the spec-named parts gets our defaults: slugs from the url, no breadcrumbs, empty seo', () => {
    const out = categoryListingSchema.parse({ products: [], category })
    expect(out.category).toMatchObject({
      slugs: { ro: 'phones', ru: 'phones', uk: 'phones', en: 'phones' },
      subcategories: [],
      parent_id: null,
      productCount: 0,
    })
    expect(out).toMatchObject({ breadcrumbs: [], seo_info: { title: '', description: '', img: null, keywords: '' } })
  })
})

describe('product card', () => {
  it('reads decimals sent as strings, null for absent, and defaults the fields the spec leaves to us', () => {
    const out = productCardSchema.parse({
      productId: '12',
      title: 'Drill',
      url: 'drill',
      price: '12.50',
      old_price: null,
      active: true,
      available: true,
      is_stock: true,
      extra_of_theirs: [1],
    })
    expect(out).toMatchObject({
      productId: 12,
      price: 12.5,
      old_price: null,
      code: '',
      img: '',
      colors: [],
      discount: 0,
      multiplicity: 1,
      brand: { id: 0, name: '', slug: '' },
      rating: 0,
      home_delivery: true,
      card_payment_available: true,
      is_recipe: false,
    })
    expect(out.slugs).toEqual({ ro: 'drill', ru: 'drill', uk: 'drill', en: 'drill' })
    expect(out).not.toHaveProperty('extra_of_theirs')
  })
  it.each([
    ['a price that is not a number', { price: 'twelve' }],
    ['no url', { url: undefined }],
    ['no availability flag', { available: undefined }],
  ])('fails with %s', (_, over) => {
    expect(productCardSchema.safeParse({ ...card(1), ...over }).success).toBe(false)
  })
})

describe('carrier delivery price: "an array, first item read", the item an object or a string', () => {
  it.each([
    ['an object item', [{ type: 'warehouse', cost: 60, currency: 'UAH', estimated_days: 2 }]],
    ['a string item (a warning)', ['Branch closed']],
    [
      'a bare object, cost as a decimal string',
      { type: 'warehouse', cost: '60.50', currency: 'UAH', estimated_days: 2 },
    ],
    ['a bare string', 'Branch closed'],
    // the spec shows no fields: only the cost (or `price`) is needed
    ['the cost alone', [{ cost: 60 }]],
    ['a price, no cost', [{ price: '60.00', currency: 'UAH' }]],
  ])('%s', (_, body) => {
    const { result, drops } = parseCollectingDrops(carrierPriceSchema, body)
    expect(result.success && result.data).toHaveLength(1)
    expect(drops).toEqual([])
  })
  it("the cost alone: no type, currency or estimate (null: the shop's currency, no days shown)", () => {
    expect(carrierPriceSchema.parse([{ price: '60.50' }])).toEqual([
      { type: null, cost: 60.5, currency: null, estimated_days: null },
    ])
    expect(carrierPriceSchema.parse([{ type: 'warehouse' }])).toEqual([])
  })
})

describe('credit offers (spec 3: "options with credit_company id, companies")', () => {
  const option = { credit_company: 1, months: [6, 12], rate: '0.5' }
  it.each([
    [
      'an option without its own title takes its company title or name; no min_price is 0',
      { options: [option], companies: [{ id: 1, name: 'Iute Credit' }] },
      [{ credit_company: 1, title: 'Iute Credit', min_price: 0, rate: 0.5 }],
    ],
    [
      'an option of a company that is not listed, and with no title: left out',
      { options: [{ ...option, credit_company: 9 }], companies: [{ id: 1, title: 'Iute Credit' }] },
      [],
    ],
    [
      'ours',
      { options: [{ ...option, title: 'Iute 0%', min_price: 500 }], companies: [{ id: 1, title: 'Iute Credit' }] },
      [{ title: 'Iute 0%', min_price: 500 }],
    ],
    [
      // Session 60's operator audit: the option was dropped, and no credit offer shown.
      'the terms as text, or one term alone',
      {
        options: [
          { ...option, months: '3,6,12' },
          { ...option, months: '24' },
          { ...option, months: 18 },
        ],
        companies: [{ id: 1, title: 'Iute Credit' }],
      },
      [{ months: [3, 6, 12] }, { months: [24] }, { months: [18] }],
    ],
    // Session 63's operator audit: the offers vanished from product and cart.
    [
      'the company nested in the option ({ id, title }), no min_price',
      { options: [{ credit_company: { id: 1, title: 'Iute Credit' }, months: [6, 12], rate: 0.3 }], companies: [] },
      [{ credit_company: 1, title: 'Iute Credit', min_price: 0, months: [6, 12] }],
    ],
    [
      'the company nested by name, its id as text; the option without companies',
      { options: [{ credit_company: { id: '2', name: 'MAIB' }, months: 12 }] },
      [{ credit_company: 2, title: 'MAIB', months: [12] }],
    ],
    [
      'no companies listed, each option titled',
      { options: [{ ...option, title: 'Iute 0%' }] },
      [{ credit_company: 1, title: 'Iute 0%' }],
    ],
    [
      'companies by slug (id text)',
      {
        options: [{ credit_company: 'maib', months: [3, 6], rate: 0.18 }],
        companies: [{ id: 'maib', title: 'MAIB Credit' }],
      },
      [{ credit_company: 'maib', title: 'MAIB Credit' }],
    ],
    [
      'a nested company by slug',
      { options: [{ credit_company: { id: 'iute', title: 'Iute Credit' }, months: [6] }] },
      [{ credit_company: 'iute', title: 'Iute Credit' }],
    ],
    [
      "a nested company's option keeps its own title",
      { options: [{ ...option, credit_company: { id: 1, title: 'Iute Credit' }, title: 'Iute 0%' }] },
      [{ credit_company: 1, title: 'Iute 0%' }],
    ],
  ])('%s', (_name, body, expected) => {
    expect(creditsSchema.parse(body).options).toMatchObject(expected)
  })
})

/** A company's id text goes back as it came (session 63's operator audit); a digit text is its number. */
describe('a credit company id in the bodies', () => {
  it.each([
    [1, true],
    ['maib', true],
    ['a/b', false],
    ['', false],
    [0, false],
  ])('%s', (id, ok) => {
    expect(creditCalculateBodySchema.safeParse({ credit_company: id, months: 12, amount: 500 }).success).toBe(ok)
    expect(
      creditRequestBodySchema.safeParse({
        credit_company: id,
        months: 12,
        amount: 500,
        name: 'Ana',
        phone: '+37369123456',
      }).success,
    ).toBe(ok)
  })
  it('an option id of digits is the number', () => {
    expect(
      creditsSchema.parse({ options: [{ credit_company: '7', months: 6, title: 'X' }] }).options[0]?.credit_company,
    ).toBe(7)
  })
})
