import { afterEach, describe, expect, it, vi } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * A brand's listing on the server: the filter groups the spec titles with its keys (`category`,
 * `brandsTitle`) are named in the page's language, as a category's and the search's are (review r52).
 */
const call = vi.fn()
// The catalogue's index (the listing helpers) reaches the shell's server module.
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({ callForRequest: (...args: unknown[]) => call(...args) }))
const { FEATURED_MORE_PAGES, loadBrandListing, loadBrands, loadFeaturedBrands } = await import('./brands.server')

afterEach(() => call.mockReset())

const filters = [
  { id: 'categoryId', title: 'category', keyword: 'categoryId', type: 'checkbox', options: [] },
  { id: 'brand_id', title: 'brandsTitle', keyword: 'brand_id', type: 'checkbox', options: [] },
  { id: 'color', title: 'Culoare', keyword: 'color', type: 'checkbox', options: [] },
]
const answer = () => {
  const products = [testProduct(1)]
  return {
    ok: true,
    status: 200,
    data: { products, data: products, totalCount: 1, pages: 1, page: 1, filters, brand: { id: 3, name: 'Acme' } },
  }
}
const req = { page: 1, sort: 'newer+' as const }

describe('loadBrandListing', () => {
  it.each([
    ['ro', ['Categorie', 'Marcă', 'Culoare']],
    ['ru', ['Категория', 'Бренд', 'Culoare']],
  ] as const)("%s: the spec's key titles in the page's language, other titles as sent", async (locale, titles) => {
    call.mockResolvedValue(answer())
    const result = await loadBrandListing(locale, 'acme', req)
    expect(result.status === 'ok' && result.data.filters.map((g) => g.title)).toEqual(titles)
  })

  it("an answer without its brand: the brand is named by its slug (the page's heading)", async () => {
    call.mockResolvedValue({ ...answer(), data: { ...answer().data, brand: null } })
    const result = await loadBrandListing('ro', 'de-longhi', req)
    expect(result.status === 'ok' && result.data.brand).toMatchObject({ name: 'De Longhi', slug: 'de-longhi' })
  })

  it('a listing without filters keeps its empty list; a failure stays a failure', async () => {
    call.mockResolvedValue({ ...answer(), data: { ...answer().data, filters: [] } })
    const result = await loadBrandListing('ro', 'acme', req)
    expect(result.status === 'ok' && result.data.filters).toEqual([])
    call.mockResolvedValue({ ok: false, status: 404, message: 'not found' })
    await expect(loadBrandListing('ro', 'acme', req)).resolves.toEqual({ status: 'not-found' })
  })
})

/**
 * The brands page's list is its main content (decision 0099): a failure a later try may mend is
 * `unavailable` (the page's notice and a 503), not an empty list the page calls "no brands yet"
 * (review r64: 200 with "Deocamdată nu există branduri de afișat." for html500, {}, null, empty, hang).
 */
describe('loadBrands', () => {
  const brand = { id: 1, name: 'Acme', slug: 'acme', image: null, featured: true }
  it.each([
    ['HTTP 500', { ok: false, status: 500, kind: 'status', message: 'HTTP 500' }],
    ['an answer the contract refuses ({}, null, empty)', { ok: false, status: 200, kind: 'malformed', message: 'x' }],
    ['no answer within the timeout', { ok: false, status: 0, kind: 'timeout', message: 'timed out' }],
  ])('%s: no brands, unavailable', async (_what, failure) => {
    call.mockResolvedValue(failure)
    await expect(loadBrands('ro')).resolves.toEqual({ brands: [], unavailable: true })
  })

  it('a refusal (404) is the empty state; an answer is the list', async () => {
    call.mockResolvedValue({ ok: false, status: 404, kind: 'status', message: 'HTTP 404' })
    await expect(loadBrands('ro')).resolves.toEqual({ brands: [], unavailable: false })
    call.mockResolvedValue({ ok: true, status: 200, data: { data: [brand], pages: 1 } })
    await expect(loadBrands('ro')).resolves.toEqual({ brands: [brand], unavailable: false })
  })
})

/**
 * The home page's brands from a back end that pages by its own size (session 67's operator audit: a DRF
 * page of 2 where 12 were asked; the home page showed 2). The next pages are asked by number on the
 * same call (never by the answer's `next` URL), at most FEATURED_MORE_PAGES more calls.
 */
describe('loadFeaturedBrands', () => {
  const brands = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: from + i, name: `B${from + i}`, slug: `b${from + i}`, image: null }))
  /** `total` brands, `per` a page, as brandListSchema reads a DRF page (pages from count and size). */
  const pagedBy =
    (total: number, per: number) => (_locale: string, _name: string, opts: { query: { page: number } }) => {
      const page = opts.query.page
      return Promise.resolve({
        ok: true,
        status: 200,
        data: {
          data: brands((page - 1) * per + 1, Math.min(per, total - (page - 1) * per)),
          totalCount: total,
          pages: Math.ceil(total / per),
        },
      })
    }

  it('a back end answering 2 a page: its next pages are asked for, all 6 brands shown', async () => {
    call.mockImplementation(pagedBy(6, 2))
    const { brands: shown } = await loadFeaturedBrands('ro')
    expect(shown.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(call.mock.calls.map((c) => [c[1], c[2].query.page])).toEqual([
      ['brands', 1],
      ['brands', 2],
      ['brands', 3],
    ])
  })

  it('bounded: at most FEATURED_MORE_PAGES more calls, however small its pages', async () => {
    call.mockImplementation(pagedBy(40, 1))
    const { brands: shown } = await loadFeaturedBrands('ro')
    expect(call).toHaveBeenCalledTimes(1 + FEATURED_MORE_PAGES)
    expect(shown).toHaveLength(1 + FEATURED_MORE_PAGES)
  })

  it('a full first page, or a single page, is one call; a later page that fails shows fewer brands', async () => {
    call.mockImplementation(pagedBy(30, 12))
    expect((await loadFeaturedBrands('ro')).brands).toHaveLength(12)
    expect(call).toHaveBeenCalledTimes(1)
    call.mockReset()
    call.mockImplementation(pagedBy(3, 5))
    expect((await loadFeaturedBrands('ro')).brands).toHaveLength(3)
    expect(call).toHaveBeenCalledTimes(1)
    call.mockReset()
    call.mockResolvedValueOnce({ ok: true, status: 200, data: { data: brands(1, 2), totalCount: 6, pages: 3 } })
    call.mockResolvedValue({ ok: false, status: 500, kind: 'status', message: 'HTTP 500' })
    await expect(loadFeaturedBrands('ro')).resolves.toEqual({ brands: brands(1, 2), unavailable: false })
  })
})
