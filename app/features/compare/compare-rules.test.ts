import { describe, expect, it } from 'vitest'
import { type CompareProperty, compareGroups, compareLayout, compareRows, visibleRows } from './compare-rules'

const p = (
  keyword: string,
  value: string,
  title = keyword.toUpperCase(),
  unit: string | null = null,
): CompareProperty => ({ keyword, title, value, unit })

describe('compareRows', () => {
  it.each<[string, number[], Record<number, CompareProperty[]>, [string, string, string[], boolean][]]>([
    ['no products', [], {}, []],
    ['one product', [1], { 1: [p('color', 'black')] }, [['color', 'COLOR', ['black'], false]]],
    [
      'same values do not differ',
      [1, 2],
      { 1: [p('color', 'black')], 2: [p('color', 'Black')] },
      [['color', 'COLOR', ['black', 'Black'], false]],
    ],
    [
      'different values',
      [1, 2],
      { 1: [p('ram', '8', 'RAM', 'GB')], 2: [p('ram', '16', 'RAM', 'GB')] },
      [['ram', 'RAM', ['8 GB', '16 GB'], true]],
    ],
    [
      'unit not repeated when the value has it',
      [1, 2],
      { 1: [p('ram', '64 GB', 'RAM', 'GB')], 2: [p('size', '15.6"', 'Size', '"')] },
      [
        ['ram', 'RAM', ['64 GB', ''], true],
        ['size', 'Size', ['', '15.6"'], true],
      ],
    ],
    [
      'missing on one product',
      [1, 2],
      { 1: [p('color', 'black'), p('wifi', 'yes')], 2: [p('color', 'black')] },
      [
        ['color', 'COLOR', ['black', 'black'], false],
        ['wifi', 'WIFI', ['yes', ''], true],
      ],
    ],
    [
      'keywords in first-seen order',
      [1, 2],
      { 1: [p('b', '1')], 2: [p('a', '1'), p('b', '1')] },
      [
        ['b', 'B', ['1', '1'], false],
        ['a', 'A', ['', '1'], true],
      ],
    ],
    [
      'repeated keyword joins values',
      [1],
      { 1: [p('port', 'USB'), p('port', 'HDMI')] },
      [['port', 'PORT', ['USB, HDMI'], false]],
    ],
    ['product without properties', [1, 2], { 1: [p('color', 'red')] }, [['color', 'COLOR', ['red', ''], true]]],
    [
      'blank keyword falls back to title; blank both dropped',
      [1],
      { 1: [p('', 'x', 'Weight'), p('', 'y', '')] },
      [['Weight', 'Weight', ['x'], false]],
    ],
  ])('%s', (_, ids, props, expected) => {
    expect(compareRows(ids, props).map((r) => [r.key, r.title, r.values, r.differs])).toEqual(expected)
  })
})

describe('visibleRows', () => {
  const rows = compareRows([1, 2], { 1: [p('a', '1'), p('b', '1')], 2: [p('a', '1'), p('b', '2')] })
  it.each<[boolean, number, string[]]>([
    [false, 2, ['a', 'b']],
    [true, 2, ['b']],
    [true, 1, ['a', 'b']],
  ])('only differences %s with %i products', (only, count, keys) => {
    expect(visibleRows(rows, only, count).map((r) => r.key)).toEqual(keys)
  })
})

describe('compareLayout', () => {
  it.each<[string | null | undefined, string]>([
    ['view_1', 'table'],
    ['view_2', 'cards'],
    ['view_3', 'table'],
    [null, 'table'],
    [undefined, 'table'],
    ['unknown', 'table'],
  ])('%s -> %s', (view, layout) => {
    expect(compareLayout(view)).toBe(layout)
  })
})

describe('compareGroups', () => {
  const cat = (
    categoryId: number,
    categoryTitle: string,
    subcategoryId: number | null = null,
    subcategoryTitle: string | null = null,
  ) => ({
    categoryId,
    categoryTitle,
    subcategoryId,
    subcategoryTitle,
  })
  it.each<[string, { productId: number; category: ReturnType<typeof cat>[] }[], [number, string, number[]][]]>([
    ['none', [], []],
    [
      'one category',
      [
        { productId: 1, category: [cat(5, 'Laptops')] },
        { productId: 2, category: [cat(5, 'Laptops')] },
      ],
      [[5, 'Laptops', [1, 2]]],
    ],
    [
      'subcategory wins, first-seen order',
      [
        { productId: 1, category: [cat(5, 'Electronics', 51, 'Laptops')] },
        { productId: 2, category: [cat(7, 'Coffee')] },
        { productId: 3, category: [cat(5, 'Electronics', 51, 'Laptops')] },
      ],
      [
        [51, 'Laptops', [1, 3]],
        [7, 'Coffee', [2]],
      ],
    ],
    ['no category', [{ productId: 9, category: [] }], [[0, '', [9]]]],
  ])('%s', (_, products, expected) => {
    expect(compareGroups(products).map((g) => [g.id, g.title, g.productIds])).toEqual(expected)
  })
})
