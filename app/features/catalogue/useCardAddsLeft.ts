import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import type { ShellData } from '#app/shell/shell.functions.ts'
import { useLocale, usePricesHidden } from '#app/shell/useShell.tsx'
import { cardAdds } from './card-adds'

/**
 * The card adds the last page left unfinished (card-adds.ts), read as this page's scripts start:
 * before any add of this page can note one of its own (a tap held since the first paint is replayed
 * by its card's effect, before the layout's).
 */
let left = cardAdds() // '' on the server (no sessionStorage)

/**
 * Finishes the card adds the last page left, on every page (the layout calls it: the cart page, the
 * checkout and the cabinet have no product card), through card-add.ts's checks and notice. That code
 * loads only when a note was left (decision 0026).
 */
export function useCardAddsLeft(settings: ShellData['settings']) {
  const intl = useIntl()
  const lang = useLocale()
  const pricesHidden = usePricesHidden()
  useEffect(() => {
    const notes = left
    left = ''
    if (notes)
      void import('./card-add').then((m) =>
        m.resumeCardAdds(m.cardAddContext(lang, settings, pricesHidden, intl), notes),
      )
  })
}
