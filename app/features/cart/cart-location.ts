/** The part of the site settings that decides where the cart lives (app/api/contract/settings.ts). */
export interface CartBackendSettings {
  cart_settings: { server_cart: boolean }
}

/**
 * Whether the site's carts live on the admin back end (`cart_settings.server_cart`, decision 0008) rather
 * than in the browser with the Durable Object's sync (decision 0006). The only module that reads the
 * setting (decision 0050; tests/architecture/features.test.ts fails on another): the browser's choice of
 * cart backend (backend-choice.ts) and the server cart's calls (server-cart-access.server.ts) ask here.
 */
export function cartOnBackEnd(settings: CartBackendSettings): boolean {
  return settings.cart_settings.server_cart
}
