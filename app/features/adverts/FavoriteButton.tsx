import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { markSignInReturn } from '#app/lib/sign-in-return.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { readSessionHint } from '../auth'
import { advertFavorites, markFavoriteAfterSignIn, setFavorite } from './favorites-store'
import { toggleFavoriteAdvertFn } from './mine.functions'
import { favoriteToggle } from './mine-rules'

/**
 * The favourite toggle of an advert card and page (accounts spec 7: POST/DELETE favourite adverts).
 * Signed out it follows the access rule (to /{lang}?login=true), the heart kept for after the sign-in,
 * which comes back to this page (favorites-store.ts, decision 0132). `onChange` lets the favourites page
 * drop a card that is no longer a favourite.
 */
export function FavoriteButton({
  advert,
  title,
  onChange,
}: {
  /** The advert's id (text: contract advert-id.ts). */
  advert: string
  title: string
  onChange?: (on: boolean) => void
}) {
  const intl = useIntl()
  const lang = useLocale()
  const { ids } = useSnapshot(advertFavorites)
  const [busy, setBusy] = useState(false)
  const isFavorite = ids.includes(advert)
  const toggle = async () => {
    const step = favoriteToggle(readSessionHint() !== null, isFavorite, lang)
    if (step.kind === 'login') {
      // The heart is kept for after the sign-in, which comes back here (decision 0132).
      markFavoriteAfterSignIn(advert)
      markSignInReturn(window.location.pathname + window.location.search)
      return window.location.assign(step.href)
    }
    setBusy(true)
    setFavorite(advert, step.on)
    try {
      const r = await toggleFavoriteAdvertFn({ data: { lang, advert, on: step.on } })
      setFavorite(advert, r.ok ? r.isFavorite : !step.on)
      if (r.ok) onChange?.(r.isFavorite)
    } catch {
      setFavorite(advert, !step.on)
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={`advert-favorite${isFavorite ? ' advert-favorite--on' : ''}`}
      aria-pressed={isFavorite}
      aria-label={intl.formatMessage({ id: 'advertsArea.favorite.toggle' }, { title })}
      // aria-disabled until the back end answers: disabled, the pressed heart dropped the focus to the page
      aria-disabled={busy}
      onClick={() => busy || void toggle()}
      data-testid="advert-favorite"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.8 0 5.9 3.9 4.5 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
