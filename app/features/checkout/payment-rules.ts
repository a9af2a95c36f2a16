/**
 * `card_payment_available` (spec 3, cart product): a cart holding a product that cannot be paid by
 * card offers only the payment systems paid offline (on delivery, in the shop). A product that
 * does not say is payable by card.
 */
export function payableSystems<S extends { type: 'offline' | 'online' }>(
  systems: readonly S[],
  lines: readonly { product: { card_payment_available?: boolean } }[],
): S[] {
  const cardBlocked = lines.some((l) => l.product.card_payment_available === false)
  return cardBlocked ? systems.filter((s) => s.type !== 'online') : [...systems]
}

/**
 * The payment systems a viewer is offered: one that GET /base/payment-systems marks `only_company`
 * (the reference back end's bank transfer) only to a company buyer; the back end refuses it to
 * anyone else at order time.
 */
export function offeredPaymentSystems<S extends { only_company: boolean }>(
  systems: readonly S[],
  company: boolean,
): S[] {
  return company ? [...systems] : systems.filter((s) => !s.only_company)
}
