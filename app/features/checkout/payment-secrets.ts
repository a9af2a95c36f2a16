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
  /**
   * The order's payment link and number as the order's answer gave them: the page after paying offers
   * the link again while the payment is not done, under the number the shopper was shown (shopper audit
   * a4: back from the payment page, an unpaid order was a dead end, named by its internal id).
   */
  payUrl?: string
  number?: string
  /**
   * The order's cart lines, emptied from the cart when it went to pay: a payment that failed is final
   * (the reference back end's link is single use, the decline gives the stock back), so the page after
   * paying puts them back in the cart for another try or another way to pay (session 74: the page
   * offered the spent link, a 409 'already processed', and the cart was gone). Kept as written: the
   * page reads them as the stored cart's lines (parseStoredCart) when it puts them back.
   */
  lines?: unknown[]
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
        if (orderId === null || !isTransId(e.transId)) return []
        return [{ orderId, transId: e.transId, ...keptExtras(e) }]
      })
      .slice(0, KEEP)
  } catch {
    return []
  }
}

/** A kept payment link (http(s), at most 2,000 characters), order number (at most 64) and cart lines (at most 500), when they are such. */
function keptExtras(e: {
  payUrl?: unknown
  number?: unknown
  lines?: unknown
}): Pick<PaymentSecret, 'payUrl' | 'number' | 'lines'> {
  const payUrl = typeof e.payUrl === 'string' && e.payUrl.length <= 2000 && /^https?:\/\//.test(e.payUrl)
  const number = typeof e.number === 'string' && e.number.length > 0 && e.number.length <= 64
  const lines = Array.isArray(e.lines) && e.lines.length <= 500 ? e.lines : []
  return {
    ...(payUrl ? { payUrl: e.payUrl as string } : {}),
    ...(number ? { number: e.number as string } : {}),
    ...(lines.length ? { lines: lines as unknown[] } : {}),
  }
}

/** The list with this order's secret first, at most KEEP long; the older ones without their lines. */
export function withPaymentSecret(list: PaymentSecret[], secret: PaymentSecret): PaymentSecret[] {
  // Only the newest order keeps its cart lines (product cards: a few kB a line, beside the cart in storage).
  const older = list.filter((e) => e.orderId !== secret.orderId).map(({ lines: _lines, ...e }) => e)
  return [secret, ...older].slice(0, KEEP)
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function rememberPaymentSecret(
  orderId: string,
  transId: string | null,
  shown: { payUrl?: string | null; number?: string | null; lines?: readonly unknown[] } = {},
) {
  const store = storage()
  if (!store || !isTransId(transId)) return
  const secret = { orderId, transId, ...keptExtras(shown) }
  try {
    store.setItem(
      STORAGE_KEYS.paymentSecrets,
      JSON.stringify(withPaymentSecret(parsePaymentSecrets(store.getItem(STORAGE_KEYS.paymentSecrets)), secret)),
    )
  } catch {}
}

/** What this browser kept of an order it paid online (rememberPaymentSecret), or undefined. */
export function keptPayment(orderId: string): PaymentSecret | undefined {
  return parsePaymentSecrets(storage()?.getItem(STORAGE_KEYS.paymentSecrets) ?? null).find((e) => e.orderId === orderId)
}

/**
 * The cart lines kept with an order's payment (rememberPaymentSecret), handed out once: the entry keeps
 * its secret, link and number, not the lines, so a second press or a reload does not put them back twice.
 */
export function takeKeptLines(orderId: string): unknown[] {
  const store = storage()
  if (!store) return []
  const list = parsePaymentSecrets(store.getItem(STORAGE_KEYS.paymentSecrets))
  const lines = list.find((e) => e.orderId === orderId)?.lines ?? []
  if (!lines.length) return []
  try {
    store.setItem(
      STORAGE_KEYS.paymentSecrets,
      JSON.stringify(list.map((e) => (e.orderId === orderId ? { ...e, lines: undefined } : e))),
    )
  } catch {}
  return lines
}

/** The trans_id for an order: the page's `?trans_id=`, else the one this browser kept. */
export function paymentSecretFor(orderId: string, search: string): string | undefined {
  const fromUrl = new URLSearchParams(search).get('trans_id')
  if (isTransId(fromUrl)) return fromUrl
  return keptPayment(orderId)?.transId
}
