/**
 * A tap before the page is interactive is not lost (issue 25 point 7). On a slow phone the server-
 * rendered "add to cart" button shows long before hydration; a click on it would do nothing. The
 * paint-first loader (worker/paint-first.ts) runs EARLY_TAP_CAPTURE first: until the shell marks
 * <html data-online> (app/layout/ClientEffects.tsx, after hydration), a click on a control marked
 * `data-early-tap` is held (the control shows aria-busy) and queued; the shell then replays each
 * queued control once with replayEarlyTaps(), so the real handler runs as if the shopper had
 * tapped just now.
 */
export const EARLY_TAP_ATTR = 'data-early-tap'
const QUEUE = '__earlyTaps'

/** Inline, ES5, nonced with the loader: queue clicks on marked controls until hydration. */
export const EARLY_TAP_CAPTURE = `(function(){var q=window.${QUEUE}=window.${QUEUE}||[];document.addEventListener('click',function(e){if(document.documentElement.hasAttribute('data-online'))return;var t=e.target,b=t&&t.closest?t.closest('[${EARLY_TAP_ATTR}]'):null;if(!b)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0){q.push(b);b.setAttribute('aria-busy','true')}},true)})();`

/** Clicks every control tapped before hydration, once; returns how many were replayed. */
export function replayEarlyTaps(): number {
  const queue = (window as unknown as Record<string, Element[] | undefined>)[QUEUE]
  if (!queue?.length) return 0
  const taps = queue.splice(0)
  for (const control of taps) {
    control.removeAttribute('aria-busy')
    if (control.isConnected && control instanceof HTMLElement) control.click()
  }
  return taps.length
}
