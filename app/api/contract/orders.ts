import { z } from 'zod'
import { ACCOUNTS } from './accounts'
import { productCardSchema } from './catalogue'
import { intId, intNum, num } from './common'
import { itemsOf } from './items'
import { dateSchema, qInt, qStr } from './params'

/** Order history and acts (accounts spec 7 "Orders and acts"). All need a bearer token. */

const dateParam = qStr(10).pipe(dateSchema)

export const ORDER_STATUSES = ['new', 'processing', 'shipped', 'delivered', 'cancelled'] as const
export const orderListQuerySchema = z.object({
  page: qInt(1, 10_000).default(1),
  page_size: qInt(1, 100).default(10),
  search: qStr(100).optional(),
  status: z.preprocess((v) => (Array.isArray(v) ? v[0] : v === '' ? undefined : v), z.enum(ORDER_STATUSES)).optional(),
  start_date: dateParam.optional(),
  end_date: dateParam.optional(),
  company_id: qInt(1, 999_999_999).optional(),
  t: qStr(40).optional(),
})

export const orderSummarySchema = z.object({
  id: intId,
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(['pending', 'paid', 'failed', 'not_required']),
  total: num,
  delivery_price: num,
  discount: num,
  delivery_method: z.string(),
  items_count: num,
  company_id: intId.nullable(),
  created_at: z.string(),
})
export const orderListSchema = z.object({
  data: itemsOf(orderSummarySchema, 'data'),
  totalCount: intNum,
  pages: intNum,
})

export const orderDetailSchema = orderSummarySchema.extend({
  name: z.string(),
  company_name: z.string().nullable(),
  address: z.object({
    address: z.string(),
    locality: z.object({ id: intId.nullable(), name: z.string() }),
    region: z.object({ id: intId.nullable(), name: z.string() }).nullable(),
  }),
  country_code: z.string(),
  zip_code: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  ext: z.string().nullable(),
  payment_system: z.object({ id: intId, title: z.string() }).nullable(),
  items: itemsOf(
    z.object({ product_id: intId, count: num, price: num, product: productCardSchema.nullable() }),
    'items',
  ),
})

export const actSchema = z.object({
  id: intId,
  number: z.string(),
  date: z.string(),
  total: num,
  status: z.string(),
  company_id: intId.nullable(),
})
export const actListQuerySchema = z.object({
  page: qInt(1, 10_000).default(1),
  company_id: qInt(1, 999_999_999).optional(),
  start_date: dateParam.optional(),
  end_date: dateParam.optional(),
})
/** The acts answer: the list is the second element; the count is fixed at 9999999 with 1 page. */
export const actListSchema = z.tuple([
  z.object({ totalCount: num.pipe(z.literal(ACCOUNTS.actsTotalCount)), pages: num.pipe(z.literal(1)) }),
  itemsOf(actSchema, '[1]'),
])
