import { createServerFn } from '@tanstack/react-start'
import { InputError, lang, oneOf, record } from '#app/api/input.ts'
import { sitePhone } from '#app/ui/site-phone.server.ts'
import { submitQuickOrder } from './quick-order.server'
import { QUICK_ORDER_FORMS } from './rules'

const FIELDS = ['product_id', 'count', 'name', 'phone', 'email', 'contact', 'company', 'comment', 'request_id'] as const

/** Only the known fields, as scalars of bounded size; the back end checks the values (and answers field errors). */
function quickBody(raw: unknown): Record<string, unknown> {
  const r = record(raw)
  const body: Record<string, unknown> = {}
  for (const key of FIELDS) {
    const v = r[key]
    if (v === undefined) continue
    if (!(typeof v === 'string' || typeof v === 'number') || (typeof v === 'string' && v.length > 2000))
      throw new InputError(`bad ${key}`)
    body[key] = v
  }
  return body
}

export const submitQuickOrderFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), form: oneOf(r.form, QUICK_ORDER_FORMS), body: quickBody(r.body) }
  })
  // The phone is a whole number of the site's mask (phoneComplete), else a 400: nothing is ordered.
  .handler(async ({ data }) => {
    // A phone sent as a number (the validator takes numbers for the other fields) is no typed phone: refused.
    const { phone } = data.body
    if (phone !== undefined) await sitePhone(data.lang, typeof phone === 'string' ? phone : '')
    return submitQuickOrder(data.lang, data.form, data.body)
  })
