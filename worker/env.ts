/** Bindings and variables of the storefront Worker (wrangler.toml). */
export interface Env {
  /** Base URL of the admin back end's REST API. */
  ADMIN_API_URL: string
  /** Selects the site on the admin back end; sent as the Site-Token header. */
  SITE_TOKEN: string
  /** Theme variant: electro, home, pharma, market, business, meals. */
  THEME: string
  /** Optional service binding to the admin API (tests, same-account deploys); beats ADMIN_API_URL. */
  ADMIN_API?: Fetcher
  ASSETS?: Fetcher
  /** One CartStore Durable Object per shopper (durable-objects/cart-store.ts, decision 0006). */
  CART_STORE?: DurableObjectNamespace<import('../durable-objects/cart-store').CartStore>
}
