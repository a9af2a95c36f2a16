import { describe, expect, it } from 'vitest'
import { ADVERT_CLEARED, ADVERTS, advertFormData, parseDecimal, publishProblems } from './advert-rules'

describe('parseDecimal (spec 5: a comma or a dot, two decimals, may clamp)', () => {
  it.each([
    ['12,5', {}, 12.5],
    ['12.345', {}, 12.35],
    [' 7 ', {}, 7],
    ['0,004', {}, 0],
    ['1.2345', { decimals: 3 }, 1.235],
    ['-5', { min: 0 }, 0],
    ['2000000000', { max: ADVERTS.priceMax }, ADVERTS.priceMax],
    ['abc', {}, null],
    ['1,2,3', {}, null],
    ['', {}, null],
    ['1e9', {}, null],
  ] as const)('parseDecimal(%j, %j) = %s', (raw, opts, expected) => expect(parseDecimal(raw, opts)).toBe(expected))
})

const publishable = { is_draft: false, titles: ['Casa', '', '', ''], category: 2, region: 3, location: 1, price: 0 }
describe('publishProblems', () => {
  it.each([
    ['complete', publishable, []],
    ['no title in any language', { ...publishable, titles: [' ', '', '', ''] }, ['title_ro']],
    ['a title in English only', { ...publishable, titles: ['', '', '', 'House'] }, []],
    [
      'no category, region, location or price',
      { ...publishable, category: null, region: null, location: null, price: null },
      ['category', 'location', 'price', 'region'],
    ],
    [
      'a draft with nothing',
      { is_draft: true, titles: [], category: null, region: null, location: null, price: null },
      [],
    ],
  ] as const)('%s', (_, input, fields) =>
    expect(Object.keys(publishProblems({ ...input, titles: [...input.titles] })).sort()).toEqual(fields),
  )
})

describe('advertFormData (spec 5)', () => {
  it('leaves empty fields out, always sends the flags, keeps the image order, sends deletion lists', () => {
    const photo = new Blob(['x'])
    const form = advertFormData({
      fields: { title_ro: 'Casă', title_ru: '', description_ro: '  ', price: 0, area: undefined, region: undefined },
      is_active: true,
      is_draft: false,
      is_negotiable_price: false,
      images: [12, photo, 7],
      attributes: [{ attribute: 1, value: 2 }],
      contacts: [],
      deletedImages: [3, 4],
      deletedAttributes: [5],
    })
    expect([...form.keys()]).toEqual([
      'title_ro',
      'price',
      'is_active',
      'is_draft',
      'is_negotiable_price',
      'images',
      'images',
      'images',
      'attributes',
      'deleted_images',
      'deleted_images',
      'deleted_attributes',
    ])
    expect(form.get('price')).toBe('0')
    expect(form.get('is_negotiable_price')).toBe('false')
    const images = form.getAll('images')
    expect(images[0]).toBe('12')
    expect(images[1]).toBeInstanceOf(Blob)
    expect(images[2]).toBe('7')
    expect(form.get('attributes')).toBe('[{"attribute":1,"value":2}]')
    expect(form.getAll('deleted_images')).toEqual(['3', '4'])
  })

  it('sends a cleared field (null) and cleared contacts with the empty value (decision 0066)', () => {
    const form = advertFormData({
      fields: { address: null, area: null, sector: null, title_ro: '' },
      is_active: true,
      is_draft: false,
      is_negotiable_price: true,
      images: [],
      attributes: [],
      contacts: null,
    })
    expect([...form.entries()]).toEqual([
      ['address', ADVERT_CLEARED],
      ['area', ''],
      ['sector', ''],
      ['is_active', 'true'],
      ['is_draft', 'false'],
      ['is_negotiable_price', 'true'],
      ['contacts', '[]'],
    ])
  })
})
