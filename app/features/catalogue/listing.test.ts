import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { LIMITS } from '#config'
import type { ProductCard } from '#contract/catalogue.ts'
import { type ApiResult, apiRequest } from '#platform/backend/client.ts'
import { loadPages, loadPagesPastLast, toListingResult } from './listing'

/**
 * pagination_option load_more: the listing shows pages 1..page merged in order (so a reload
 * restores everything shown), at most LIMITS.maxLoadMorePages; pagination mode loads one page.
 */
type Page = { products: ProductCard[]; data: ProductCard[]; page: number }
const card = (id: number) => ({ productId: id }) as ProductCard
const pageOf = (page: number): ApiResult<Page> => {
  const products = [card(page * 100 + 1), card(page * 100 + 2)]
  return { ok: true, status: 200, data: { products, data: products, page } }
}
const ids = (r: ApiResult<Page>) => (r.ok ? r.data.products.map((p) => p.productId) : null)

describe('loadPages', () => {
  it.each<[string, { page: number; cumulative?: boolean }, number[], number[]]>([
    ['pagination: only the page asked for', { page: 3 }, [3], [301, 302]],
    ['load more, page 1', { page: 1, cumulative: true }, [1], [101, 102]],
    [
      'load more, page 3: pages 1, 2 and 3 in order',
      { page: 3, cumulative: true },
      [1, 2, 3],
      [101, 102, 201, 202, 301, 302],
    ],
  ])('%s', async (_name, req, pages, products) => {
    const load = vi.fn(async (page: number) => pageOf(page))
    const result = await loadPages({ sort: 'default', ...req }, load)
    expect(load.mock.calls.map(([p]) => p)).toEqual(pages)
    expect(ids(result)).toEqual(products)
    // products and data carry the same merged list; the rest of the answer is the last page's
    expect(result.ok && result.data.data.map((p) => p.productId)).toEqual(products)
    expect(result.ok && result.data.page).toBe(pages.at(-1))
  })

  it(`load more restores at most ${LIMITS.maxLoadMorePages} pages`, async () => {
    const load = vi.fn(async (page: number) => pageOf(page))
    await loadPages({ sort: 'default', page: 500, cumulative: true }, load)
    expect(load).toHaveBeenCalledTimes(LIMITS.maxLoadMorePages)
  })

  it('one failed page fails the listing (no half list)', async () => {
    const failure: ApiResult<Page> = { ok: false, status: 502, message: 'down' } as ApiResult<Page>
    const result = await loadPages({ sort: 'default', page: 3, cumulative: true }, async (page) =>
      page === 2 ? failure : pageOf(page),
    )
    expect(result).toBe(failure)
  })
})

describe('loadPagesPastLast: a back end that answers a page past the last with 404', () => {
  const paged = (last: number) =>
    vi.fn(async (page: number): Promise<ApiResult<Page & { pages: number }>> => {
      if (page > last) return { ok: false, kind: 'status', status: 404, body: null, message: 'HTTP 404' }
      const r = pageOf(page)
      return r.ok ? { ...r, data: { ...r.data, pages: last } } : r
    })

  it.each<[string, number, number, number[], number | null]>([
    ['page 9 of 7: the first page answers, saying 7 pages', 9, 7, [9, 1], 1],
    ['page 3 of 7: asked once', 3, 7, [3], 3],
    ['page 1 not found: the not-found page, asked once', 1, 0, [1], null],
  ])('%s', async (_name, page, last, asked, answered) => {
    const load = paged(last)
    const result = await loadPagesPastLast({ sort: 'default', page }, load)
    expect(load.mock.calls.map(([p]) => p)).toEqual(asked)
    expect(result.ok ? result.data.page : null).toBe(answered)
  })

  it('a 404 whose first page has that page after all stays not-found (the list itself is gone)', async () => {
    const load = vi.fn(
      async (page: number): Promise<ApiResult<Page & { pages: number }>> =>
        page === 1
          ? { ok: true, status: 200, data: { ...(pageOf(1) as { data: Page }).data, pages: 9 } }
          : { ok: false, kind: 'status', status: 404, body: null, message: 'HTTP 404' },
    )
    const result = await loadPagesPastLast({ sort: 'default', page: 5 }, load)
    expect(result.ok).toBe(false)
  })
})

describe('toListingResult: which failures are the not-found page', () => {
  const failure = (status: number): ApiResult<{ products: [] }> => ({
    ok: false,
    kind: 'status',
    status,
    body: null,
    message: `HTTP ${status}`,
  })
  it.each([
    [404, false, 'not-found'],
    [404, true, 'not-found'],
    [400, true, 'not-found'], // a category or brand slug the back end refuses (over 300 characters)
    [400, false, 'error'], // a search or the promotions: a refused query is not a missing page
    [500, true, 'error'],
    [503, false, 'error'],
  ] as const)('HTTP %i (addressed by slug: %s) -> %s', (status, bySlug, expected) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(toListingResult(failure(status), 'test', bySlug).status).toBe(expected)
    warn.mockRestore()
  })

  it.each([
    [400, true],
    [403, true],
    [408, false],
    [429, false],
    [500, false],
    [0, false], // a timeout or a network failure
  ])('an error of HTTP %i is a refusal (no 503): %s', (status, refused) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(toListingResult(failure(status), 'test')).toMatchObject({ status: 'error', refused })
    warn.mockRestore()
  })
})

describe("a listing's error carries no words of the back end (review r64)", () => {
  it('a 500 saying where its database is: the loader data names the call and the status only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const detail = 'OperationalError: could not connect to db-primary.internal (10.0.3.4), user=shop_admin'
    const cfg = {
      baseUrl: 'http://admin.test',
      siteToken: 't',
      locale: 'ro' as const,
      fetcher: async () => Response.json({ detail }, { status: 500 }),
    }
    const result = await apiRequest(cfg, '/general/v2/category/telefoane/', {
      schema: z.object({ products: z.array(z.unknown()) }),
    })
    const listing = toListingResult(result as ApiResult<{ products: never[] }>, 'category', true)
    expect(listing).toEqual({
      status: 'error',
      message: 'GET /general/v2/category/telefoane/: HTTP 500',
      refused: false,
    })
    expect(JSON.stringify(listing)).not.toMatch(/OperationalError|db-primary|10\.0\.3\.4|shop_admin/)
    warn.mockRestore()
  })
})
