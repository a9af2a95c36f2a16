import { isLocale, type Locale } from '#config'

/**
 * The back end's names for pages the shop serves under another route (spec 2.2): its settings and
 * CMS html say `/promotions`, `/blog`, `/vacancies`, `/page/{slug}`; the shop's routes are
 * `special-offers`, `articles`, `career` and `/{lang}/{slug}` for pages built in the admin.
 * Keys are first path segments; a `null` target drops the segment (the rest is the CMS path).
 */
const BACK_END_ROUTES: Readonly<Record<string, string | null>> = {
  promotions: 'special-offers',
  blog: 'articles',
  vacancies: 'career',
  page: null,
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i

/**
 * A link from the back end (settings, menus, banners, CMS html) or the shop itself, as rendered
 * on a page of language `lang`: every same-site path keeps the page's language prefix (spec 2.1:
 * the URL strategy always prefixes), an old or wrong prefix is replaced, and the back end's names
 * are mapped to the shop's routes. Other sites (`https://...`, `//host`), `mailto:`, `tel:` and
 * in-page `#anchors` are returned as they are. `origin` (the shop's public origin) makes absolute
 * links to this site relative, so they keep the language too.
 */
export function siteHref(lang: Locale, href: string | null | undefined, origin?: string): string {
  const raw = (href ?? '').trim()
  if (raw.startsWith('#') || raw.startsWith('?')) return raw
  let path = raw
  if (SCHEME.test(raw) || raw.startsWith('//')) {
    const web = /^https?:/i.test(raw) || raw.startsWith('//')
    if (!origin || !web) return raw
    let url: URL
    try {
      url = new URL(raw, origin)
    } catch {
      return raw
    }
    if (url.origin !== new URL(origin).origin) return raw
    path = url.pathname + url.search + url.hash
  }
  const cut = path.search(/[?#]/)
  const tail = cut === -1 ? '' : path.slice(cut)
  const segments = (cut === -1 ? path : path.slice(0, cut)).split('/').filter((s) => s !== '' && s !== '.')
  if (isLocale(segments[0])) segments.shift()
  const first = segments[0]
  if (first !== undefined && Object.hasOwn(BACK_END_ROUTES, first)) {
    const target = BACK_END_ROUTES[first]
    if (target === null) segments.shift()
    else segments[0] = target as string
  }
  return segments.length ? `/${lang}/${segments.join('/')}${tail}` : `/${lang}${tail}`
}
