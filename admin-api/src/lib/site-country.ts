import type { Ctx } from './http'

/** The calling code of a site's national numbers (trunk `0`), per theme: the home-goods site's mask is +38 (Ukraine). */
const TRUNK_COUNTRY: Readonly<Record<string, string>> = { home: '380' }
const DEFAULT_TRUNK_COUNTRY = '373'

/** ISO 3166 alpha-2 codes of the calling codes the sites sell in. */
const COUNTRY_OF_CALLING_CODE: Readonly<Record<string, string>> = { '373': 'MD', '40': 'RO', '380': 'UA' }

/** The calling code a national number (trunk `0`) gets on a site of this theme. */
export function trunkCountry(theme: string): string {
  return TRUNK_COUNTRY[theme] ?? DEFAULT_TRUNK_COUNTRY
}

/**
 * The site's own country (ISO 3166 alpha-2), the country of its national numbers: what an order's
 * address says when the order names no country.
 */
export function siteCountryCode(c: Ctx): string {
  return COUNTRY_OF_CALLING_CODE[trunkCountry(c.get('site')?.theme ?? '')] ?? 'MD'
}
