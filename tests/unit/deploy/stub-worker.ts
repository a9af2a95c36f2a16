import { DurableObject } from 'cloudflare:workers'

/** A stand-in for worker/index.ts in the config-only deploy build (config-only.vite.config.ts). */
export class CartStore extends DurableObject {}

export default {
  fetch: () => new Response('stub'),
} satisfies ExportedHandler
