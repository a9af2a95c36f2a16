import { describe, expect, it } from 'vitest'
import { slugChanges } from './slug-rewrite'

const line = (productId: number, url: string) => ({ product: { productId, url } })

describe('slugChanges', () => {
  it.each([
    [
      'every line translated',
      [line(1, 'telefon-a'), line(2, 'casti-b')],
      { 1: 'telefon-a-ru', 2: 'naushniki-b' },
      [
        [1, 'telefon-a-ru'],
        [2, 'naushniki-b'],
      ],
    ],
    ['unknown product keeps its slug', [line(1, 'telefon-a'), line(2, 'casti-b')], { 1: 'telefon-a-ru' }, [[1, 'telefon-a-ru']]],
    ['same slug is no change', [line(1, 'same')], { 1: 'same' }, []],
    ['empty slug is ignored', [line(1, 'a')], { 1: '' }, []],
    ['answers for products not in the cart are ignored', [line(1, 'a')], { 9: 'z' }, []],
    ['empty cart', [], { 1: 'x' }, []],
  ] as const)('%s', (_label, lines, slugs, expected) => {
    expect([...slugChanges(lines, slugs as Record<number, string>)]).toEqual(expected)
  })
})
