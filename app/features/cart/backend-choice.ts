import type { CartBackend } from './cart-backend'
import { type CartBackendSettings, cartOnBackEnd } from './cart-location'
import { localCartBackend } from './local-backend'

export type { CartBackendSettings }

/**
 * Where the cart lives, chosen once from the site settings (decision 0050, like Hydrogen's
 * createCartHandler): `cart_settings.server_cart` on is the admin back end's cart (decision 0008),
 * off the local cart with its Durable Object sync (decision 0006); the setting is read in cart-location.ts
 * only. The component that reads the settings passes the answer to startCart, and everything else asks
 * the store's active backend.
 */
export function chooseCartBackend(settings: CartBackendSettings): CartBackend | Promise<CartBackend> {
  return cartOnBackEnd(settings) ? serverBackend() : localCartBackend
}

let server: Promise<CartBackend> | undefined
/**
 * The server cart's backend, on a chunk of its own: most sites keep the cart in the browser, and their
 * first load need not carry it. One promise per page, so the layout's every render passes the same one.
 */
function serverBackend(): Promise<CartBackend> {
  server ??= import('./server-backend').then((m) => m.serverCartBackend)
  return server
}
