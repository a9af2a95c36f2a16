import { STORAGE_KEYS } from '#config'

/** A favourites call's answer as the server function returns it (a failed merge: with the account's ids when read). */
export type SyncAnswer =
  | { ok: true; ids: number[] }
  | { ok: false; signedOut: boolean; errors: string[]; ids?: number[] }

/** The server's list, or an Error carrying the back end's messages (the rethrow rule: the caller handles it). */
export function syncedList(answer: SyncAnswer): number[] {
  if (answer.ok) return answer.ids
  throw new Error(answer.errors.join(' ') || 'favourites could not be saved')
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
