import { describe, expect, it } from 'vitest'
import {
  bannersByPosition,
  categoryGroups,
  homeFrame,
  inStockFirst,
  mainPageSeo,
  readRowSnapshot,
  rowSnapshot,
  serverRenderedCards,
} from './rules'

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
    expect([g.top, g.bottom, g.left_banner, g.right_banner].map((x) => x.map((b) => b.id))).toEqual([
      [1],
      [7],
      [4],
      [6],
    ])
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
    expect(
      mainPageSeo({
        seo_title: ' Casa ',
        seo_description: 'Best <b>shop</b>',
        seo_text: '<p><strong>Casa</strong> - fast &amp; safe</p><script>alert(1)</script><p>2 &lt; 3</p>',
      }),
    ).toEqual({
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

  it('caps the description at 300 characters', () =>
    expect(mainPageSeo({ seo_description: 'x'.repeat(400) }).description).toHaveLength(300))
})

describe('categoryGroups (products per category on the home page)', () => {
  const g = (id: number, products: number) => ({
    category: { id },
    products: Array.from({ length: products }, (_, i) => i),
  })
  it.each([
    ['keeps the back end order', [g(3, 2), g(1, 1), g(2, 5)], [3, 1, 2]],
    ['drops a category without products', [g(1, 0), g(2, 1)], [2]],
    ['keeps the first row of a category listed twice', [g(1, 1), g(2, 1), g(1, 4)], [1, 2]],
    ['an empty answer has no rows', [], []],
  ])('%s', (_, groups, ids) => expect(categoryGroups(groups).map((x) => x.category.id)).toEqual(ids))
  it('keeps the first row, not the later one', () =>
    expect(categoryGroups([g(1, 1), g(1, 4)])[0]?.products).toHaveLength(1))
})

describe('homeFrame', () => {
  it('drops every row of cards and keeps the rest, the sliders without their products', () => {
    const card = { productId: 1 }
    const data = {
      banners: [{ id: 1 }],
      newProducts: [card],
      popularProducts: [card],
      discountedProducts: [card],
      sliders: [{ id: 4, carouselName: 'Hits', products: [card] }],
      productOfTheDay: card,
      seo: { title: null },
    }
    expect(homeFrame(data)).toEqual({
      banners: [{ id: 1 }],
      sliders: [{ id: 4, carouselName: 'Hits' }],
      productOfTheDay: card,
      seo: { title: null },
    })
  })
})

describe('rowSnapshot / readRowSnapshot', () => {
  const cards = [
    { productId: 1, title: 'Plain', old_price: null, active: true },
    { productId: 2, title: 'Sneaky </script><script>alert(1)</script> <!-- x', categoryTitle: 'Ț & "q"' },
  ]
  it('has no < at all, so nothing in a title can close the element', () => {
    expect(rowSnapshot(cards)).not.toContain('<')
  })
  it('reads back exactly the cards, and writes them again to the same text (the hydrating row renders the same element)', () => {
    const text = rowSnapshot(cards)
    const read = readRowSnapshot(text)
    expect(read).toEqual(cards)
    expect(rowSnapshot(read ?? [])).toBe(text)
  })
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['{"a":1}', null],
    ['[1', null],
    ['[]', []],
  ])('%j -> %j', (text, expected) => {
    expect(readRowSnapshot(text)).toEqual(expected)
  })
})

describe('serverRenderedCards (decision 0088: the server renders what a row shows before it is scrolled)', () => {
  it.each([
    ['carousel', 12, 6],
    ['carousel', 6, 6],
    ['carousel', 3, 3],
    ['carousel', 0, 0],
    ['large', 12, 4],
    ['large', 2, 2],
    ['grid', 12, 12],
    ['grid', 40, 40],
  ] as const)('%s view, %i cards: %i on the server', (view, count, expected) => {
    expect(serverRenderedCards(view, count)).toBe(expected)
  })
})
