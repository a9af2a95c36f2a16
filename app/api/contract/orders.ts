import { z } from 'zod'
import { ACCOUNTS } from './accounts'
import { paymentIdSchema } from './cart'
import { productCardSchema } from './catalogue'
import { dateText, fromOtherNames, intId, intNum, num, orDefault, orNull, textId } from './common'
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

/**
 * An order's status as the back end names it. The spec shows no values ("status: order status"): the
 * shop has words for ORDER_STATUSES (the reference back end's) and shows any other as written - an
 * operator's `pending` or `{id, name}` dropped the order from the history before.
 */
const orderStatusSchema = z.union([
  z.string().trim().min(1).max(80),
  z.number().transform(String),
  z
    .object({ name: z.string().trim().min(1).max(80).optional(), title: z.string().trim().min(1).max(80).optional() })
    .refine((o) => o.name ?? o.title, 'an order status needs a name or a title')
    .transform((o) => (o.name ?? o.title)!),
])

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'not_required'] as const
const idText = z.union([z.string(), z.number().transform(String)])

/**
 * The spec names no field of an order of the history nor of an act: a back end names its total and
 * date its own way. Each such field is read under its other likely names when ours is absent (the
 * first present): `total_price` (the server cart's word), `sum`, `amount`; `created`, `date`.
 */
const TOTAL_NAMES = ['total_price', 'sum', 'amount']
const orderAlternatives = fromOtherNames({ total: TOTAL_NAMES, created_at: ['created', 'date', 'created_date'] })

/**
 * An order of the history (accounts spec 3 "Orders": the list is "data, totalCount, pages", its items
 * not shown). Required: id (total and created_at are read under their other names too: fromOtherNames);
 * the rest is ours and defaulted (decision 0063): number the id (the id is text: textId), total absent
 * or null none shown (one that is no number leaves the order out), status null (none shown),
 * payment_status, delivery_price, delivery_method and items_count null (not shown), discount 0,
 * company_id null.
 */
const orderSummaryFields = {
  // an integer or id text (`ORD-5005`, a UUID): a text id lost the order from the history (session 63)
  id: textId,
  number: orDefault(idText, null).meta({ absent: 'the id' }),
  status: orDefault(orderStatusSchema, null).meta({ absent: 'null: no status shown' }),
  // in any case (`PAID`: session 59's operator audit read it as none, and offered the payment check)
  payment_status: orDefault(
    z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(PAYMENT_STATUSES)),
    null,
  ),
  // absent or null under every name: no total shown (session 67's operator audit: an order with
  // `total: null` left the history, which said "no orders yet" with totalCount 1); a total that is no
  // number still leaves the order out (a drop the operator sees), as a card's price does
  total: orNull(num).meta({ absent: 'null: no total shown' }),
  delivery_price: orDefault(num, null),
  discount: orDefault(num, 0),
  delivery_method: orDefault(z.string(), null),
  items_count: orDefault(num, null),
  company_id: orDefault(textId, null),
  // ISO text (a day-first date read as that day); one that cannot be read, or empty, is no date shown.
  created_at: orDefault(dateText, null),
}
const numbered = <T extends { id: string; number: string | null }>(order: T) => ({
  ...order,
  number: order.number ?? order.id,
})
export const orderSummarySchema = z.preprocess(orderAlternatives, z.object(orderSummaryFields).transform(numbered))
export const orderListSchema = z.object({
  data: itemsOf(orderSummarySchema, 'data'),
  totalCount: intNum,
  pages: intNum,
})

/** A locality or region: `{id, name}` or its name alone (spec 3: `address.locality.name`, plain `address.region`). */
const placeSchema = z.union([
  z.string().transform((name) => ({ id: null, name })),
  z.object({ id: orDefault(intId, null), name: z.string() }),
])

const paymentName = z.string().trim().min(1)
/**
 * The payment system an order names (ours: the spec shows no payment field of the detail), as the
 * payment systems' list gives one (cart.ts paymentSystemSchema): an id (an integer, a string of digits
 * read as its number, or a text id such as `cash`; absent or unreadable: null) and a name, title else
 * name. With neither name, no payment line.
 */
const orderPaymentSchema = z
  .object({
    id: orDefault(paymentIdSchema, null),
    title: orDefault(paymentName, null).meta({ absent: 'name (one of the two is required)' }),
    name: orDefault(paymentName, null).meta({ alt: 'title' }),
  })
  .refine((p) => p.title !== null || p.name !== null, { message: 'a payment system needs title or name' })
  .transform(({ id, title, name }) => ({ id, title: (title ?? name) as string }))

/**
 * A line of an order (ours: the spec shows none). The product's id as product_id, else id (a back end
 * that keeps the lines as the order body sent them, `{ id, count }`), and the count are required; the
 * unit price absent is null (the page then shows the count alone), the product card absent is null
 * (the storefront asks for the cards of such lines: cabinet.server.ts `order`).
 */
const orderLineSchema = z
  .object({
    product_id: orDefault(intId, null).meta({ absent: 'id (one of the two is required)' }),
    id: orDefault(intId, null).meta({ alt: 'product_id' }),
    count: num,
    price: orDefault(num, null),
    product: orDefault(productCardSchema, null),
  })
  .refine((l) => l.product_id !== null || l.id !== null, {
    message: 'a line needs its product id',
    path: ['product_id'],
  })
  .transform(({ product_id, id, count, price, product }) => ({
    product_id: (product_id ?? id) as number,
    count,
    price,
    product,
  }))

/**
 * One order (spec 3 "Orders", detail: name, company_name, address.address, address.locality.name,
 * address.region, country_code, zip_code, email, phone, ext). Each of them absent or null reads as
 * null ('' for the name and the address line); the address itself absent is null; a region or
 * locality is an object with a name or a plain name. Ours: items (orderLineSchema; absent: the
 * lines as products, else none) and payment_system (orderPaymentSchema; absent or without a name: null).
 */
export const orderDetailSchema = z.preprocess(
  orderAlternatives,
  z
    .object({
      ...orderSummaryFields,
      name: orDefault(z.string(), ''),
      company_name: orDefault(z.string(), null),
      address: orDefault(
        z.object({
          address: orDefault(z.string(), ''),
          locality: orDefault(placeSchema, null),
          region: orDefault(placeSchema, null),
        }),
        null,
      ),
      country_code: orDefault(z.string(), null),
      zip_code: orDefault(z.string(), null),
      email: orDefault(z.string(), null),
      phone: orDefault(z.string(), null),
      ext: orDefault(z.string(), null),
      payment_system: orDefault(orderPaymentSchema, null),
      items: orDefault(itemsOf(orderLineSchema, 'items'), null).meta({ absent: 'products, else none' }),
      products: orDefault(itemsOf(orderLineSchema, 'products'), null).meta({ alt: 'items' }),
    })
    .transform(({ items, products, ...order }) => numbered({ ...order, items: items ?? products ?? [] })),
)

/**
 * An act (spec 3 "Acts": fields not shown). Required: id (an integer or id text, as an order's: textId; the other fields under their other names
 * too: fromOtherNames); the number absent is the id, the total, the status and the document absent or
 * null are none shown (an act with a null total was dropped from the list, session 62), company_id
 * absent is null. The document (`file`) is the act's file to download, as the back end names it.
 */
export const actSchema = z.preprocess(
  fromOtherNames({ total: TOTAL_NAMES, date: ['created_at', 'created'], file: ['url', 'document', 'file_url', 'pdf'] }),
  z
    .object({
      id: textId,
      number: orDefault(idText, null).meta({ absent: 'the id' }),
      date: orDefault(dateText, null),
      total: orDefault(num, null).meta({ absent: 'null: no total shown' }),
      file: orDefault(z.string(), null).meta({ absent: 'null: no document link' }),
      status: orDefault(z.string(), null).meta({ absent: 'null: no status shown' }),
      company_id: orDefault(textId, null),
    })
    .transform(numbered),
)
export const actListQuerySchema = z.object({
  page: qInt(1, 10_000).default(1),
  company_id: qInt(1, 999_999_999).optional(),
  start_date: dateParam.optional(),
  end_date: dateParam.optional(),
})
/**
 * The acts answer (spec 3 "Acts"): the list is the second element. The count is fixed at 9,999,999
 * with one page (spec 3, 9): a constant of the shop, so the first element is not read (`null`, `{}`
 * and the spec's `{ totalCount: 9999999, pages: 1 }` alike) and reads as that constant.
 */
export const actListSchema = z
  .tuple([
    z
      .unknown()
      .transform(() => ({ totalCount: ACCOUNTS.actsTotalCount, pages: 1 }))
      .meta({ doc: 'not read: the count is fixed at 9999999 with 1 page' }),
    itemsOf(actSchema, '[1]'),
  ])
  .rest(z.unknown()) // more elements after the list are not read
