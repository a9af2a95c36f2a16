import { isLocale } from '#config'

/**
 * Pages that need a signed-in user (accounts spec 2 "Access rule"): the account, orders, cabinet and
 * profile sections and the adverts area's editing pages and favourites. Without a valid session they send the
 * shopper to `/{lang}?login=true`.
 */
export const PROTECTED_SECTIONS = ['account', 'orders', 'cabinet', 'profile'] as const
const ADVERT_EDITING = /^adverts\/(add|edit|my|drafts|favorites)(\/|$)/

/** The language of a protected page's path, or null when the path is not a protected page. */
export function protectedPageLocale(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean)
  const lang = segments[0]
  if (!isLocale(lang)) return null
  const rest = segments.slice(1).map((s) => s.toLowerCase())
  if ((PROTECTED_SECTIONS as readonly string[]).includes(rest[0] ?? '')) return lang
  return ADVERT_EDITING.test(rest.join('/')) ? lang : null
}

/** Where the access rule sends a shopper without a session. */
export const loginPath = (lang: string) => `/${lang}?login=true`

/** The adverts area but its form (add, edit): one pattern, as it rides on every first load. */
const ADVERTS_AREA_BUT_FORM = /^\/[a-z]{2}\/adverts(?!\/(add|edit)(\/|$))(\/|$)/i

/**
 * Where the page goes when the back end refused the session (a 401 on a signed-in call, accounts spec
 * 8): sign-in (`/{lang}?login=true`) everywhere but the adverts area, whose own rule wins there - a
 * 401 while loading the user's data clears the session and local data, then goes home (`/{lang}`).
 * In that area every signed-in call is the user's data (decision 0038), so every 401 there goes home -
 * except on the advert form (add, edit), whose call is the save, not a load of the user's data: the
 * spec's general rule, sign-in, and the form keeps what was typed for after it (decision 0132).
 */
export function sessionEndedPath(pathname: string, lang: string): string {
  return ADVERTS_AREA_BUT_FORM.test(pathname) ? `/${lang}` : loginPath(lang)
}
