import { env } from 'cloudflare:workers'
import { formatPrice } from '#app/i18n/format.ts'
import { type BuyerCompany, buyerCompanies } from '#app/lib/company-choice.ts'
import { type Locale, SERVER_COOKIES } from '#config'
import { answerSaysFailed } from '#contract/common.ts'
import { countCapOf, round2 } from '#contract/numbers.ts'
import { sentId } from '#contract/text-id.ts'
import { doneButUnread } from '#platform/backend/client.ts'
import {
  callForRequest,
  requestCookie,
  requestDevMode,
  requestHidesPrices,
  shopperIpHeaders,
} from '#platform/request.server.ts'
import { parseErrorBody } from '#platform/shared/error-body.ts'
import { firstOffered } from '#platform/shared/not-offered.ts'
import { utmFromCookie } from '#platform/shared/utm.ts'
import { loadGlobalSettings } from '#platform/site.server.ts'
import { companyGroupId } from '../cart'
import type { CarrierOrder } from '../delivery'
import { type OrderProblem, orderProblems } from './order-errors'
import { type CheckoutContact, checkoutContact } from './prefill'

export interface OrderInput {
  lines: { id: number; count: number }[]
  customer: { name: string; phone: string; email?: string }
  delivery: {
    method: 'address' | 'pickup' | 'chisinau_delivery'
    type: 'standart' | 'express'
    /** The own courier's and pickup's region; none when the carrier delivers (its city is where the parcel goes). */
    region_id?: number
    /** As the regions gave it: an integer or a text id (kishinev). */
    locality_id?: number | string
    /** The parcel's country (ISO 3166 alpha-2): the carrier city's; absent, the back end takes the site's. */
    country_code?: string
    address?: string
    store_id?: number
    date_time?: string
  }
  /** As the payment systems gave it: an integer, or a text id (`cash`). */
  payment_system_id: number | string
  /**
   * The company the order is for, chosen by a company buyer with several (decision 0067's amendment);
   * absent, the back end takes the account's default company (a company buyer's first), as before.
   * An integer's digits or id text (contract text-id.ts); sent as `sentId` makes it.
   */
  company_id?: string
  promo_code?: string | null
  comment?: string
  /** Postal carrier order data, when the carrier delivers. */
  carrier?: CarrierOrder
  /** Same key for every attempt at the same order: a retry answers the order already created. */
  idempotency_key?: string
  captcha_token?: string
  /** The unit prices the checkout showed, by product: the order goes only while they are the products' prices. */
  prices?: { id: number; price: number }[]
}

export type OrderOutcome =
  | { ok: true; orderId: string | null; orderNumber: string | null; payUrl: string | null; transId: string | null }
  | {
      ok: false
      status: number
      errors: string[]
      problems: OrderProblem[]
      repriced?: true
      /** The back end's refusal of the company (`company_id`: not one of the buyer's), apart from `errors`: it shows at the company choice. */
      company?: string[]
    }

/**
 * Creates the order. A relative payUrl from the back end is made absolute against its base URL, so
 * the browser can be sent there. Failures come back as the body's messages (the order error) - none
 * when the body has none, so the form shows its own text, never the transport's "HTTP 400" summary.
 *
 * The spec requires only `result.payUrl` (4: "status 201 with a payUrl redirects to payment;
 * otherwise to /cart/success"): the order's id, number and trans_id may be absent (null: the success
 * page then shows no number). A 201 whose body cannot be read at all still created the order: it goes
 * to the success page, never back to the form (where the shopper would order again). Another 2xx
 * the contract cannot read is a failure without messages: its body holds no error.
 *
 * Refused before it goes: a viewer the site hides prices from (hide_price_for_guests: a guest holds
 * no priced cart), an order beyond cart_settings' limits, one delivered (not picked up) with a
 * product that cannot be delivered home (home_delivery false: the cart lists such lines and keeps
 * its checkout shut; the browser is not trusted with that), and one whose shown `prices` are no longer
 * the products' (409, `repriced`: the checkout refreshes the cart, shows the new total and the
 * shopper confirms again - an operator's price change is never charged unseen).
 */
export async function createOrder(locale: Locale, input: OrderInput): Promise<OrderOutcome> {
  const texts = ORDER_TEXTS[locale] ?? ORDER_TEXTS.en
  // hide_price_for_guests: a viewer who may not see prices cannot order what they were not shown.
  if (await requestHidesPrices(locale)) return { ok: false, status: 403, errors: [texts.pricesHidden], problems: [] }
  const [refused, notHome, repriced] = await Promise.all([
    orderLimitError(locale, input.lines),
    notHomeTitles(locale, input),
    pricesChanged(locale, input.prices ?? []),
  ])
  if (refused) return { ok: false, status: 400, errors: [refused], problems: [] }
  if (notHome.length)
    return { ok: false, status: 400, errors: [`${texts.notHome} ${notHome.join(', ')}`], problems: [] }
  if (repriced) return { ok: false, status: 409, errors: [texts.repriced], problems: [], repriced: true }
  const body = {
    products: input.lines,
    customer: input.customer,
    delivery: input.delivery,
    payment_system_id: input.payment_system_id,
    ...(input.company_id === undefined ? {} : { company_id: sentId(input.company_id) }),
    promo_code: input.promo_code ?? null,
    comment: input.comment,
    carrier: input.carrier,
    idempotency_key: input.idempotency_key,
    captcha_token: input.captcha_token,
    utm: utmFromCookie(requestCookie(SERVER_COOKIES.utm)),
  }
  // The shopper's address: the back end limits new orders per client (admin-api services/write-limits.ts).
  const headers = shopperIpHeaders()
  // Spec 7.3 names both paths: a back end without the v2 one (404, 405, 501: nothing was created) gets
  // the order at v3; when that is missing too, the v2 refusal is what the shopper reads.
  const result = await firstOffered(
    () => callForRequest(locale, 'createOrder', { body, headers }, true),
    () => callForRequest(locale, 'createOrderV3', { body, headers }, true),
    'order',
  )
  if (!result.ok && doneButUnread(result)) {
    console.warn(`[checkout] order created, answer unreadable: ${result.message}`)
    return { ok: true, orderId: null, orderNumber: null, payUrl: null, transId: null }
  }
  // An answer the contract cannot read that says it failed (not done: doneButUnread): its words, as a refusal's.
  if (!result.ok && result.kind === 'malformed' && answerSaysFailed(result.body))
    return { ok: false, status: result.status, ...refusal(result.body), problems: [] }
  if (!result.ok && result.kind !== 'status') return { ok: false, status: result.status, errors: [], problems: [] }
  if (!result.ok)
    return { ok: false, status: result.status, ...refusal(result.body), problems: orderProblems(result.body) }
  const { orderId, orderNumber, payUrl, trans_id } = result.data.result
  const base = env.ADMIN_API_URL
  return {
    ok: true,
    orderId,
    orderNumber,
    payUrl: payUrl ? new URL(payUrl, base).toString() : null,
    transId: trans_id ?? null,
  }
}

/**
 * A refused order's texts: every message of the body (each once, field messages first), but the
 * company's (`company_id`), which go apart to the company choice.
 */
function refusal(body: unknown): { errors: string[]; company?: string[] } {
  const { fields, messages } = parseErrorBody(body)
  const { company_id: company, ...others } = fields
  const errors = [...new Set([...Object.values(others).flat(), ...messages])]
  return company?.length ? { errors, company } : { errors }
}

/** The storefront's own refusals of an order, in the shop's languages. */
const ORDER_TEXTS: Record<Locale, { pricesHidden: string; repriced: string; notHome: string }> = {
  ro: {
    notHome: 'Aceste produse nu pot fi livrate la domiciliu; ridicați-le din magazin:',
    pricesHidden: 'Autentificați-vă pentru a vedea prețurile și a plasa comanda.',
    repriced: 'Prețurile din coș s-au schimbat. Verificați noul total și plasați comanda din nou.',
  },
  ru: {
    notHome: 'Эти товары нельзя доставить на дом, заберите их в магазине:',
    pricesHidden: 'Войдите, чтобы увидеть цены и оформить заказ.',
    repriced: 'Цены в корзине изменились. Проверьте новую сумму и оформите заказ ещё раз.',
  },
  uk: {
    notHome: 'Ці товари не можна доставити додому, заберіть їх у магазині:',
    pricesHidden: 'Увійдіть, щоб побачити ціни й оформити замовлення.',
    repriced: 'Ціни в кошику змінилися. Перевірте нову суму й оформіть замовлення ще раз.',
  },
  en: {
    notHome: 'These products cannot be delivered home; pick them up in a store:',
    pricesHidden: 'Sign in to see the prices and place the order.',
    repriced: 'The prices in the cart have changed. Check the new total and place the order again.',
  },
}

/**
 * The titles of an order's products that cannot be delivered home (the product card's
 * home_delivery false), when the order is delivered rather than picked up (spec 5: such products are
 * listed to the user; the cart's notForHomeDelivery). The cards cannot be read: none (the back end
 * refuses such an order too).
 */
async function notHomeTitles(locale: Locale, input: OrderInput): Promise<string[]> {
  if (input.delivery.method === 'pickup' || input.lines.length === 0) return []
  const ids = [...new Set(input.lines.map((l) => l.id))].slice(0, 200)
  const cards = await callForRequest(locale, 'productsByIds', { query: { ids } })
  if (!cards.ok) return []
  return cards.data.filter((c) => c.home_delivery === false && ids.includes(c.productId)).map((c) => c.title)
}

/**
 * Whether a price the checkout showed is no longer the product's: product_checkout_status (the
 * order's own check, the call the cart's refresh makes) answers another price for one of them;
 * where it carries no price (spec 7.2 names a stock status only), the product card's (products-by-ids,
 * as the cart's refresh reads it). No prices sent, or no answer: false (the back end prices the order
 * as it does).
 */
async function pricesChanged(locale: Locale, shown: readonly { id: number; price: number }[]): Promise<boolean> {
  if (shown.length === 0) return false
  const ids = [...new Set(shown.map((p) => p.id))].slice(0, 200)
  const status = await callForRequest(locale, 'checkoutStatus', { query: { productIds: ids } })
  if (!status.ok) return false
  const current = new Map(status.data.flatMap((s) => (s.price === null ? [] : [[s.id, s.price] as const])))
  // A status without a price (spec 7.2 names none): the product card's price is the one to compare.
  const unpriced = status.data.filter((s) => s.price === null).map((s) => s.id)
  if (unpriced.length > 0) {
    const cards = await callForRequest(locale, 'productsByIds', { query: { ids: unpriced } })
    if (cards.ok)
      for (const c of cards.data)
        if (typeof c.price === 'number' && unpriced.includes(c.productId)) current.set(c.productId, c.price)
  }
  return shown.some((p) => {
    const price = current.get(p.id)
    return price !== undefined && Number.isFinite(price) && round2(price) !== round2(p.price)
  })
}

/** The texts of `orderLimitProblem`, in the shop's languages (the reference back end answers the same ones). */
const LIMIT_TEXTS: Record<Locale, { maxCount: string; minimum: string }> = {
  ro: { maxCount: 'Cel mult {n} dintr-un produs', minimum: 'Comanda minimă este {n}' },
  ru: { maxCount: 'Не больше {n} одного товара', minimum: 'Минимальная сумма заказа {n}' },
  uk: { maxCount: 'Не більше {n} одного товару', minimum: 'Мінімальна сума замовлення {n}' },
  en: { maxCount: 'At most {n} of one product', minimum: 'The minimum order is {n}' },
}

/**
 * cart_settings' limits on an order, in `locale`: a line above `max_count` (else the spec's 99999),
 * or goods (at the products' prices, before any promo discount) below `min_order_total`. Null when
 * the order keeps them, or when its goods cannot be told (`prices` lacks a line): the back end then
 * decides, as it does for a total the promo takes below the minimum. The minimum is written as the
 * cart writes it (`currency`, the locale's separators: '50.000 lei', not '50000').
 */
export function orderLimitProblem(
  locale: Locale,
  lines: readonly { id: number; count: number }[],
  cart: { max_count?: unknown; min_order_total?: unknown },
  prices: ReadonlyMap<number, number> | null,
  currency?: unknown,
): string | null {
  const texts = LIMIT_TEXTS[locale] ?? LIMIT_TEXTS.en
  const counts = new Map<number, number>()
  for (const l of lines) counts.set(l.id, (counts.get(l.id) ?? 0) + l.count)
  const cap = countCapOf(cart.max_count)
  if ([...counts.values()].some((count) => count > cap)) return texts.maxCount.replace('{n}', String(cap))
  const minimum = cart.min_order_total
  if (typeof minimum !== 'number' || !Number.isFinite(minimum) || minimum <= 0 || !prices) return null
  let goods = 0
  for (const [id, count] of counts) {
    const price = prices.get(id)
    if (price === undefined || !Number.isFinite(price)) return null
    goods += price * count
  }
  return Math.round(goods * 100) / 100 < minimum
    ? texts.minimum.replace('{n}', formatPrice(minimum, currency, locale))
    : null
}

/** `orderLimitProblem` over the site's settings and, when it sets a minimum, the products' prices. */
async function orderLimitError(locale: Locale, lines: readonly { id: number; count: number }[]) {
  const settings = await loadGlobalSettings(env, { locale, devMode: requestDevMode() })
  const cart = settings.data.cart_settings
  const ids = [...new Set(lines.map((l) => l.id))]
  const wantsPrices = typeof cart.min_order_total === 'number' && cart.min_order_total > 0 && ids.length <= 200
  const cards = wantsPrices ? await callForRequest(locale, 'productsByIds', { query: { ids } }) : null
  const prices =
    cards?.ok === true
      ? new Map(cards.data.flatMap((c) => (typeof c.price === 'number' ? [[c.productId, c.price] as const] : [])))
      : null
  return orderLimitProblem(locale, lines, cart, prices, settings.data.project_currency)
}

/**
 * Payment status of an order (GET /general/v2/order/{id}/check-payment-status/): answered to the
 * signed-in owner (the shopper's token goes along) or to the holder of the order's trans_id. The id
 * is text (`ORD-5005`, a UUID, an integer's digits: order-id.ts), encoded in the path.
 */
export async function paymentStatus(locale: Locale, orderId: string, transId: string | undefined) {
  const result = await callForRequest(
    locale,
    'paymentStatus',
    { params: { id: orderId }, query: { trans_id: transId } },
    true,
  )
  return result.ok ? result.data : null
}

/**
 * What the checkout knows of a signed-in customer: the contact fields it fills in, and a company
 * buyer's companies with the account's default one (the company choice, decision 0067's amendment).
 */
export interface CheckoutAccount extends CheckoutContact {
  /** A company account's companies (user data `companies`); none for a customer account. */
  companies: BuyerCompany[]
  /** The account's default company (user data `company`), or null. */
  defaultCompanyId: string | null
}

/**
 * The signed-in customer's name, phone and e-mail for the checkout form, and a company buyer's
 * companies (GET /users/user-group/, with a timestamp: a company added a moment ago is listed); null
 * for a guest or when the back end does not answer. A customer account (a personal buyer, whose
 * orders the back end files under no company) gets no companies, even if it saved some.
 */
export async function loadCheckoutContact(locale: Locale): Promise<CheckoutAccount | null> {
  if (!requestCookie(SERVER_COOKIES.token)) return null
  const group = await callForRequest(locale, 'userGroup', { query: { t: String(Date.now()) } }, true)
  if (!group.ok) return null
  const company = String(group.data.group_user_type.id) === companyGroupId(env.COMPANY_GROUP_ID)
  const { companies, defaultId } = company ? buyerCompanies(group.data) : { companies: [], defaultId: null }
  return { ...checkoutContact(group.data.user), companies, defaultCompanyId: defaultId }
}
