import { describe, expect, it } from 'vitest'
import { parseIdList, pushViewed, sameIds, toggleId } from './rules'

describe('toggleId', () => {
  it.each([
    [[], 1, [1]],
    [[1, 2], 3, [1, 2, 3]],
    [[1, 2, 3], 2, [1, 3]],
    [[1], 1, []],
  ])('%j toggle %i -> %j', (ids, id, expected) => expect(toggleId(ids, id)).toEqual(expected))
})

describe('pushViewed', () => {
  it.each([
    [[], 5, [5]],
    [[1, 2, 3], 4, [4, 1, 2, 3]],
    [[1, 2, 3], 2, [2, 1, 3]],
    [[1, 2, 3], 1, [1, 2, 3]],
  ])('%j view %i -> %j', (ids, id, expected) => expect(pushViewed(ids, id)).toEqual(expected))

  it('keeps at most 30, dropping the oldest', () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1)
    const next = pushViewed(ids, 99)
    expect(next).toHaveLength(30)
    expect(next[0]).toBe(99)
    expect(next).not.toContain(30)
  })
})

describe('parseIdList', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['[1,2,2,"3",-4,0,5.5,6]', [1, 2, 6]],
    ['[1e400]', []],
  ])('%j -> %j', (raw, expected) => expect(parseIdList(raw)).toEqual(expected))
})

describe('sameIds', () => {
  it.each([
    [[], [], true],
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [[1], [1, 2], false],
    [[], [3], false],
  ])('%j vs %j -> %s', (a, b, same) => expect(sameIds(a, b)).toBe(same))
})
