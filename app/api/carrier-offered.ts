import { DELIVERY } from '#config'

/**
 * The postal carrier applies when the back end's delivery services (first entry) list it. A rule
 * over the back end's answer, below the features (decision 0077): the cart's checkout options
 * (cart.server.ts) and the delivery feature both read it, and the cart imports no other feature.
 */
export function carrierApplies(
  services: readonly { brand_services: readonly { slug: string }[] }[] | null | undefined,
): boolean {
  return !!services?.[0]?.brand_services.some((s) => s.slug === DELIVERY.carrierSlug)
}
