import type { DeliveryMethod } from './delivery-price'

/*
 * Apart from the price rule (delivery-price.ts) because the stored cart's reader, which every page
 * loads, checks it: a module the entry imports goes into the entry whole (decision 0086).
 */

/**
 * `chisinau_delivery` is delivery in the capital (spec 9: "Region 3 is the capital; express price
 * applies only there; other regions use a regional price"): it fits the capital's region only. The
 * back end refuses it with another region (400) and so do the storefront's input checks; the other
 * methods fit every region.
 */
export function methodFitsRegion(
  method: DeliveryMethod,
  regionId: number,
  rules: { capitalRegionId: number },
): boolean {
  return method !== 'chisinau_delivery' || regionId === rules.capitalRegionId
}
