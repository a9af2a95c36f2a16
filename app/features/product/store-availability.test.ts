import { describe, expect, it } from 'vitest'
import { availabilitySchema } from '#contract/catalogue.ts'
import { type AvailabilityAnswer, storeAvailabilityRows } from './store-availability'

const entry = (id: number, shops: AvailabilityAnswer[number]['shops']): AvailabilityAnswer[number] => ({
  id,
  available: true,
  is_stock: true,
  stock: 5,
  requested: 1,
  enough: true,
  shops,
})
const shopA = { shopId: 1, title: 'Centru', qty: 3, isOpen: true }
const shopB = { shopId: 2, title: 'Botanica', qty: 0, isOpen: false }

describe('storeAvailabilityRows', () => {
  it.each([
    ['the product is not in the answer', [entry(8, [shopA])], 7, null, []],
    ['no shops', [entry(7, [])], 7, null, []],
    [
      'back-end order, no stores list',
      [entry(7, [shopB, shopA])],
      7,
      null,
      [
        { ...shopB, address: null },
        { ...shopA, address: null },
      ],
    ],
    [
      'addresses joined by shopId',
      [entry(7, [shopA, shopB])],
      7,
      [{ shopId: 2, address: ' str. Dacia 1 ' }],
      [
        { ...shopA, address: null },
        { ...shopB, address: 'str. Dacia 1' },
      ],
    ],
    [
      'a blank address counts as none',
      [entry(7, [shopA])],
      7,
      [{ shopId: 1, address: '  ' }],
      [{ ...shopA, address: null }],
    ],
    ['the entry of this product only', [entry(8, [shopB]), entry(7, [shopA])], 7, null, [{ ...shopA, address: null }]],
    [
      'a shop listed twice shows once',
      [entry(7, [shopA, { ...shopA, qty: 9 }])],
      7,
      null,
      [{ ...shopA, address: null }],
    ],
    [
      'a negative quantity shows as 0',
      [entry(7, [{ ...shopA, qty: -2 }])],
      7,
      null,
      [{ ...shopA, qty: 0, address: null }],
    ],
    [
      'a count not said stays not said (the dialog: in stock)',
      [entry(7, [{ ...shopA, qty: null }])],
      7,
      null,
      [{ ...shopA, qty: null, address: null }],
    ],
  ] as const)('%s', (_, answer, id, stores, rows) => {
    expect(storeAvailabilityRows(answer as unknown as AvailabilityAnswer, id, stores)).toEqual(rows)
  })

  it("the answer's shops whose count is words or absent are kept, their count not said (session 60)", () => {
    const answer = availabilitySchema.parse([
      {
        id: 105,
        shops: [
          { shopId: 1, name: 'Magazin Centru', qty: 'mult', isOpen: 'true' },
          { shopId: 2, title: 'Magazin Botanica', qty: '>10', isOpen: 'false' },
          { shopId: 3, title: 'Depozit', qty: 2.5 },
          { shopId: 4, title: 'Ciocana' },
        ],
      },
    ])
    expect(storeAvailabilityRows(answer, 105, null).map((r) => [r.title, r.qty])).toEqual([
      ['Magazin Centru', null],
      ['Magazin Botanica', null],
      ['Depozit', 2.5],
      ['Ciocana', null],
    ])
  })
})
