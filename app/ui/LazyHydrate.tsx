import { type ReactNode, Suspense, use, useEffect, useRef } from 'react'
import { settled } from '#platform/shared/settled-thenable.ts'

/**
 * Hydrate-when-visible (decision 0007). On the first page load, server-rendered content inside a
 * <LazyHydrate> stays as the server sent it - readable, its links working - and React hydrates it
 * only when `selector`'s element comes within 300 px of the viewport (or the shopper interacts
 * with it: React hydrates a dehydrated boundary first when it receives an event). This keeps
 * below-the-fold carousels and grids off the main thread while the page becomes interactive.
 * After the first load (client-side navigation) nothing waits: the content renders at once.
 */
/** A promise React's `use` reads at once once released (React's thenable status fields). */
type GatePromise = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined }
const waiting = new Map<string, { gate: GatePromise; release: () => void }>()
let firstLoadDone = false

/** Called once the app has hydrated its shell: later renders never wait. */
export function markFirstLoadDone() {
  firstLoadDone = true
}

/** The promise a boundary waits on, or null when it should render now. Exported for tests. */
export function visibilityGate(
  selector: string,
  doc: Pick<Document, 'querySelector'> | null = typeof document === 'undefined' ? null : document,
): Promise<void> | null {
  const known = waiting.get(selector)
  if (known) return known.gate // a boundary already waiting keeps its promise (React retries with it)
  if (!doc || firstLoadDone || typeof IntersectionObserver === 'undefined') return null
  const element = doc.querySelector(selector)
  if (!element) return null
  let resolve = () => {}
  const gate: GatePromise = new Promise<void>((r) => {
    resolve = r
  })
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) release()
    },
    { rootMargin: '300px 0px' },
  )
  const release = () => {
    observer.disconnect()
    // Marked for React's `use`, which then reads it at once instead of suspending again.
    gate.status = 'fulfilled'
    gate.value = undefined
    resolve()
  }
  observer.observe(element)
  waiting.set(selector, { gate, release })
  return gate
}

/**
 * Stops a boundary waiting: it hydrates now. Its parent re-rendered it with new children (a listing
 * that appended a page, a shell that re-rendered): React cannot apply an update to content it has not
 * hydrated, and a boundary that still suspended would drop the server's HTML for its fallback (nothing),
 * with no element left for the observer to see.
 */
export function releaseGate(selector: string) {
  const known = waiting.get(selector)
  if (!known || known.gate.status === 'fulfilled') return
  // Worth knowing: on a first load nothing should re-render a waiting boundary (decision 0084), and
  // the first-load check (tests/e2e/first-load.spec.ts) reads these marks.
  globalThis.performance?.mark?.(RELEASED_BY_RENDER, { detail: selector })
  known.release()
}

/** The performance mark a boundary released by its parent's re-render leaves, its selector as the detail. */
export const RELEASED_BY_RENDER = 'lazy-hydrate:released-by-render'

/** Test hook: forget waiting boundaries and the first-load flag. */
export function resetLazyHydration() {
  waiting.clear()
  firstLoadDone = false
}

const open: GatePromise = settled(undefined)

/** Whether `media` matches this screen now (never on the server, where nothing waits anyway). */
const matches = (media: string | undefined) =>
  !!media && typeof window !== 'undefined' && !!window.matchMedia?.(media).matches

type Props = {
  /** The server-rendered element whose nearing the viewport starts hydration. */
  selector: string
  /**
   * A media query under which the content hydrates with the page, not when it nears the viewport:
   * for a part on screen at once on some screens (the desktop filter column) and hidden on others.
   */
  hydrateAtOnceWhen?: string
  children: ReactNode
}

function Gate({ selector, hydrateAtOnceWhen, children }: Props) {
  // `use` on every render, an open gate as a settled promise (platform/shared/settled-thenable.ts).
  use(matches(hydrateAtOnceWhen) ? open : (visibilityGate(selector) ?? open))
  return children
}

export function LazyHydrate({ selector, hydrateAtOnceWhen, children }: Props) {
  // A render after the first is an update from the parent: hydrate now rather than lose the content.
  const rendered = useRef(false)
  if (rendered.current) releaseGate(selector)
  useEffect(() => {
    rendered.current = true
  }, [])
  return (
    <Suspense fallback={null}>
      <Gate selector={selector} hydrateAtOnceWhen={hydrateAtOnceWhen}>
        {children}
      </Gate>
    </Suspense>
  )
}
