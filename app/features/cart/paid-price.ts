/**
 * What one unit of a line costs the shopper: the server cart's priceWithDiscount when it is below the
 * price (spec 3 "Server cart"), else the price. Lines, the goods and the points paid are all counted
 * at it; before, a discounted line showed its full price as its total, and the points were said to pay
 * its discount too (session 60's operator audit: -200.50 shown where the points paid 150.50).
 */
export function paidUnitPrice(price: number, priceWithDiscount?: number): number {
  return typeof priceWithDiscount === 'number' &&
    Number.isFinite(priceWithDiscount) &&
    priceWithDiscount >= 0 &&
    priceWithDiscount < price
    ? priceWithDiscount
    : price
}
