import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LIMITS } from '#config'
import { testProduct } from '#contract/product-card.fixture.ts'

const call = vi.fn()
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({ callForRequest: (...args: unknown[]) => call(...args) }))

const { loadHome } = await import('./home.server')

const notSetUp = { ok: false, status: 404, kind: 'status', body: null, message: 'GET /x/: HTTP 404' }

describe('the home page\'s discounted products (spec 9: "discount page_size 10")', () => {
  beforeEach(() => call.mockReset())

  it('asks /shop/product/ for type discount with page_size 10 and shows at most 10, in stock first', async () => {
    expect(LIMITS.discountPageSize).toBe(10)
    const twelve = Array.from({ length: 12 }, (_, i) => testProduct(i + 1, { is_stock: i !== 0 }))
    call.mockImplementation((_l: string, name: string) =>
      Promise.resolve(
        name === 'shopProduct'
          ? { ok: true, status: 200, data: { products: { results: twelve, count: 12, next: null, previous: null } } }
          : notSetUp,
      ),
    )
    const home = await loadHome('ro', false)
    const asked = call.mock.calls.find((c) => c[1] === 'shopProduct')
    expect(asked?.[2]).toEqual({ query: { type: 'discount', page_size: 10 } })
    expect(home.discountedProducts).toHaveLength(10)
    expect(home.discountedProducts[0]?.productId).toBe(2)
  })
})
