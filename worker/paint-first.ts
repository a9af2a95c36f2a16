/**
 * Paint first, hydrate second (decision 0007). TanStack Start puts ~30 `modulepreload` links in the
 * head and the client entry as an async module script: on a phone they compete with the HTML, CSS
 * and hero image for the network, and the entry's evaluation and hydration can run before the
 * first frame. This rewrite removes the preload links and replaces the entry script with a tiny
 * nonced loader that adds the same preloads and the entry after the first frame has been painted.
 * The page is server-rendered and readable meanwhile; only interactivity waits one frame.
 */
export const PAINT_FIRST_ATTR = 'data-paint-first'

/** How many modulepreload links the loader adds per task (each costs the main thread 0.3-1 ms). */
export const PRELOAD_BATCH = 8

/**
 * The inline loader: after the next frame, load the entry module, then add the chunks' preloads
 * in batches of PRELOAD_BATCH, one task each. Chrome spends 10-40 ms starting the fetches of ~38
 * links appended at once; in one task that alone is a "long task" on a phone (4x slower).
 */
export function loaderScript(entry: string, preloads: string[]): string {
  const data = JSON.stringify({ e: entry, p: preloads }).replace(/</g, '\\u003c')
  return `(function(d){var h=document.head,i=0,add=function(){var f=document.createDocumentFragment();d.p.slice(i,i+${PRELOAD_BATCH}).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;f.appendChild(l)});h.appendChild(f);i+=${PRELOAD_BATCH};if(i<d.p.length)setTimeout(add,0)},go=function(){var s=document.createElement('script');s.type='module';s.src=d.e;h.appendChild(s);if(d.p.length)setTimeout(add,0)};requestAnimationFrame(function(){setTimeout(go,0)})})(${data})`
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('text/html')
}

export function paintFirst(response: Response): Response {
  if (!isHtml(response) || !response.body || typeof HTMLRewriter === 'undefined') return response
  const preloads: string[] = []
  let entryReplaced = false
  return new HTMLRewriter()
    .on('link[rel="modulepreload"][href]', {
      element(el) {
        const href = el.getAttribute('href')
        if (!href?.startsWith('/')) return
        preloads.push(href)
        el.remove()
      },
    })
    .on('script[type="module"][src]', {
      element(el) {
        const src = el.getAttribute('src')
        if (entryReplaced || !src?.startsWith('/')) return
        entryReplaced = true
        const nonce = el.getAttribute('nonce')
        el.replace(
          `<script${nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : ''} ${PAINT_FIRST_ATTR}>${loaderScript(
            src,
            preloads.filter((p) => p !== src),
          )}</script>`,
          { html: true },
        )
      },
    })
    .transform(response)
}
