import { describe, expect, it } from 'vitest'
import { type CategoryListing, formatFilterQuery } from '#contract/catalogue.ts'
import { api } from './helpers'

/**
 * Disjunctive facet counts (issue 28 point 7): with filters applied, an option's count is what the
 * listing would hold if its group's selection were that option alone, the other groups kept.
 */

type Sel = Record<string, string[]>
const get = async (path: string, sel: Sel) => {
  const filters = formatFilterQuery(sel)
  const res = await api(
    `${path}${path.includes('?') ? '&' : '?'}page_size=1${filters ? `&filters=${encodeURIComponent(filters)}` : ''}`,
    { lang: 'ro' },
  )
  expect(res.status).toBe(200)
  return (await res.json()) as CategoryListing
}

/** Every count of the first options of the given groups against the listing it promises. */
async function expectDisjunctive(path: string, sel: Sel, keys: string[], atLeast = 5) {
  const listing = await get(path, sel)
  let checked = 0
  for (const key of keys) {
    const group = listing.filters.find((f) => f.keyword === key)
    expect(group, key).toBeDefined()
    for (const option of group!.options.slice(0, 4)) {
      const promised = await get(path, { ...sel, [key]: [option.keyword] })
      expect(option.count, `${key}:${option.keyword} with ${JSON.stringify(sel)}`).toBe(promised.totalCount)
      checked++
    }
  }
  expect(checked).toBeGreaterThanOrEqual(atLeast)
  return listing
}

describe('facet counts follow the applied filters', () => {
  it('a category: one colour applied narrows the storage and brand counts, the colour counts stay those of the colour alone', async () => {
    const all = await get('/general/v2/category/electronice/', {})
    const color = all.filters.find((f) => f.keyword === 'color')!
    const storage = all.filters.find((f) => f.keyword === 'storage')!
    const c = color.options[0]!.keyword
    const filtered = await expectDisjunctive('/general/v2/category/electronice/', { color: [c] }, [
      'color',
      'storage',
      'brand_id',
      'categoryId',
    ])
    // the colour's own counts are unchanged by its own selection; another group's counts shrink
    expect(filtered.filters.find((f) => f.keyword === 'color')!.options.map((o) => o.count)).toEqual(
      color.options.map((o) => o.count),
    )
    const storageSum = (l: CategoryListing) =>
      l.filters.find((f) => f.keyword === 'storage')!.options.reduce((s, o) => s + (o.count ?? 0), 0)
    expect(storageSum(filtered)).toBeLessThan(storageSum(all))
    expect(storage.options.length).toBeGreaterThan(0)
  })

  it('a category with two groups and a brand applied', async () => {
    const all = await get('/general/v2/category/electronice/', {})
    const pick = (k: string) =>
      all.filters
        .find((f) => f.keyword === k)!
        .options.slice(0, 2)
        .map((o) => o.keyword)
    await expectDisjunctive(
      '/general/v2/category/electronice/',
      { color: pick('color'), storage: pick('storage'), brand_id: pick('brand_id') },
      ['color', 'storage', 'brand_id'],
    )
  })

  it('a search with a brand and a price range applied', async () => {
    const all = await get('/general/v2/search/search/?query=samsung', {})
    const brands = all.filters.find((f) => f.keyword === 'brand_id')!.options
    expect(brands.length).toBeGreaterThan(0)
    const max = all.min_and_max_price_value.max!
    await expectDisjunctive(
      '/general/v2/search/search/?query=samsung',
      { brand_id: [brands[0]!.keyword], price: [`-${Math.round(max / 2)}`] },
      ['brand_id', 'categoryId'],
      2,
    )
  })
})
