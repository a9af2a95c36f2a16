import { env } from 'cloudflare:workers'
import type { Locale } from '#config'
import { requestDevMode, requestHidesPrices } from '#platform/request.server.ts'
import { loadGlobalSettings } from '#platform/site.server.ts'
import { cartOnBackEnd } from './cart-location'

/**
 * Whether this request may not make the server cart's calls, which any caller reaches as server
 * functions (stranger audit s11):
 * - a site that keeps its carts in the browser (`cart_settings.server_cart` off, decision 0008): the
 *   calls made back-end guest carts and reservations for anyone, 300 in 3 s, past the Worker's own
 *   limits on new guests (decision 0124);
 * - a viewer who may not see prices (`hide_price_for_guests`, decision 0038): a guest read them from
 *   the cart's lines and the promo's totals. Such a site gives guests no cart at all.
 */
export async function serverCartClosed(locale: Locale): Promise<boolean> {
  const settings = await loadGlobalSettings(env, { locale, devMode: requestDevMode() })
  return !cartOnBackEnd(settings.data) || (await requestHidesPrices(locale))
}

/** The answer of a server-cart call this request may not make (serverCartClosed): refused, with nothing to show. */
export const closedCart = () => ({ ok: false as const, status: 403, problems: [] })
