import { type ReactNode, Suspense, use } from 'react'

/**
 * Hydrate-when-visible (decision 0007). On the first page load, server-rendered content inside a
 * <LazyHydrate> stays as the server sent it - readable, its links working - and React hydrates it
 * only when `selector`'s element comes within 300 px of the viewport (or the shopper interacts
 * with it: React hydrates a dehydrated boundary first when it receives an event). This keeps
 * below-the-fold carousels and grids off the main thread while the page becomes interactive.
 * After the first load (client-side navigation) nothing waits: the content renders at once.
 */
const waiting = new Map<string, Promise<void>>()
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
  if (known) return known // a boundary already waiting keeps its promise (React retries with it)
  if (!doc || firstLoadDone || typeof IntersectionObserver === 'undefined') return null
  const element = doc.querySelector(selector)
  if (!element) return null
  const promise = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
  })
  waiting.set(selector, promise)
  return promise
}

/** Test hook: forget waiting boundaries and the first-load flag. */
export function resetLazyHydration() {
  waiting.clear()
  firstLoadDone = false
}

function Gate({ selector, children }: { selector: string; children: ReactNode }) {
  const gate = visibilityGate(selector)
  if (gate) use(gate)
  return children
}

export function LazyHydrate({ selector, children }: { selector: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate selector={selector}>{children}</Gate>
    </Suspense>
  )
}
