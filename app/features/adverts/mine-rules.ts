import { ADVERTS } from '#contract/advert-rules.ts'
import { loginPath } from '#platform/shared/protected-pages.ts'

/**
 * Pure rules of the adverts area's signed-in parts (decision 0029): the owner's lists' query, what a
 * user-data answer makes the page do, and the favourite toggle's rule for signed-out shoppers.
 */

export const OWN_LISTS = ['my', 'drafts'] as const
export type OwnListKind = (typeof OWN_LISTS)[number]

/** /my lists the owner's published adverts, /drafts the drafts (the back end's `mine` + `is_draft`). */
export function ownListQuery(
  kind: OwnListKind,
  page: number,
): { page: number; page_size: number; sortBy: 'newer+'; filters: string } {
  return {
    page,
    page_size: ADVERTS.pageSize,
    sortBy: ADVERTS.defaultSort,
    filters: JSON.stringify({ mine: true, is_draft: kind === 'drafts' }),
  }
}

/**
 * The cards of an owner's list the shop shows as the owner's: those the back end marks `is_mine: true`,
 * drafts on /drafts and published ones on /my. `mine` is the shop's filter, not the spec's: a back end
 * that ignores it answers every advert of the site (session 63's operator audit: other sellers'
 * adverts listed as the shopper's, with Edit, Suspend and Delete). `unsaid`: the answer had cards
 * and said of none whose they are - the page says it cannot list them rather than guess.
 */
export function ownCards<T extends { is_mine?: boolean; is_draft: boolean }>(
  cards: readonly T[],
  kind: OwnListKind,
): { cards: T[]; unsaid: boolean } {
  const said = cards.some((c) => c.is_mine !== undefined)
  return {
    cards: cards.filter((c) => c.is_mine === true && c.is_draft === (kind === 'drafts')),
    unsaid: cards.length > 0 && !said,
  }
}

/**
 * Where the owner's lists link an advert (issue 51 point 5): a paused advert or a draft answers 404
 * to everyone but its owner, so its card opens the owner's view (/{lang}/adverts/my/{slug}: signed
 * in, never cached); an active one opens its public page, the address a buyer shares.
 */
export function ownAdvertHref(lang: string, advert: { slug: string; is_active: boolean; is_draft: boolean }): string {
  const slug = encodeURIComponent(advert.slug)
  return advert.is_draft || !advert.is_active ? `/${lang}/adverts/my/${slug}` : `/${lang}/adverts/${slug}`
}

/** The owner's view's banner: a draft, a paused advert, or none (an active advert reads as any buyer sees it). */
export function ownerBanner(advert: { is_active: boolean; is_draft: boolean }): 'draft' | 'paused' | null {
  if (advert.is_draft) return 'draft'
  return advert.is_active ? null : 'paused'
}

export type AdvertUserData =
  | { status: 'ok'; favoriteIds: string[] }
  | { status: 'signed-out' }
  | { status: 'ended' }
  | { status: 'unavailable' }

/**
 * What the page does with the user data (accounts spec 4: "in the adverts area, a 401 while loading
 * user data clears cookies, tokens and local favourites, then goes home"): `ended` (the 401) clears
 * and goes home; a back end that failed otherwise keeps what the page shows (spec 8: logged only).
 */
export function userDataAction(result: AdvertUserData): { favorites: string[] | null; goHome: boolean } {
  switch (result.status) {
    case 'ok':
      return { favorites: result.favoriteIds, goHome: false }
    case 'ended':
      return { favorites: [], goHome: true }
    case 'signed-out':
      return { favorites: [], goHome: false }
    default:
      return { favorites: null, goHome: false }
  }
}

/**
 * A favourite toggle (accounts spec 2 "Access rule": what needs a sign-in sends the shopper to
 * /{lang}?login=true): signed out, the toggle goes there; signed in, it flips the state.
 */
export function favoriteToggle(
  signedIn: boolean,
  isFavorite: boolean,
  lang: string,
): { kind: 'login'; href: string } | { kind: 'set'; on: boolean } {
  return signedIn ? { kind: 'set', on: !isFavorite } : { kind: 'login', href: loginPath(lang) }
}

/** `?page=` of the personal lists: an integer from 2, else page 1. */
export function pageOf(raw: unknown): number {
  const n = Number(raw)
  return Number.isInteger(n) && n >= 2 && n <= 10_000 ? n : 1
}

/**
 * A personal list (the owner's /my and /drafts, the favourites) asked for a page past its last - the
 * last page's adverts deleted or unhearted, a stale link: the address of its last page (`query`'s
 * other values kept), else null. Session 74's walk: /ru/adverts/my?page=5 of a seller with two
 * adverts said "you have no published adverts".
 */
export function pastLastPage(
  path: string,
  page: number,
  pages: number,
  query: Record<string, string | number | undefined> = {},
): string | null {
  const last = Math.max(1, pages)
  if (page <= last) return null
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v))
  if (last > 1) params.set('page', String(last))
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

/** An id in the query (`?category=`): a positive integer, else none. */
export function idOf(raw: unknown): number | undefined {
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 && n <= 999_999_999 ? n : undefined
}
