import { useEffect } from 'react'
import { proxy } from 'valtio'
import type { Locale } from '#config'
import { broadcastAuth, readSessionHint, syncSessionState } from '../auth'
import { getAdvertUserDataFn } from './mine.functions'
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

/** Loads the user data once; a 401 (the area's rule) clears the local favourites and goes home. */
export function useAdvertUserData(lang: Locale) {
  useEffect(() => {
    if (loading || !readSessionHint()) return
    loading = getAdvertUserDataFn({ data: { lang } })
      .then((result) => {
        const action = userDataAction(result)
        if (action.favorites) advertFavorites.ids = action.favorites
        advertFavorites.loaded = true
        if (action.goHome) {
          syncSessionState()
          broadcastAuth(false)
          window.location.assign(`/${lang}`)
        }
      })
      .catch((error) => console.warn('[adverts] user data', error))
  }, [lang])
}
