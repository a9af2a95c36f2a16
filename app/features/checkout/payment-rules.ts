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
