/**
 * A tap before the page is interactive is not lost (issue 25 point 7). On a slow phone the server-
 * rendered "add to cart" button shows long before hydration; a click on it would do nothing. The
 * paint-first loader (worker/paint-first.ts) runs EARLY_TAP_CAPTURE first: until the shell marks
 * <html data-online> (app/layout/ClientEffects.tsx, after hydration), a click on a control marked
 * `data-early-tap` is held (the control shows aria-busy) and queued; the shell then replays each
 * queued control once with replayEarlyTaps(), so the real handler runs as if the shopper had
 * tapped just now. A control that hydrates later than the shell (a lazily loaded part of the page)
 * takes its own tap when it mounts (takeEarlyTap), since a click on it before that does nothing.
 */
export const EARLY_TAP_ATTR = 'data-early-tap'
const QUEUE = '__earlyTaps'

/** Inline, ES5, nonced with the loader: queue clicks on marked controls until hydration. */
export const EARLY_TAP_CAPTURE = `(function(){var q=window.${QUEUE}=window.${QUEUE}||[];document.addEventListener('click',function(e){if(document.documentElement.hasAttribute('data-online'))return;var t=e.target,b=t&&t.closest?t.closest('[${EARLY_TAP_ATTR}]'):null;if(!b)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0){q.push(b);b.setAttribute('aria-busy','true')}},true)})();`

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

/** Clicks every control tapped before hydration, once; returns how many were replayed. */
export function replayEarlyTaps(): number {
  const pending = queue()
  if (!pending?.length) return 0
  const taps = pending.splice(0)
  for (const control of taps) {
    control.removeAttribute('aria-busy')
    if (control.isConnected && control instanceof HTMLElement) control.click()
  }
  return taps.length
}
