import { isLocale, TIMINGS } from '#config'
import { ACCOUNTS, type SocialProvider } from '#contract/accounts.ts'
import type { EndpointName } from '#contract/endpoints.ts'

/**
 * Social sign-in rules (accounts spec 2, 4, 7; decision 0021), pure so they are table-tested:
 * the provider's authorize URL, the `state` that binds a sign-in to
 * the browser that started it (a short-lived HttpOnly cookie holds the same value), and where a
 * sign-in goes afterwards (the adverts area has its own rules).
 */

/** Where a sign-in started: the shop, or the adverts area (`/{lang}/adverts...`). */
export const SIGN_IN_AREAS = ['shop', 'adverts'] as const
export type SignInArea = (typeof SIGN_IN_AREAS)[number]

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (ACCOUNTS.socialProviders as readonly string[]).includes(value)
}

/** The area of a page path: `/{lang}/adverts` and below is the adverts area. */
export function areaOfPath(pathname: string): SignInArea {
  const [lang, section] = pathname.split('/').filter(Boolean)
  return isLocale(lang) && section?.toLowerCase() === 'adverts' ? 'adverts' : 'shop'
}

/** The storefront route the provider sends the browser back to. */
export function socialCallbackPath(lang: string, provider: SocialProvider): string {
  return `/${lang}/auth/social/${provider}`
}

/** The provider's authorize URL with our redirect_uri and state added (its own query, client_id and so on, kept). */
export function socialAuthorizeUrl(base: string, redirectUri: string, state: string): string {
  const url = new URL(base)
  url.searchParams.set('redirect_uri', redirectUri)
  url.searchParams.set('state', state)
  return url.href
}

const NONCE = /^[A-Za-z0-9_-]{22,64}$/

/** `provider.area.nonce`: what the browser carries through the provider and the cookie keeps. */
export function makeSocialState(provider: SocialProvider, area: SignInArea, nonce: string): string {
  return `${provider}.${area}.${nonce}`
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/** Whether a value has a state's shape (`provider.area.nonce`), whatever it matches: the state cookie's copies that count (platform/shared/proof-cookies.ts). */
export function isSocialState(value: string): boolean {
  const [p, area, nonce, extra] = value.split('.')
  return (
    extra === undefined &&
    isSocialProvider(p) &&
    (SIGN_IN_AREAS as readonly string[]).includes(area ?? '') &&
    NONCE.test(nonce ?? '')
  )
}

/**
 * The callback's check (CSRF on login): the `state` the provider returned must be the one this
 * browser's cookie holds, well formed, and for this provider. Anything else is refused, so nobody
 * can sign a victim's browser into the attacker's account with a callback link.
 */
export function checkSocialState(
  cookie: string | null | undefined,
  state: string | null | undefined,
  provider: SocialProvider,
): { ok: true; area: SignInArea } | { ok: false } {
  if (!cookie || !state || state.length > 200 || !sameString(cookie, state) || !isSocialState(state))
    return { ok: false }
  const [p, area] = state.split('.')
  return p === provider ? { ok: true, area: area as SignInArea } : { ok: false }
}

/** The area a (possibly forged or garbled) state names, for choosing where a refused callback goes. */
export function areaOfState(state: string | null | undefined): SignInArea {
  return state?.split('.')[1] === 'adverts' ? 'adverts' : 'shop'
}

/**
 * The values the provider handed back: the query and, for providers that answer in the fragment
 * (OAuth implicit flow: `#access_token=...`), the fragment; the query wins on a clash.
 */
export function socialCallbackParams(search: string, hash: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const source of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    for (const [key, value] of new URLSearchParams(source)) out[key] = value
  }
  return out
}

/**
 * The provider token the back end verifies, in the spec's `access_token` field: Google's is the ID
 * token (`id_token`, what the back end checks against Google's published keys; decision 0070), else
 * its `access_token`; Facebook's is the user access token.
 */
export function socialCallbackToken(
  provider: Exclude<SocialProvider, 'twitter'>,
  params: Record<string, string>,
): string | null {
  if (provider === 'google') return params.id_token || params.access_token || null
  return params.access_token || null
}

/**
 * Where a successful sign-in goes (accounts spec 2, 4, 9), social, password or code alike: home, after
 * 200 ms; the legacy flow (the sign-in by code, /api/v1/...) after 1000 ms; in the adverts area after 1 s.
 * `returnTo` (app/lib/sign-in-return.ts, decision 0132): the adverts page that sent the shopper to sign in - the
 * advert form whose save met an ended session, the advert whose heart a guest tapped - after 1 s.
 */
export function signedInTarget(
  area: SignInArea,
  lang: string,
  flow: 'current' | 'legacy' = 'current',
  returnTo: string | null = null,
): { target: string; delayMs: number } {
  if (returnTo) return { target: returnTo, delayMs: TIMINGS.advertsRedirectAfterLogin }
  const delayMs =
    area === 'adverts'
      ? TIMINGS.advertsRedirectAfterLogin
      : flow === 'legacy'
        ? TIMINGS.legacyReloadAfterLogin
        : TIMINGS.reloadAfterLogin
  return { target: `/${lang}`, delayMs }
}

/**
 * Where a failed sign-in goes (accounts spec 2): a failed Google login in the adverts area goes to
 * the registration page; every other failure stays on the callback page with its message (null).
 */
export function socialFailureTarget(area: SignInArea, provider: SocialProvider, lang: string): string | null {
  return area === 'adverts' && provider === 'google' ? `/${lang}/register` : null
}

/**
 * The back-end call that turns a provider's access token into tokens (accounts spec 7): Google in
 * the adverts area is `POST /api/google-login/`, elsewhere `/users/google-auth/`; Facebook is
 * `/users/facebook-auth/` (twitter has its own two-value call).
 */
export function socialTokenEndpoint(
  provider: Exclude<SocialProvider, 'twitter'>,
  area: SignInArea,
): Extract<EndpointName, 'googleLogin' | 'googleAuth' | 'facebookAuth'> {
  if (provider === 'google') return area === 'adverts' ? 'googleLogin' : 'googleAuth'
  return 'facebookAuth'
}
