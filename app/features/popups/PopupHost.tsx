import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { STORAGE_KEYS } from '#config'
import type { Popup } from '#contract/settings.ts'
import { parseSeen, pathWithoutLang, popupToShow, seenStorageKind } from './popup-rules'

// The dialog is fetched only when a popup is due: pages without one load none of it.
const PopupDialog = lazy(() => import('./PopupDialog'))

function seenStore(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage
  } catch {
    return null
  }
}

/**
 * settings.popups with popups_configuration (decision 0044): on a page a popup's `pages` take, after
 * the configured delay, the first popup the frequency allows opens in an accessible dialog, and is
 * recorded as seen when it opens (a reload does not show it again). Nothing runs on the server, and
 * a site without popups does no more than read the settings.
 */
export function PopupHost() {
  const { settings } = useShell()
  const lang = useLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [popup, setPopup] = useState<Popup | null>(null)
  const { popups, popups_configuration: config } = settings
  const path = pathWithoutLang(pathname, lang)
  useEffect(() => {
    if (popups.length === 0 || popup) return
    const store = seenStore(seenStorageKind(config.frequency))
    if (!store) return
    const read = () => parseSeen(store.getItem(STORAGE_KEYS.popupsSeen))
    if (!popupToShow(popups, config, path, read(), Date.now())) return
    const timer = window.setTimeout(() => {
      // Checked again when due: another tab may have shown it meanwhile.
      const seen = read()
      const due = popupToShow(popups, config, path, seen, Date.now())
      if (!due) return
      try {
        store.setItem(STORAGE_KEYS.popupsSeen, JSON.stringify({ ...seen, [due.id]: Date.now() }))
      } catch {
        return // storage full or blocked: showing it on every page would be worse than never
      }
      setPopup(due)
    }, config.delay)
    return () => window.clearTimeout(timer)
  }, [popups, config, path, popup])
  if (!popup) return null
  return (
    <Suspense fallback={null}>
      <PopupDialog popup={popup} onClose={() => setPopup(null)} />
    </Suspense>
  )
}
