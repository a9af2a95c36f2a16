import { describe, expect, it } from 'vitest'
import { listAfterWrite, syncedList } from './favorites-sync-rules'

describe('favourites sync answers (the rethrow rule: failures go to the caller)', () => {
  it('the server list is the list', () => {
    expect(syncedList({ ok: true, ids: [3, 1] })).toEqual([3, 1])
  })
  it('a write taken whose list could not be read: null (the page keeps its own)', () => {
    expect(syncedList({ ok: true, ids: null })).toBeNull()
  })
  it.each([
    [{ ok: false as const, signedOut: false, errors: ['unknown product'] }, 'unknown product'],
    [{ ok: false as const, signedOut: true, errors: [] }, 'favourites could not be saved'],
  ])('a failure throws with the back end message', (answer, message) => {
    expect(() => syncedList(answer)).toThrow(message)
  })
})

describe('the list after a heart the back end took', () => {
  it.each([
    ['added, listed already: as listed', [3, 1], 1, true, [3, 1]],
    ['added, not listed yet (a lagging list): appended', [3], 1, true, [3, 1]],
    ['added to an empty list answer', [], 1, true, [1]],
    ['removed, listed still (a lagging list): taken out', [3, 1], 1, false, [3]],
    ['removed, not listed: as listed', [3], 1, false, [3]],
  ])('%s', (_name, listed, id, on, expected) => {
    expect(listAfterWrite(listed, id, on)).toEqual(expected)
  })
})
