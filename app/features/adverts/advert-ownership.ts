import { useEffect, useState } from 'react'
import { readSessionHint } from '#app/lib/session-state.ts'
import type { Locale } from '#config'
import { getAdvertOwnershipFn } from './mine.functions'

/**
 * Whether the viewer owns the advert on the page. `known`: the page already knows (the owner's view,
 * or an answer that said so). The public advert page is cached without anything personal (decision
 * 0024), so there a signed-in shopper's ownership is learned after the page loads, in the browser, as
 * the hearts' favourites are (favorites-store.ts); the cached HTML stays the same for everyone.
 */
export function useAdvertOwnership(lang: Locale, slug: string, known: boolean): boolean {
  const [learned, setLearned] = useState<{ slug: string; mine: boolean } | null>(null)
  useEffect(() => {
    if (known || !readSessionHint()) return
    let live = true
    getAdvertOwnershipFn({ data: { lang, slug } })
      .then((r) => live && setLearned({ slug, mine: r.mine }))
      // not learned: the page stays the one everyone sees
      .catch((error) => console.warn('[adverts] ownership', error))
    return () => {
      live = false
    }
  }, [lang, slug, known])
  return known || (learned?.slug === slug && learned.mine)
}
