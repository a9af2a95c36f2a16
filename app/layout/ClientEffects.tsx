import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { keepsPlace } from '#app/lib/keep-place.ts'
import { ROUTER_RELOAD_COUNTED, reloadOnce, uncountedRouterReloads } from '#app/lib/reload-once.ts'
import { STORAGE_KEYS, TIMINGS } from '#config'
import { replayEarlyTaps } from '#platform/shared/early-tap.ts'
import { installSessionFetch, onAuthChange, syncSessionState } from '../features/auth'
import { useLocale } from '../shell/useShell'
import { isChunkLoadError, preloadErrorIsChunk, scrollTarget } from './client-rules'
import { useConnectivity } from './connectivity'

/** Browser-only behaviour of the shell: connectivity, chunk-failure reload, scroll restoration. */
export function ClientEffects() {
  useSession()
  useConnectivity()
  useEarlyTapReplay()
  useChunkReload()
  useScrollRestoration()
  return null
}

/**
 * The session in this tab (decision 0017): requests refresh and end the session as the spec says, and
 * a sign-out in another tab reloads this one (its data is gone; a protected page then asks for sign-in).
 */
function useSession() {
  const lang = useLocale()
  useEffect(() => {
    installSessionFetch(lang)
    const onFocus = () => syncSessionState()
    window.addEventListener('focus', onFocus)
    const stop = onAuthChange((isAuth) => (isAuth ? syncSessionState() : window.location.reload()))
    return () => {
      window.removeEventListener('focus', onFocus)
      stop()
    }
  }, [lang])
}

/** Interactive now: the taps held since the first paint run (platform/shared/early-tap.ts). */
function useEarlyTapReplay() {
  useEffect(() => {
    replayEarlyTaps()
  }, [])
}

function useChunkReload() {
  useEffect(() => {
    // One guard for the router's reloads and ours: a reload the router made since the last page counts.
    const keys = Object.keys(sessionStorage)
    for (const mark of uncountedRouterReloads(keys.map((key) => [key, sessionStorage.getItem(key)]))) {
      sessionStorage.setItem(STORAGE_KEYS.chunkReloadAt, String(Date.now()))
      sessionStorage.setItem(mark, ROUTER_RELOAD_COUNTED)
    }
    const messageOf = (error: unknown) => String((error as Error | undefined)?.message ?? error)
    // Only a chunk that failed to load reloads the page (spec 8); any other error Vite reports here
    // (a failed server call chained onto a lazy import) goes on to its caller, which shows it.
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload
      if (!preloadErrorIsChunk(payload)) return
      event.preventDefault()
      reloadOnce(messageOf(payload))
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(messageOf(event.reason))) reloadOnce(messageOf(event.reason))
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEYS.scrollPositions) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

/** Back/forward returns smoothly to the saved position after 500 ms; other navigations go to top. */
function useScrollRestoration() {
  const router = useRouter()
  const returning = useRef(false)
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
    const keyOf = () => window.location.pathname + window.location.search
    let current = keyOf()
    const save = () => {
      const positions = readPositions()
      positions[current] = window.scrollY
      try {
        sessionStorage.setItem(STORAGE_KEYS.scrollPositions, JSON.stringify(positions))
      } catch {}
    }
    const restore = (saved: number) =>
      window.setTimeout(() => {
        const top = scrollTarget(saved, true, document.documentElement.scrollHeight, window.innerHeight)
        window.scrollTo({ top, behavior: 'smooth' })
      }, TIMINGS.savedScrollDelay)
    // Links that leave by a full page load (product cards' plain <a>) save on the way out, and a
    // document reached by back/forward restores: with scrollRestoration 'manual' the browser won't.
    window.addEventListener('pagehide', save)
    const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
    const savedHere = readPositions()[current]
    if (entry?.type === 'back_forward' && savedHere) restore(savedHere)
    const unsubHistory = router.history.subscribe(({ action }) => {
      save()
      returning.current = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO'
    })
    const unsubResolved = router.subscribe('onResolved', ({ pathChanged }) => {
      const key = keyOf()
      if (key === current) return
      current = key
      // Another page (a search result, the order's success page): the focus starts at its content, where
      // a reader starts too, not on the page's body. Filters, sort and pages of a list keep it where it is.
      if (pathChanged) document.getElementById('main')?.focus({ preventScroll: true })
      const saved = readPositions()[key]
      if (returning.current && saved) {
        restore(saved)
      } else if (!keepsPlace(router.state.location.state)) {
        window.scrollTo({ top: 0 })
      }
      returning.current = false
    })
    return () => {
      window.removeEventListener('pagehide', save)
      unsubHistory()
      unsubResolved()
    }
  }, [router])
}
