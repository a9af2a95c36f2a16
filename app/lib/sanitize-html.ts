import xssDefault, * as xssNamed from 'xss'
import { siteHref } from '#app/lib/site-href.ts'
import type { Locale } from '#config'

// js-xss is CommonJS and copies most helpers onto module.exports in a loop, so bundlers differ on
// whether they show up as named exports: take them from the default export when it has them.
const xss = (typeof (xssDefault as unknown as typeof xssNamed).getDefaultWhiteList === 'function'
  ? xssDefault
  : xssNamed) as unknown as typeof xssNamed
const { FilterXSS, getDefaultWhiteList, safeAttrValue } = xss

/**
 * Sanitises html from the admin back end (CMS pages, articles, static pages, vacancies) before it
 * is rendered with dangerouslySetInnerHTML. js-xss is a whitelist filter working on the string
 * (no DOM), so it runs the same in the Worker and in tests: no scripts, styles, iframes or forms,
 * no event handlers, only http(s)/mailto/tel/relative links, and target=_blank always gets
 * rel="noopener noreferrer". Links to this site get the page's language (siteHref), so a CMS link to
 * `/delivery` on a Russian page leads to `/ru/delivery`. Its elements are balanced (balanceTags).
 */
const whiteList = getDefaultWhiteList()
const EXTRA_TAGS = ['main', 'picture', 'source', 'figure', 'figcaption', 'time', 'dl', 'dt', 'dd']
for (const tag of EXTRA_TAGS) whiteList[tag] ??= []
whiteList.source = ['srcset', 'type', 'media']
whiteList.img = ['src', 'alt', 'title', 'width', 'height', 'loading']
whiteList.time = ['datetime']
// Media without autoplay tricks: keep only static attributes.
whiteList.video = ['src', 'controls', 'poster', 'width', 'height', 'preload', 'muted', 'loop']
whiteList.audio = ['src', 'controls', 'preload', 'loop']
for (const tag of Object.keys(whiteList)) {
  for (const attr of ['class', 'id', 'dir', 'lang']) if (!whiteList[tag]!.includes(attr)) whiteList[tag]!.push(attr)
}

/**
 * CMS ids live in their own namespace: an id of the operator's HTML is written `cms-<id>`, and an
 * in-page link `#<id>` follows it, so CMS markup can never clobber the DOM ids the page's own
 * scripts read (row snapshots, the early-tap queue). `#top` keeps its built-in meaning.
 */
export const CMS_ID_PREFIX = 'cms-'
const CMS_ID = /^[A-Za-z][\w:.-]{0,63}$/
const cmsId = (value: string): string | null => (CMS_ID.test(value.trim()) ? `${CMS_ID_PREFIX}${value.trim()}` : null)

/** The language of the page being sanitised for (filter.process is synchronous: set around one call). */
let linkLang: Locale = 'ro'

const filter = new FilterXSS({
  whiteList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'xml'],
  allowCommentTag: false,
  css: false,
  onIgnoreTagAttr: () => '',
  onTagAttr(tag, name, value) {
    if (name === 'style') return ''
    if (name === 'id') {
      const id = cmsId(value)
      return id ? `id="${id}"` : ''
    }
    if (tag === 'a' && name === 'href' && value.trim().startsWith('#') && value.trim() !== '#top') {
      const id = cmsId(value.trim().slice(1))
      return id ? `href="#${id}"` : ''
    }
    if (tag === 'a' && name === 'rel') return ''
    if (tag === 'a' && name === 'target')
      return value.trim() === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : ''
    if (name === 'href' || name === 'src' || name === 'poster') {
      // js-xss checks the scheme of href and src only: a poster is an address like src
      const safe = safeAttrValue(tag, name === 'poster' ? 'src' : name, value, undefined as never)
      if (!safe || (name === 'href' && /^data:/i.test(safe))) return ''
      if (tag === 'a' && name === 'href') return `href="${siteHref(linkLang, safe)}"`
      return `${name}="${safe}"`
    }
    if (name === 'srcset') {
      const parts = value.split(',').map((p) => p.trim())
      if (parts.some((p) => !/^(https?:\/\/|\/)[^\s"'<>]+(\s+\d+(\.\d+)?[wx])?$/i.test(p))) return ''
    }
    return undefined
  },
})

/** Elements with no end tag: never on the stack, and an end tag of one (`</br>`) is dropped. */
const VOID = new Set(['area', 'br', 'col', 'hr', 'img', 'source', 'track', 'wbr'])

/**
 * The sanitised markup with every element it opens closed inside it, and no end tag for an element
 * it did not open: the page writes it into its own element (SSR), so a stray `</div></section>` would
 * close the page's containers and an unclosed `<b>` run into what follows. An end tag closes the
 * elements opened after its own; one with nothing of its name open is dropped; the rest are closed
 * at the end. Text and attribute values hold no `<` or `>` here (the filter escapes them).
 */
export function balanceTags(html: string): string {
  const open: string[] = []
  const out = html.replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (tag, end: string, raw: string) => {
    const name = raw.toLowerCase()
    if (VOID.has(name)) return end ? '' : tag
    if (!end) {
      open.push(name)
      return tag
    }
    const at = open.lastIndexOf(name)
    if (at < 0) return ''
    return open
      .splice(at)
      .reverse()
      .map((n) => `</${n}>`)
      .join('')
  })
  return (
    out +
    open
      .reverse()
      .map((n) => `</${n}>`)
      .join('')
  )
}

/**
 * The last answers, by language and markup, most recently used last: js-xss takes ~0.4 ms per kB
 * (a 4.4 kB product description 1.7 ms, on a product render of 7-10 ms), and every uncached render of
 * the same page (another price group, a refresh, a query string) sanitised the same text again.
 * Bounded in entries and in characters held; markup over SANITIZED_MEMO_MAX_INPUT is not kept.
 */
export const SANITIZED_MEMO_ENTRIES = 256
export const SANITIZED_MEMO_MAX_CHARS = 4_000_000
const SANITIZED_MEMO_MAX_INPUT = 200_000
const sanitized = new Map<string, string>()
let sanitizedChars = 0

function remember(key: string, value: string) {
  sanitized.set(key, value)
  sanitizedChars += key.length + value.length
  for (const [oldKey, oldValue] of sanitized) {
    if (sanitized.size <= SANITIZED_MEMO_ENTRIES && sanitizedChars <= SANITIZED_MEMO_MAX_CHARS) break
    sanitized.delete(oldKey)
    sanitizedChars -= oldKey.length + oldValue.length
  }
}

/** What the memo holds now (tests). */
export function sanitizedMemoSize(): { entries: number; chars: number } {
  return { entries: sanitized.size, chars: sanitizedChars }
}

export function sanitizeHtml(html: string, lang: Locale): string {
  if (!html) return ''
  const key = `${lang}\u0000${html}`
  const known = sanitized.get(key)
  if (known !== undefined) {
    sanitized.delete(key)
    sanitized.set(key, known)
    return known
  }
  linkLang = lang
  const clean = balanceTags(filter.process(html))
  if (html.length <= SANITIZED_MEMO_MAX_INPUT) remember(key, clean)
  return clean
}
