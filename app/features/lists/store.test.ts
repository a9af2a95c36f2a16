// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '#config'
import { listsState } from './lists-state'
import { startLists } from './store'

// The auth feature's entry reaches server modules; a guest is all this test needs.
vi.mock('../auth', () => ({ readSessionHint: () => false }))

it('loading the lists replaces only a list whose stored ids differ (an unchanged one re-renders no card)', () => {
  window.localStorage.setItem(STORAGE_KEYS.favorites, '[5, 7]')
  window.localStorage.removeItem(STORAGE_KEYS.compare)
  const compareBefore = listsState.compare
  const viewedBefore = listsState.viewed
  startLists()
  expect([...listsState.favorites]).toEqual([5, 7])
  expect(listsState.compare).toBe(compareBefore) // still [], and the same array
  expect(listsState.viewed).toBe(viewedBefore)
  expect(listsState.loaded).toBe(true)
})
