import { paymentSigningSecret } from '../lib/config'
import { baseUrl, type Ctx } from '../lib/http'
import { hmacSha256Hex, randomHex } from '../lib/secrets'

/**
 * The online payment link create-order answers (routes/pay.ts checks it):
 * {base}/pay/{id}?trans_id={trans_id}&sig={HMAC-SHA256(PAYMENT_SIGNING_SECRET, id + "." + trans_id) hex}
 */

/** A new order's payment secret. */
export const newTransId = () => `TR${randomHex(16)}`

export function paymentSignature(c: Ctx, orderId: number, transId: string): Promise<string> {
  return hmacSha256Hex(paymentSigningSecret(c.env), `${orderId}.${transId}`)
}

export async function payUrl(c: Ctx, orderId: number, transId: string): Promise<string> {
  const sig = await paymentSignature(c, orderId, transId)
  return `${baseUrl(c)}/pay/${orderId}?trans_id=${encodeURIComponent(transId)}&sig=${sig}`
}

export interface PayOrder {
  number: string
  total: number
  payment_status: string
}

/** The order a payment link names (its id and secret trans_id), or null. */
export function payableOrder(c: Ctx, orderId: number, transId: string) {
  return c.env.DB.prepare('SELECT number, total, payment_status FROM orders WHERE id = ? AND trans_id = ?')
    .bind(orderId, transId)
    .first<PayOrder>()
}

/** Single use: only a still-pending order with this secret changes, in one statement. Its number, or null. */
export function settlePayment(c: Ctx, orderId: number, transId: string, outcome: 'paid' | 'failed') {
  return c.env.DB.prepare(
    "UPDATE orders SET payment_status = ? WHERE id = ? AND trans_id = ? AND payment_status = 'pending' RETURNING number",
  )
    .bind(outcome, orderId, transId)
    .first<{ number: string }>()
}
