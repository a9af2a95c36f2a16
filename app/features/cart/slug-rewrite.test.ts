import { describe, expect, it } from 'vitest'
import { slugChanges, titleChanges } from './slug-rewrite'

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
    [
      'unknown product keeps its slug',
      [line(1, 'telefon-a'), line(2, 'casti-b')],
      { 1: 'telefon-a-ru' },
      [[1, 'telefon-a-ru']],
    ],
    ['same slug is no change', [line(1, 'same')], { 1: 'same' }, []],
    ['empty slug is ignored', [line(1, 'a')], { 1: '' }, []],
    ['answers for products not in the cart are ignored', [line(1, 'a')], { 9: 'z' }, []],
    ['empty cart', [], { 1: 'x' }, []],
  ] as const)('%s', (_label, lines, slugs, expected) => {
    expect([...slugChanges(lines, slugs as Record<number, string>)]).toEqual(expected)
  })
})

describe('titleChanges (titles follow slugs on a language switch)', () => {
  const tline = (productId: number, title: string) => ({ product: { productId, title } })
  it.each([
    [
      'translated titles replace the old ones',
      [tline(1, 'Telefon'), tline(2, 'Căști')],
      { 1: 'Телефон', 2: 'Наушники' },
      [
        [1, 'Телефон'],
        [2, 'Наушники'],
      ],
    ],
    [
      'a product without an answer keeps its title',
      [tline(1, 'Telefon'), tline(2, 'Căști')],
      { 1: 'Телефон' },
      [[1, 'Телефон']],
    ],
    ['same title is no change', [tline(1, 'TV')], { 1: 'TV' }, []],
    ['blank titles are ignored', [tline(1, 'TV')], { 1: '  ' }, []],
    ['answers for products not in the cart are ignored', [tline(1, 'TV')], { 9: 'X' }, []],
  ] as const)('%s', (_label, lines, titles, expected) => {
    expect([...titleChanges(lines, titles as Record<number, string>)]).toEqual(expected)
  })
})
