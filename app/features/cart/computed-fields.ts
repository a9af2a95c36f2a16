import { DELIVERY } from '#config'
import type { StoredCart } from './stored-cart'

export type ComputedCartFields = Pick<StoredCart, 'deliveryPrice' | 'taxPrice' | 'deliveryTypes'>

/** The delivery types a region offers: express only in the capital's region (spec 9). */
export function deliveryTypesFor(regionId: number): StoredCart['deliveryTypes'] {
  return regionId === DELIVERY.capitalRegionId ? [...DELIVERY.types] : ['standart']
}

/**
 * The local cart's computed fields (spec 3 "Local cart": deliveryPrice, taxPrice, deliveryTypes) as
 * the cart page priced them: the delivery the total to pay includes (null while it is not known or
 * not in the shop's currency), the VAT it includes (null without tax calculation).
 */
export function computedCartFields({
  regionId,
  delivery,
  tax,
}: {
  regionId: number
  delivery: number | null
  tax: number | null | undefined
}): ComputedCartFields {
  return {
    deliveryPrice: delivery,
    taxPrice: typeof tax === 'number' ? tax : null,
    deliveryTypes: deliveryTypesFor(regionId),
  }
}

/** Writes the fields into the cart only where they changed (every write is a save). True when something changed. */
export function keepComputedFields(cart: ComputedCartFields, next: ComputedCartFields): boolean {
  let changed = false
  if (cart.deliveryPrice !== next.deliveryPrice) {
    cart.deliveryPrice = next.deliveryPrice
    changed = true
  }
  if (cart.taxPrice !== next.taxPrice) {
    cart.taxPrice = next.taxPrice
    changed = true
  }
  if (cart.deliveryTypes.join() !== next.deliveryTypes.join()) {
    cart.deliveryTypes = next.deliveryTypes
    changed = true
  }
  return changed
}
