import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { CategoryListing, SearchResult } from '#contract/catalogue.ts'
import { rangeGroup } from '../src/lib/listing/facets'
import { inRange, parseRange } from '../src/lib/listing/selection'
import { api } from './helpers'

const get = async <T>(path: string) => {
  const res = await api(path, { lang: 'ro' })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

/** Active products of top category 1 (electronics) whose screen option's value lies in [from, to]. */
async function screenCount(from: number | null, to: number | null): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT count(DISTINCT p.id) AS n FROM products p JOIN product_options po ON po.product_id = p.id JOIN property_options o ON o.id = po.option_id
     JOIN properties pr ON pr.id = o.property_id
     WHERE p.cat1 = 1 AND p.active = 1 AND pr.keyword = 'screen' AND CAST(o.value AS REAL) >= ? AND CAST(o.value AS REAL) <= ?`,
  )
    .bind(from ?? 0, to ?? 1e9)
    .first<{ n: number }>()
  return row!.n
}

describe('range rules', () => {
  it.each([
    ['14-27', { from: 14, to: 27 }],
    ['6.1-', { from: 6.1, to: null }],
    ['-55', { from: null, to: 55 }],
    ['27-14', { from: 27, to: 14 }],
    ['-', null],
    ['', null],
    ['abc', null],
    ['1-2-3', null],
    ['1.234-5', null],
    ['1234567890-', null],
  ])('parseRange(%j)', (text, expected) => expect(parseRange(text)).toEqual(expected))

  it.each([
    ['14', { from: 14, to: 27 }, true],
    ['27', { from: 14, to: 27 }, true],
    ['13.9', { from: 14, to: 27 }, false],
    ['65', { from: 43, to: null }, true],
    ['6.1', { from: null, to: 6.1 }, true],
    [null, { from: null, to: 100 }, false],
    ['', { from: null, to: 100 }, false],
    ['wood', { from: null, to: 100 }, false],
  ])('inRange(%j, %j) is %s', (value, range, expected) => expect(inRange(value, range)).toBe(expected))

  it('shapes a range group as the price: bounds over numeric values, the applied range as selected', () => {
    expect(
      rangeGroup(3, 'Screen', 'screen', [{ value: '27' }, { value: '6.1' }, { value: 'x' }, { value: null }], '14-'),
    ).toEqual({
      id: 3,
      title: 'Screen',
      keyword: 'screen',
      type: 'range',
      options: [],
      min: 6.1,
      max: 27,
      selectedFrom: 14,
      selectedTo: null,
      default_min: 6.1,
      default_max: 27,
    })
    expect(rangeGroup(3, 'S', 'screen', [{ value: 'x' }], undefined)).toMatchObject({
      min: null,
      max: null,
      selectedFrom: null,
      selectedTo: null,
    })
  })
})

describe('non-price range filter (screen size)', () => {
  it('returns the range group with its min and max and filters the listing by from-to', async () => {
    const all = await get<CategoryListing>('/general/v2/category/electronice/?page_size=5')
    const screen = all.filters.find((f) => f.keyword === 'screen')!
    const bounds = await env.DB.prepare(
      `SELECT min(CAST(o.value AS REAL)) AS mn, max(CAST(o.value AS REAL)) AS mx FROM category_facets f JOIN property_options o ON o.id = f.option_id
       JOIN properties pr ON pr.id = f.property_id WHERE f.category_id = 1 AND pr.keyword = 'screen'`,
    ).first<{ mn: number; mx: number }>()
    expect(bounds!.mn).toBeLessThan(14)
    expect(bounds!.mx).toBeGreaterThan(43)
    const { mn, mx } = bounds!
    expect(screen).toMatchObject({
      type: 'range',
      options: [],
      min: mn,
      max: mx,
      default_min: mn,
      default_max: mx,
      selectedFrom: null,
      selectedTo: null,
    })
    expect(all.totalCount).toBeGreaterThan(await screenCount(14, 27))

    for (const sort of ['price+', 'name+'] as const) {
      // price+ takes the facet_index path, name+ the general one: both give the same selection
      const ranged = await get<CategoryListing>(
        `/general/v2/category/electronice/?filters=${encodeURIComponent('screen:14-27')}&sort=${encodeURIComponent(sort)}&page_size=5`,
      )
      expect(ranged.totalCount, sort).toBe(await screenCount(14, 27))
      expect(ranged.totalCount).toBeGreaterThan(0)
      expect(ranged.applied).toEqual({ screen: ['14-27'] })
      expect(ranged.filters.find((f) => f.keyword === 'screen')).toMatchObject({
        selectedFrom: 14,
        selectedTo: 27,
        default_min: mn,
        default_max: mx,
      })
    }
    const open = await get<CategoryListing>(
      `/general/v2/category/electronice/?filters=${encodeURIComponent('screen:43-;color:black')}&page_size=5`,
    )
    expect(open.applied).toEqual({ color: ['black'], screen: ['43-'] })
    expect(open.totalCount).toBeGreaterThan(0)
    expect(open.totalCount).toBeLessThan(await screenCount(43, null))
  })

  it('selects nothing for a range no value lies in or a reversed one; ignores a malformed value', async () => {
    for (const range of ['30-40', '27-14']) {
      const none = await get<CategoryListing>(
        `/general/v2/category/electronice/?filters=${encodeURIComponent(`screen:${range}`)}`,
      )
      expect(none.totalCount, range).toBe(0)
      expect(none.products).toEqual([])
    }
    const all = await get<CategoryListing>('/general/v2/category/electronice/?page_size=1')
    const malformed = await get<CategoryListing>('/general/v2/category/electronice/?filters=screen:big&page_size=1')
    expect(malformed.totalCount).toBe(all.totalCount)
    expect(malformed.applied).toEqual({})
  })

  it('filters a search by the range too', async () => {
    const all = await get<SearchResult>('/general/v2/search/search/?query=televizor&page_size=5')
    const ranged = await get<SearchResult>(
      `/general/v2/search/search/?query=televizor&filters=${encodeURIComponent('screen:-50')}&page_size=50`,
    )
    expect(all.totalCount).toBeGreaterThan(ranged.totalCount)
    expect(ranged.totalCount).toBeGreaterThan(0)
    expect(ranged.applied).toEqual({ screen: ['-50'] })
  })
})
