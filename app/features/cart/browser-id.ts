import { STORAGE_KEYS, OPAQUE_ID as VALID } from '#config'

/**
 * The guest's browser id (local storage `browser_id`), sent to the back end as no_user_id: created
 * once, replaced when unreadable. Null when storage is disabled.
 */
export function ensureBrowserId(given?: Storage): string | null {
  try {
    // Inside the try: with cookies blocked, merely reading window.localStorage throws SecurityError.
    const storage = given ?? (typeof window === 'undefined' ? undefined : window.localStorage)
    if (!storage) return null
    const current = storage.getItem(STORAGE_KEYS.browserId)
    if (current && VALID.test(current)) return current
    const id = crypto.randomUUID()
    storage.setItem(STORAGE_KEYS.browserId, id)
    return id
  } catch {
    return null
  }
}
