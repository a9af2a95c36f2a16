/**
 * Open Graph tags (ogp.me: `property=`, not `name=`) a page's head() appends to its own: og:title,
 * og:description and og:image from what the head already says, og:url the page's canonical address
 * (its loader's per-language `addresses`, else its path, as the layout's canonical link), og:type,
 * og:site_name (the project) and og:locale, from the language layout's loader data. None on a page
 * that was not found.
 *
 * Server renders only: the route heads are in every page's first-load JS (the route tree is in the
 * entry), and only the HTML is read for these (crawlers, link previews). A browser's head() returns the
 * page's meta without them; React leaves the server's extra <meta> in <head> as they are.
 */
import { LOCALE_ISO, type Locale } from '#config'

interface MatchLike {
  loaderData?: unknown
  pathname?: string
  status?: string
  globalNotFound?: boolean
}
type Meta = { title?: string; name?: string; property?: string; content?: string }

export interface OpenGraph {
  /** The page's own name (a product, a brand), else the head's title. */
  title?: string
  description?: string
  image?: string | null
  /** website unless said (product, article). */
  type?: string
}

export function openGraph<M extends Meta>(
  matches: readonly MatchLike[],
  meta: readonly M[],
  og: OpenGraph = {},
): (M | { property: string; content: string })[] {
  if (!import.meta.env.SSR) return [...meta]
  const layout = matches.find((m) => (m.loaderData as { project?: string } | undefined)?.project !== undefined)
    ?.loaderData as { locale: Locale; origin: string; project: string } | undefined
  const page = matches[matches.length - 1]
  if (!layout || !page || matches.some((m) => m.status === 'notFound' || m.globalNotFound)) return [...meta]
  const path =
    (page.loaderData as { addresses?: Record<string, string> } | undefined)?.addresses?.[layout.locale] ??
    (page.pathname ?? '').replace(/(.)\/+$/, '$1')
  const tags: Record<string, string | null | undefined> = {
    'og:type': og.type ?? 'website',
    'og:title': og.title || meta.find((m) => m.title)?.title,
    'og:description': og.description ?? meta.find((m) => m.name === 'description')?.content,
    'og:image': og.image,
    'og:url': layout.origin + path,
    'og:site_name': layout.project,
    'og:locale': LOCALE_ISO[layout.locale]?.replace('-', '_'),
  }
  return [
    ...meta,
    ...Object.entries(tags)
      .filter((e): e is [string, string] => !!e[1])
      .map(([property, content]) => ({ property, content })),
  ]
}
