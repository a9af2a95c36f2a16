import { describe, expect, it } from 'vitest'
import { api } from './helpers'

/** GET /general/sliders with the spec's optional is_product_page or key (spec 7.1; issue 52 point 4). */
interface Slider {
  id: number
  carouselName: string
  slug: string
  products: unknown[]
}
const sliders = async (query = '') => {
  const r = await api(`/general/sliders${query}`, { lang: 'ro' })
  expect(r.status).toBe(200)
  return (await r.json()) as Slider[]
}

describe('GET /general/sliders', () => {
  it('is_product_page=true: only the sliders for product pages; false: the others; none given: all', async () => {
    const all = await sliders()
    const product = await sliders('?is_product_page=true')
    const home = await sliders('?is_product_page=false')
    expect(product.map((s) => s.slug)).toEqual(['product_page'])
    expect(product[0]?.products.length).toBeGreaterThan(0)
    expect(home.map((s) => s.slug)).not.toContain('product_page')
    expect(home.length).toBeGreaterThan(0)
    expect([...home, ...product].map((s) => s.id).sort()).toEqual(all.map((s) => s.id).sort())
  })

  it('key: the one slider with that slug', async () => {
    expect((await sliders('?key=hits')).map((s) => s.slug)).toEqual(['hits'])
    expect(await sliders('?key=nope')).toEqual([])
  })
})
