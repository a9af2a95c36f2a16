import { describe, expect, it } from 'vitest'
import { brandGroupKey, brandHref, featuredBrandLinks, featuredBrands, groupBrands } from './rules'

describe('brandGroupKey', () => {
  it.each([
    ['Asus', 'A'],
    ['asus', 'A'],
    ['1More', '1'],
    ['3L Office', '1'],
    ['9 Months', '1'],
    ['0 Degrees', '1'],
    ['Kärcher', 'K'],
    ['Ștefan Vodă', 'S'],
    ['Яблоко', 'Я'],
    ['  Bosch', 'B'],
    ['(Other)', '#'],
    ['', '#'],
    ['   ', '#'],
  ])('%j -> %s', (name, key) => {
    expect(brandGroupKey(name)).toBe(key)
  })
})

const b = (name: string) => ({ name })
const keys = (names: string[]) => groupBrands(names.map(b)).map((g) => [g.key, g.brands.map((x) => x.name)])

describe('groupBrands', () => {
  it.each<[string, string[], (string | string[])[][]]>([
    ['empty', [], []],
    [
      'digits first, grouped under 1',
      ['Bosch', '3M', 'Asus', '1More', '9 Months'],
      [
        ['1', ['1More', '3M', '9 Months']],
        ['A', ['Asus']],
        ['B', ['Bosch']],
      ],
    ],
    ['numeric order inside the digit group', ['10X', '2E', '1st Kitchen'], [['1', ['1st Kitchen', '2E', '10X']]]],
    ['case and diacritics share a group', ['kärcher', 'Kinnarps', 'KRKA'], [['K', ['kärcher', 'Kinnarps', 'KRKA']]]],
    [
      'latin before cyrillic, other last',
      ['Яблоко', '#hash', 'Bosch', 'Альфа'],
      [
        ['B', ['Bosch']],
        ['А', ['Альфа']],
        ['Я', ['Яблоко']],
        ['#', ['#hash']],
      ],
    ],
    ['blank names dropped', ['', ' ', 'Dell'], [['D', ['Dell']]]],
  ])('%s', (_, names, expected) => {
    expect(keys(names)).toEqual(expected)
  })

  it('keeps the brand objects', () => {
    const brands = [{ name: 'Sony', id: 7 }]
    expect(groupBrands(brands)[0]!.brands[0]).toBe(brands[0])
  })
})

describe('featuredBrands', () => {
  it.each([
    [0, 0],
    [5, 5],
    [12, 12],
    [30, 12],
  ])('%i brands -> %i featured', (n, expected) => {
    const list = Array.from({ length: n }, (_, i) => i)
    expect(featuredBrands(list)).toEqual(list.slice(0, expected))
  })
})

describe('featuredBrandLinks', () => {
  const brand = (id: number) => ({
    id,
    name: `B${id}`,
    slug: `b${id}`,
    image: id % 2 ? null : `/b/${id}.svg`,
    featured: true,
    productCount: id * 3,
  })
  it.each([
    [0, 0],
    [3, 3],
    [30, 12],
  ])('%i brands -> the first %i, with only the link fields', (n, expected) => {
    const links = featuredBrandLinks(Array.from({ length: n }, (_, i) => brand(i + 1)))
    expect(links).toEqual(
      Array.from({ length: expected }, (_, i) => ({
        id: i + 1,
        name: `B${i + 1}`,
        slug: `b${i + 1}`,
        image: (i + 1) % 2 ? null : `/b/${i + 1}.svg`,
      })),
    )
  })
})

describe('brandHref', () => {
  it.each([
    ['asus', '/ro/brands/asus'],
    ['3l office', '/ro/brands/3l%20office'],
  ])('%s', (slug, href) => {
    expect(brandHref('ro', { slug })).toBe(href)
  })
})
