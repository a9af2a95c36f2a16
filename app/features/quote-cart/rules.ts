import {
  type BuyerCompany,
  type ChosenCompany,
  companyChoice,
  readChosenCompany,
  withCompany,
} from '#app/lib/company-choice.ts'
import { decimalValue } from '#app/lib/decimal-input.ts'
import { addCount, clampCount, multiplicityOf, wholeMultiples } from '#app/lib/quantity.ts'
import { round2 } from '#contract/numbers.ts'
import { orderIdOf } from '#contract/order-id.ts'
import { QUOTE_CART } from '#contract/quote-rules.ts'

/**
 * The quote cart's state rules (accounts-adverts-calculators spec 3 and 4 "Quote cart"), pure:
 *  - add increments the line by the product's multiplicity, or sets its target_price if one is given
 *    (a product not yet in the cart starts at its multiplicity either way);
 *  - a set count below the multiplicity becomes the multiplicity, 0 removes the line;
 *  - clear empties the items and the orderId;
 *  - while orderId is set the count is 0 and the subtotal 0,00, and the lines are not refreshed;
 *    nor changed: a sent quote's lines are read-only until clear starts a new request (a review, r43:
 *    edits after sending went nowhere), and an add starts a new request with that product.
 * The quantity arithmetic is the cart's own (app/lib/quantity.ts), but for the count's rule: a quote
 * line holds whole multiples of the multiplicity (quoteCountOf), as the back end takes them.
 */

/** What a line keeps of its product (enough to show it without a call). */
export interface QuoteProduct {
  productId: number
  title: string
  url: string
  img: string
  price: number
  /** The card's "price on request" (contract catalogue.ts): its price is no price, shown as such and counted as none. */
  price_on_request?: true
  multiplicity: number
}
export interface QuoteItem {
  readonly product: Readonly<QuoteProduct>
  readonly count: number
  readonly target_price: number | null
}
export interface QuoteCart {
  readonly items: readonly QuoteItem[]
  /** The sent request's order id as text (`ORD-5005`, an integer's digits); '' sent, no id named; null not sent. */
  readonly orderId: string | null
  /**
   * The sent request's number and the company it was sent for (the buyer's choice; null without one),
   * kept beside orderId so a reloaded page says what the page said when it was sent. Absent on a list
   * not sent, and on one stored before it was kept (the page then names the order id).
   */
  readonly sent?: QuoteSent
}
export interface QuoteSent {
  readonly number: string
  readonly company: ChosenCompany | null
}

export const EMPTY_QUOTE: QuoteCart = { items: [], orderId: null }

export function quoteProductOf(p: QuoteProduct): QuoteProduct {
  return {
    productId: p.productId,
    title: p.title,
    url: p.url,
    img: p.img,
    price: p.price,
    ...(p.price_on_request === true ? { price_on_request: true as const } : {}),
    multiplicity: multiplicityOf(p.multiplicity),
  }
}

/**
 * A line's count as the back end takes it (admin-api isSellableCount: a whole number of
 * multiplicities): the cart's clamp (3 decimals, at least the multiplicity, at most the cap), then up
 * to the next whole multiple, within the cap - 2,5 of a product sold by 1 is 3, 8 of one sold by 6
 * is 12 (the cart keeps 2,5 kg of a product sold by weight: this is the quote's own rule). 0 or
 * less, or no number, is 0 (the line goes).
 */
export function quoteCountOf(requested: unknown, multiplicity: number): number {
  const m = multiplicityOf(multiplicity)
  const n = clampCount(requested, m)
  return n === 0 ? 0 : wholeMultiples(n, m)
}

/**
 * A typed target price: '' (or nothing) is no target (null); a positive amount of at most
 * 100,000,000 in whole cents, written with a comma or a dot, is the price; anything else - letters,
 * 1e3, -5, 0, more than 100 M, a third decimal - is `invalid`, never a price nor "no price" (r43:
 * abc, -5 and 0 added a unit without a word, 999999999999 became 100 000 000 and 1e3 1000).
 */
export function readTargetPrice(value: unknown): number | null | 'invalid' {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null
  const n = typeof value === 'string' ? decimalValue(value) : value
  return typeof n === 'number' &&
    Number.isFinite(n) &&
    n > 0 &&
    n <= QUOTE_CART.maxTargetPrice &&
    Math.abs(Math.round(n * 100) - n * 100) < 1e-6
    ? round2(n)
    : 'invalid'
}

/** A target price, or null when empty or not a valid one (readTargetPrice): the stored quote_cart's reading. */
export function targetPriceOf(value: unknown): number | null {
  const target = readTargetPrice(value)
  return target === 'invalid' ? null : target
}

/**
 * Whether the list has no room for `productId`: a new line past QUOTE_CART.maxItems (the most one
 * request carries: the send refuses more, and the buyer heard only "could not be sent, try again",
 * which no retry mended). A line it holds still takes counts and targets; a sent quote starts anew.
 */
export function quoteIsFull(cart: Pick<QuoteCart, 'items' | 'orderId'>, productId: number): boolean {
  return (
    cart.orderId === null &&
    cart.items.length >= QUOTE_CART.maxItems &&
    !cart.items.some((i) => i.product.productId === productId)
  )
}

/**
 * Adds a product by its multiplicity, or sets the target price given (the count of a new line is its
 * multiplicity either way); a target that is not a valid one (readTargetPrice), or a new line on a
 * full list (quoteIsFull), adds nothing. On a sent quote (orderId set) it starts a new request holding that product.
 */
export function addToQuote(cart: QuoteCart, product: QuoteProduct, targetPrice?: unknown): QuoteCart {
  const target = targetPrice === undefined ? null : readTargetPrice(targetPrice)
  if (target === 'invalid' || quoteIsFull(cart, product.productId)) return cart
  if (cart.orderId !== null) return addToQuote(EMPTY_QUOTE, product, targetPrice)
  const line = cart.items.find((i) => i.product.productId === product.productId)
  if (!line) {
    const p = quoteProductOf(product)
    return { ...cart, items: [...cart.items, { product: p, count: p.multiplicity, target_price: target }] }
  }
  return {
    ...cart,
    items: cart.items.map((i) =>
      i !== line
        ? i
        : targetPrice !== undefined
          ? { ...i, target_price: target }
          : { ...i, count: quoteCountOf(addCount(i.count, i.product.multiplicity), i.product.multiplicity) },
    ),
  }
}

/** Sets a line's count (quoteCountOf; 0 removes the line); a sent quote's lines stay as sent. */
export function setQuoteCount(cart: QuoteCart, productId: number, count: unknown): QuoteCart {
  const line = cart.orderId === null ? cart.items.find((i) => i.product.productId === productId) : undefined
  if (!line) return cart
  const next = quoteCountOf(count, line.product.multiplicity)
  return {
    ...cart,
    items:
      next === 0
        ? cart.items.filter((i) => i !== line)
        : cart.items.map((i) => (i === line ? { ...i, count: next } : i)),
  }
}

/** Sets (or with '' clears) a line's target price; a target that is not a valid one, or a sent quote, changes nothing. */
export function setQuoteTarget(cart: QuoteCart, productId: number, targetPrice: unknown): QuoteCart {
  const target = readTargetPrice(targetPrice)
  if (target === 'invalid' || cart.orderId !== null) return cart
  return {
    ...cart,
    items: cart.items.map((i) => (i.product.productId === productId ? { ...i, target_price: target } : i)),
  }
}

export function clearQuote(_cart: QuoteCart): QuoteCart {
  return { items: [], orderId: null }
}

/** The header's count (lines) and the subtotal at the products' prices; both 0 once an order id is set. */
export function quoteTotals(cart: QuoteCart): { count: number; subtotal: number } {
  if (cart.orderId !== null) return { count: 0, subtotal: 0 }
  return { count: cart.items.length, subtotal: round2(cart.items.reduce((s, i) => s + i.product.price * i.count, 0)) }
}

export const shouldRefresh = (cart: QuoteCart) => cart.orderId === null && cart.items.length > 0

/** Fresh product data over the lines (price, title, image, multiplicity); a count below a raised multiplicity goes up to it. */
export function refreshQuote(cart: QuoteCart, fresh: readonly QuoteProduct[]): QuoteCart {
  if (!shouldRefresh(cart)) return cart
  const byId = new Map(fresh.map((p) => [p.productId, p]))
  return {
    ...cart,
    items: cart.items.map((i) => {
      const p = byId.get(i.product.productId)
      if (!p) return i
      const product = quoteProductOf(p)
      return { ...i, product, count: quoteCountOf(i.count, product.multiplicity) || product.multiplicity }
    }),
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 500) : '')

/** The stored quote_cart (JSON text), checked line by line: broken lines are dropped, garbage is an empty cart. */
export function parseStoredQuote(text: string | null): QuoteCart {
  if (!text) return EMPTY_QUOTE
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return EMPTY_QUOTE
  }
  if (!isRecord(raw) || !Array.isArray(raw.items)) return EMPTY_QUOTE
  const items: QuoteItem[] = []
  for (const it of raw.items.slice(0, 500)) {
    if (!isRecord(it) || !isRecord(it.product)) continue
    const p = it.product
    if (
      !Number.isInteger(p.productId) ||
      (p.productId as number) < 1 ||
      typeof p.price !== 'number' ||
      !Number.isFinite(p.price)
    )
      continue
    if (items.some((x) => x.product.productId === p.productId)) continue
    const product = quoteProductOf({
      productId: p.productId as number,
      title: str(p.title),
      url: str(p.url),
      img: str(p.img),
      price: p.price,
      ...(p.price_on_request === true ? { price_on_request: true as const } : {}),
      multiplicity: p.multiplicity as number,
    })
    const count = quoteCountOf(it.count, product.multiplicity)
    if (count === 0) continue
    items.push({ product, count, target_price: targetPriceOf(it.target_price) })
  }
  // an id kept as a number before session 63 reads as its digits; a sent quote without an id (0, '') as not sent
  const orderId = raw.orderId === 0 ? null : orderIdOf(raw.orderId)
  const sent = orderId === null ? undefined : readSent(raw.sent)
  return sent ? { items, orderId, sent } : { items, orderId }
}

/** A stored `sent`: a number of 1 to 60 characters and the company or null; anything else is none. */
function readSent(raw: unknown): QuoteSent | undefined {
  if (!isRecord(raw) || typeof raw.number !== 'string' || raw.number === '' || raw.number.length > 60) return undefined
  return { number: raw.number, company: readChosenCompany(raw.company) }
}

/**
 * The sent quote (decision 0067): the cart keeps its lines and takes the order id (spec 4: count 0,
 * subtotal 0,00, no refresh), and what the "sent" line names: the request's number and its company.
 */
export function markQuoteSent(cart: QuoteCart, orderId: string, sent?: QuoteSent): QuoteCart {
  return sent ? { items: cart.items, orderId, sent } : { items: cart.items, orderId }
}

/** The lines as the quote call sends them: product, count and the buyer's target price (spec 3). */
export function quoteBody(cart: QuoteCart): { product_id: number; count: number; target_price: number | null }[] {
  return cart.items.map((i) => ({ product_id: i.product.productId, count: i.count, target_price: i.target_price }))
}

/** A company of the buyer's, as the quote request page offers it (the shared reading: app/lib/company-choice.ts). */
export type QuoteCompany = BuyerCompany

/** The quote request's company choice: the shared rule (two companies or more; the account's default first). */
export const quoteCompanyChoice = companyChoice

/**
 * What "send" posts (decision 0067's POST /general/quote-cart/ body): the lines, and the company the
 * buyer chose when there was a choice (quoteCompanyChoice) - no company_id otherwise.
 */
export function quoteRequest(
  cart: QuoteCart,
  companyId: string | null,
): { items: ReturnType<typeof quoteBody>; company_id?: string } {
  return withCompany({ items: quoteBody(cart) }, companyId)
}
