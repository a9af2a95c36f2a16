import { createServerFn } from '@tanstack/react-start'
import { InputError, int, lang, langOnly, oneOf, optionalText, orderId, record, text } from '#app/api/input.ts'
import { sitePhone } from '#app/ui/site-phone.server.ts'
import { DELIVERY, type Locale } from '#config'
import { methodFitsRegion } from '#contract/delivery-price.ts'
import { isTextId } from '#contract/locality-id.ts'
import { safeIdOf } from '#contract/text-id.ts'
import { localityIdInput, orderLinesInput } from '../cart/cart.functions'
import { carrierOrderInput } from '../delivery'
import { createOrder, loadCheckoutContact, type OrderInput, paymentStatus } from './checkout.server'
import { isTransId } from './payment-secrets'

function idempotencyKey(value: unknown): string | undefined {
  if (value === undefined) return undefined
  const key = text(value, { min: 16, max: 64 })
  if (!/^[A-Za-z0-9_-]+$/.test(key)) throw new InputError('bad idempotency key')
  return key
}

/** The unit prices the checkout showed (at most one a line): whole or with cents, from 0. */
function shownPrices(value: unknown): { id: number; price: number }[] | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value) || value.length > 500) throw new InputError('expected at most 500 prices')
  return value.map((raw) => {
    const p = record(raw)
    if (typeof p.price !== 'number' || !Number.isFinite(p.price) || p.price < 0 || p.price > 1e9)
      throw new InputError('bad price')
    return { id: int(p.id, 1, Number.MAX_SAFE_INTEGER), price: p.price }
  })
}

/** The company a buyer with several chose: an integer's digits or id text (text-id.ts); anything else a 400. */
function companyIdInput(value: unknown): string {
  const id = safeIdOf(value)
  if (id === null) throw new InputError('expected a company id')
  return id
}

/** A country code (ISO 3166 alpha-2), upper-cased; absent is none. */
function countryCode(value: unknown): string | undefined {
  const code = optionalText(value, { max: 2 })
  if (code === undefined) return undefined
  if (!/^[A-Za-z]{2}$/.test(code)) throw new InputError('bad country code')
  return code.toUpperCase()
}

/**
 * Where the order goes. The shop's own courier and pickup: the cart's region and locality
 * (chisinau_delivery in the capital only). The postal carrier: its city (carrier.city_ref_id) in
 * that city's country - the cart's region and locality are the own courier's and never sent with it
 * (review r66: a Kyiv branch order was stored as Chișinău, Moldova).
 */
function orderPlace(delivery: Record<string, unknown>, viaCarrier: boolean) {
  const method = oneOf(delivery.method, DELIVERY.methods)
  const country_code = countryCode(delivery.country_code)
  if (viaCarrier) {
    if (method !== 'address') throw new InputError('the carrier delivers to an address')
    return { method, country_code }
  }
  const regionId = int(delivery.region_id, 1, 999)
  // chisinau_delivery is delivery in the capital: with another region it is refused, never priced as the capital.
  if (!methodFitsRegion(method, regionId, DELIVERY))
    throw new InputError('chisinau_delivery is delivery in the capital')
  return { method, region_id: regionId, locality_id: localityIdInput(delivery.locality_id), country_code }
}

/** A payment system's id as the payment systems gave it: an integer, or a text id (`cash`). */
const paymentIdInput = (v: unknown): number | string => (typeof v === 'string' && isTextId(v) ? v : int(v, 1, 999_999))

/** createOrderFn's input. */
export function orderInput(input: unknown): { lang: Locale; order: OrderInput } {
  const r = record(input)
  const customer = record(r.customer)
  const delivery = record(r.delivery)
  const carrier = r.carrier === undefined ? undefined : carrierOrderInput(r.carrier)
  return {
    lang: lang(r.lang),
    order: {
      lines: orderLinesInput(r.lines),
      customer: {
        name: text(customer.name, { min: 1, max: 120 }),
        phone: text(customer.phone, { min: 6, max: 20 }),
        email: optionalText(customer.email, { max: 254 }),
      },
      delivery: {
        ...orderPlace(delivery, carrier !== undefined),
        type: oneOf(delivery.type, DELIVERY.types),
        address: optionalText(delivery.address, { max: 300 }),
        store_id: delivery.store_id === undefined ? undefined : int(delivery.store_id, 1, 999_999_999),
        date_time: optionalText(delivery.date_time, { max: 40 }),
      },
      payment_system_id: paymentIdInput(r.payment_system_id),
      // the company a buyer with several chose (decision 0067's amendment); absent, the account's own
      // an integer's digits or id text (`c5`: contract text-id.ts); anything else is refused (a 400)
      ...(r.company_id === undefined || r.company_id === null ? {} : { company_id: companyIdInput(r.company_id) }),
      promo_code: optionalText(r.promo_code, { max: 40 }) ?? null,
      comment: optionalText(r.comment, { max: 2000 }),
      carrier,
      idempotency_key: idempotencyKey(r.idempotency_key),
      captcha_token: optionalText(r.captcha_token, { max: 4096 }),
      prices: shownPrices(r.prices),
    },
  }
}

export const createOrderFn = createServerFn({ method: 'POST' })
  .validator(orderInput)
  // The buyer's phone is a whole number of the site's mask (phoneComplete), else a 400: nothing is ordered.
  .handler(async ({ data }) => {
    const phone = await sitePhone(data.lang, data.order.customer.phone)
    return createOrder(data.lang, { ...data.order, customer: { ...data.order.customer, phone } })
  })

export const paymentStatusFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      lang: lang(r.lang),
      orderId: orderId(r.orderId),
      transId: isTransId(r.transId) ? r.transId : undefined,
    }
  })
  .handler(({ data }) => paymentStatus(data.lang, data.orderId, data.transId))

/** The signed-in customer's contact fields for the checkout (POST: personal data, never cached). */
export const checkoutContactFn = createServerFn({ method: 'POST' })
  .validator(langOnly)
  .handler(({ data }) => loadCheckoutContact(data.lang))
