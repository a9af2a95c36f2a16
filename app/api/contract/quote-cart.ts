import { z } from 'zod'
import { answerText, isRecord, orDefault, textId, writeAnswer } from './common'
import { countSchema, idSchema } from './params'
import { QUOTE_CART } from './quote-rules'

/**
 * Sending the quote cart (accounts spec 3 "Quote cart": items with a product, count and target_price,
 * and the orderId the sent quote gets). The spec shows no call that submits it ("not shown"): this
 * one is ours (decision 0067). A company user's bearer token is required; the answer's `orderId` is
 * what the quote cart keeps, `number` what the buyer is told and finds in the cabinet's orders.
 */

/** Money in whole cents (spec 9: "Total price rounded to 2 decimals"), within float noise (0.1 + 0.2 passes). */
const inCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6

/**
 * A line: a count in the contract's 3 decimals (the multiplicity is the back end's check), and a
 * target price above 0, at most 100,000,000, in whole cents - refused, not rounded: 0.001 rounds to
 * 0, and a quote line priced 0 made an order of total 0 (a review, r43). The storefront sends only
 * what its quote cart accepted (app/features/quote-cart/rules.ts targetPriceOf).
 */
export const quoteItemSchema = z
  .object({
    product_id: idSchema,
    count: countSchema,
    target_price: z.number().positive().max(QUOTE_CART.maxTargetPrice).refine(inCents, 'at most 2 decimals').nullable(),
  })
  .strict()
export const sendQuoteBodySchema = z
  .object({
    items: z.array(quoteItemSchema).min(1).max(QUOTE_CART.maxItems),
    company_id: idSchema.optional(),
  })
  .strict()
export type SendQuoteBody = z.infer<typeof sendQuoteBodySchema>
/**
 * The sent quote: its order id and number (accounts spec 3 names only orderId; no call is shown, so
 * another back end's answer is read as it may come): the id also as `order_id` or `id`, the number as
 * text or a number, either absent ('' and '': sent, not said which); no body (a 204) is a quote sent.
 * The id is an integer or id text (`ORD-5005`: textId), read as text.
 */
export const sendQuoteResultSchema = z.preprocess(
  (value) => {
    const read = writeAnswer(value)
    return isRecord(read) ? { ...read, orderId: read.orderId ?? read.order_id ?? read.id } : read
  },
  z.object({ orderId: orDefault(textId, ''), number: orDefault(answerText, '') }),
)
