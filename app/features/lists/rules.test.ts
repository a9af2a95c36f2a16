import { describe, expect, it } from 'vitest'
import { listView, parseIdList, pushViewed, sameIds, toggleId } from './rules'

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

describe('listView (the favourites and compare pages)', () => {
  const ok = { isPending: false, isError: false }
  it('loading until the list is read and, with ids, their products arrived', () => {
    expect(listView({ loaded: false, count: 0 }, ok)).toBe('loading')
    expect(listView({ loaded: true, count: 45 }, { isPending: true, isError: false })).toBe('loading')
  })
  it('empty only when the list holds no ids', () => {
    expect(listView({ loaded: true, count: 0 }, ok)).toBe('empty')
    expect(listView({ loaded: true, count: 0 }, { isPending: true, isError: false })).toBe('empty')
    expect(listView({ loaded: true, count: 45 }, ok)).toBe('list')
  })
  it('45 ids whose products could not be asked for: "could not be loaded", not an empty list', () => {
    expect(listView({ loaded: true, count: 45 }, { isPending: false, isError: true })).toBe('unavailable')
  })
})
