import { STORAGE_KEYS } from '#config'

/**
 * A favourites call's answer as the server function returns it (a failed merge: with the account's ids
 * when read). `ids: null`: the back end took the write but its list could not be read after it.
 * `unsent`: the local ids a merge had no call budget for (in `ids` too): the next page merges again.
 */
export type SyncAnswer =
  | { ok: true; ids: number[] | null; unsent?: number[] }
  | { ok: false; signedOut: boolean; errors: string[]; ids?: number[] }

/**
 * The server's list (null: the write was taken, the list unknown: the page keeps its own), or an Error
 * carrying the back end's messages (the rethrow rule: the caller handles it).
 */
export function syncedList(answer: SyncAnswer): number[] | null {
  if (answer.ok) return answer.ids
  throw new Error(answer.errors.join(' ') || 'favourites could not be saved')
}

/**
 * The account's list after a heart the back end took (a 2xx): the list it gives when read, with the
 * product the write named in it (`on`) or out of it. The spec shows no answer of the write, and a
 * back end whose list lags the write (it still answers `[]` just after an add) switched the heart the
 * shopper had just set back off; the next page's sync reads the list as it is.
 */
export function listAfterWrite(listed: readonly number[], productId: number, on: boolean): number[] {
  if (on) return listed.includes(productId) ? [...listed] : [...listed, productId]
  return listed.filter((id) => id !== productId)
}

/**
 * "Merged for this sign-in": set after the merge, removed on any page seen without a session, so the
 * local list is merged once after each sign-in and never re-adds what another device removed.
 */
export const favoritesMarker = {
  read(): boolean {
    try {
      return window.localStorage.getItem(STORAGE_KEYS.favoritesSynced) === '1'
    } catch {
      return false
    }
  },
  write() {
    try {
      window.localStorage.setItem(STORAGE_KEYS.favoritesSynced, '1')
    } catch {
      // storage unavailable: the next page merges again (adds only; nothing is lost)
    }
  },
  clear() {
    try {
      window.localStorage.removeItem(STORAGE_KEYS.favoritesSynced)
    } catch {
      // nothing stored
    }
  },
}
