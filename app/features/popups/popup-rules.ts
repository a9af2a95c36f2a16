import { siteHref } from '#app/lib/site-href.ts'
import type { Popup, PopupsConfiguration } from '#contract/settings.ts'

/** When each popup last opened (epoch ms), by popup id. */
export type SeenPopups = Record<string, number>

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Whether a popup's `pages` take this page: `all`, `home` (the language's home page), or a path
 * without the language in the back end's names, mapped to the shop's routes like every back-end
 * link (`/promotions` takes `/special-offers` and what is below it, not `/special-offers-x`).
 * `path` is the page's path with the language prefix removed (`/` for the home page).
 */
export function popupPageMatches(pages: readonly string[], path: string): boolean {
  const here = path === '' ? '/' : path.length > 1 ? path.replace(/\/+$/, '') : path
  return pages.some((page) => {
    const want = page.trim()
    if (want === 'all') return true
    if (want === 'home') return here === '/'
    if (!want.startsWith('/')) return false
    const prefix = pathWithoutLang(siteHref('ro', want), 'ro')
    return prefix === '/' ? here === '/' : here === prefix || here.startsWith(`${prefix}/`)
  })
}

/**
 * The popup to open on this page, or null: the first whose pages take the page and that the
 * frequency allows - `once`: never opened in this browser; `daily`: not opened in the last 24 h;
 * `session`: not opened in this browser session (`seen` is then the session's record).
 */
export function popupToShow(
  popups: readonly Popup[],
  config: PopupsConfiguration,
  path: string,
  seen: SeenPopups,
  now: number,
): Popup | null {
  for (const popup of popups) {
    if (!popupPageMatches(popup.pages, path)) continue
    const last = seen[popup.id]
    if (typeof last !== 'number' || !Number.isFinite(last)) return popup
    if (config.frequency === 'daily' && now - last >= DAY_MS) return popup
  }
  return null
}

/** Where the record of opened popups lives for a frequency: the session's storage for `session`. */
export const seenStorageKind = (frequency: PopupsConfiguration['frequency']): 'local' | 'session' =>
  frequency === 'session' ? 'session' : 'local'

/** Reads a stored record, dropping anything that is not an id -> time entry. */
export function parseSeen(raw: string | null): SeenPopups {
  if (!raw) return {}
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter(([, at]) => typeof at === 'number' && Number.isFinite(at)),
    ) as SeenPopups
  } catch {
    return {}
  }
}

/** The page's path without its language prefix (`/ru/promotions` -> `/promotions`, `/ru` -> `/`). */
export function pathWithoutLang(pathname: string, lang: string): string {
  const rest = pathname === `/${lang}` || pathname.startsWith(`/${lang}/`) ? pathname.slice(lang.length + 1) : pathname
  return rest === '' ? '/' : rest
}
