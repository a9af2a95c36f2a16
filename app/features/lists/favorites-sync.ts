import { clearFavoritesFn, mergeFavoritesFn, setFavoriteFn } from './favorites-sync.functions'
import { favoritesMarker, type SyncAnswer, syncedList } from './favorites-sync-rules'
import { listsState } from './lists-state'

/**
 * The favourites of a signed-in shopper, kept on the server (issue 17, decision 0023). Loaded lazily
 * (favorites-sync.lazy.ts) only when a session exists, so shop pages of guests never carry it.
 * - Once per sign-in the local list is merged into the account's (the marker in storage says it was
 *   done; a page seen signed out removes it), afterwards the server's list is read as it is.
 * - A change is applied locally first and sent; on failure the local change is undone and the error
 *   is rethrown to the caller, which tells the shopper (spec 7: these calls leave errors to the caller).
 */
export async function startFavoritesSync(lang: string) {
  const merge = !favoritesMarker.read()
  const answer = (await mergeFavoritesFn({ data: { lang, ids: [...listsState.favorites], merge } })) as SyncAnswer
  // The merge failed: the local ids stay for the next page's try, shown with the account's.
  if (merge && !answer.ok && answer.ids) listsState.favorites = union(listsState.favorites, answer.ids)
  const ids = syncedList(answer)
  // null: the merge was taken but the list could not be read; the page keeps its own until the next one.
  if (ids) listsState.favorites = ids
  // Ids the merge had no budget for (favorites-sync.server.ts): kept in the list, merged on the next page.
  if (merge && !(answer.ok && answer.unsent?.length)) favoritesMarker.write()
}

/** Both lists, `a`'s order first, each id once. */
const union = (a: readonly number[], b: readonly number[]) => [...new Set([...a, ...b])]

export async function pushFavorite(lang: string, productId: number, on: boolean) {
  const before = [...listsState.favorites]
  try {
    const ids = syncedList((await setFavoriteFn({ data: { lang, productId, on } })) as SyncAnswer)
    // null: the heart was saved but the list could not be read after it: the local change stands.
    // Not merged yet (this sign-in's merge failed): the local ids the account lacks are kept for it.
    if (ids) listsState.favorites = favoritesMarker.read() ? ids : union(ids, listsState.favorites)
  } catch (error) {
    // undo the local change the caller made (toggleFavorite), then let the caller tell the shopper
    listsState.favorites = on
      ? before.filter((id) => id !== productId)
      : before.includes(productId)
        ? before
        : [...before, productId]
    throw error
  }
}

export async function pushClear(lang: string, before: number[]) {
  try {
    listsState.favorites = syncedList((await clearFavoritesFn({ data: { lang } })) as SyncAnswer) ?? []
  } catch (error) {
    listsState.favorites = before
    throw error
  }
}
