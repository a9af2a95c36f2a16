import { z } from 'zod'
import { intId } from './common'
import { countSchema, idSchema } from './params'
import { QUOTE_CART } from './quote-rules'

/**
 * Sending the quote cart (accounts spec 3 "Quote cart": items with a product, count and target_price,
 * and the orderId the sent quote gets). The spec shows no call that submits it ("not shown"): this
 * one is ours (decision 0067). A company user's bearer token is required; the answer's `orderId` is
 * what the quote cart keeps, `number` what the buyer is told and finds in the cabinet's orders.
 */

export const quoteItemSchema = z
  .object({
    product_id: idSchema,
    count: countSchema,
    target_price: z.number().positive().max(QUOTE_CART.maxTargetPrice).nullable(),
  })
  .strict()
export const sendQuoteBodySchema = z
  .object({
    items: z.array(quoteItemSchema).min(1).max(QUOTE_CART.maxItems),
    company_id: idSchema.optional(),
  })
  .strict()
export type SendQuoteBody = z.infer<typeof sendQuoteBodySchema>
export const sendQuoteResultSchema = z.object({ orderId: intId, number: z.string() })
