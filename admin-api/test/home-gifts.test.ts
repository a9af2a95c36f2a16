import { describe, expect, it } from 'vitest'
import type { CategoryListing, ProductCard } from '#contract/catalogue.ts'
import { carouselCategorySchema, categoryProductsMainSchema } from '#contract/content.ts'
import { SITE_THEMES } from '../seed/generate'
import { api } from './helpers'

/**
 * The home page's category calls and the gifts of the demo sites (issue 29 point 4; decision 0048):
 * every demo site has a category carousel, products per category from those categories, and gifts
 * on the first page of its categories - each gift an active product of the same category.
 */
const get = async <T>(path: string, site: string) => {
  const res = await api(path, { lang: 'ro', site })
  expect(res.status, `${site} ${path}`).toBe(200)
  return (await res.json()) as T
}

describe.each(SITE_THEMES.map((theme) => `demo-${theme}-token`))('%s', (site) => {
  it('the category carousel and the products per category: the carousel categories, each product of its own category', async () => {
    const tiles = carouselCategorySchema.parse(await get('/base/main-carousel-category', site))
    expect(tiles.length).toBeGreaterThan(0)
    const groups = categoryProductsMainSchema.parse(await get('/general/category-products-main-page/', site))
    expect(groups.length).toBeGreaterThan(0)
    const order = tiles.map((t) => t.id)
    expect(groups.map((g) => g.category.id)).toEqual(order.filter((id) => groups.some((g) => g.category.id === id)))
    for (const g of groups) {
      for (const p of g.products) {
        expect(p.active && p.is_stock).toBe(true)
        const ids = p.category.flatMap((c) => [c.categoryId, c.subcategoryId])
        expect(ids).toContain(g.category.id)
      }
    }
  })

  it('a category of the carousel has a product with a gift on its first page; the gift is another active product of that category', async () => {
    const [tile] = carouselCategorySchema.parse(await get('/base/main-carousel-category', site))
    const listing = await get<CategoryListing>(`/general/v2/category/${tile!.url}/`, site)
    const withGift = listing.products.filter((p) => p.gift_id)
    expect(withGift.length).toBeGreaterThan(0)
    for (const p of withGift) {
      const [gift] = await get<ProductCard[]>(`/general/products-by-ids?ids=${p.gift_id}`, site)
      expect(gift?.productId).toBe(p.gift_id)
      expect(gift?.productId).not.toBe(p.productId)
      expect(gift?.active).toBe(true)
      expect(gift?.category[0]?.subcategoryId ?? gift?.category[0]?.categoryId).toBe(
        p.category[0]?.subcategoryId ?? p.category[0]?.categoryId,
      )
    }
    // Most products come without one.
    expect(listing.products.filter((p) => p.gift_id === null).length).toBeGreaterThan(withGift.length)
  })
})
