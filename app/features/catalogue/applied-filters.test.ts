import { describe, expect, it } from 'vitest'
import type { FilterGroup } from '#contract/catalogue.ts'
import { appliedChips } from './applied-filters'
import { parseFilterParam, serializeFilterParam } from './filter-query'

const groups: FilterGroup[] = [
  { id: 'price', title: 'Preț', keyword: 'price', type: 'range', options: [], min: 10, max: 900 },
  {
    id: 'brand_id',
    title: 'Brand',
    keyword: 'brand_id',
    type: 'checkbox',
    options: [
      { id: 3, title: 'Samsung', keyword: '3', value: 'Samsung', active: true, count: 4 },
      { id: 5, title: 'Apple', keyword: '5', value: 'Apple', active: true, count: 2 },
    ],
  },
  {
    id: 7,
    title: 'Culoare',
    keyword: 'color',
    type: 'checkbox',
    options: [{ id: 70, title: 'Negru', keyword: 'black', value: null, active: true, count: 1 }],
  },
  { id: 8, title: 'Diagonală', keyword: 'screen', type: 'range', options: [], min: 5, max: 80 },
  {
    id: 9,
    title: 'Disponibilitate',
    keyword: 'status',
    type: 'checkbox',
    options: [
      { id: 90, title: 'Toate', keyword: 'all', value: null, active: true, count: 9 },
      { id: 91, title: 'În stoc', keyword: 'in_stock', value: null, active: true, count: 4 },
    ],
  },
]

/** Each chip as [label, the URL filter without it]. */
const chipsOf = (filter: string) =>
  appliedChips(parseFilterParam(filter), groups).map((c) => [
    `${c.group ?? 'PRICE'}: ${c.value.kind === 'option' ? c.value.title : `${c.value.range.from ?? ''}-${c.value.range.to ?? ''}`}`,
    serializeFilterParam(c.without),
  ])

describe('appliedChips: one removable chip per applied filter', () => {
  it.each<[string, string[][]]>([
    ['', []],
    ['brand_id:3', [['Brand: Samsung', '']]],
    [
      'brand_id:3,5,color:black',
      [
        ['Brand: Samsung', 'brand_id:5,color:black'],
        ['Brand: Apple', 'brand_id:3,color:black'],
        ['Culoare: Negru', 'brand_id:3,5'],
      ],
    ],
    [
      'price:100-500,color:black',
      [
        ['PRICE: 100-500', 'color:black'],
        ['Culoare: Negru', 'price:100-500'],
      ],
    ],
    ['price:-500', [['PRICE: -500', '']]],
    ['screen:14-27', [['Diagonală: 14-27', '']]],
    // a key or a value the back end's filter answer does not list is no chip (it stays in the URL)
    ['material:oak,color:white', []],
    ['zzz:1,2,3', []],
    ['brand_id:99999', []],
    ['brand_id:3,99999,zzz:1', [['Brand: Samsung', 'brand_id:99999,zzz:1']]],
    ['color:black,white', [['Culoare: Negru', 'color:white']]],
    // status 'all' is no filter
    ['status:all', []],
    ['status:all,in_stock', [['Disponibilitate: În stoc', 'status:all']]],
  ])('%s', (filter, expected) => expect(chipsOf(filter)).toEqual(expected))
})
