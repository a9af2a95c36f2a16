import { afterEach, describe, expect, it, vi } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * A promotion's listing on the server (GET /general/v2/promos/): the filter groups the spec titles
 * with its keys (`category`, `brandsTitle`) are named in the page's language, as a category's and
 * the search's are (review r52).
 */
const call = vi.fn()
// The catalogue's index (the listing helpers) reaches the shell's server module.
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({ callForRequest: (...args: unknown[]) => call(...args) }))
const { loadPromos } = await import('./offers.server')

afterEach(() => call.mockReset())

const filters = [
  { id: 'categoryId', title: 'category', keyword: 'categoryId', type: 'checkbox', options: [] },
  { id: 'brand_id', title: 'brandsTitle', keyword: 'brand_id', type: 'checkbox', options: [] },
  { id: 'color', title: 'Цвет', keyword: 'color', type: 'checkbox', options: [] },
]
const answer = () => {
  const products = [testProduct(1)]
  const promos = [{ id: 7, title: 'Autumn', slug: 'autumn', img: null, expireDate: '2099-01-01' }]
  return {
    ok: true,
    status: 200,
    data: { products, data: products, totalCount: 1, pages: 1, page: 1, filters, promos },
  }
}
const req = { page: 1, sort: 'newer+' as const }

describe('loadPromos', () => {
  it.each([
    ['ro', ['Categorie', 'Marcă', 'Цвет']],
    ['ru', ['Категория', 'Бренд', 'Цвет']],
  ] as const)("%s: the spec's key titles in the page's language, other titles as sent", async (locale, titles) => {
    call.mockResolvedValue(answer())
    const result = await loadPromos(locale, req)
    expect(result.status === 'ok' && result.data.filters.map((g) => g.title)).toEqual(titles)
    expect(result.status === 'ok' && result.data.promos.map((p) => p.id)).toEqual([7])
  })

  it('a failure stays a failure', async () => {
    call.mockResolvedValue({ ok: false, status: 503, message: 'down' })
    await expect(loadPromos('ro', req)).resolves.toMatchObject({ status: 'error', message: 'down' })
  })
})
