// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '#config'

/**
 * A sign-in merge that fails keeps the guest's favourites (review t8: the account had [1990], the
 * guest [2000, 999999]; the merge failed, the page showed only 2000, and one tap on another heart
 * made the list the server's [1991, 1990]: 2000 was gone for good).
 */
const server = vi.hoisted(() => ({ account: [1990] as number[], mergeFails: true }))
vi.mock('./favorites-sync.functions', () => ({
  mergeFavoritesFn: async ({ data }: { data: { ids: number[]; merge: boolean } }) => {
    if (data.merge && server.mergeFails)
      return { ok: false, signedOut: false, errors: ['refuzat'], ids: [...server.account] }
    if (data.merge) server.account = [...new Set([...data.ids, ...server.account])]
    return { ok: true, ids: [...server.account] }
  },
  setFavoriteFn: async ({ data }: { data: { productId: number; on: boolean } }) => {
    server.account = data.on
      ? [data.productId, ...server.account.filter((id) => id !== data.productId)]
      : server.account.filter((id) => id !== data.productId)
    return { ok: true, ids: [...server.account] }
  },
  clearFavoritesFn: async () => ({ ok: true, ids: [] }),
}))
const { pushFavorite, startFavoritesSync } = await import('./favorites-sync')
const { listsState } = await import('./lists-state')

beforeEach(() => {
  window.localStorage.clear()
  server.account = [1990]
  server.mergeFails = true
  listsState.favorites = [2000]
})

describe('favourites after a failed sign-in merge', () => {
  it('shows the local and the account ids, and merges again on the next page', async () => {
    await expect(startFavoritesSync('ro')).rejects.toThrow('refuzat')
    expect(listsState.favorites).toEqual([2000, 1990])
    expect(window.localStorage.getItem(STORAGE_KEYS.favoritesSynced)).toBeNull()
    server.mergeFails = false
    await startFavoritesSync('ro')
    expect(server.account).toEqual([2000, 1990])
    expect(window.localStorage.getItem(STORAGE_KEYS.favoritesSynced)).toBe('1')
  })

  it('a favourite changed before the merge succeeded keeps the local ids', async () => {
    await expect(startFavoritesSync('ro')).rejects.toThrow()
    listsState.favorites = [...listsState.favorites, 1991] // the tap (toggleFavorite), then its call
    await pushFavorite('ro', 1991, true)
    expect([...listsState.favorites].sort()).toEqual([1990, 1991, 2000])
    listsState.favorites = listsState.favorites.filter((id) => id !== 1990)
    await pushFavorite('ro', 1990, false)
    expect([...listsState.favorites].sort()).toEqual([1991, 2000])
  })

  it('once merged, the account list is the list (a removal elsewhere is not undone)', async () => {
    server.mergeFails = false
    await startFavoritesSync('ro')
    server.account = [2000] // 1990 removed on another device
    listsState.favorites = [...listsState.favorites, 1991]
    await pushFavorite('ro', 1991, true)
    expect(listsState.favorites).toEqual([1991, 2000])
  })
})
