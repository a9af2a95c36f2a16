import type { GlobalSettings } from '#contract/settings.ts'
import { escapeHtml } from '#platform/shared/escape-html.ts'

/**
 * Analytics, verification and operator tags from the site settings (spec: sitesettingsstatistic and
 * styles), rendered by the Worker into the HTML under the nonce CSP (decision 0028). Pure: the
 * settings and the response's nonce in, the HTML fragments and the CSP additions out.
 */

/** The tags a site configures, each value checked against the format its vendor uses; anything else is ignored. */
export interface ConfiguredTags {
  ga4?: string
  gtm?: string
  metaPixel?: string
  yandexMetrika?: string
  jivo?: string
  googleVerification?: string
  facebookVerification?: string
}

type Stats = GlobalSettings['sitesettingsstatistic']

/** The first match of `re` in the value: an operator may paste the bare id or the vendor's whole snippet. */
function idIn(value: string | null | undefined, re: RegExp): string | undefined {
  return value ? (re.exec(value)?.[1] ?? undefined) : undefined
}

/** A verification token, bare or as the vendor's `<meta … content="…">`. */
function verification(value: string | null | undefined): string | undefined {
  const v = value?.trim()
  if (!v) return undefined
  const content = /\bcontent\s*=\s*["']([^"']+)["']/i.exec(v)?.[1] ?? (v.includes('<') ? undefined : v)
  return content?.trim().slice(0, 200) || undefined
}

export function configuredTags(stats: Stats): ConfiguredTags {
  const tags: ConfiguredTags = {
    ga4: idIn(stats.google_analytics_4, /\b(G-[A-Z0-9]{4,20})\b/),
    gtm: idIn(stats.google_tag_manager, /\b(GTM-[A-Z0-9]{4,12})\b/),
    metaPixel: idIn(stats.facebook_meta_pixel_code, /\b(\d{6,20})\b/),
    yandexMetrika: idIn(stats.yandex_metrika, /\b(\d{4,12})\b/),
    jivo:
      idIn(stats.jivo_chat, /widget\/([A-Za-z0-9]{4,20})\b/) ?? idIn(stats.jivo_chat, /^\s*([A-Za-z0-9]{4,20})\s*$/),
    googleVerification: verification(stats.google_search_console),
    facebookVerification: verification(stats.facebook_verification),
  }
  for (const key of Object.keys(tags) as (keyof ConfiguredTags)[]) if (tags[key] === undefined) delete tags[key]
  return tags
}

/** The CSP directives a tag may extend. */
export type CspDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'style-src' | 'font-src'
export type CspSources = Partial<Record<CspDirective, string[]>>

/**
 * The origins each loading tag needs, from the vendors' CSP guides (Google's "Use a CSP with the
 * Google tag", Meta's pixel, Yandex Metrika's CSP page, Jivo's widget hosts). Verification metas
 * load nothing and add nothing.
 */
export const TAG_ORIGINS: Record<'ga4' | 'gtm' | 'metaPixel' | 'yandexMetrika' | 'jivo', CspSources> = {
  ga4: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
    'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  gtm: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://www.googletagmanager.com'],
    'frame-src': ['https://www.googletagmanager.com'],
  },
  metaPixel: {
    'script-src': ['https://connect.facebook.net'],
    'connect-src': ['https://www.facebook.com'],
    'img-src': ['https://www.facebook.com'],
  },
  yandexMetrika: {
    'script-src': ['https://mc.yandex.ru'],
    'connect-src': ['https://mc.yandex.ru'],
    'img-src': ['https://mc.yandex.ru'],
    'frame-src': ['https://mc.yandex.ru'],
  },
  jivo: {
    'script-src': ['https://code.jivo.ru', 'https://code.jivosite.com'],
    'connect-src': ['https://*.jivosite.com'],
    'img-src': ['https://*.jivosite.com'],
    'frame-src': ['https://*.jivosite.com'],
  },
}

/**
 * The CSP additions for a site's settings: the union of the configured tags' origins, each once, in
 * a fixed order. A site without tags gets `{}` (its CSP stays exactly as before). Operator scripts
 * (`styles.script`, `additional_js_items`) add no origin: they run by the nonce, and what they load
 * runs by 'strict-dynamic'.
 */
export function cspFor(settings: Pick<GlobalSettings, 'sitesettingsstatistic'>): CspSources {
  const tags = configuredTags(settings.sitesettingsstatistic)
  const out: CspSources = {}
  for (const name of Object.keys(TAG_ORIGINS) as (keyof typeof TAG_ORIGINS)[]) {
    if (!tags[name]) continue
    for (const [directive, origins] of Object.entries(TAG_ORIGINS[name]) as [CspDirective, string[]][]) {
      const list = out[directive] ?? []
      for (const o of origins) if (!list.includes(o)) list.push(o)
      out[directive] = list
    }
  }
  return out
}

/**
 * The render hands its CSP additions to the security headers in this internal header (kept with a
 * cached page, removed before the response leaves), so a page and its CSP always come from the same
 * settings and a page-cache HIT needs no settings call.
 */
export const TAGS_CSP_HEADER = 'x-site-tags-csp'

/** How long the tag loader waits for a paint entry before it loads the vendors' scripts anyway (ms; not a spec timing). */
export const TAGS_PAINT_WAIT_MS = 3_000

const DIRECTIVES: readonly CspDirective[] = [
  'script-src',
  'connect-src',
  'img-src',
  'frame-src',
  'style-src',
  'font-src',
]
const ORIGIN = /^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+$/

export const encodeCspSources = (sources: CspSources): string => JSON.stringify(sources)

/** Two sets of CSP additions as one, each origin once per directive. */
export function mergeCspSources(a: CspSources, b: CspSources): CspSources {
  const out: CspSources = {}
  for (const d of DIRECTIVES) {
    const list = [...new Set([...(a[d] ?? []), ...(b[d] ?? [])])]
    if (list.length) out[d] = list
  }
  return out
}

/** The header's value back, keeping only the known directives and plain https origins; anything else is dropped. */
export function decodeCspSources(value: string | null): CspSources {
  if (!value) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return {}
  }
  if (!parsed || typeof parsed !== 'object') return {}
  const out: CspSources = {}
  for (const d of DIRECTIVES) {
    const list = (parsed as Record<string, unknown>)[d]
    if (!Array.isArray(list)) continue
    const origins = list.filter((o): o is string => typeof o === 'string' && ORIGIN.test(o))
    if (origins.length) out[d] = origins
  }
  return out
}

// ---- HTML ----

/** Script text that cannot end its element or open a comment state: `</script` → `<\/script`, `<!--` → `<\!--` (the same code in JS). */
export const scriptText = (s: string) => s.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')
/** Noscript markup that cannot end its element (with scripting on, the element is raw text up to `</noscript`). */
export const noscriptHtml = (s: string) => s.replace(/<\/(noscript)/gi, '&lt;/$1')
/** Style text that cannot end its element: `</style` → `<\/style` (`\/` is `/` in CSS). */
export const styleText = (s: string) => s.replace(/<\/(style)/gi, '<\\/$1')
/** A nonce as an attribute value: only base64url characters survive. */
const nonceAttr = (nonce: string) => ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"`

/** Where a fragment goes: before `</head>`, right after `<body …>`, before `</body>`. */
export interface TagFragments {
  head: string
  bodyStart: string
  bodyEnd: string
}

/**
 * The vendors' loaders, in one nonced script: the queues (dataLayer/gtag, fbq, ym) exist at once
 * so events pushed before the scripts arrive are kept; the vendors' scripts are added async after
 * the first frame is painted (like the app's own entry, decision 0007) and carry the nonce (GTM's
 * custom HTML tags read it from their script).
 */
function loaderScript(tags: ConfiguredTags): string {
  const stubs: string[] = []
  const loads: string[] = []
  if (tags.ga4 || tags.gtm) stubs.push('w.dataLayer=w.dataLayer||[]')
  if (tags.ga4) {
    stubs.push(
      `w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};w.gtag('js',new Date());w.gtag('config',${JSON.stringify(tags.ga4)})`,
    )
    loads.push(`'https://www.googletagmanager.com/gtag/js?id=${tags.ga4}'`)
  }
  if (tags.gtm) {
    stubs.push(`w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'})`)
    loads.push(`'https://www.googletagmanager.com/gtm.js?id=${tags.gtm}'`)
  }
  if (tags.metaPixel) {
    stubs.push(
      `if(!w.fbq){var q=w.fbq=function(){q.callMethod?q.callMethod.apply(q,arguments):q.queue.push(arguments)};if(!w._fbq)w._fbq=q;q.push=q;q.loaded=!0;q.version='2.0';q.queue=[]}w.fbq('init',${JSON.stringify(tags.metaPixel)});w.fbq('track','PageView')`,
    )
    loads.push(`'https://connect.facebook.net/en_US/fbevents.js'`)
  }
  if (tags.yandexMetrika) {
    stubs.push(
      `w.ym=w.ym||function(){(w.ym.a=w.ym.a||[]).push(arguments)};w.ym.l=1*new Date();w.ym(${Number(tags.yandexMetrika)},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true})`,
    )
    loads.push(`'https://mc.yandex.ru/metrika/tag.js'`)
  }
  if (tags.jivo) loads.push(`'https://code.jivo.ru/widget/${tags.jivo}'`)
  if (!loads.length) return ''
  // After the first paint: when the browser reports it (a paint entry; a page that never paints, say a
  // background tab, loads them after TAGS_PAINT_WAIT_MS), else after the first frame. A frame's timeout could
  // still run before a loaded machine's paint, so the entry is the rule where there is one.
  return `(function(w,d){var n=d.currentScript&&d.currentScript.nonce;${stubs.join(';')};var l=function(){[${loads.join(',')}].forEach(function(u){var s=d.createElement('script');s.async=true;s.src=u;if(n)s.nonce=n;d.head.appendChild(s)})},t=0,g=function(){if(!t){t=1;setTimeout(l,0)}},P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var o=new P(function(){o.disconnect();g()});o.observe({type:'paint',buffered:true});setTimeout(g,${TAGS_PAINT_WAIT_MS})}else requestAnimationFrame(function(){setTimeout(l,0)})})(window,document)`
}

/** The HTML each configured tag and operator item adds, with this response's nonce on every script. */
/**
 * additional_settings.shared_keys (decision 0044): the operator's public integration keys for the
 * site's own scripts, as a frozen `window.sharedKeys` defined before any of them runs. The JSON is
 * escaped for a script element (`<`, U+2028, U+2029); an empty record gives no script.
 */
export function sharedKeysScript(keys: Record<string, string> | undefined): string | null {
  if (!keys || Object.keys(keys).length === 0) return null
  const json = JSON.stringify(keys)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `window.sharedKeys=Object.freeze(${json})`
}

export function tagFragments(
  settings: Pick<GlobalSettings, 'sitesettingsstatistic' | 'styles'> & {
    additional_settings?: { shared_keys?: Record<string, string> }
  },
  nonce: string,
): TagFragments {
  const tags = configuredTags(settings.sitesettingsstatistic)
  const n = nonceAttr(nonce)
  const head: string[] = []
  const bodyStart: string[] = []
  const bodyEnd: string[] = []
  const shared = sharedKeysScript(settings.additional_settings?.shared_keys)
  if (shared) head.push(`<script${n} data-shared-keys>${shared}</script>`)
  if (tags.googleVerification)
    head.push(`<meta name="google-site-verification" content="${escapeHtml(tags.googleVerification)}">`)
  if (tags.facebookVerification)
    head.push(`<meta name="facebook-domain-verification" content="${escapeHtml(tags.facebookVerification)}">`)
  const css = settings.styles.css?.trim()
  if (css) head.push(`<style data-site-css>${styleText(css)}</style>`)
  const loader = loaderScript(tags)
  if (loader) head.push(`<script${n} data-site-tags>${loader}</script>`)
  if (tags.gtm) {
    bodyStart.push(
      `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${tags.gtm}" height="0" width="0" style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>`,
    )
  }
  if (tags.metaPixel)
    bodyStart.push(
      `<noscript><img height="1" width="1" style="display:none" alt="" src="https://www.facebook.com/tr?id=${tags.metaPixel}&amp;ev=PageView&amp;noscript=1"></noscript>`,
    )
  if (tags.yandexMetrika)
    bodyStart.push(
      `<noscript><div><img src="https://mc.yandex.ru/watch/${tags.yandexMetrika}" style="position:absolute;left:-9999px" alt=""></div></noscript>`,
    )
  const noScriptText = settings.styles.no_script_text?.trim()
  if (noScriptText) bodyStart.push(`<noscript><p class="noscript-text">${escapeHtml(noScriptText)}</p></noscript>`)
  const place = { head, body_start: bodyStart, body_end: bodyEnd }
  for (const item of settings.styles.additional_js_items) {
    const text = item.script.trim()
    if (!text) continue
    place[item.location].push(
      item.script_type === 'noscript'
        ? `<noscript>${noscriptHtml(text)}</noscript>`
        : `<script${n}>${scriptText(text)}</script>`,
    )
  }
  const script = settings.styles.script?.trim()
  if (script) bodyEnd.push(`<script${n} data-site-script>${scriptText(script)}</script>`)
  return { head: head.join(''), bodyStart: bodyStart.join(''), bodyEnd: bodyEnd.join('') }
}
