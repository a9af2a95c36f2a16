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
 * The order's payment_system_id for the form's choice (a radio's value, the id as text): the id of
 * the offered system so chosen, as the back end gave it - a number, or a text id such as `"cash"`
 * (a spec-written back end's; review R1). A choice no longer offered is read as the answers read an
 * id: digits are its number, other text the text id; the back end then says whether it takes it.
 */
export function chosenPaymentId(systems: readonly { id: number | string }[], value: string): number | string {
  const offered = systems.find((s) => String(s.id) === value)
  if (offered) return offered.id
  return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : value
}
