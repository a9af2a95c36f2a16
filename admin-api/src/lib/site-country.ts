import { siteDoc } from '../services/settings'
import type { Ctx } from './http'

/** The calling codes of the countries the shops sell in (Moldova, Romania, Ukraine). */
export const CALLING_CODES: Readonly<Record<string, string>> = { MD: '373', RO: '40', UA: '380' }

/**
 * The calling code a national number (trunk `0`) gets on a site in `country` (its own country,
 * `siteCountryOf`): never the theme's or the phone mask's (the home-goods demo sells in Moldova with
 * the spec's default +38 mask; a number typed with the mask arrives with its code).
 */
export function trunkCountry(country: string): string {
  return CALLING_CODES[country] ?? CALLING_CODES.MD!
}

/** ISO 3166 alpha-2 country of the currencies of the countries the shops sell in (spec 9: MDL, RON, UAH). */
const COUNTRY_OF_CURRENCY: Readonly<Record<string, string>> = { MDL: 'MD', RON: 'RO', UAH: 'UA' }

/**
 * The site's own country (ISO 3166 alpha-2) as its settings say it, never its theme: a Romanian site
 * (`is_romanian`, spec 3) is in Romania; another is in the country of its `project_currency` (UAH:
 * Ukraine, RON: Romania, MDL: Moldova); one in another currency (USD, EUR) or none is in Moldova, the
 * spec's default (currency MDL, region 3 the capital Chișinău). What an order's address says when the
 * order names no country (the shop's own courier and pickup); an order the postal carrier delivers is
 * in its city's country (routes/orders.ts).
 */
export function siteCountryOf(settings: { is_romanian?: unknown; project_currency?: unknown }): string {
  if (settings.is_romanian === true) return 'RO'
  const currency = typeof settings.project_currency === 'string' ? settings.project_currency.toUpperCase() : ''
  return COUNTRY_OF_CURRENCY[currency] ?? 'MD'
}

/** `siteCountryOf` the calling site's global settings (read once per request). */
export function siteCountryCode(c: Ctx): Promise<string> {
  let country = c.get('country')
  if (!country) {
    country = siteDoc<{ is_romanian?: unknown; project_currency?: unknown }>(c, 'global').then(siteCountryOf)
    c.set('country', country)
  }
  return country
}
