import { describe, expect, it } from 'vitest'
import { specAdvertAnswer } from './advert-answer.fixture'
import { advertCardSchema, advertDetailSchema, advertListSchema } from './adverts'
import { parseCollectingDrops } from './items'

/**
 * The adverts list and page from a back end written from the spec alone (session 61's operator audit):
 * the spec's Advert (accounts spec 3) names its fields without their shapes, and spec 5 gives the
 * defaults ("Default measure unit m2, default currency EUR").
 */
const advert = (over: Record<string, unknown> = {}) => specAdvertAnswer({ price: '45000', area: 6, ...over })

describe("an advert's currency and area unit: the spec's defaults when not sent", () => {
  it.each([
    ['currency null', { default_currency: null }, { default_currency: 'EUR', default_area_unit: 'ari' }],
    ['currency absent', { default_currency: undefined }, { default_currency: 'EUR', default_area_unit: 'ari' }],
    ['currency in lower case', { default_currency: 'mdl' }, { default_currency: 'MDL', default_area_unit: 'ari' }],
    ['unit null', { default_area_unit: null }, { default_currency: 'EUR', default_area_unit: 'm2' }],
    ['unit absent', { default_area_unit: undefined }, { default_currency: 'EUR', default_area_unit: 'm2' }],
    [
      'a unit the shop has no words for',
      { default_area_unit: 'acre' },
      { default_currency: 'EUR', default_area_unit: null },
    ],
  ])('%s: the card and the page read it', (_name, over, read) => {
    expect(advertCardSchema.parse(advert(over))).toMatchObject(read)
    expect(advertDetailSchema.parse(advert(over))).toMatchObject(read)
  })

  it('a list with one advert without its currency keeps it', () => {
    const { result, drops } = parseCollectingDrops(advertListSchema, {
      data: [advert(), advert({ id: 8, slug: 'casa-8', default_currency: null })],
      totalCount: 2,
      pages: 1,
    })
    expect(result.success && result.data.data.map((a) => [a.id, a.default_currency])).toEqual([
      ['7', 'EUR'],
      ['8', 'EUR'],
    ])
    expect(drops).toEqual([])
  })

  it('a code that is no currency code still leaves out that advert alone', () => {
    const { result, drops } = parseCollectingDrops(advertListSchema, {
      data: [advert(), advert({ id: 8, default_currency: 'euro' })],
    })
    expect(result.success && result.data.data.map((a) => a.id)).toEqual(['7'])
    expect(drops.map((d) => d.path)).toEqual(['data[*].default_currency'])
  })
})

describe('the adverts list: ours, a DRF page or a bare list', () => {
  it.each([
    ['ours', { data: [advert(), advert({ id: 8 })], totalCount: 30, pages: 2 }, { totalCount: 30, pages: 2 }],
    ['ours without the counts', { data: [advert(), advert({ id: 8 })] }, { totalCount: 2, pages: 1 }],
    [
      'a DRF page, the only one',
      { count: 2, next: null, previous: null, results: [advert(), advert({ id: 8 })] },
      { totalCount: 2, pages: 1 },
    ],
    [
      'a DRF page with a next page',
      {
        count: 5,
        next: 'https://b.md/general/v2/product?page=2',
        previous: null,
        results: [advert(), advert({ id: 8 })],
      },
      { totalCount: 5, pages: 3 },
    ],
    ['a bare list', [advert(), advert({ id: 8 })], { totalCount: 2, pages: 1 }],
  ])('%s', (_name, answer, counts) => {
    const list = advertListSchema.parse(answer)
    expect(list.data.map((a) => a.id)).toEqual(['7', '8'])
    expect({ totalCount: list.totalCount, pages: list.pages }).toEqual(counts)
  })
})

describe("an advert's contacts null (session 61's browser check: its page was a 503)", () => {
  it.each([
    ['null', null, 0],
    ['absent', undefined, 0],
    ['one object', { phone: '+37369000000' }, 1],
  ])('%s', (_, contacts, count) => {
    expect(advertDetailSchema.parse(advert({ contacts })).contacts).toHaveLength(count)
  })
})
