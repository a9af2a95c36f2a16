import { afterEach, describe, expect, it, vi } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'
import { forgetOtherPaths } from '#platform/shared/not-offered.ts'

/**
 * What the product page loads in the browser below the fold (issue 52 points 4 and 5): associated
 * products (spec 8, "Associated products failure: empty list") and the operator's product-page
 * sliders (spec 7.1, sliders with is_product_page; spec 8, "slider load failure").
 */
const call = vi.fn()
vi.mock('#platform/request.server.ts', () => ({ callForRequest: (...args: unknown[]) => call(...args) }))
// the catalogue's index reaches the shell's server modules (cloudflare:workers); the card mapping is not under test
vi.mock('../catalogue', () => ({ toCard: <T>(product: T) => product }))
const { loadAssociated, loadProductPageSliders } = await import('./product.server')

afterEach(() => {
  call.mockReset()
  // each test meets its own back end: which associated path answered is not carried over
  forgetOtherPaths()
})

describe('loadAssociated', () => {
  it('asks /general/v2/associated-products/ for the product and gives its products', async () => {
    call.mockResolvedValue({ ok: true, data: [testProduct(7, { title: 'Cable' })] })
    expect((await loadAssociated('ro', 301)).map((p) => p.title)).toEqual(['Cable'])
    expect(call).toHaveBeenCalledWith('ro', 'associatedProductsV2', { query: { product_id: 301 } })
  })

  it('a back end without the v2 path (404) is asked at /general/associated-products/ (spec 7.2 names both)', async () => {
    call
      .mockResolvedValueOnce({ ok: false, status: 404, message: 'Not found' })
      .mockResolvedValueOnce({ ok: true, status: 200, data: [testProduct(8, { title: 'Case' })] })
    expect((await loadAssociated('ro', 301)).map((p) => p.title)).toEqual(['Case'])
    expect(call.mock.calls.map((c) => c[1])).toEqual(['associatedProductsV2', 'associatedProducts'])
  })

  it.each([
    ['a server error', { ok: false, status: 500, message: 'HTTP 500' }],
    ['a refused product', { ok: false, status: 400, message: 'Unknown product' }],
    ['neither path offered', { ok: false, status: 404, message: 'Not found' }],
    ['an unreadable answer', { ok: false, status: 200, message: 'invalid response' }],
  ])('%s: an empty list, not an error', async (_, failure) => {
    call.mockResolvedValue(failure)
    await expect(loadAssociated('ro', 301)).resolves.toEqual([])
  })
})

describe('loadProductPageSliders', () => {
  const slider = (id: number, products: ReturnType<typeof testProduct>[]) => ({
    id,
    carouselName: `Slider ${id}`,
    slug: `s${id}`,
    products,
  })

  it('asks for the sliders marked for product pages, each with its name and cards; an empty one is left out', async () => {
    call.mockResolvedValue({ ok: true, data: [slider(1, [testProduct(8, { title: 'Pick' })]), slider(2, [])] })
    const sliders = await loadProductPageSliders('ru')
    expect(call).toHaveBeenCalledWith('ru', 'sliders', { query: { is_product_page: true } })
    expect(sliders.map((s) => [s.id, s.carouselName, s.products.map((p) => p.title)])).toEqual([
      [1, 'Slider 1', ['Pick']],
    ])
  })

  it('a failure: no sliders', async () => {
    call.mockResolvedValue({ ok: false, status: 500, message: 'HTTP 500' })
    await expect(loadProductPageSliders('ru')).resolves.toEqual([])
  })
})
