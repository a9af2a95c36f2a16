import { calendarTimeZone } from '#app/i18n/format.ts'
/** A promotion is shown only while its expiry date lies in the future (spec 3, Promotions). */
export function isPromotionActive(
  promotion: { expireDate: string | null | undefined; is_active?: boolean },
  now: number,
): boolean {
  // Spec 3 "Promotions: is_active, expireDate": one the operator switched off is not shown, whatever
  // its date (session 61's operator audit: it was listed and its page opened).
  if (promotion.is_active === false) return false
  // No end date (null or absent): it runs until the operator switches it off - the spec's "while
  // expireDate is in the future" has no date to be past (session 67's operator audit: it was dropped).
  if (promotion.expireDate === null || promotion.expireDate === undefined) return true
  const expires = Date.parse(promotion.expireDate)
  return Number.isFinite(expires) && expires > now
}

/** The promotions still running at `now` (the clock is a parameter so the rule stays pure). */
export function activePromotions<T extends { expireDate: string | null | undefined; is_active?: boolean }>(
  promotions: readonly T[],
  now: number,
): T[] {
  return promotions.filter((p) => isPromotionActive(p, now))
}

/** The URL segment of a promotion: its slug, else its id. */
export function promotionKey(promotion: { id: number; slug: string | null }): string {
  return promotion.slug || String(promotion.id)
}

export function promotionHref(lang: string, promotion: { id: number; slug: string | null }): string {
  return `/${lang}/special-offers/${encodeURIComponent(promotionKey(promotion))}`
}

/** Finds the promotion a URL segment names (slug, or id for promotions without a slug). */
export function findPromotion<T extends { id: number; slug: string | null }>(
  promotions: readonly T[],
  key: string,
): T | undefined {
  return promotions.find((p) => promotionKey(p) === key)
}

/**
 * What the promotion page shows for a filtered-promos answer: the running promotion the URL names,
 * or not-found (with 'Not found') when the load failed, the promotion is unknown, or it is over.
 */
export function offerPageState<
  D extends { promos: readonly { id: number; slug: string | null; expireDate: string | null; is_active?: boolean }[] },
>(
  result: { status: 'ok'; data: D } | { status: 'not-found' } | { status: 'error'; message: string },
  key: string,
  now: number,
): { status: 'ok'; promo: D['promos'][number]; data: D } | { status: 'not-found' } {
  if (result.status !== 'ok') return { status: 'not-found' }
  const promo = findPromotion(activePromotions(result.data.promos, now), key)
  return promo ? { status: 'ok', promo, data: result.data } : { status: 'not-found' }
}

/**
 * The zone a promotion's expiry is printed in: a date-only value (`2026-11-30`) is that calendar day
 * (UTC, where it was parsed), a date-time the day it falls on in the shop's time zone (SITE_TIME_ZONE).
 */
export function expiryTimeZone(date: string): string {
  // named, never undefined: react-intl spreads the options over the provider's, and an undefined
  // timeZone there would print in the process's zone
  return calendarTimeZone(date)
}

/** Plain text of a promotion's HTML description (React escapes it; no markup is rendered). */
export { plainText } from '#app/lib/plain-text.ts'
