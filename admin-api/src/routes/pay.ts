import { bodyLimit } from 'hono/body-limit'
import { fakePaymentsOn } from '../lib/config'
import { esc, PAGE_HEADERS } from '../lib/html-page'
import { type App, type Ctx, subApp } from '../lib/http'
import { safeEqual } from '../lib/secrets'
import { releaseOrder } from '../services/orders'
import { type PayOrder, payableOrder, paymentSignature, settlePayment } from '../services/payments'

/**
 * The fake payment page of the online payment system (development only: FAKE_PAYMENTS="on" and
 * ENVIRONMENT="development", else every /pay path is a 404). Like a bank's page it is public (no
 * site token); what authorises it is the link create-order answers:
 *
 *   {base}/pay/{id}?trans_id={trans_id}&sig={HMAC-SHA256(PAYMENT_SIGNING_SECRET, id + "." + trans_id) hex}
 *
 * trans_id is a random secret stored with the order. GET only shows the order and a form (Pay /
 * Decline); only POST changes the status, once: the update requires the order to be still pending.
 * A decline gives back the stock and points the order held at once; an order left unpaid past
 * PAYMENT_WINDOW_MINUTES is cancelled the same way (services/orders.ts releaseOrder) and cannot be paid.
 */

const TRANS_ID = /^[A-Za-z0-9_-]{8,100}$/
const SIG = /^[0-9a-fA-F]{64}$/
const PAY_BODY_BYTES = 4 * 1024

type PageStatus = 200 | 400 | 403 | 404 | 409 | 413
function page(c: Ctx, status: PageStatus, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2328}button{font:inherit;padding:.6rem 1.4rem;margin-right:.6rem;border-radius:.4rem;border:1px solid #888;cursor:pointer}.pay{background:#16a34a;color:#fff;border-color:#16a34a}</style></head><body><h1>${esc(title)}</h1>${body}</body></html>`
  return c.html(html, status, PAGE_HEADERS)
}

const problem = (c: Ctx, status: PageStatus, message: string) =>
  page(c, status, 'Payment', `<p data-testid="pay-error">${esc(message)}</p>`)

interface PayInput {
  id: number
  transId: string
  sig: string
}

/** Checks the link's fields and signature; the answer to send when they are not right. */
async function verified(c: Ctx, id: number, transId: unknown, sig: unknown): Promise<PayInput | Response> {
  if (typeof transId !== 'string' || typeof sig !== 'string' || !transId || !sig)
    return problem(c, 400, 'This payment link is incomplete: trans_id and sig are required.')
  if (!TRANS_ID.test(transId) || !SIG.test(sig)) return problem(c, 400, 'This payment link is malformed.')
  const expected = await paymentSignature(c, id, transId)
  if (!safeEqual(sig.toLowerCase(), expected))
    return problem(c, 403, 'This payment link is not valid (wrong signature).')
  return { id, transId, sig: expected }
}

/** The link's order, after an unpaid one past the payment window is released (it then reads as declined). */
async function orderOf(c: Ctx, p: PayInput) {
  await releaseOrder(c.env, p.id)
  return payableOrder(c, p.id, p.transId)
}

const processed = (c: Ctx, o: PayOrder) =>
  problem(
    c,
    409,
    `The payment of order ${o.number} was already processed (${o.payment_status === 'paid' ? 'paid' : o.payment_status === 'failed' ? 'declined' : o.payment_status}).`,
  )

export function payRoutes(): App {
  const app = subApp()
  app.use('/pay/*', async (c, next) => {
    if (!fakePaymentsOn(c.env)) return c.json({ error: 'Not found' }, 404)
    return next()
  })
  app.use(
    '/pay/*',
    bodyLimit({ maxSize: PAY_BODY_BYTES, onError: (c) => problem(c as Ctx, 413, 'Request too large.') }),
  )

  app.get('/pay/:id{[0-9]{1,9}}', async (c) => {
    const p = await verified(c, Number(c.req.param('id')), c.req.query('trans_id'), c.req.query('sig'))
    if (p instanceof Response) return p
    const o = await orderOf(c, p)
    if (!o) return problem(c, 404, 'Unknown payment.')
    if (o.payment_status !== 'pending') return processed(c, o)
    return page(
      c,
      200,
      'Payment',
      `<p>Order <strong data-testid="pay-order">${esc(o.number)}</strong>, amount <strong>${esc(o.total.toFixed(2))}</strong>.</p>
<p>This is the reference back end's test payment page: no money moves.</p>
<form method="post" action="/pay/${p.id}">
<input type="hidden" name="trans_id" value="${esc(p.transId)}">
<input type="hidden" name="sig" value="${esc(p.sig)}">
<button class="pay" type="submit" name="outcome" value="pay">Pay</button>
<button type="submit" name="outcome" value="decline">Decline</button>
</form>`,
    )
  })

  app.post('/pay/:id{[0-9]{1,9}}', async (c) => {
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody()
    } catch {
      return problem(c, 400, 'Unreadable form.')
    }
    const p = await verified(c, Number(c.req.param('id')), form.trans_id, form.sig)
    if (p instanceof Response) return p
    const outcome = form.outcome === 'pay' ? 'paid' : form.outcome === 'decline' ? 'failed' : null
    if (!outcome) return problem(c, 400, 'Choose Pay or Decline (outcome must be "pay" or "decline").')
    // Past the payment window the order is released first, and is no longer pending.
    await releaseOrder(c.env, p.id)
    // Single use: only a still-pending order with this secret changes, in one statement.
    const done = await settlePayment(c, p.id, p.transId, outcome)
    // A decline gives back what the order held (stock, points).
    if (done && outcome === 'failed') await releaseOrder(c.env, p.id)
    if (!done) {
      const o = await orderOf(c, p)
      return o ? processed(c, o) : problem(c, 404, 'Unknown payment.')
    }
    const text =
      outcome === 'paid' ? `Order ${done.number}: payment accepted.` : `Order ${done.number}: payment declined.`
    return page(
      c,
      200,
      outcome === 'paid' ? 'Payment accepted' : 'Payment declined',
      `<p data-testid="pay-result">${esc(text)}</p><p>You can close this page and return to the shop.</p>`,
    )
  })

  app.all('/pay/*', (c) => problem(c, 404, 'Unknown payment.'))
  return app
}
