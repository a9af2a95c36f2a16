import { createServerFn } from '@tanstack/react-start'
import { InputError, idList, int, lang, lineCount, record } from '#app/api/input.ts'
import { themeLacksArea } from '#app/themes/area.server.ts'
import type { ProductCard } from '#contract/catalogue.ts'
import { QUOTE_CART } from '#contract/quote-rules.ts'
import { safeIdOf } from '#contract/text-id.ts'
import { callForRequest } from '#platform/request.server.ts'
import { firstOffered } from '#platform/shared/not-offered.ts'
import { IDS_PER_GET } from '../catalogue/products.functions'
import { type QuoteLine, quoteCompanies, sendQuote } from './quote-cart.server'
import { readTargetPrice } from './rules'

/** Associated products of the quote cart's lines (GET /general/v2/associated-products/?product_ids=, else the v1 path); a failure is an empty list (spec 8). */
export const getQuoteAssociated = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), ids: idList(r.ids, IDS_PER_GET) }
  })
  .handler(async ({ data }): Promise<ProductCard[]> => {
    if (data.ids.length === 0 || themeLacksArea('quoteCart')) return []
    const query = { product_ids: data.ids.join(',') }
    // at v2, else at the spec's other path (as the product page's loadAssociated)
    const result = await firstOffered(
      () => callForRequest(data.lang, 'associatedProductsV2', { query }),
      () => callForRequest(data.lang, 'associatedProducts', { query }),
      'associated',
    )
    if (!result.ok) {
      console.warn(`[quote-cart] associated products: ${result.message}`)
      return []
    }
    return result.data
  })

/** A target price as the quote cart keeps it (readTargetPrice): none, or a number above 0 in cents up to the contract's most. */
function targetPrice(value: unknown): number | null {
  if (value === null) return null
  const target = typeof value === 'number' ? readTargetPrice(value) : 'invalid'
  if (target === null || target === 'invalid') throw new InputError('items')
  return target
}

/**
 * The quote's lines: a product id, a count by the checkout's rule (lineCount: a number above 0, at
 * most 99999, 3 decimals; storefront spec 5 and 9) and a target price. Before, `Number()` took a count
 * of "5", 100000, 1.23456 or 1e308 and sent it on, where the order's lines refuse each.
 */
export function quoteLines(raw: unknown): QuoteLine[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > QUOTE_CART.maxItems) throw new InputError('items')
  return raw.map((item) => {
    const r = record(item)
    return {
      product_id: int(r.product_id, 1, Number.MAX_SAFE_INTEGER),
      count: lineCount(r.count),
      target_price: targetPrice(r.target_price),
    }
  })
}

/**
 * Sends the quote cart (decision 0067: POST /general/quote-cart/ with the session's token): the
 * quote's order id and number, or why not - signed out (the page asks for sign-in), or the back
 * end's messages (a customer account, a line no longer on sale).
 */
export const sendQuoteFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), items: quoteLines(r.items), companyId: companyIdOf(r.company_id) }
  })
  .handler(({ data }) => sendQuote(data.lang, data.items, data.companyId))

/**
 * The company the buyer chose (absent: none chosen, the back end takes the account's own): an
 * integer's digits or id text (`c5`: contract text-id.ts); anything else is refused (a 400).
 */
function companyIdOf(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined
  const id = safeIdOf(raw)
  if (id === null) throw new InputError('company_id')
  return id
}

/** The signed-in buyer's companies and the default one, for the quote request's company choice. */
export const getQuoteCompanies = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ lang: lang(record(input).lang) }))
  .handler(({ data }) => quoteCompanies(data.lang))
