import { lazy, Suspense } from 'react'
import { useHydrated } from '#app/lib/useHydrated.ts'
import { useShell } from '#app/shell/useShell.tsx'
import { loadPopupHost } from './PopupHost.lazy'

const PopupHost = lazy(() => loadPopupHost().then((m) => ({ default: m.PopupHost })))

/**
 * Where the shell mounts the operator's popups: after hydration and only on a site that has some, the
 * host's code (its rules, its timer) loads then. Every page's first load used to carry it (about 1 kB
 * gzip), though most sites have no popups and the host never renders anything on the server.
 */
export function Popups() {
  const { settings } = useShell()
  const hydrated = useHydrated()
  if (!hydrated || settings.popups.length === 0) return null
  return (
    <Suspense fallback={null}>
      <PopupHost />
    </Suspense>
  )
}
