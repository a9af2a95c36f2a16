import { subscribe } from 'valtio'
import { LIMITS, STORAGE_KEYS } from '#config'
import { readSessionHint } from '../auth'
import { loadFavoritesSync } from './favorites-sync.lazy'
import { favoritesMarker } from './favorites-sync-rules'
import { listsState } from './lists-state'
import { parseIdList, pushViewed, sameIds, toggleId } from './rules'

function read(key: string, max?: number): number[] {
  try {
    return parseIdList(window.localStorage.getItem(key), max)
  } catch {
    return []
  }
}

function write(key: string, ids: number[]) {
  try {
    window.localStorage.setItem(key, JSON.stringify(ids))
  } catch {
    // storage full or disabled: the StorageGuard already tells the shopper
  }
}

let started = false
/** Loads the lists from storage once, keeps them saved, and follows other tabs. */
export function startLists() {
  if (started || typeof window === 'undefined') return
  started = true
  // A list that did not change is not replaced: a new array, even an empty one, re-renders every
  // reader of the whole list right after the load (the compare and favourites pages, the product
  // page's recently viewed). The cards' buttons read only their own answer (ListButtons.tsx).
  const load = () => {
    const stored = {
      favorites: read(STORAGE_KEYS.favorites),
      compare: read(STORAGE_KEYS.compare),
      // at most 30 (spec 3, 4 and 9): a longer list (another tab's older build, an earlier shop on
      // this origin) is read back as its 30 most recent, not kept and written back at up to 500
      viewed: read(STORAGE_KEYS.viewedProducts, LIMITS.recentProducts),
    }
    for (const key of ['favorites', 'compare', 'viewed'] as const)
      if (!sameIds(listsState[key], stored[key])) listsState[key] = stored[key]
    listsState.loaded = true
  }
  load()
  subscribe(listsState, () => {
    write(STORAGE_KEYS.favorites, listsState.favorites)
    write(STORAGE_KEYS.compare, listsState.compare)
    write(STORAGE_KEYS.viewedProducts, listsState.viewed)
    write(STORAGE_KEYS.recentProductsEcom, listsState.viewed)
  })
  startServerFavorites()
  window.addEventListener('storage', (event) => {
    if (
      event.key === STORAGE_KEYS.favorites ||
      event.key === STORAGE_KEYS.compare ||
      event.key === STORAGE_KEYS.viewedProducts
    )
      load()
  })
}

/**
 * Signed in: the favourites follow the account's (merged once per sign-in, decision 0023); the sync
 * code loads only then. Signed out: the merge marker goes, so the next sign-in merges again. A marker
 * still there says the lists are an account's whose session ended without "Sign out" (the browser
 * closed, the refresh cookie ran out): they go as at sign-out. The local cart's sync clears them
 * with its cart (cart/sync/start.ts); this holds where the cart is the back end's (server_cart).
 */
function startServerFavorites() {
  if (!readSessionHint()) {
    if (favoritesMarker.read() && listsState.favorites.length + listsState.compare.length)
      listsState.favorites = listsState.compare = []
    return favoritesMarker.clear()
  }
  const lang = document.documentElement.lang || 'ro'
  loadFavoritesSync()
    .then((sync) => sync.startFavoritesSync(lang))
    .catch((error: unknown) => console.warn('favourites sync:', error))
}

/**
 * For a signed-in shopper, sends a favourite change (already applied locally) to the account; a
 * failure undoes it and rejects, so the caller can say so. Guests: nothing to send.
 */
export async function saveFavoriteChange(productId: number, on: boolean): Promise<void> {
  if (!readSessionHint()) return
  const sync = await loadFavoritesSync()
  await sync.pushFavorite(document.documentElement.lang || 'ro', productId, on)
}

/** Empties the favourites (and the account's, signed in); a failure restores them and rejects. */
export async function clearFavorites(): Promise<void> {
  startLists()
  const before = [...listsState.favorites]
  listsState.favorites = []
  if (!readSessionHint()) return
  const sync = await loadFavoritesSync()
  await sync.pushClear(document.documentElement.lang || 'ro', before)
}

/**
 * Returns true when the product is now in the list. A change reads the stored lists first: the cards
 * start them a task after hydration (decision 0138), and a tap held since the first paint is replayed
 * before that - without the read, the load would put the stored list back over the tap.
 */
export function toggleFavorite(id: number): boolean {
  startLists()
  listsState.favorites = toggleId(listsState.favorites, id)
  return listsState.favorites.includes(id)
}

export function toggleCompare(id: number): boolean {
  startLists()
  listsState.compare = toggleId(listsState.compare, id)
  return listsState.compare.includes(id)
}

export function markViewed(id: number) {
  startLists()
  listsState.viewed = pushViewed(listsState.viewed, id)
}
