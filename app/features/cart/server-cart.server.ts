import { type Locale, SERVER_COOKIES } from '#config'
import { type ServerCart, serverCartSchema } from '#contract/cart.ts'
import type { EndpointName, ResponseOf } from '#contract/endpoints.ts'
import type { CallOptions } from '#platform/backend/call.ts'
import { type ApiResult, doneButUnread } from '#platform/backend/client.ts'
import { callForRequest, requestCookie, shopperIpHeaders } from '#platform/request.server.ts'
import { errorMessages } from '#platform/shared/error-body.ts'
import { promoRefusalIn, promoRefused } from './cart.server'
import { promoAnswerDiscount } from './rules'
import {
  type CartCall,
  type CartProblem,
  cardlessIds,
  cartProblems,
  planCall,
  type ServerCartView,
  serverCartView,
} from './server-cart'

/**
 * The server-cart variant's calls (storefront spec 7.3), made for the current request: with the
 * shopper's token when the `token` cookie exists, and always with the browser id as no_user_id
 * (the back end prefers the account). A token the back end refuses (401) is retried as the guest,
 * so an expired session never hides the guest cart.
 */

export type CartAnswer =
  | { ok: true; cart: ServerCartView; signedIn: boolean }
  | { ok: false; status: number; problems: CartProblem[] }

function hasToken(): boolean {
  return !!requestCookie(SERVER_COOKIES.token)
}

async function call<N extends EndpointName>(
  locale: Locale,
  name: N,
  opts: CallOptions,
): Promise<{ result: ApiResult<ResponseOf<N>>; signedIn: boolean }> {
  if (hasToken()) {
    const result = await callForRequest(locale, name, opts, true)
    if (result.ok || result.status !== 401) return { result, signedIn: true }
  }
  return { result: await callForRequest(locale, name, opts), signedIn: false }
}

/**
 * The spec's server cart line has no product card (id, price, count and flags only): the cards of
 * the lines that came without one are fetched (GET /general/products-by-ids, one call) for their
 * title, image and slug. A failed fetch leaves those lines with what the line had (title or `#id`).
 */
async function viewOf(locale: Locale, cart: ServerCart): Promise<ServerCartView> {
  const ids = cardlessIds(cart).slice(0, 200)
  if (!ids.length) return serverCartView(cart)
  const cards = await callForRequest(locale, 'productsByIds', { query: { ids } })
  if (!cards.ok) {
    console.warn(`[server-cart] cards of cardless lines: ${cards.message}`)
    return serverCartView(cart)
  }
  return serverCartView(cart, new Map(cards.data.map((card) => [card.productId, card])))
}

/**
 * The view with the signed-in shopper's points balance (GET /users/user-group/ loyalty_points,
 * fetched beside the cards): the cart offers "pay with points" only while there are points to pay
 * with. A guest, or a failed look-up, has none known (null).
 */
async function signedInView(locale: Locale, cart: ServerCart, signedIn: boolean): Promise<ServerCartView> {
  const [view, group] = await Promise.all([
    viewOf(locale, cart),
    signedIn ? callForRequest(locale, 'userGroup', {}, true) : null,
  ])
  if (group?.ok) view.totals.pointsBalance = group.data.loyalty_points
  return view
}

async function cartAnswer(
  locale: Locale,
  out: { result: ApiResult<ResponseOf<'cartFetchAll'>>; signedIn: boolean },
): Promise<CartAnswer> {
  const { result, signedIn } = out
  if (result.ok) return { ok: true, cart: await signedInView(locale, result.data, signedIn), signedIn }
  return { ok: false, status: result.status, problems: cartProblems(result.body) }
}

const fetchAll = (locale: Locale, noUserId: string) => call(locale, 'cartFetchAll', { query: { no_user_id: noUserId } })

/**
 * The cart after a write (add-item, reduce-item, remove-item): the cart the back end answered with, or -
 * for a 2xx without it (204 No Content, an empty 200, a body that is not the cart: the spec shows no
 * answer, decision 0118 rule 3) - the cart read again (fetch-all). Such a write is done: taking it for
 * failed put back the cart this device had, and the next click added the line a second time (session
 * 67's operator audit). A refusal or no answer is the write not done.
 */
async function afterWrite(
  locale: Locale,
  noUserId: string,
  out: { result: ApiResult<ServerCart | null>; signedIn: boolean },
): Promise<CartAnswer> {
  const { result, signedIn } = out
  if (result.ok && result.data) return cartAnswer(locale, { result: { ...result, data: result.data }, signedIn })
  if (result.ok || doneButUnread(result)) return cartAnswer(locale, await fetchAll(locale, noUserId))
  return { ok: false, status: result.status, problems: cartProblems(result.body) }
}

/** fetch-all; with `merge`, a signed-in shopper's guest cart (this browser id) is merged into the account first. */
export async function loadServerCart(locale: Locale, noUserId: string, merge: boolean): Promise<CartAnswer> {
  if (merge && hasToken()) {
    const merged = await callForRequest(locale, 'mergeCart', { body: { no_user_id: noUserId } }, true)
    if (merged.ok && merged.data)
      return { ok: true, cart: await signedInView(locale, merged.data, true), signedIn: true }
    // Merged without the cart in the answer (204, as the spec allows), a refused token or a failed
    // merge (the guest cart stays where it is): show what fetch-all gives.
  }
  return cartAnswer(locale, await fetchAll(locale, noUserId))
}

export type CartChange =
  | { op: 'add' | 'reduce'; productId: number; count: number }
  | { op: 'set'; productId: number; count: number }
  | { op: 'remove'; productIds: number[] }
  | { op: 'loyalty'; productId: number; active: boolean }

/**
 * A count the shopper typed is the count they want, whatever this device last saw: the call that
 * takes the line from the count the back end holds now (fetch-all) to it. Another device or tab may
 * have changed the line since this one confirmed it.
 */
export function planSet(cart: ServerCart, productId: number, target: number): CartCall {
  const line = cart.products.find((item) => item.id === productId)
  return planCall(line && Number.isFinite(line.count) ? line.count : 0, target)
}

/** One change of the server cart; the answer is the whole cart after it. */
export async function changeServerCart(locale: Locale, noUserId: string, change: CartChange): Promise<CartAnswer> {
  switch (change.op) {
    case 'set': {
      // A typed count: one fetch-all first, then add-item/reduce-item/remove-item by the difference
      // from what it holds (none when it holds the count already: its answer is the cart).
      const now = await fetchAll(locale, noUserId)
      if (!now.result.ok) return cartAnswer(locale, now)
      const plan = planSet(now.result.data, change.productId, change.count)
      if (!plan) return cartAnswer(locale, now)
      return changeServerCart(
        locale,
        noUserId,
        plan.op === 'remove'
          ? { op: 'remove', productIds: [change.productId] }
          : { op: plan.op, productId: change.productId, count: plan.count },
      )
    }
    case 'add':
      return afterWrite(
        locale,
        noUserId,
        await call(locale, 'cartAddItem', {
          body: { product_id: change.productId, count: change.count, no_user_id: noUserId },
        }),
      )
    case 'reduce':
      return afterWrite(
        locale,
        noUserId,
        await call(locale, 'cartReduceItem', {
          body: { product_id: change.productId, count: change.count, no_user_id: noUserId },
        }),
      )
    case 'remove':
      return afterWrite(
        locale,
        noUserId,
        await call(locale, 'cartRemoveItem', { body: { product_ids: change.productIds, no_user_id: noUserId } }),
      )
    case 'loyalty': {
      // Any 2xx applied it (the spec shows no answer; session 63's operator audit: a 204 or
      // `{status:'ok'}` showed "Coșul nu a putut fi modificat." though the points were applied).
      // An answer that is the cart is shown; any other is followed by fetch-all.
      const out = await call(locale, 'setLoyaltyItem', {
        body: { product_id: change.productId, active: change.active, no_user_id: noUserId },
      })
      if (!out.result.ok) return { ok: false, status: out.result.status, problems: cartProblems(out.result.body) }
      const cart = serverCartSchema.safeParse(out.result.data)
      if (cart.success)
        return cartAnswer(locale, { result: { ...out.result, data: cart.data }, signedIn: out.signedIn })
      return cartAnswer(locale, await fetchAll(locale, noUserId))
    }
  }
}

export type CheckAnswer = { ok: true } | { ok: false; status: number; problems: CartProblem[] }

/** validate-products: valid, or (400) the cart's error list. */
export async function validateServerCart(locale: Locale, noUserId: string): Promise<CheckAnswer> {
  const { result } = await call(locale, 'cartValidate', { query: { no_user_id: noUserId } })
  return result.ok ? { ok: true } : { ok: false, status: result.status, problems: cartProblems(result.body) }
}

/** create-reservation: 204 lets the shopper proceed; anything else is the stored error list. */
export async function reserveServerCart(
  locale: Locale,
  noUserId: string,
  promoCode: string | null,
): Promise<CheckAnswer> {
  // The code is checked again: the back end counts codes tried per client (the shopper's address).
  const { result } = await call(locale, 'cartReservation', {
    body: { promo_code: promoCode, no_user_id: noUserId },
    headers: shopperIpHeaders(),
  })
  if (result.ok && result.status === 204) return { ok: true }
  return { ok: false, status: result.status, problems: result.ok ? cartProblems(null) : cartProblems(result.body) }
}

export type PromoAnswer =
  /** `discount` null: the answer priced only the total (promoDiscountShown). */
  | { ok: true; code: string; discount: number | null; generalPrice: number }
  | { ok: false; invalid: boolean; errors: string[]; notAllowed?: true }

/**
 * promo-code/update_prices with the lines paid with loyalty points. An answer of the back end that
 * refuses the code (4xx) is `invalid` (the server cart's invalid-promo flag); its body is read by
 * the spec's rule all the same. No answer at all is not a verdict on the code.
 */
export async function serverPromo(
  locale: Locale,
  noUserId: string,
  code: string,
  loyaltyProducts: number[],
): Promise<PromoAnswer> {
  if (await promoRefused(locale)) return { ok: false, invalid: false, errors: [], notAllowed: true }
  const { result } = await call(locale, 'promoUpdatePrices', {
    body: { code, loyalty_products: loyaltyProducts, no_user_id: noUserId },
    headers: shopperIpHeaders(),
  })
  if (result.ok)
    return {
      ok: true,
      code: result.data.promo_code ?? code,
      discount: promoAnswerDiscount(result.data),
      generalPrice: result.data.general_price,
    }
  // A 2xx whose status is not success refuses the code, with its message.
  const refusal = result.kind === 'malformed' ? promoRefusalIn(result.body) : null
  if (refusal) return { ok: false, invalid: true, errors: refusal }
  // Otherwise only an error answer carries the back end's verdict and messages. A 2xx answer the contract
  // could not read (its body a success's values) or no answer at all is neither: nothing of it is shown.
  if (result.kind !== 'status') return { ok: false, invalid: false, errors: [] }
  // A 429 is too many codes tried from here (the back end's message says so), not this code refused.
  const refused = result.status >= 400 && result.status < 500 && result.status !== 429
  return { ok: false, invalid: refused, errors: errorMessages(result.body) }
}
