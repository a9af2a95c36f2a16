/**
 * A mark this tab keeps for the next page (sessionStorage): written with the time it was made, taken
 * once - read and removed - and believed only while fresh. Storage refused or full: no mark, and the
 * reader does without it. The sign-in's way back (sign-in-return.ts), a guest's heart kept for after a
 * sign-in and an advert form kept across one (app/features/adverts) are such marks.
 */
/** This tab's sessionStorage, or null where the browser refuses it. */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Keeps `fields` under `key` with the time (`at`). */
export function writeTabMark(key: string, fields: Record<string, unknown>, now = Date.now()): void {
  try {
    tabStorage()?.setItem(key, JSON.stringify({ ...fields, at: now }))
  } catch {
    // storage full or refused: no mark
  }
}

/** Removes the mark under `key`. */
export function clearTabMark(key: string): void {
  try {
    tabStorage()?.removeItem(key)
  } catch {
    // nothing kept
  }
}

/**
 * The mark's fields when it was made less than `freshMs` ago (and not in the future), else null; the
 * mark is removed either way, so it is read once.
 */
export function takeTabMark(key: string, freshMs: number, now = Date.now()): Record<string, unknown> | null {
  let raw: string | null = null
  try {
    raw = tabStorage()?.getItem(key) ?? null
  } catch {
    return null
  }
  if (raw === null) return null
  clearTabMark(key)
  try {
    const mark: unknown = JSON.parse(raw)
    if (!mark || typeof mark !== 'object') return null
    const { at } = mark as { at?: unknown }
    return typeof at === 'number' && now - at >= 0 && now - at < freshMs ? (mark as Record<string, unknown>) : null
  } catch {
    return null
  }
}
