/**
 * A tap before a control is interactive is not lost (issue 25 point 7). On a slow phone the server-
 * rendered "add to cart" button shows long before hydration; a click on it would do nothing. The
 * same holds later for a part of the page that hydrates after the shell (a home row waits until it
 * nears the viewport, then fetches its cards: decision 0053). The paint-first loader
 * (worker/html/paint-first.ts) runs EARLY_TAP_CAPTURE first: a click on a control marked
 * `data-early-tap` that is not yet ready (`data-tap-ready`, set by its ref: markTapReady) is held
 * (the control shows aria-busy) and queued. The control takes its own tap in its mount effect
 * (takeEarlyTap), so the real handler runs as if the shopper had tapped just now; the shell also
 * replays, after hydration, every queued control that is ready by then (replayEarlyTaps).
 */
export const EARLY_TAP_ATTR = 'data-early-tap'
/** Set on a marked control once its handler is attached: its clicks pass straight through. */
export const TAP_READY_ATTR = 'data-tap-ready'
const QUEUE = '__earlyTaps'

/** Inline, ES5, nonced with the loader: queue clicks on marked controls until they are ready. */
export const EARLY_TAP_CAPTURE = `(function(){document.addEventListener('click',function(e){var t=e.target,b=t&&t.closest?t.closest('[${EARLY_TAP_ATTR}]'):null;if(!b||b.hasAttribute('${TAP_READY_ATTR}'))return;e.preventDefault();e.stopImmediatePropagation();var q=window.${QUEUE}=window.${QUEUE}||[];if(q.indexOf(b)<0){q.push(b);b.setAttribute('aria-busy','true')}},true)})();`

const queue = () => (window as unknown as Record<string, Element[] | undefined>)[QUEUE]

/**
 * For a control's mount effect: when the shopper tapped it before it was interactive, the tap is
 * taken off the queue and the control clicked now (its handler is attached by then). True when so.
 */
export function takeEarlyTap(control: HTMLElement | null): boolean {
  const taps = typeof window === 'undefined' ? undefined : queue()
  const at = control && taps ? taps.indexOf(control) : -1
  if (!control || !taps || at < 0) return false
  taps.splice(at, 1)
  control.removeAttribute('aria-busy')
  control.click()
  return true
}

/**
 * A marked control's ref: once React has attached its handler (every time the element is attached),
 * its clicks pass straight through. Its mount effect then takes a tap held before (takeEarlyTap).
 */
export function markTapReady(control: HTMLElement | null) {
  control?.setAttribute(TAP_READY_ATTR, '')
}

/**
 * After the shell hydrated: clicks, once, every held control that is ready, and drops the ones that
 * are gone; a control not ready yet (a part hydrating later) stays queued for its own takeEarlyTap.
 * Returns how many were replayed or dropped.
 */
export function replayEarlyTaps(): number {
  const pending = queue()
  if (!pending?.length) return 0
  const done = pending.filter((control) => !control.isConnected || control.hasAttribute(TAP_READY_ATTR))
  for (const control of done) {
    pending.splice(pending.indexOf(control), 1)
    control.removeAttribute('aria-busy')
    if (control.isConnected && control instanceof HTMLElement) control.click()
  }
  return done.length
}
