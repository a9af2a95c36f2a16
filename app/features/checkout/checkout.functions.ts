import { createServerFn } from '@tanstack/react-start'
import { InputError, int, lang, langOnly, oneOf, optionalText, record, text } from '#app/api/input.ts'
import { DELIVERY, type Locale } from '#config'
import { orderLinesInput } from '../cart/order-lines'
import { carrierOrderInput } from '../delivery'
import { createOrder, loadCheckoutContact, type OrderInput, paymentStatus } from './checkout.server'
import { isTransId } from './payment-secrets'

function idempotencyKey(value: unknown): string | undefined {
  if (value === undefined) return undefined
  const key = text(value, { min: 16, max: 64 })
  if (!/^[A-Za-z0-9_-]+$/.test(key)) throw new InputError('bad idempotency key')
  return key
}

export const createOrderFn = createServerFn({ method: 'POST' })
  .validator((input: unknown): { lang: Locale; order: OrderInput } => {
    const r = record(input)
    const customer = record(r.customer)
    const delivery = record(r.delivery)
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
          method: oneOf(delivery.method, DELIVERY.methods),
          type: oneOf(delivery.type, DELIVERY.types),
          region_id: int(delivery.region_id, 1, 999),
          locality_id: delivery.locality_id === undefined ? undefined : int(delivery.locality_id, 1, 99_999),
          address: optionalText(delivery.address, { max: 300 }),
          store_id: delivery.store_id === undefined ? undefined : int(delivery.store_id, 1, 999_999_999),
          date_time: optionalText(delivery.date_time, { max: 40 }),
        },
        payment_system_id: int(r.payment_system_id, 1, 999_999),
        promo_code: optionalText(r.promo_code, { max: 40 }) ?? null,
        comment: optionalText(r.comment, { max: 2000 }),
        carrier: r.carrier === undefined ? undefined : carrierOrderInput(r.carrier),
        idempotency_key: idempotencyKey(r.idempotency_key),
        captcha_token: optionalText(r.captcha_token, { max: 4096 }),
      },
    }
  })
  .handler(({ data }) => createOrder(data.lang, data.order))

export const paymentStatusFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return {
      lang: lang(r.lang),
      orderId: int(r.orderId, 1, Number.MAX_SAFE_INTEGER),
      transId: isTransId(r.transId) ? r.transId : undefined,
    }
  })
  .handler(({ data }) => paymentStatus(data.lang, data.orderId, data.transId))

/** The signed-in customer's contact fields for the checkout (POST: personal data, never cached). */
export const checkoutContactFn = createServerFn({ method: 'POST' })
  .validator(langOnly)
  .handler(({ data }) => loadCheckoutContact(data.lang))
