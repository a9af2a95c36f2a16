import type { CartBackend } from './cart-backend'
import { localCartBackend } from './local-backend'
import { serverCartBackend } from './server-backend'

/** The part of the site settings that decides where the cart lives (app/api/contract/settings.ts). */
export interface CartBackendSettings {
  cart_settings: { server_cart: boolean }
}

/**
 * Where the cart lives, chosen once from the site settings (decision 0050, like Hydrogen's
 * createCartHandler): `cart_settings.server_cart` on is the admin back end's cart (decision 0008),
 * off the local cart with its Durable Object sync (decision 0006). The only module that reads the
 * setting (tests/architecture/features.test.ts fails on another): the component that reads the
 * settings passes the answer to startCart, and everything else asks the store's active backend.
 */
export function chooseCartBackend(settings: CartBackendSettings): CartBackend {
  return settings.cart_settings.server_cart ? serverCartBackend : localCartBackend
}
