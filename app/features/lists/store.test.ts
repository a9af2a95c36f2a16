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

// A session that ended without "Sign out" on a shop whose cart is the back end's (the local cart's
// sync clears the lists with its cart): the merge marker says the lists were the account's. Before,
// the next visitor saw the account's favourites and took them into their own account at sign-in.
it('signed out with the merge marker still set: the favourites and compare list go as at sign-out', async () => {
  window.localStorage.setItem(STORAGE_KEYS.favorites, '[2000]')
  window.localStorage.setItem(STORAGE_KEYS.compare, '[1984]')
  window.localStorage.setItem(STORAGE_KEYS.favoritesSynced, '1')
  vi.resetModules()
  const fresh = { store: await import('./store'), state: (await import('./lists-state')).listsState }
  fresh.store.startLists()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(fresh.state.favorites).toEqual([])
  expect(fresh.state.compare).toEqual([])
  expect(window.localStorage.getItem(STORAGE_KEYS.favorites)).toBe('[]')
  expect(window.localStorage.getItem(STORAGE_KEYS.favoritesSynced)).toBeNull()
  // A guest's own lists (no marker) stay.
  window.localStorage.setItem(STORAGE_KEYS.favorites, '[7]')
  vi.resetModules()
  const guest = { store: await import('./store'), state: (await import('./lists-state')).listsState }
  guest.store.startLists()
  expect(guest.state.favorites).toEqual([7])
})

it('after a sign-out (the lists already removed) nothing is written back: the keys stay absent', async () => {
  window.localStorage.removeItem(STORAGE_KEYS.favorites)
  window.localStorage.removeItem(STORAGE_KEYS.compare)
  window.localStorage.setItem(STORAGE_KEYS.favoritesSynced, '1')
  vi.resetModules()
  ;(await import('./store')).startLists()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect([
    window.localStorage.getItem(STORAGE_KEYS.favorites),
    window.localStorage.getItem(STORAGE_KEYS.compare),
  ]).toEqual([null, null])
})

// Carried item (session 69): the recently viewed list was read back with the id lists' cap of 500,
// though the spec keeps at most 30 (3, 4 and 9); favourites and compare keep theirs.
it('reads back at most 30 recently viewed ids (the most recent), and 40 favourites as they are', async () => {
  const ids = Array.from({ length: 40 }, (_, i) => i + 1)
  window.localStorage.setItem(STORAGE_KEYS.viewedProducts, JSON.stringify(ids))
  window.localStorage.setItem(STORAGE_KEYS.favorites, JSON.stringify(ids))
  window.localStorage.removeItem(STORAGE_KEYS.favoritesSynced)
  vi.resetModules()
  const fresh = { store: await import('./store'), state: (await import('./lists-state')).listsState }
  fresh.store.startLists()
  expect([...fresh.state.viewed]).toEqual(ids.slice(0, 30))
  expect([...fresh.state.favorites]).toEqual(ids)
  fresh.store.markViewed(99)
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.viewedProducts) ?? '[]')).toEqual([
    99,
    ...ids.slice(0, 29),
  ])
})

// Decision 0138: the cards start the lists a task after hydration, and a tap held since the first paint
// is replayed before that. The change reads the stored list first, so the load does not undo the tap.
it.each([
  ['favourites', 'toggleFavorite', STORAGE_KEYS.favorites, 'favorites'],
  ['compare', 'toggleCompare', STORAGE_KEYS.compare, 'compare'],
] as const)(
  'a %s change before the lists have loaded keeps the stored list and the change',
  async (_, toggle, key, list) => {
    window.localStorage.setItem(key, '[3]')
    vi.resetModules()
    const store = await import('./store')
    const { listsState: state } = await import('./lists-state')
    expect(store[toggle](9)).toBe(true)
    store.startLists() // the cards' start, a task later
    expect([...state[list]]).toEqual([3, 9])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(JSON.parse(window.localStorage.getItem(key) ?? '[]')).toEqual([3, 9])
  },
)
