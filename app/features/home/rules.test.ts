import { describe, expect, it } from 'vitest'
import { bannersByPosition, inStockFirst } from './rules'

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
