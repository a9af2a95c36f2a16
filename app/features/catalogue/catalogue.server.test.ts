import { afterEach, describe, expect, it, vi } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * A category page's server side: a category asked for by another language's slug redirects to its
 * own, a page past the last is found through page 1 when the back end answers it with 404, and the
 * listing carries the category's address in every language (canonical and hreflang).
 */
const call = vi.fn()
vi.mock('#platform/request.server.ts', () => ({ callForRequest: (...args: unknown[]) => call(...args) }))
const { loadCategoryListing } = await import('./catalogue.server')
const { categoryListingSchema } = await import('#contract/catalogue.ts')
const { pageCleanup } = await import('./page-rule')

afterEach(() => call.mockReset())

const slugs = { ro: 'telefoane', ru: 'telefony', uk: 'telefoni', en: 'phones' }
function answer(locale: 'ro' | 'ru' | 'uk' | 'en', over: Record<string, unknown> = {}) {
  const products = [testProduct(1)]
  return {
    ok: true,
    status: 200,
    data: {
      products,
      data: products,
      totalCount: 159,
      pages: 7,
      page: 1,
      category: { id: 3, title: 'Phones', url: slugs[locale], slugs, subcategories: [] },
      ...over,
    },
  }
}
const req = (page: number, cumulative = false) => ({ page, sort: 'newer+' as const, cumulative })

describe('loadCategoryListing', () => {
  it.each([
    ['ru', 'telefoane', 'telefony'],
    ['en', 'telefoane', 'phones'],
    ['ro', 'phones', 'telefoane'],
  ] as const)('/%s/%s redirects to its own slug %s', async (locale, slug, own) => {
    call.mockResolvedValue(answer(locale))
    await expect(loadCategoryListing(locale, slug, req(1))).resolves.toEqual({ status: 'redirect', slug: own })
  })

  it('its own slug: the listing with its address in each language, page 2 with ?page=2', async () => {
    call.mockResolvedValue(answer('ru'))
    const result = await loadCategoryListing('ru', 'telefony', req(2))
    expect(result.status === 'ok' && result.data.addresses).toEqual({
      ro: '/ro/telefoane?page=2',
      ru: '/ru/telefony?page=2',
      uk: '/uk/telefoni?page=2',
      en: '/en/phones?page=2',
    })
    const first = await loadCategoryListing('ru', 'telefony', req(1))
    expect(first.status === 'ok' && first.data.addresses.ro).toBe('/ro/telefoane')
  })

  it("the spec's key titles of the brand and category groups come in the page's language (review r52)", async () => {
    const filters = [
      { id: 'brand_id', title: 'brandsTitle', keyword: 'brand_id', type: 'checkbox', options: [] },
      { id: 'categoryId', title: 'category', keyword: 'categoryId', type: 'checkbox', options: [] },
      { id: 'color', title: 'Цвет', keyword: 'color', type: 'checkbox', options: [] },
    ]
    call.mockResolvedValue(answer('ru', { filters }))
    const result = await loadCategoryListing('ru', 'telefony', req(1))
    expect(result.status === 'ok' && result.data.filters.map((g) => g.title)).toEqual(['Бренд', 'Категория', 'Цвет'])
  })

  it('an answer that names no category: the page asked for, under its slug in every language', async () => {
    const nameless = { id: 0, title: '', url: '', slugs: { ro: '', ru: '', uk: '', en: '' }, subcategories: [] }
    call.mockResolvedValue(answer('ru', { category: nameless }))
    const result = await loadCategoryListing('ru', 'telefony', req(1))
    expect(result.status).toBe('ok')
    expect(result.status === 'ok' && result.data.category.url).toBe('telefony')
    expect(result.status === 'ok' && result.data.addresses).toEqual({
      ro: '/ro/telefony',
      ru: '/ru/telefony',
      uk: '/uk/telefony',
      en: '/en/telefony',
    })
  })

  it('load-more mode: ?page=N shows at most maxLoadMorePages, its canonical that page', async () => {
    call.mockResolvedValue(answer('ro', { pages: 40 }))
    const result = await loadCategoryListing('ro', 'telefoane', req(25, true))
    expect(result.status === 'ok' && result.data.addresses.ro).toBe('/ro/telefoane?page=10')
  })

  it('a back end that answers a page past the last with 404: page 1, whose pages say the last', async () => {
    call.mockImplementation((_l, _e, { query }) =>
      Promise.resolve(query.page > 7 ? { ok: false, status: 404, message: 'Invalid page.' } : answer('ro')),
    )
    const result = await loadCategoryListing('ro', 'telefoane', req(8))
    expect(result.status === 'ok' && result.data.pages).toBe(7)
  })

  describe('a back end that pages by next/previous links only (no totalCount, no pages)', () => {
    // Three pages of 24 (productCount 60 beside the cards); a page past them answers 200, no cards, its
    // previous link the page before it, as a back end that builds its links from the page number does.
    const link = (n: number) => `http://backend/general/v2/category/telefoane/?page=${n}`
    const linksOnly = (productCount: number) => (page: number) => {
      const cards = page <= 3 ? Array.from({ length: page < 3 ? 24 : 12 }, (_, i) => testProduct(page * 100 + i)) : []
      const raw = {
        products: cards,
        next: page < 3 ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        category: { id: 3, title: 'Phones', url: 'telefoane', slugs, productCount, subcategories: [] },
      }
      return { ok: true, status: 200, data: categoryListingSchema.parse(raw) }
    }

    it.each([
      ['the count beside the cards says 3 pages', 60, 3],
      ['no count at all: what page 1 says (its next link), as for a back end that answers 404', 0, 2],
    ])('a page past the last: page 1 is asked and says the last (%s)', async (_name, productCount, last) => {
      const answers = linksOnly(productCount)
      call.mockImplementation((_l, _e, { query }) => Promise.resolve(answers(query.page)))
      const result = await loadCategoryListing('ro', 'telefoane', req(9))
      expect(call.mock.calls.map(([, , { query }]) => query.page)).toEqual([9, 1])
      expect(result.status === 'ok' && result.data.pages).toBe(last)
      // ... the same as a known count's page past the last, which the route sends to the last page
      expect(pageCleanup('?page=9', result.status === 'ok' ? result.data.pages : 0)).toBe(
        last > 1 ? `?page=${last}` : '',
      )
    })

    it('load-more mode: the last page asked for empty is past the last too', async () => {
      const answers = linksOnly(60)
      call.mockImplementation((_l, _e, { query }) => Promise.resolve(answers(query.page)))
      const result = await loadCategoryListing('ro', 'telefoane', req(5, true))
      expect(result.status === 'ok' && result.data.pages).toBe(3)
    })

    it('the last page itself is served as it is, asked once', async () => {
      const answers = linksOnly(60)
      call.mockImplementation((_l, _e, { query }) => Promise.resolve(answers(query.page)))
      const result = await loadCategoryListing('ro', 'telefoane', req(3))
      expect(call).toHaveBeenCalledTimes(1)
      expect(result.status === 'ok' && [result.data.pages, result.data.products.length]).toEqual([3, 12])
    })
  })

  it('a category that is not there is still not found', async () => {
    call.mockResolvedValue({ ok: false, status: 404, message: 'Unknown category' })
    await expect(loadCategoryListing('ro', 'nothing', req(3))).resolves.toEqual({ status: 'not-found' })
  })
})
