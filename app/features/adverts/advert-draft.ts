import { useEffect, useState } from 'react'
import { subscribe } from 'valtio'
import { authState } from '#app/lib/session-state.ts'
import { markSignInReturn } from '#app/lib/sign-in-return.ts'
import { clearTabMark, PERSONAL_MARKS, takeTabMark, writeTabMark } from '#app/lib/tab-mark.ts'
import { showToastAfterReload } from '#app/toasts/store.ts'
import { type AdvertFormState, emptyAdvertForm } from './form-rules'

/**
 * What the seller typed survives a sign-in (decision 0132). When the session ends on the advert form
 * (the save met a 401: the page goes to `/{lang}?login=true`, accounts spec 8), the form's fields are
 * kept in this tab's sessionStorage under the form's key, the form is marked as the page to come back
 * to after the sign-in (sign-in-return.ts), and the next page says why ("sign in again to save the
 * advert"). When the form opens again the fields come back, and the kept copy goes; a successful save
 * removes it too. Photos already stored with the advert (edit) are kept by id; photos picked from the
 * device are files, which sessionStorage cannot hold (several MB each): they are counted, and the form
 * asks for them again. An advert the add form had already created goes with the copy (`saved`), so the
 * save after the sign-in edits it instead of creating a second one.
 */
export const ADVERT_DRAFT_PREFIX = PERSONAL_MARKS.advertDraftPrefix
/** A kept form older than this is not restored (the sign-in it waited for did not come). */
const FRESH_MS = 24 * 60 * 60_000
/** How long the "your advert is back" notice stays: it may ask for the photos again, so longer than 3 s. */
export const DRAFT_RESTORED_NOTICE_MS = 8_000

/** What this page already saved: slug null when the back end named no advert to edit. */
export interface SavedAdvert {
  slug: string | null
  isDraft: boolean
}

export interface KeptDraft {
  values: AdvertFormState
  /** Photos picked from the device that could not be kept. */
  droppedPhotos: number
  saved: SavedAdvert | null
}

/** The form's key: the add form, or the edit form of one advert. */
export function advertDraftKey(advert?: { slug?: string | null; id?: unknown } | null): string {
  return `${ADVERT_DRAFT_PREFIX}${advert ? `edit:${advert.slug || String(advert.id)}` : 'add'}`
}

export function writeAdvertDraft(
  key: string,
  values: AdvertFormState,
  saved: SavedAdvert | null = null,
  now = Date.now(),
) {
  const images = values.images.filter((i): i is { id: number; url: string } => !(i instanceof File))
  // Storage full or refused: nothing kept, as before.
  writeTabMark(key, { values: { ...values, images }, droppedPhotos: values.images.length - images.length, saved }, now)
}

const savedOf = (v: unknown): SavedAdvert | null => {
  const s = v as { slug?: unknown; isDraft?: unknown } | null
  return s && typeof s === 'object' && (s.slug === null || typeof s.slug === 'string') && typeof s.isDraft === 'boolean'
    ? { slug: s.slug, isDraft: s.isDraft }
    : null
}

export const clearAdvertDraft = clearTabMark

const sameKind = (a: unknown, b: unknown) =>
  Array.isArray(a) ? Array.isArray(b) : typeof a === typeof b && (a === null) === (b === null)

/**
 * The kept form (and the copy removed: the form holds it now), else null. Each field is taken only when
 * it has the form's own kind (text, flag, list, map), so a stale or hand-edited copy cannot break the form.
 */
export function takeAdvertDraft(key: string, now = Date.now()): KeptDraft | null {
  const kept = takeTabMark(key, FRESH_MS, now) as { values?: unknown; droppedPhotos?: unknown; saved?: unknown } | null
  if (!kept?.values || typeof kept.values !== 'object') return null
  const given = kept.values as Record<string, unknown>
  const values = emptyAdvertForm() as unknown as Record<string, unknown>
  for (const [name, empty] of Object.entries(values))
    if (name in given && sameKind(empty, given[name])) values[name] = given[name]
  const droppedPhotos = typeof kept.droppedPhotos === 'number' && kept.droppedPhotos > 0 ? kept.droppedPhotos : 0
  return { values: values as unknown as AdvertFormState, droppedPhotos, saved: savedOf(kept.saved) }
}

/**
 * The form's fields kept for after a sign-in: now (`keepForSignIn`, a 401 the form read itself), or at
 * the moment the session ends on this page (`watchSessionEnd`: endSession sets `authState.unauthorized`
 * in sync, before it leaves the page, as the checkout's mark is written; auth/session-ended.ts).
 */
export function keepForSignIn(key: string, values: AdvertFormState, notice: string, saved: SavedAdvert | null) {
  writeAdvertDraft(key, values, saved)
  markSignInReturn(window.location.pathname + window.location.search)
  showToastAfterReload(notice, 'error')
}

export function watchSessionEnd(
  key: string,
  values: () => AdvertFormState,
  notice: () => string,
  saved: () => SavedAdvert | null,
): () => void {
  return subscribe(
    authState,
    () => {
      if (authState.unauthorized) keepForSignIn(key, values(), notice(), saved())
    },
    true,
  )
}

/**
 * The kept form, read once after hydration (the server's HTML is the empty or stored form, so the
 * first render must be too): undefined until then, null when nothing was kept. The page renders the form
 * again with the kept fields as its starting values (a new key), so every control shows them.
 */
export function useKeptAdvertDraft(key: string): KeptDraft | null | undefined {
  const [kept, setKept] = useState<KeptDraft | null | undefined>(undefined)
  // A second run of the effect (React's development checks) finds the copy gone: what the first took stays.
  useEffect(() => {
    const taken = takeAdvertDraft(key)
    setKept((before) => taken ?? before ?? null)
  }, [key])
  return kept
}
