import { describe, expect, it } from 'vitest'
import { bannersByPosition, inStockFirst, mainPageSeo } from './rules'

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
