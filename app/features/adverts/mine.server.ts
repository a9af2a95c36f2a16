import { env } from 'cloudflare:workers'
import type { z } from 'zod'
import { themeLacksArea } from '#app/themes/area.server.ts'
import type { Locale } from '#config'
import { advertIdBody } from '#contract/advert-id.ts'
import { ADVERTS } from '#contract/advert-rules.ts'
import type { complaintCategoriesSchema, favoriteAdvertsSchema } from '#contract/adverts.ts'
import { callEndpoint } from '#platform/backend/call.ts'
import { callForRequest, requestIsSecure, requestSessionToken, writeCookies } from '#platform/request.server.ts'
import { endedSessionCookies } from '#platform/shared/session-cookies.ts'
import { adminConfig } from '#platform/site.server.ts'
import { advertInLanguage, inLanguage, listInLanguage } from './advert-language'
import { type AdvertCard, type AdvertDetail, type CurrencyRates, namedCards, namedReferences } from './adverts.server'
import { complaintErrors } from './complaint-errors'
import { type AdvertUserData, type OwnListKind, ownCards, ownListQuery } from './mine-rules'

/**
 * The adverts area's signed-in calls (accounts spec 7 "Adverts"; decision 0029): the user's
 * favourite adverts, favourite toggles, complaints and the owner's own lists. Personal: always with
 * the session's token, never in a cached page.
 */

export type FavoriteAdverts = z.infer<typeof favoriteAdvertsSchema>
/** `?area=adverts` on the spec's paths the shop also uses (decision 0045). */
const AREA = { area: ADVERTS.specArea }
export type ComplaintCategory = z.infer<typeof complaintCategoriesSchema>[number]

/**
 * The user data the adverts area loads on every page (the ids of the user's favourite adverts). A
 * 401 here is the area's own rule (spec 4): the session's cookies are cleared on this response and
 * the page clears its local favourites and goes home - not to the sign-in of other calls.
 */
export async function loadAdvertUserData(locale: Locale): Promise<AdvertUserData> {
  // Of several `token` copies, the one the back end accepts (requestSessionToken).
  const accessToken = await requestSessionToken(locale)
  if (!accessToken) return { status: 'signed-out' }
  const cfg = adminConfig(env, { locale, accessToken })
  // The spec's GET /favorites/ (decision 0045): every favourite advert's id in one answer.
  const r = await callEndpoint(cfg, 'advertFavorites', { query: AREA })
  if (!r.ok) {
    if (r.status === 401) {
      writeCookies(endedSessionCookies(requestIsSecure()))
      return { status: 'ended' }
    }
    return { status: 'unavailable' }
  }
  const ids = r.data.ids
  return { status: 'ok', favoriteIds: ids }
}

export type FavoritesResult =
  | { ok: true; data: FavoriteAdverts; rates: CurrencyRates['rates'] }
  | { ok: false; signedOut: boolean }

/** The favourites page: one category's favourites (all when none), with the per-category counts. */
export async function loadFavoriteAdverts(
  locale: Locale,
  category: number | undefined,
  page: number,
): Promise<FavoritesResult> {
  const [r, rates] = await Promise.all([
    callForRequest(locale, 'favoriteAdverts', { query: { category, page } }, true),
    callForRequest(locale, 'currencyRates'),
  ])
  if (!r.ok) return { ok: false, signedOut: r.status === 401 }
  const data = {
    ...r.data,
    categories: await namedCategories(locale, r.data.categories),
    data: await namedCards(
      locale,
      r.data.data.map((a) => advertInLanguage(a, locale)),
    ),
  }
  return { ok: true, data, rates: rates.ok ? rates.data.rates : [] }
}

/**
 * Categories taken from the adverts' own (an answer without them; the spec's Advert names its
 * category by id) named from GET /api/adverts-categories/; one the lookup cannot name is left out.
 */
async function namedCategories(
  locale: Locale,
  categories: FavoriteAdverts['categories'],
): Promise<FavoriteAdverts['categories']> {
  if (!categories.some((c) => c.title === '')) return listInLanguage(categories, locale)
  const r = await callForRequest(locale, 'advertCategories')
  const list = r.ok ? listInLanguage(r.data, locale) : []
  return categories.flatMap((c) => {
    const found = c.title === '' ? list.find((x) => x.id === c.id) : inLanguage(c, locale)
    return found ? [{ ...c, title: found.title, slug: c.slug || found.slug }] : []
  })
}

/**
 * Adds or removes one favourite (the spec's POST / DELETE /favorites/ with product_id); `isFavorite` is
 * the state afterwards. The spec shows no answer: any 2xx is the write done (decision 0037), so the
 * advert is what the write made it, whatever the answer lists (a 204, the created row, a list that lags).
 */
export async function toggleFavoriteAdvert(
  locale: Locale,
  advert: string,
  on: boolean,
): Promise<{ ok: boolean; isFavorite: boolean; status: number }> {
  if (themeLacksArea('adverts')) return { ok: false, isFavorite: !on, status: 404 }
  // The id as the back end named it: an integer's digits as the number, as before; id text as text.
  const body = { product_id: advertIdBody(advert) }
  const r = on
    ? await callForRequest(locale, 'addAdvertFavorite', { query: AREA, body }, true)
    : await callForRequest(locale, 'deleteAdvertFavorite', { query: AREA, body }, true)
  return r.ok ? { ok: true, isFavorite: on, status: r.status } : { ok: false, isFavorite: !on, status: r.status }
}

export async function loadComplaintCategories(locale: Locale): Promise<ComplaintCategory[]> {
  const r = await callForRequest(locale, 'complaintCategories')
  return r.ok ? r.data : []
}

export type ComplaintResult =
  | { ok: true }
  | { ok: false; status: number; fields: Record<string, string>; messages: string[] }

export async function sendComplaint(
  locale: Locale,
  body: { advert: string; category: number; body?: string },
): Promise<ComplaintResult> {
  if (themeLacksArea('adverts'))
    return { ok: false, status: 404, fields: {}, messages: ['Not Found: this shop has no adverts area'] }
  const r = await callForRequest(locale, 'complaint', { body: { ...body, advert: advertIdBody(body.advert) } }, true)
  if (r.ok) return { ok: true }
  return { ok: false, status: r.status, ...complaintErrors(r.body) }
}

export type OwnListResult =
  | {
      ok: true
      adverts: AdvertCard[]
      totalCount: number
      pages: number
      /** The back end said of no advert whose it is (ownCards): the list cannot be told. */
      unsaid: boolean
      rates: CurrencyRates['rates']
    }
  | { ok: false; signedOut: boolean }

/** The owner's /my (published) or /drafts list (decision 0022: `mine` with `is_draft`). */
export async function loadOwnAdverts(locale: Locale, kind: OwnListKind, page: number): Promise<OwnListResult> {
  const [r, rates] = await Promise.all([
    callForRequest(locale, 'adverts', { query: ownListQuery(kind, page) }, true),
    callForRequest(locale, 'currencyRates'),
  ])
  if (!r.ok) return { ok: false, signedOut: r.status === 401 }
  const own = ownCards(r.data.data, kind)
  const all = own.cards.length === r.data.data.length
  return {
    ok: true,
    adverts: await namedCards(
      locale,
      own.cards.map((a) => advertInLanguage(a, locale)),
    ),
    // Cards left out: the back end's count is not of the owner's adverts.
    totalCount: all ? r.data.totalCount : own.cards.length,
    pages: r.data.pages,
    unsaid: own.unsaid,
    rates: rates.ok ? rates.data.rates : [],
  }
}

export type OwnAdvertResult =
  | { ok: true; advert: AdvertDetail; rates: CurrencyRates['rates'] }
  | { ok: false; signedOut: boolean; notFound: boolean }

/**
 * The owner's view of one advert (issue 51 point 5): the spec's GET /general/v2/product/{slug} with
 * the session's token, so a paused advert or a draft answers its owner (anyone else: 404). Personal:
 * its page (/{lang}/adverts/my/{slug}) is never cached (platform/page-cache/key.ts, session gate).
 */
export async function loadOwnAdvert(locale: Locale, slug: string): Promise<OwnAdvertResult> {
  const [r, rates] = await Promise.all([
    callForRequest(locale, 'advertBySpecPath', { params: { slug }, query: AREA }, true),
    callForRequest(locale, 'currencyRates'),
  ])
  if (!r.ok) return { ok: false, signedOut: r.status === 401, notFound: r.status === 404 || r.status === 403 }
  // An active advert answers anyone: only its owner has an owner's view of it (as the edit form,
  // advert-edit.server.ts). A back end that does not say (no is_mine, the spec's Advert) decides by
  // its writes: the view shows only what the advert publishes (decision 0120).
  if (r.data.is_mine === false) return { ok: false, signedOut: false, notFound: true }
  const advert = await namedReferences(locale, advertInLanguage(r.data, locale))
  return { ok: true, advert, rates: rates.ok ? rates.data.rates : [] }
}

/**
 * Whether the signed-in shopper owns an advert whose public page they are on (shopper audit a4,
 * session 67): that page is cached for everyone without anything personal (decision 0024), so its
 * `is_mine` is never the viewer's; the page asks here after it loads, and the owner gets Edit instead
 * of Report. Only the back end's `is_mine: true` makes an owner (a back end that does not say: no one).
 */
export async function loadAdvertOwnership(locale: Locale, slug: string): Promise<{ mine: boolean }> {
  if (!(await requestSessionToken(locale))) return { mine: false }
  const r = await callForRequest(locale, 'advertBySpecPath', { params: { slug }, query: AREA }, true)
  return { mine: r.ok && r.data.is_mine === true }
}
