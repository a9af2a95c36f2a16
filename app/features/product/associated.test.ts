import { afterEach, describe, expect, it, vi } from 'vitest'
import { testProduct } from '../cart/product.fixture'

/** Storefront spec 8: "Associated products failure: empty list" (issue 52 point 5). */
const call = vi.fn()
vi.mock('../../api/request.server', () => ({ callForRequest: (...args: unknown[]) => call(...args) }))
// the catalogue's index reaches the shell's server modules (cloudflare:workers); the card mapping is not under test
vi.mock('../catalogue', () => ({ toCard: <T>(product: T) => product }))
const { loadAssociated } = await import('./product.server')

afterEach(() => call.mockReset())

describe('loadAssociated', () => {
  it('asks /general/v2/associated-products/ for the product and gives its products', async () => {
    call.mockResolvedValue({ ok: true, data: [testProduct(7, { title: 'Cable' })] })
    expect((await loadAssociated('ro', 301)).map((p) => p.title)).toEqual(['Cable'])
    expect(call).toHaveBeenCalledWith('ro', 'associatedProductsV2', { query: { product_id: 301 } })
  })

  it.each([
    ['a server error', { ok: false, status: 500, message: 'HTTP 500' }],
    ['a refused product', { ok: false, status: 404, message: 'Unknown product' }],
    ['an unreadable answer', { ok: false, status: 200, message: 'invalid response' }],
  ])('%s: an empty list, not an error', async (_, failure) => {
    call.mockResolvedValue(failure)
    await expect(loadAssociated('ro', 301)).resolves.toEqual([])
  })
})
