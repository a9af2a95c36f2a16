import { createServerFn } from '@tanstack/react-start'
import { InputError, lang, lineCount, oneOf, record } from '#app/api/input.ts'
import { submitQuickOrder } from './quick-order.server'
import { quickOrderPhones } from './quick-order-phones.server'
import { QUICK_ORDER_FORMS } from './rules'

const FIELDS = ['product_id', 'count', 'name', 'phone', 'email', 'contact', 'company', 'comment', 'request_id'] as const

/** Only the known fields, as scalars of bounded size; the back end checks the values (and answers field errors). */
export function quickBody(raw: unknown): Record<string, unknown> {
  const r = record(raw)
  const body: Record<string, unknown> = {}
  for (const key of FIELDS) {
    const v = r[key]
    if (v === undefined) continue
    if (!(typeof v === 'string' || typeof v === 'number') || (typeof v === 'string' && v.length > 2000))
      throw new InputError(`bad ${key}`)
    body[key] = v
  }
  // The quantity as the checkout's lines take it (storefront spec 5 and 9): a number above 0, at most
  // 99999, 3 decimals at most; a count sent as text or past the cap is refused here, not left to the back end.
  if (body.count !== undefined) body.count = lineCount(body.count)
  return body
}

export const submitQuickOrderFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), form: oneOf(r.form, QUICK_ORDER_FORMS), body: quickBody(r.body) }
  })
  .handler(async ({ data }) => submitQuickOrder(data.lang, data.form, await quickOrderPhones(data.lang, data.body)))
