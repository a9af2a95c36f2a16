/** Bindings and variables of the storefront Worker (wrangler.toml). */
export interface Env {
  /** Base URL of the admin back end's REST API. */
  ADMIN_API_URL: string
  /** Selects the site on the admin back end; sent as the Site-Token header. */
  SITE_TOKEN: string
  /** Theme variant: electro, home, pharma, market, business, meals. */
  THEME: string
  /**
   * The shop's public origin (https://shop.example): every absolute URL in a page is built from it and
   * other hosts are redirected to it (worker/origin.ts). Unset only in local development (loopback).
   */
  PUBLIC_ORIGIN?: string
  /** HMAC key of the guest cart cookie (`wrangler secret put CART_COOKIE_SECRET`; npm start generates one). */
  CART_COOKIE_SECRET?: string
  /** The user-group ids the page cache keeps pages for, comma-separated (default: PAGE_CACHE_GROUPS in app.config.ts). */
  PAGE_CACHE_GROUP_IDS?: string
  /**
   * Social sign-in (decision 0022): each provider's authorize URL; a provider without one has no button.
   * `npm start` points them at the reference back end's fake provider (`/__dev/social/<provider>/authorize`).
   */
  SOCIAL_AUTH_URL_GOOGLE?: string
  SOCIAL_AUTH_URL_FACEBOOK?: string
  SOCIAL_AUTH_URL_TWITTER?: string
  /** Optional service binding to the admin API (tests, same-account deploys); beats ADMIN_API_URL. */
  ADMIN_API?: Fetcher
  ASSETS?: Fetcher
  /** One CartStore Durable Object per shopper (durable-objects/cart-store.ts, decision 0006). */
  CART_STORE?: DurableObjectNamespace<import('../durable-objects/cart-store').CartStore>
}
