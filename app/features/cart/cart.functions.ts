import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import type { Locale } from '../../../app.config'
import { InputError, int, lang, optionalText, record, text } from '../../api/input'
import { loadCheckoutOptions, previewPromo } from './cart.server'

/** The cart page's server functions: the delivery and payment options (site-wide) and the promo preview. */

/** Order lines in a server function's input (promo preview here, the order in checkout.functions.ts): 1..500 lines of an id and a count. */
export function orderLinesInput(value: unknown): { id: number; count: number }[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 500) throw new InputError('expected 1..500 lines')
  return value.map((raw) => {
    const l = record(raw)
    const count = l.count
    if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0 || count > 99_999) throw new InputError('bad count')
    return { id: int(l.id, 1, Number.MAX_SAFE_INTEGER), count }
  })
}

export const getCheckoutOptions = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ lang: lang(record(input).lang) }))
  .handler(({ data }) => loadCheckoutOptions(data.lang))

const fetchCheckoutOptions = createIsomorphicFn()
  .server((l: Locale) => loadCheckoutOptions(l))
  .client((l: Locale) => getCheckoutOptions({ data: { lang: l } }))

export const checkoutOptionsQuery = (l: Locale) => queryOptions({ queryKey: ['checkout-options', l], queryFn: () => fetchCheckoutOptions(l), staleTime: 300_000 })

export const previewPromoFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), code: text(r.code, { min: 1, max: 40 }), lines: orderLinesInput(r.lines), paymentType: optionalText(r.paymentType, { min: 1, max: 40 }) }
  })
  .handler(({ data }) => previewPromo(data.lang, data.code, data.lines, data.paymentType))
