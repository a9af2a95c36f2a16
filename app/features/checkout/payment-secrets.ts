import { STORAGE_KEYS } from '#config'
import { orderIdOf } from '#contract/order-id.ts'

/**
 * An order's payment status is answered only to its owner or to whoever holds the order's
 * trans_id (issue 13): a guest's browser keeps the trans_id of its recent online-paid orders
 * here, and the order's page sends it. A payment gateway that returns with `?trans_id=` works too.
 */
export interface PaymentSecret {
  /** The order's id as text (order-id.ts): `ORD-5005`, a UUID, an integer's digits. */
  orderId: string
  transId: string
}

const KEEP = 10
const TRANS_ID = /^[A-Za-z0-9_-]{1,100}$/

export function isTransId(value: unknown): value is string {
  return typeof value === 'string' && TRANS_ID.test(value)
}

/**
 * The stored list, newest first; anything malformed is dropped. An id kept as a number (before
 * session 63, when ids were integers) reads as its digits.
 */
export function parsePaymentSecrets(raw: string | null): PaymentSecret[] {
  if (!raw) return []
  try {
    const list: unknown = JSON.parse(raw)
    if (!Array.isArray(list)) return []
    return list
      .flatMap((e): PaymentSecret[] => {
        const orderId = e && e.orderId !== 0 ? orderIdOf(e.orderId) : null
        return orderId !== null && isTransId(e.transId) ? [{ orderId, transId: e.transId }] : []
      })
      .slice(0, KEEP)
  } catch {
    return []
  }
}

/** The list with this order's secret first, at most KEEP long. */
export function withPaymentSecret(list: PaymentSecret[], secret: PaymentSecret): PaymentSecret[] {
  return [secret, ...list.filter((e) => e.orderId !== secret.orderId)].slice(0, KEEP)
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function rememberPaymentSecret(orderId: string, transId: string | null) {
  const store = storage()
  if (!store || !isTransId(transId)) return
  try {
    store.setItem(
      STORAGE_KEYS.paymentSecrets,
      JSON.stringify(
        withPaymentSecret(parsePaymentSecrets(store.getItem(STORAGE_KEYS.paymentSecrets)), { orderId, transId }),
      ),
    )
  } catch {}
}

/** The trans_id for an order: the page's `?trans_id=`, else the one this browser kept. */
export function paymentSecretFor(orderId: string, search: string): string | undefined {
  const fromUrl = new URLSearchParams(search).get('trans_id')
  if (isTransId(fromUrl)) return fromUrl
  return parsePaymentSecrets(storage()?.getItem(STORAGE_KEYS.paymentSecrets) ?? null).find((e) => e.orderId === orderId)
    ?.transId
}
