import { describe, expect, it } from 'vitest'
import { syncedList } from './favorites-sync-rules'

describe('favourites sync answers (the rethrow rule: failures go to the caller)', () => {
  it('the server list is the list', () => {
    expect(syncedList({ ok: true, ids: [3, 1] })).toEqual([3, 1])
  })
  it.each([
    [{ ok: false as const, signedOut: false, errors: ['unknown product'] }, 'unknown product'],
    [{ ok: false as const, signedOut: true, errors: [] }, 'favourites could not be saved'],
  ])('a failure throws with the back end message', (answer, message) => {
    expect(() => syncedList(answer)).toThrow(message)
  })
})
