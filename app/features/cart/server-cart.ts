import { clampCount, multiplicityOf } from '#app/lib/quantity.ts'
import type { ServerCart } from '#contract/cart.ts'
import type { ProductCard } from '#contract/catalogue.ts'
import { DECIMAL_TEXT, round2, round3 } from '#contract/numbers.ts'
import { errorMessages } from '#platform/shared/error-body.ts'
import { paidUnitPrice } from './paid-price'
import type { CartLine } from './stored-cart'

/**
 * The server-cart variant's pure rules (decision 0008): the back end's cart as the store's lines
 * and totals, the call a count change needs, and the error lists of validate-products and
 * create-reservation. No zod, no valtio: browser and server both use it.
 */

/** Per line, what only the server cart knows. */
export interface ServerLineMeta {
  priceWithDiscount: number
  discountAmount: number
  discountPercentage: number
  isLoyaltyActive: boolean
  cardPaymentAvailable: boolean
}

/** The totals the back end computed; the cart page shows these in the server-cart variant. */
export interface ServerTotals {
  totalCount: number
  totalPrice: number
  totalDiscount: number
  loyaltyGive: number
  /**
   * What loyalty points pay of the lines paid with them: the lines' paid price (paidUnitPrice) x count
   * less the back end's total_price, which has the points taken off (the order charges the same), at
   * most the value of the lines ticked; 0 when no line is ticked. The cart shows it as its own row.
   */
  pointsPaid?: number
  /** The signed-in shopper's points balance (user-group loyalty_points); null for a guest or when unknown. */
  pointsBalance?: number | null
}

export interface ServerCartView {
  lines: CartLine[]
  meta: Record<number, ServerLineMeta>
  totals: ServerTotals
}

const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)

/** The lines of a server cart that came without a product card (the spec's line names none). */
export function cardlessIds(cart: ServerCart): number[] {
  return cart.products.filter((item) => 'cardless' in item && item.cardless).map((item) => item.id)
}

/**
 * The server cart as the store's lines: the product card with the line's own is_recipe and
 * home_delivery (the server line wins over the card), the count clamped by the quantity rules (a
 * line with a count that clamps to 0 is dropped), and the back end's totals. A line that came without
 * a card takes the one in `cards` (products-by-ids) when there is one, else the card the contract
 * made of the line (title or `#id`, no image).
 */
export function serverCartView(cart: ServerCart, cards?: ReadonlyMap<number, ProductCard>): ServerCartView {
  const lines: CartLine[] = []
  const meta: Record<number, ServerLineMeta> = {}
  for (const item of cart.products) {
    const card = ('cardless' in item && item.cardless && cards?.get(item.id)) || item.product
    const product: ProductCard = {
      ...card,
      productId: item.id,
      price: num(item.price, card.price),
      is_recipe: item.is_recipe,
      home_delivery: item.home_delivery,
      card_payment_available: item.card_payment_available,
    }
    const count = clampCount(item.count, product.multiplicity)
    if (count === 0 || meta[item.id]) continue
    lines.push({ product, count })
    meta[item.id] = {
      priceWithDiscount: num(item.priceWithDiscount, product.price),
      discountAmount: num(item.discountAmount),
      discountPercentage: num(item.discountPercentage),
      isLoyaltyActive: item.is_loyalty_active,
      cardPaymentAvailable: item.card_payment_available,
    }
  }
  return {
    lines,
    meta,
    totals: {
      totalCount: num(cart.total_count),
      totalPrice: num(cart.total_price),
      totalDiscount: num(cart.total_discount),
      loyaltyGive: num(cart.loyalty_give),
      pointsPaid: pointsPaid(cart),
      pointsBalance: null,
    },
  }
}

/** The part of total_price the points pay (ServerTotals.pointsPaid). */
export function pointsPaid(cart: ServerCart): number {
  let all = 0
  let ticked = 0
  for (const l of cart.products) {
    const value = paidUnitPrice(num(l.price), num(l.priceWithDiscount, Number.NaN)) * num(l.count)
    all += value
    if (l.is_loyalty_active) ticked += value
  }
  return round2(Math.min(Math.max(all - num(cart.total_price, all), 0), ticked))
}

/**
 * A count for the server cart: the quantity rules (3 decimals, at least the multiplicity, at most
 * 99999, 0 removes) and then the nearest multiple of the multiplicity, which the back end requires.
 */
export function serverCount(requested: unknown, multiplicity: unknown): number {
  const m = multiplicityOf(multiplicity)
  const clamped = clampCount(requested, m)
  if (clamped === 0) return 0
  const steps = Math.max(1, Math.round(round3(clamped / m)))
  let next = round3(steps * m)
  while (next > 99_999) next = round3(next - m)
  return next
}

export type CartCall = { op: 'add'; count: number } | { op: 'reduce'; count: number } | { op: 'remove' } | null

/** The call that takes a line from the server's count to the target: add-item, reduce-item, remove-item, or none. */
export function planCall(serverCount: number, target: number): CartCall {
  if (target <= 0) return serverCount > 0 ? { op: 'remove' } : null
  const delta = round3(target - serverCount)
  if (delta > 0) return { op: 'add', count: delta }
  if (delta < 0) return { op: 'reduce', count: -delta }
  return null
}

export interface CartProblem {
  productId: number | null
  code: string
  message: string
  availableCount: number | null
}

/**
 * A problem's product id and available count as the contract reads numbers (`intId`, `num`): a JSON
 * number or its text - `"product_id": "105"`, `"available_count": "0.5"` (session 61's operator audit:
 * such problems were not tied to their cart line). Anything else is none.
 */
const idOf = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^[1-9]\d{0,14}$/.test(v) ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null
}
const countOf = (v: unknown): number | null => {
  const n = typeof v === 'string' && DECIMAL_TEXT.test(v) ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

/**
 * The error list of a validate-products or create-reservation answer: the contract's
 * `{ error, errors: [{ product_id, code, message, available_count }] }`, else the messages of the
 * body as any error body is read (platform/shared/error-body.ts); none gives one 'Unknown error'.
 */
export function cartProblems(body: unknown): CartProblem[] {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as { errors?: unknown }
    if (Array.isArray(b.errors)) {
      const list = b.errors.flatMap((e): CartProblem[] => {
        if (!e || typeof e !== 'object') return []
        const x = e as Record<string, unknown>
        if (typeof x.message !== 'string' || !x.message.trim()) return []
        return [
          {
            productId: idOf(x.product_id),
            code: typeof x.code === 'string' ? x.code : 'error',
            message: x.message,
            availableCount: countOf(x.available_count),
          },
        ]
      })
      if (list.length) return list
    }
  }
  // Otherwise the body's messages by the shared reading (platform/shared/error-body.ts), or 'Unknown error'.
  return errorMessages(body).map((message) => ({ productId: null, code: 'error', message, availableCount: null }))
}

/** Whose cart this browser showed last; a guest who is now signed in merges the guest cart once. */
export type CartOwner = 'g' | 'u'
export function shouldMerge(lastOwner: string | null, hasBrowserId: boolean): boolean {
  return hasBrowserId && lastOwner !== 'u'
}
