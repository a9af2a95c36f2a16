/**
 * Paint first, hydrate second (decision 0007). TanStack Start puts ~30 `modulepreload` links in the
 * head and the client entry as an async module script: on a phone they compete with the HTML, CSS
 * and hero image for the network, and the entry's evaluation and hydration can run before the
 * first frame. This rewrite removes the preload links and replaces the entry script with a tiny
 * nonced loader that adds the same preloads and the entry after the first frame has been painted.
 * The page is server-rendered and readable meanwhile; only interactivity waits one frame.
 */
import { EARLY_TAP_CAPTURE } from '#platform/shared/early-tap.ts'
import { rewriteHtmlStream, type TagRewrite } from './html-stream'

export const PAINT_FIRST_ATTR = 'data-paint-first'

/**
 * How many modulepreload links the loader adds per task. Each costs a phone's main thread (4x) up to
 * ~14 ms: a batch of 8 was a task of 40-117 ms, the first one most often (session 53).
 */
export const PRELOAD_BATCH = 2

/**
 * The inline loader: after the next frame, load the entry module, then add the chunks' preloads
 * in batches of PRELOAD_BATCH, one task each. Chrome spends 10-40 ms starting the fetches of ~38
 * links appended at once; in one task that alone is a "long task" on a phone (4x slower).
 * It starts by holding taps on marked controls until hydration (platform/shared/early-tap.ts).
 */
export function loaderScript(entry: string, preloads: string[]): string {
  const data = JSON.stringify({ e: entry, p: preloads }).replace(/</g, '\\u003c')
  return `${EARLY_TAP_CAPTURE}(function(d){var h=document.head,i=0,add=function(){var f=document.createDocumentFragment();d.p.slice(i,i+${PRELOAD_BATCH}).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;f.appendChild(l)});h.appendChild(f);i+=${PRELOAD_BATCH};if(i<d.p.length)setTimeout(add,0)},go=function(){var s=document.createElement('script');s.type='module';s.src=d.e;h.appendChild(s);if(d.p.length)setTimeout(add,0)};requestAnimationFrame(function(){setTimeout(go,0)})})(${data})`
}

/**
 * TanStack's browser history gives the page's history entry a key when it has none (`createBrowserHistory`
 * in @tanstack/history): a `replaceState` that cost Chrome 11-36 ms of a phone's main thread (4x) in the
 * router's start-up task, once the page is built, and under 1.2 ms in the head, before it is (decision
 * 0138). This writes the same state in the head; the history then finds its key and writes nothing.
 * `history-key.test.ts` runs it before the real createBrowserHistory.
 */
export const HISTORY_KEY_SCRIPT = `(function(){try{var s=history.state;if(s&&(s.__TSR_key||s.key))return;var k=(Math.random()+1).toString(36).slice(7);history.replaceState({__TSR_index:0,key:k,__TSR_key:k},'')}catch(e){}})()`

const ATTR = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')
const REL = ATTR('rel')
const HREF = ATTR('href')
const SRC = ATTR('src')
const TYPE = ATTR('type')
const NONCE = ATTR('nonce')

function attr(tag: string, re: RegExp): string | null {
  const m = re.exec(tag)
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null
}

/** A nonce attribute's value as the page may carry it (base64 and base64url characters only). */
const nonceAttr = (nonce: string | null) =>
  nonce !== null ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : ''

/**
 * The paint-first rewrite of one page, as a step of the page's one streaming pass (worker/html/html-stream.ts):
 * modulepreload links leave the head (kept for the loader), the first module script becomes the loader,
 * and the history's key is written before the head's first link that carries the page's nonce (its
 * stylesheet: a script after a loading stylesheet would wait for it).
 */
export function paintFirstRewrite(): TagRewrite {
  const preloads: string[] = []
  let entryReplaced = false
  let historyKeyed = false
  return {
    names: ['link', 'script'],
    rewrite(tag, name) {
      if (name === 'link') {
        const href = attr(tag, HREF)
        if (attr(tag, REL)?.toLowerCase() !== 'modulepreload' || !href?.startsWith('/')) {
          const nonce = historyKeyed ? null : attr(tag, NONCE)
          if (nonce === null) return tag
          historyKeyed = true
          return `<script${nonceAttr(nonce)}>${HISTORY_KEY_SCRIPT}</script>${tag}`
        }
        preloads.push(href)
        return ''
      }
      const src = attr(tag, SRC)
      if (entryReplaced || attr(tag, TYPE)?.toLowerCase() !== 'module' || !src?.startsWith('/')) return tag
      entryReplaced = true
      const nonce = attr(tag, NONCE)
      // The original (empty) script element's closing tag follows in the stream and closes the loader.
      return `<script${nonceAttr(nonce)} ${PAINT_FIRST_ATTR}>${loaderScript(
        src,
        preloads.filter((p) => p !== src),
      )}`
    },
  }
}

/** The paint-first rewrite alone (the page's pass adds the site's tags: worker/html/tag-injection.ts). */
export function paintFirst(response: Response): Response {
  return rewriteHtmlStream(response, [paintFirstRewrite()])
}
