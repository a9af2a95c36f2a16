import { beforeEach, describe, expect, it, vi } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'

const call = vi.fn()
vi.mock('#platform/request.server.ts', () => ({ callForRequest: (...args: unknown[]) => call(...args) }))

const { loadProductList } = await import('./product-list.server')

const ok = (data: unknown) => ({ ok: true, status: 200, data })
const down = { ok: false, status: 502, kind: 'status', body: null, message: 'GET /x/: HTTP 502' }

describe('loadProductList (the /list page of ids): spec 8 "Recommended failure: empty list"', () => {
  beforeEach(() => call.mockReset())

  it('a failed recommended call leaves the recommendations an empty list, the listed products shown, and says so', async () => {
    call.mockImplementation((_l: string, name: string) =>
      Promise.resolve(name === 'productsByIds' ? ok([testProduct(3)]) : down),
    )
    const list = await loadProductList('ro', [3])
    expect(list.products.map((p) => p.productId)).toEqual([3])
    expect(list.recommended).toEqual([])
    expect(list.degraded).toBe(true)
  })

  it('recommendations leave out the listed products', async () => {
    call.mockImplementation((_l: string, name: string) =>
      Promise.resolve(name === 'productsByIds' ? ok([testProduct(3)]) : ok([testProduct(3), testProduct(4)])),
    )
    const list = await loadProductList('ro', [3])
    expect(list.recommended.map((p) => p.productId)).toEqual([4])
    expect(list.degraded).toBe(false)
  })
})
