import { describe, expect, it } from 'vitest'
import { specAdvertAnswer } from './advert-answer.fixture'
import { advertFavoritesSchema, favoriteAdvertsSchema } from './adverts'

/**
 * The adverts area's favourites from a back end written from the spec alone (session 61's operator
 * audit): GET /favorites/?area=adverts shows no answer, GET /api/my-favorite-adverts/ is "listed per
 * category" without its shape.
 */
const advert = (over: Record<string, unknown> = {}) => specAdvertAnswer(over)
const ours = { ...advert(), category: { id: 2, title: 'Case', slug: 'case' } }

describe('GET /favorites/?area=adverts: the favourite adverts ids, read as the shop reads its own', () => {
  it.each([
    ['ours', { products: [ours], ids: [11, 7] }, ['11', '7']],
    ['{ ids } alone, as text', { ids: ['11'] }, ['11']],
    [
      'a bare list of rows',
      [
        { id: 1, product_id: 11 },
        { id: 2, product_id: '12' },
      ],
      ['11', '12'],
    ],
    ['a DRF page of rows', { count: 1, next: null, previous: null, results: [{ id: 1, product_id: 11 }] }, ['11']],
    ['a bare list of adverts', [advert(), advert({ id: 8, slug: 'casa-8' })], ['7', '8']],
    ['rows with the advert', [{ id: 1, product: advert({ id: 9 }) }], ['9']],
  ])('%s gives the ids (the heart was empty)', (_, body, ids) => {
    expect(advertFavoritesSchema.parse(body).ids).toEqual(ids)
  })
  it('the cards of a bare list are the cards', () => {
    expect(advertFavoritesSchema.parse([advert()]).products.map((a) => a.id)).toEqual(['7'])
  })
  it('an item that gives no id fails the answer: no favourite is dropped', () => {
    expect(advertFavoritesSchema.safeParse([{ id: 1, product_id: 11 }, { title: 'x' }]).success).toBe(false)
  })
})

describe('GET /api/my-favorite-adverts/: ours, a bare list, a DRF page or per-category groups', () => {
  const two = [advert(), advert({ id: 8, slug: 'casa-8', category: 5 })]
  it.each([
    [
      'ours',
      { categories: [{ id: 2, title: 'Case', slug: 'case', count: 4 }], data: two, totalCount: 4, pages: 2 },
      { totalCount: 4, pages: 2 },
      [{ id: 2, title: 'Case', slug: 'case', count: 4 }],
    ],
    [
      'a bare list',
      two,
      { totalCount: 2, pages: 1 },
      [
        { id: 2, title: '', slug: '', count: 1 },
        { id: 5, title: '', slug: '', count: 1 },
      ],
    ],
    [
      'a DRF page with a next page',
      { count: 5, next: 'https://b.md/api/my-favorite-adverts/?page=2', previous: null, results: two },
      { totalCount: 5, pages: 3 },
      [
        { id: 2, title: '', slug: '', count: 1 },
        { id: 5, title: '', slug: '', count: 1 },
      ],
    ],
    [
      'a DRF page, the only one, without count',
      { next: null, previous: null, results: [advert(), { ...ours, id: 9 }] },
      { totalCount: 2, pages: 1 },
      [{ id: 2, title: 'Case', slug: 'case', count: 2 }],
    ],
    [
      'per-category groups',
      [
        { category: { id: 2, title: 'Case', slug: 'case' }, adverts: [advert()] },
        { id: 5, title: 'Terenuri', slug: 'terenuri', count: 3, results: [advert({ id: 8, category: 5 })] },
      ],
      { totalCount: 2, pages: 1 },
      [
        { id: 2, title: 'Case', slug: 'case', count: 1 },
        { id: 5, title: 'Terenuri', slug: 'terenuri', count: 3 },
      ],
    ],
  ])('%s (the page said the favourites could not be loaded)', (_, body, counts, categories) => {
    const page = favoriteAdvertsSchema.parse(body)
    expect(page.data).toHaveLength(2)
    expect({ totalCount: page.totalCount, pages: page.pages }).toEqual(counts)
    expect(page.categories).toEqual(categories)
  })
})
