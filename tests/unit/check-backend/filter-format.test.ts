import { describe, expect, it } from 'vitest'
import { type FilterSample, filterPairsProblem, filterUnionProblem } from '#scripts/check-backend/probes.ts'

/**
 * The check reads a back end's listings for the filters as the shop sends them (spec 2.3: comma-separated
 * key:value-list pairs, `color:black,white,brand_id:3`): a back end that reads the values or the pairs
 * another way (a second back end written from the spec read `color:negru|alb`) fails the row.
 */
const sample = (listed: FilterSample['listed']): FilterSample => ({
  key: 'color',
  a: 'negru',
  b: 'alb',
  other: { key: 'brand', value: 'nordika' },
  listed,
})

describe('filterUnionProblem: two options of one group list either', () => {
  it.each<[string, FilterSample['listed'], number[], boolean]>([
    ['both options listed', { a: [1, 2], b: [3] }, [1, 2, 3], false],
    ['an option shared', { a: [1, 2], b: [2] }, [2, 1], false],
    ['the second value read as junk: the first only', { a: [1, 2], b: [3, 4] }, [1, 2], true],
    ['nothing listed', { a: [1], b: [3] }, [], true],
    ['an option over a page: not compared', { a: null, b: [3] }, [3], false],
  ])('%s', (_, listed, got, fails) => {
    expect(filterUnionProblem(sample(listed), got) !== undefined).toBe(fails)
  })

  it('says what was asked and what is missing', () => {
    expect(filterUnionProblem(sample({ a: [1, 2], b: [3, 4] }), [1, 2])).toBe(
      'filters=color:negru,alb (either option) listed 2 products, without 2 of the 4 the two list alone (color:negru 2, color:alb 2)',
    )
  })
})

describe('filterPairsProblem: options of two groups list both', () => {
  it.each<[string, FilterSample['listed'], number[], boolean]>([
    ['narrower than the first option', { a: [1, 2, 3] }, [2], false],
    ['nothing in both', { a: [1, 2, 3] }, [], false],
    ['products the first option leaves out: the pairs read another way', { a: [1, 2] }, [2, 7], true],
    ['the first option over a page: not compared', { a: null }, [7], false],
  ])('%s', (_, listed, got, fails) => {
    expect(filterPairsProblem(sample(listed), got) !== undefined).toBe(fails)
  })
})
