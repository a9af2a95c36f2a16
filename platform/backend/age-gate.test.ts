import { describe, expect, it } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'
import { flagOf } from '../shared/cookie-flags'
import { ageGateActive, withoutAgeRestricted } from './age-gate'

/** The server's strip of age-restricted details for a viewer who has not confirmed their age (decision 0041). */
describe('ageGateActive, over the cookie as every layer reads it (flagOf)', () => {
  const A = 'is_age_valid'
  it.each([
    [true, '', true],
    [true, `${A}=false`, true],
    [true, `${A}=TRUE`, true],
    [true, `${A}=1`, true],
    [true, `${A}=true`, false],
    [true, `${A}=true; ${A}=true`, false],
    // one reading: a quoted, encoded or contradicted "yes" is no answer here, as for the page cache (session 69)
    [true, `${A}="true"`, true],
    [true, `${A}=%74rue`, true],
    [true, `${A}=true; ${A}=false`, true],
    [true, `${A}=false; ${A}=true`, true],
    [false, '', false],
    [false, `${A}=false`, false],
  ] as const)('site asks %s, cookie header %s: gate %s', (site, header, expected) => {
    expect(ageGateActive(site, flagOf(header, A))).toBe(expected)
  })
})

describe('withoutAgeRestricted', () => {
  const SECRET = 'adults-only-secret'
  const restricted = testProduct(7, { age_restricted: true, title: 'Pill 7', img: `/images/${SECRET}.svg` })
  const open = testProduct(8, { img: '/images/open.svg' })
  const detail = {
    ...restricted,
    description: `Take ${SECRET}`,
    seo_description: SECRET,
    properties: [{ id: 1, keyword: 'k', title: 't', value: SECRET, option_keyword: 'o', unit: null }],
    reviews_count: 4,
    similarProducts: [open, restricted],
  }
  const listing = (ageRestricted: boolean) => ({
    products: [restricted, open],
    data: [restricted, open],
    totalCount: 2,
    pages: 1,
    filters: [{ keyword: 'color', options: [] }],
    min_and_max_price_value: { min: 1, max: 9 },
    category: {
      id: 3,
      title: 'Pain relief',
      image: `/images/${SECRET}.svg`,
      seo_description: SECRET,
      age_restricted: ageRestricted,
    },
    seo_info: { title: 'Pain relief', description: SECRET, img: `/images/${SECRET}.svg`, keywords: '' },
  })

  it.each([
    ['a restricted card', restricted, { age_hidden: true, img: '', title: 'Pill 7', price: restricted.price }],
    [
      'a product page of a restricted product',
      {
        product: detail,
        seo_info: { title: 'Pill 7', description: SECRET, img: `/images/${SECRET}.svg`, keywords: '' },
        properties: detail.properties,
      },
      {
        product: {
          age_hidden: true,
          img: '',
          description: '',
          seo_description: '',
          properties: [],
          reviews_count: 0,
          similarProducts: [{ img: '/images/open.svg' }, { age_hidden: true, img: '' }],
        },
        properties: [],
        seo_info: { img: null, description: '' },
      },
    ],
    [
      'a restricted category listing: no products at all',
      listing(true),
      {
        products: [],
        data: [],
        filters: [],
        totalCount: 0,
        pages: 0,
        category: { age_hidden: true, title: 'Pain relief', image: null },
        seo_info: { img: null, title: 'Pain relief' },
      },
    ],
    [
      'an open listing: only the restricted card loses its image',
      listing(false),
      { products: [{ age_hidden: true, img: '' }, { img: '/images/open.svg' }], totalCount: 2 },
    ],
    ['a slider list', [{ products: [restricted] }], [{ products: [{ age_hidden: true, img: '' }] }]],
  ])('%s', (_name, input, expected) => {
    const out = withoutAgeRestricted(input)
    expect(out).toMatchObject(expected)
    const text = JSON.stringify(out)
    // The open listing keeps its category's own image and SEO text: only restricted things go.
    if (_name !== 'an open listing: only the restricted card loses its image') expect(text).not.toContain(SECRET)
    else expect(JSON.stringify((out as ReturnType<typeof listing>).products)).not.toContain(SECRET)
  })

  it('an open product is untouched, and the input is never changed', () => {
    expect(withoutAgeRestricted(open)).toEqual(open)
    expect(withoutAgeRestricted(open)).not.toHaveProperty('age_hidden')
    withoutAgeRestricted(detail)
    expect(detail.img).toContain(SECRET)
    expect(detail.description).toContain(SECRET)
  })
})
