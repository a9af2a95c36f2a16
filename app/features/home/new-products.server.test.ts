import { describe, expect, it, vi } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'

/** Storefront spec 7.1 "/{locale}/main/slider-new_products/ keeps items with is_stock, first 10". */
const call = vi.fn()
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({ callForRequest: (...args: unknown[]) => call(...args) }))
const { loadHome } = await import('./home.server')
const notSetUp = { ok: false, status: 404, kind: 'status', body: null, message: 'GET /x/: HTTP 404' }

describe('the home page new products', () => {
  it('keeps the in-stock ones, first 10', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => testProduct(i + 1, { is_stock: i !== 0 }))
    call.mockImplementation((_l: string, name: string) =>
      Promise.resolve(name === 'newProducts' ? { ok: true, status: 200, data: { products: twelve } } : notSetUp),
    )
    const home = await loadHome('ro', false)
    expect(home.newProducts.map((p) => p.productId)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })
})
