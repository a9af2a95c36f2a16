import { useEffect } from 'react'
import { proxy } from 'valtio'
import { PERSONAL_MARKS, takeTabMark, writeTabMark } from '#app/lib/tab-mark.ts'
import type { Locale } from '#config'
import { broadcastAuth, readSessionHint, syncSessionState } from '../auth'
import { getAdvertUserDataFn, toggleFavoriteAdvertFn } from './mine.functions'
import { userDataAction } from './mine-rules'

/**
 * The signed-in user's favourite adverts in this tab (the "local favourites" of accounts spec 4).
 * Public pages are cached without anything personal (decision 0024), so the hearts on cards and on
 * the advert page are filled in here after hydration, once per page load. An id is text (contract
 * advert-id.ts): a favourite the back end stored under an integer id reads as its digits, the card's too.
 */
export const advertFavorites = proxy<{ ids: string[]; loaded: boolean }>({ ids: [], loaded: false })

let loading: Promise<void> | null = null

export function setFavorite(id: string, on: boolean) {
  const rest = advertFavorites.ids.filter((x) => x !== id)
  advertFavorites.ids = on ? [...rest, id] : rest
}

/**
 * A guest's heart (decision 0132): the access rule sends the guest to sign in (accounts spec 2), and
 * the heart they tapped is kept in this tab for after it - the sign-in comes back to the page
 * (app/lib/sign-in-return.ts) and the first user data read there adds the advert to the account's
 * favourites, as a guest's product favourites are merged into the account after a sign-in (decision
 * 0023). Read once; a mark older than FRESH_MS is not believed.
 */
export const FAVORITE_AFTER_SIGN_IN = PERSONAL_MARKS.advertFavorite
const FRESH_MS = 30 * 60_000

export function markFavoriteAfterSignIn(id: string, now = Date.now()) {
  // Storage refused: the sign-in comes back without the heart.
  writeTabMark(FAVORITE_AFTER_SIGN_IN, { id }, now)
}

export function takeFavoriteAfterSignIn(now = Date.now()): string | null {
  const id = takeTabMark(FAVORITE_AFTER_SIGN_IN, FRESH_MS, now)?.id
  return typeof id === 'string' && id ? id : null
}

/** The heart a guest tapped before signing in, added once the account's favourites are known. */
async function addFavoriteAfterSignIn(lang: Locale) {
  const id = takeFavoriteAfterSignIn()
  if (!id || advertFavorites.ids.includes(id)) return
  setFavorite(id, true)
  try {
    const r = await toggleFavoriteAdvertFn({ data: { lang, advert: id, on: true } })
    setFavorite(id, r.ok ? r.isFavorite : false)
  } catch {
    setFavorite(id, false)
  }
}

/** Loads the user data once; a 401 (the area's rule) clears the local favourites and goes home. */
export function useAdvertUserData(lang: Locale) {
  useEffect(() => {
    if (loading || !readSessionHint()) return
    loading = getAdvertUserDataFn({ data: { lang } })
      .then((result) => {
        const action = userDataAction(result)
        if (action.favorites) advertFavorites.ids = action.favorites
        advertFavorites.loaded = true
        if (result.status === 'ok') void addFavoriteAfterSignIn(lang)
        if (action.goHome) {
          syncSessionState()
          broadcastAuth(false)
          window.location.assign(`/${lang}`)
        }
      })
      .catch((error) => console.warn('[adverts] user data', error))
  }, [lang])
}
