import { describe, expect, it } from 'vitest'
import { advertCardSchema, advertDetailSchema } from '#contract/adverts.ts'
import { advertInLanguage } from './advert-language'

const texts = (ro: string, ru: string, uk = '', en = '') => ({ ro, ru, uk, en })

describe('advertInLanguage: the page language of an advert that carries every language', () => {
  it.each([
    ['the page language when sent', 'ru', texts('Casă', 'Дом'), 'Дом'],
    ['a language not sent: the text as answered', 'uk', texts('Casă', 'Дом'), 'Casă'],
    ['a blank text is not sent', 'en', texts('Casă', 'Дом', '', '  '), 'Casă'],
    ['no texts per language: as answered', 'ru', undefined, 'Casă'],
  ] as const)('%s', (_n, locale, titles, shown) => {
    const advert = { title: 'Casă', description: 'Descriere', titles, descriptions: titles }
    const out = advertInLanguage(advert, locale)
    expect(out.title).toBe(shown)
    expect(out.description).toBe(shown === 'Casă' ? 'Descriere' : shown)
  })
})

/** An advert as the spec's Advert (accounts spec 3) names its fields, with what a list needs to link it. */
const specAdvert = {
  id: 7,
  slug: 'casa-7',
  type: 'sale',
  title_ro: 'Casă cu grădină',
  title_ru: 'Дом с садом',
  description_ro: 'Aproape de parc',
  description_ru: 'Рядом с парком',
  price: '45000.00',
  default_currency: 'EUR',
  area: 6,
  default_area_unit: 'ari',
  lat: null,
  lon: null,
  is_active: 1,
  is_draft: 0,
  is_negotiable_price: 0,
  region: 3,
  location: '12',
  sector: null,
  address: null,
  category: 2,
  attributes: [],
  contacts: [],
  images: ['https://img.example/1.jpg', 'https://img.example/2.jpg', 44],
  cadastral_number: null,
}

describe("the spec's Advert is read (decision 0120)", () => {
  it('a card: texts per language, references by id, images by address', () => {
    const card = advertCardSchema.parse(specAdvert)
    expect(card).toMatchObject({
      title: 'Casă cu grădină',
      titles: texts('Casă cu grădină', 'Дом с садом'),
      descriptions: texts('Aproape de parc', 'Рядом с парком'),
      category: { id: 2, title: '', slug: '' },
      region: { id: 3, title: '' },
      location: { id: 12, title: '' },
      sector: null,
      preview: 'https://img.example/1.jpg',
      images_count: 2,
      is_active: true,
      is_favorite: false,
      price: 45000,
    })
    expect(card.is_mine).toBeUndefined()
    expect(advertInLanguage(card, 'ru').title).toBe('Дом с садом')
  })

  it('a detail: the images as the page shows them, empty texts for null', () => {
    const detail = advertDetailSchema.parse(specAdvert)
    expect(detail.images.map((i) => [i.url, i.is_preview])).toEqual([
      ['https://img.example/1.jpg', true],
      ['https://img.example/2.jpg', false],
    ])
    expect([detail.address, detail.cadastral_number, detail.titles.uk]).toEqual(['', '', ''])
  })

  it.each([
    ['addresses', ['https://img.example/1.jpg', 'https://img.example/2.jpg']],
    [
      'objects with `image`',
      [
        { id: 9, image: 'https://img.example/1.jpg' },
        { id: 10, image: 'https://img.example/2.jpg' },
      ],
    ],
    [
      'objects with `file`, an id alone left out',
      [{ file: 'https://img.example/1.jpg' }, 5, { file: 'https://img.example/2.jpg' }],
    ],
  ])('images as %s', (_n, images) => {
    const detail = advertDetailSchema.parse({ ...specAdvert, images })
    expect(detail.images.map((i) => [i.url, i.position, i.is_preview])).toEqual([
      ['https://img.example/1.jpg', 0, true],
      ['https://img.example/2.jpg', 1, false],
    ])
    expect(detail.preview).toBe('https://img.example/1.jpg')
  })

  it('only ru sent: the shown text is ru', () => {
    const { title_ro: _ro, description_ro: _dro, ...ruOnly } = specAdvert
    expect(advertCardSchema.parse(ruOnly).title).toBe('Дом с садом')
  })

  it("our own shape is read as before: the back end's title, named references, no per-language fields invented", () => {
    const card = advertCardSchema.parse({
      ...specAdvert,
      title_ro: undefined,
      title_ru: undefined,
      description_ro: undefined,
      description_ru: undefined,
      title: 'Дом',
      description: 'Рядом',
      region: { id: 3, title: 'Chișinău' },
      images: undefined,
      preview: null,
      images_count: 0,
      is_mine: true,
    })
    expect(card).toMatchObject({ title: 'Дом', region: { id: 3, title: 'Chișinău' }, is_mine: true })
    expect(card.titles).toBeUndefined()
  })
})
