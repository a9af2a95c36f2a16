import { describe, expect, it } from 'vitest'
import { ADVERTS } from '../../../app/api/contract/advert-rules'
import { advertBody, attributeChanges, decimalField, emptyAdvertForm, imageProblems } from './form-rules'

const MB = 1024 * 1024

describe('imageProblems', () => {
  it.each([
    ['a jpeg', [{ name: 'a.jpg', type: 'image/jpeg', size: MB }], 0, [0], []],
    ['a webp at the limit', [{ name: 'a.webp', type: 'image/webp', size: ADVERTS.images.maxBytes }], 0, [0], []],
    ['an svg', [{ name: 'x.svg', type: 'image/svg+xml', size: 100 }], 0, [], [{ name: 'x.svg', reason: 'type' }]],
    ['a pdf', [{ name: 'x.pdf', type: 'application/pdf', size: 100 }], 0, [], [{ name: 'x.pdf', reason: 'type' }]],
    ['one byte over', [{ name: 'big.png', type: 'image/png', size: ADVERTS.images.maxBytes + 1 }], 0, [], [{ name: 'big.png', reason: 'size' }]],
    [
      'the eleventh image',
      [
        { name: 'a.png', type: 'image/png', size: 1 },
        { name: 'b.png', type: 'image/png', size: 1 },
      ],
      9,
      [0],
      [{ name: 'b.png', reason: 'count' }],
    ],
  ] as const)('%s', (_name, files, kept, accepted, problems) => {
    expect(imageProblems([...files], kept)).toEqual({ accepted, problems })
  })
})

describe('decimalField', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['12,345', '12.35'],
    ['12.3', '12.3'],
    ['-5', '0'],
    ['1000000000', '999999999'],
  ])('%j -> %j', (raw, out) => expect(decimalField(raw, ADVERTS.priceMax)).toBe(out))
})

describe('advertBody', () => {
  const entries = (f: FormData) => [...f.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`])

  it('leaves empty fields out, always sends the flags and uses the defaults', () => {
    expect(entries(advertBody({ ...emptyAdvertForm(), title: ' Bike ' }, 'en', true))).toEqual([
      ['type', 'sale'],
      ['title_en', 'Bike'],
      ['default_currency', 'EUR'],
      ['default_area_unit', 'm2'],
      ['is_active', 'true'],
      ['is_draft', 'true'],
      ['is_negotiable_price', 'true'],
    ])
  })

  it('sends images in order (the first is the preview), the phone as contacts and removed images as the deletion list', () => {
    const file = new File(['x'], 'new.png', { type: 'image/png' })
    const state = { ...emptyAdvertForm(), title: 'Casa', price: '1000', negotiable: false, phone: '+37360000000', images: [{ id: 7, url: '' }, file], deletedImages: [3] }
    expect(entries(advertBody(state, 'ro', false))).toEqual([
      ['type', 'sale'],
      ['title_ro', 'Casa'],
      ['price', '1000'],
      ['default_currency', 'EUR'],
      ['default_area_unit', 'm2'],
      ['is_active', 'true'],
      ['is_draft', 'false'],
      ['is_negotiable_price', 'false'],
      ['images', '7'],
      ['images', 'file:new.png'],
      ['contacts', '[{"phone":"+37360000000"}]'],
      ['deleted_images', '3'],
    ])
  })
})

describe('attributeChanges (spec 5: attributes sent, removed ones as a deletion list)', () => {
  it.each([
    ['a new value', { '5': '3' }, [], [5, 7], [{ attribute: 5, value: 3 }], []],
    ['a decimal with a comma', { '7': '12,5' }, [], [5, 7], [{ attribute: 7, value: 12.5 }], []],
    ['a stored one cleared', { '5': '' }, [5], [5, 7], [], [5]],
    ['a stored one never shown again (other category): neither', { '9': '2' }, [9], [5, 7], [], []],
    ['not a number: a stored one is deleted', { '7': 'abc' }, [7], [5, 7], [], [7]],
    ['lookups not loaded: nothing', { '5': '3' }, [5], null, [], []],
  ] as const)('%s', (_name, values, stored, applicable, attributes, deleted) => {
    expect(attributeChanges({ attributes: { ...values }, storedAttributes: [...stored] }, applicable === null ? null : [...applicable])).toEqual({ attributes, deletedAttributes: deleted })
  })

  it('reaches the multipart body as JSON and deleted_attributes', () => {
    const body = advertBody({ ...emptyAdvertForm(), sector: '4', attributes: { '5': '3', '7': '' }, storedAttributes: [7] }, 'ro', false, [5, 7])
    expect(JSON.parse(String(body.get('attributes')))).toEqual([{ attribute: 5, value: 3 }])
    expect(body.getAll('deleted_attributes')).toEqual(['7'])
    expect(body.get('sector')).toBe('4')
  })
})
