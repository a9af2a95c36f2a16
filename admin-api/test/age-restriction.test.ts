import { describe, expect, it } from 'vitest'
import type { CategoryListing, ProductDetail } from '#contract/catalogue.ts'
import type { GlobalSettings } from '#contract/settings.ts'
import { api } from './helpers'

/**
 * Age restriction in the reference back end (issue 27 point 4; decision 0041): a category is for
 * adults only (migration 0015), and so is everything below it and every product in it; the pharmacy
 * demo marks its pain-relief category and asks for the age (additional_settings.age_restriction).
 */
const get = async <T>(path: string, site = 'demo-pharma-token') => {
  const res = await api(path, { lang: 'ro', site })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

describe('age-restricted categories and products', () => {
  it('the restricted category and its products carry age_restricted; its parent and other categories do not', async () => {
    const relief = await get<CategoryListing>('/general/v2/category/analgezice/?page_size=100')
    expect(relief.category.age_restricted).toBe(true)
    expect(relief.products.length).toBeGreaterThan(0)
    expect(relief.products.every((p) => p.age_restricted)).toBe(true)
    const medicines = await get<CategoryListing>('/general/v2/category/medicamente/?page_size=100')
    expect(medicines.category.age_restricted).toBe(false)
    // The parent lists both: only the pain-relief products are marked.
    const marked = medicines.products.filter((p) => p.age_restricted)
    expect(marked.length).toBeGreaterThan(0)
    expect(marked.length).toBeLessThan(medicines.products.length)
    expect(marked.every((p) => p.category[0]?.subcategoryUrl === 'analgezice')).toBe(true)
    const antibiotics = await get<CategoryListing>('/general/v2/category/antibiotice/?page_size=100')
    expect(antibiotics.category.age_restricted).toBe(false)
    expect(antibiotics.products.some((p) => p.age_restricted)).toBe(false)
  })

  it("a restricted product's page says so", async () => {
    const relief = await get<CategoryListing>('/general/v2/category/analgezice/?page_size=1')
    const page = await get<{ product: ProductDetail }>(`/general/v2/product/${relief.products[0]!.url}/`)
    expect(page.product.age_restricted).toBe(true)
  })

  it('only the pharmacy demo asks for the age', async () => {
    expect((await get<GlobalSettings>('/settings/global_site_settings')).additional_settings.age_restriction).toBe(true)
    expect(
      (await get<GlobalSettings>('/settings/global_site_settings', 'demo-electro-token')).additional_settings
        .age_restriction,
    ).toBe(false)
  })
})
