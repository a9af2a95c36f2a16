import type { Context } from 'hono'
import type { GlobalSettings } from '../app/api/contract/settings'
import { loadGlobalSettings, renderedGlobalSettings } from '../app/api/site.server'
import { hasLinkToken, LINK_SCRUB_SCRIPT } from '../app/lib/link-stash'
import { COOKIES, isLocale } from '../app.config'
import { readCookie } from './cookies'
import { fontSources } from './font-csp'
import { cspFor, encodeCspSources, mergeCspSources, TAGS_CSP_HEADER, type TagFragments, tagFragments } from './site-tags'
import type { AppEnv } from './types'

/**
 * The site settings of a page path (`/{lang}/…`; the settings are memoised per language), or null
 * for paths outside a language. `load: false` takes what the render just used (renderedGlobalSettings:
 * no second back-end wait after a slow or failed render; a failed answer gives null, no tags).
 */
export async function settingsOfPage(c: Context<AppEnv>, { load }: { load: boolean } = { load: true }): Promise<GlobalSettings | null> {
  const lang = /^\/([a-z]{2})(?:\/|$)/.exec(c.req.path)?.[1]
  if (!isLocale(lang)) return null
  const identity = { locale: lang, devMode: readCookie(c, COOKIES.devMode) === 'true' }
  try {
    return load ? (await loadGlobalSettings(c.env, identity)).data : await renderedGlobalSettings(c.env, identity)
  } catch {
    return null
  }
}

const BODY_TAG = /<body\b(?:[^>"']|"[^"]*"|'[^']*')*>/i

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').includes('text/html')

/**
 * Puts the fragments into the streamed HTML: `head` before `</head>`, `bodyStart` right after the
 * `<body …>` tag, `bodyEnd` before `</body>`. Markers are only looked for in text whose tags are
 * complete (text after the last unclosed `<` waits for the next chunk), so a split tag is never
 * missed. A page without fragments passes through untouched (no re-encoding).
 */
export function injectTags(response: Response, fragments: TagFragments): Response {
  if (!isHtml(response) || !response.body || (!fragments.head && !fragments.bodyStart && !fragments.bodyEnd)) return response
  let stage = 0
  const steps: [RegExp, (m: string) => string][] = [
    [/<\/head\s*>/i, (m) => fragments.head + m],
    [BODY_TAG, (m) => m + fragments.bodyStart],
    [/<\/body\s*>/i, (m) => fragments.bodyEnd + m],
  ]
  const rewrite = (text: string) => {
    let out = ''
    let rest = text
    while (stage < steps.length) {
      const [re, put] = steps[stage] as [RegExp, (m: string) => string]
      const m = re.exec(rest)
      if (!m) break
      out += rest.slice(0, m.index) + put(m[0])
      rest = rest.slice(m.index + m[0].length)
      stage += 1
    }
    return out + rest
  }
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  let pending = ''
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pending += decoder.decode(chunk, { stream: true })
        const open = pending.lastIndexOf('<')
        let cut = open > pending.lastIndexOf('>') ? open : pending.length
        // A `>` inside a quoted attribute of <body> is not its end: wait for the whole tag.
        const bodyAt = stage <= 1 ? pending.slice(0, cut).search(/<body\b/i) : -1
        if (bodyAt >= 0 && !BODY_TAG.test(pending.slice(bodyAt, cut))) cut = bodyAt
        if (cut > 0) controller.enqueue(encoder.encode(rewrite(pending.slice(0, cut))))
        pending = pending.slice(cut)
      },
      flush(controller) {
        pending += decoder.decode()
        if (pending) controller.enqueue(encoder.encode(rewrite(pending)))
      },
    }),
  )
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * The rendered page with the site's tags, under this response's nonce, and the CSP additions of the
 * tags and the site font for the security headers (TAGS_CSP_HEADER; stored with a cached page).
 */
export async function withSiteTags(c: Context<AppEnv>, response: Response): Promise<Response> {
  if (!isHtml(response)) return response
  const settings = await settingsOfPage(c, { load: false })
  if (!settings) return response
  const fragments = tagFragments(settings, c.get('nonce'))
  // An e-mailed link's token leaves the address bar before any tag can read it (issue 26).
  if ((fragments.head || fragments.bodyStart || fragments.bodyEnd) && hasLinkToken(new URL(c.req.url).searchParams)) {
    fragments.head = `<script nonce="${c.get('nonce')}" data-link-scrub>${LINK_SCRUB_SCRIPT}</script>${fragments.head}`
  }
  const out = injectTags(response, fragments)
  const sources = mergeCspSources(cspFor(settings), fontSources(settings.additional_settings))
  if (Object.keys(sources).length === 0) return out
  const tagged = out === response ? new Response(response.body, response) : out
  tagged.headers.set(TAGS_CSP_HEADER, encodeCspSources(sources))
  return tagged
}
