import { join } from 'node:path'

/** A storefront's own local state (cart Durable Objects, page-cache KV), one folder per port. */
export const storefrontStateDir = (stateDir, port) => join(stateDir, `storefront-${port}`)

/**
 * What a server started with FRESH_STATE=1 deletes before it starts: the local state only it
 * writes. The server that runs the reference back end owns the back end's D1/R2 folder (`v3`, as
 * `wrangler dev --persist-to` lays it out) and its own storefront folder; a storefront pointed at
 * another back end owns only its storefront folder. The end-to-end run starts every server so
 * (playwright.config.ts): accounts, rate-limit counters, reviews and carts of an earlier run never
 * meet the next one, and the servers starting side by side never delete each other's files.
 */
export function stateToReset({ stateDir, port, ownsBackEnd }) {
  return [...(ownsBackEnd ? [join(stateDir, 'v3')] : []), storefrontStateDir(stateDir, port)]
}
