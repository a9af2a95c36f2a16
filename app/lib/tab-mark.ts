/**
 * A mark this tab keeps for the next page (sessionStorage): written with the time it was made, taken
 * once - read and removed - and believed only while fresh. Storage refused or full: no mark, and the
 * reader does without it. The sign-in's way back (sign-in-return.ts), a guest's heart kept for after a
 * sign-in and an advert form kept across one (app/features/adverts) are such marks.
 */
/**
 * The marks that hold what one person typed or chose in this tab; a sign-out forgets them
 * (forgetPersonalMarks): the next person in the tab must not be offered them (review a1, session 67:
 * the checkout opened with the last buyer's name, phone and address).
 */
export const PERSONAL_MARKS = {
  signInReturn: 'sign-in-return',
  advertFavorite: 'advert-favorite-after-sign-in',
  checkoutDraft: 'checkout-draft',
  /** One per advert form: `advert-draft:add`, `advert-draft:edit:<slug>`. */
  advertDraftPrefix: 'advert-draft:',
} as const

/** Removes every personal mark of this tab (PERSONAL_MARKS). */
export function forgetPersonalMarks(): void {
  const storage = tabStorage()
  try {
    for (const key of Object.keys(storage ?? {}))
      if (key.startsWith(PERSONAL_MARKS.advertDraftPrefix) || Object.values(PERSONAL_MARKS).includes(key as never))
        storage?.removeItem(key)
  } catch {
    // storage refused: nothing kept
  }
}

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
