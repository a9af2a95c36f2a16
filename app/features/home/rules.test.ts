import { describe, expect, it } from 'vitest'
import { bannersByPosition, categoryGroups, inStockFirst, mainPageSeo } from './rules'

describe('bannersByPosition', () => {
  it('groups by show_on, null goes to header', () => {
    const banners = [
      { id: 1, show_on: 'top' as const },
      { id: 2, show_on: 'main' as const },
      { id: 3, show_on: null },
      { id: 4, show_on: 'left_banner' as const },
      { id: 5, show_on: 'main' as const },
      { id: 6, show_on: 'right_banner' as const },
      { id: 7, show_on: 'bottom' as const },
    ]
    const g = bannersByPosition(banners)
    expect(g.main.map((b) => b.id)).toEqual([2, 5])
    expect(g.header.map((b) => b.id)).toEqual([3])
    expect([g.top, g.bottom, g.left_banner, g.right_banner].map((x) => x.map((b) => b.id))).toEqual([[1], [7], [4], [6]])
  })
})

describe('inStockFirst', () => {
  it('keeps in-stock items only, first 10', () => {
    const products = Array.from({ length: 25 }, (_, i) => ({ id: i, is_stock: i % 2 === 0 }))
    const kept = inStockFirst(products)
    expect(kept).toHaveLength(10)
    expect(kept.every((p) => p.is_stock)).toBe(true)
    expect(kept[0]!.id).toBe(0)
  })
  it('an empty list stays empty', () => expect(inStockFirst([])).toEqual([]))
})

describe('main_page_settings: mainPageSeo', () => {
  it('takes the title and description, and the text without its markup', () => {
    expect(mainPageSeo({ seo_title: ' Casa ', seo_description: 'Best <b>shop</b>', seo_text: '<p><strong>Casa</strong> - fast &amp; safe</p><script>alert(1)</script><p>2 &lt; 3</p>' })).toEqual({
      title: 'Casa',
      description: 'Best shop',
      text: 'Casa - fast & safe 2 < 3',
    })
  })

  it.each([
    [null, { title: null, description: null, text: null }],
    [
      { seo_title: '', seo_description: '   ', seo_text: '<p></p>' },
      { title: null, description: null, text: null },
    ],
  ])('blank or missing fields are null: %j', (input, expected) => expect(mainPageSeo(input)).toEqual(expected))

  it('caps the description at 300 characters', () => expect(mainPageSeo({ seo_description: 'x'.repeat(400) }).description).toHaveLength(300))
})

describe('categoryGroups (products per category on the home page)', () => {
  const g = (id: number, products: number) => ({ category: { id }, products: Array.from({ length: products }, (_, i) => i) })
  it.each([
    ['keeps the back end order', [g(3, 2), g(1, 1), g(2, 5)], [3, 1, 2]],
    ['drops a category without products', [g(1, 0), g(2, 1)], [2]],
    ['keeps the first row of a category listed twice', [g(1, 1), g(2, 1), g(1, 4)], [1, 2]],
    ['an empty answer has no rows', [], []],
  ])('%s', (_, groups, ids) => expect(categoryGroups(groups).map((x) => x.category.id)).toEqual(ids))
  it('keeps the first row, not the later one', () => expect(categoryGroups([g(1, 1), g(1, 4)])[0]?.products).toHaveLength(1))
})
