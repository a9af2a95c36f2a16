import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { productPageSchema } from '#contract/catalogue.ts'
import { PRODUCT_PHOTO_VIEWS } from '../src/services/products'
import { api, BASE } from './helpers'

describe('product photos and map tiles', () => {
  it("a product's page lists its photos, the main one first, each one a distinct drawing", async () => {
    const [first] = (await (await api('/general/products-by-ids?ids=1')).json()) as { url: string }[]
    const slug = first?.url
    expect(slug).toBeTruthy()
    const page = productPageSchema.parse(await (await api(`/general/v2/product/${slug}/`)).json())
    const { images, img } = page.product
    expect(images).toHaveLength(PRODUCT_PHOTO_VIEWS)
    expect(images[0]).toBe(img)
    expect(new Set(images).size).toBe(images.length)
    const drawings = await Promise.all(
      images.map(async (src) => (await SELF.fetch(src.replace(/^https?:\/\/[^/]+/, BASE))).text()),
    )
    for (const svg of drawings) expect(svg).toMatch(/^<svg /)
    expect(new Set(drawings).size).toBe(drawings.length)
  })

  it('serves drawn map tiles for the shops map in development, and 404 for bad paths', async () => {
    const tile = await SELF.fetch(`${BASE}/tiles/12/2389/1432.svg`)
    expect(tile.status).toBe(200)
    expect(tile.headers.get('Content-Type')).toContain('image/svg+xml')
    expect(await tile.text()).toContain('12/2389/1432')
    for (const path of ['/tiles/99/1/1.svg', '/tiles/a/1/1.svg', '/tiles/1/1/1.png'])
      expect((await SELF.fetch(`${BASE}${path}`)).status, path).toBe(404)
  })
})
