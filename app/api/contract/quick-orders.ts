import { z } from 'zod'
import { answerText, orDefault, writeAnswer } from './common'
import { phoneField } from './content'
import { countSchema, emailSchema, idSchema } from './params'
import { OPAQUE_ID, QUICK_ORDER_MAX } from './wire'

/**
 * Quick orders (spec 2.5: one-click order, pre-order, first-to-know, bulk order). The spec names
 * the modals but no calls; the endpoints are ours (decision 0009, docs/decisions).
 * Every body may carry `request_id`, a key the storefront makes once per form: the back end stores
 * a request once per key, so a retry after a lost answer never creates a second order.
 */

export const QUICK_ORDER_KINDS = ['one_click', 'pre_order', 'first_to_know', 'bulk_order'] as const
export type QuickOrderKind = (typeof QUICK_ORDER_KINDS)[number]

const requestId = z.string().regex(OPAQUE_ID, 'letters, digits, - and _ only (8-64)').optional()
const name = z.string().trim().min(1).max(QUICK_ORDER_MAX.name)
const comment = z.string().trim().max(QUICK_ORDER_MAX.comment).optional()

export const oneClickBodySchema = z.object({
  product_id: idSchema,
  count: countSchema.optional(),
  name,
  phone: phoneField,
  request_id: requestId,
})

export const preOrderBodySchema = z.object({
  product_id: idSchema,
  count: countSchema.optional(),
  name,
  phone: phoneField,
  email: emailSchema.optional(),
  comment,
  request_id: requestId,
})

/** `contact` is an e-mail or a phone number; the back end tells which. */
export const firstToKnowBodySchema = z.object({
  product_id: idSchema,
  contact: z
    .string()
    .trim()
    .min(3)
    .max(QUICK_ORDER_MAX.contact)
    .refine((v) => emailSchema.safeParse(v).success || phoneField.safeParse(v).success, 'an e-mail or a phone number'),
  request_id: requestId,
})

export const bulkOrderBodySchema = z.object({
  product_id: idSchema,
  count: countSchema,
  company: z.string().trim().min(1).max(QUICK_ORDER_MAX.company),
  name,
  phone: phoneField,
  email: emailSchema.optional(),
  comment,
  request_id: requestId,
})

/**
 * 201 answer: the stored request's id and, for orders, the number the shop quotes on the phone. The
 * calls are ours (the spec names only the modals), so another back end's answer is read as it may
 * come: the id and number as text or a number, either absent; `status` not read; no body at all
 * (a 204) is the request stored with nothing said.
 */
export const quickOrderResultSchema = z.preprocess(
  // An answer that says it failed (`{ error }` with a 2xx) is no stored request: refused here, its words shown.
  writeAnswer,
  z.object({
    id: orDefault(answerText, null),
    number: orDefault(answerText, null),
  }),
)
export type QuickOrderResult = z.infer<typeof quickOrderResultSchema>
