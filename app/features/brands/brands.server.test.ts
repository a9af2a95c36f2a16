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
const { loadBrandListing, loadBrands } = await import('./brands.server')

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
