import { describe, expect, it } from 'vitest'
import { createOrderSchema, paymentStatusSchema } from './cart'
import { textId } from './common'
import { buildPath, endpoints } from './endpoints'
import { parseCollectingDrops } from './items'
import { isOrderId, orderIdOf } from './order-id'
import { actListSchema, orderDetailSchema, orderListSchema } from './orders'
import { pathOrderId } from './params'

/**
 * An order's id as text (session 63, decision 0118): the spec never says an order id is a number, and
 * a back end naming its orders `ORD-5005`, by a UUID or as Medusa does (`order_01H...`) lost them from
 * the history, and its payment-return page was a 404. An integer reads as its digits, as before.
 */

const uuid = '3f2b8c1e-9a4d-4c1b-8e2f-0a1b2c3d4e5f'
const medusa = 'order_01HQ8ZK3V6X2P4M7N9R5T1W3Y8'
const read: [string, unknown, string][] = [
  ['an integer', 5001, '5001'],
  ['0', 0, '0'],
  ['the largest safe integer', Number.MAX_SAFE_INTEGER, '9007199254740991'],
  ['a string of digits', '5001', '5001'],
  ['digits with a leading zero (text, kept as sent)', '007', '007'],
  ['a UUID', uuid, uuid],
  ['ORD-5005', 'ORD-5005', 'ORD-5005'],
  ["Medusa's order_01H...", medusa, medusa],
  ['a dot and a colon inside', 'shop:2026.17', 'shop:2026.17'],
  ['64 characters', 'a'.repeat(64), 'a'.repeat(64)],
]
const refused: [string, unknown][] = [
  ['../x', '../x'],
  ['..', '..'],
  ['a..b', 'a..b'],
  ['a/b', 'a/b'],
  ['empty', ''],
  ['65 characters', 'a'.repeat(65)],
  ['<script>', '<script>'],
  ['a space inside', 'ORD 5005'],
  ['padded', ' 5001'],
  ['a leading dash', '-5'],
  ['a leading dot', '.x'],
  ['a query', 'x?y=1'],
  ['a percent', '%2F'],
  ['non-ASCII', 'comandă-1'],
  ['a negative integer', -5],
  ['a fraction', 4.2],
  ['an unsafe integer', 2 ** 53],
  ['null', null],
  ['an object', { id: 1 }],
]

describe('an order id (textId, pathOrderId, isOrderId, orderIdOf)', () => {
  it.each(read)('reads %s', (_name, value, expected) => {
    expect(textId.parse(value)).toBe(expected)
    expect(pathOrderId.parse({ id: value }).id).toBe(expected)
    expect(orderIdOf(value)).toBe(expected)
    if (typeof value === 'string') expect(isOrderId(value)).toBe(true)
  })
  it.each(refused)('refuses %s', (_name, value) => {
    expect(textId.safeParse(value).success).toBe(false)
    expect(pathOrderId.safeParse({ id: value }).success).toBe(false)
    expect(orderIdOf(value)).toBeNull()
    expect(isOrderId(value)).toBe(false)
  })
  it('goes into the order and payment-status paths encoded, an integer as its digits', () => {
    expect(buildPath(endpoints.order.path, { id: 'ORD-5005' })).toBe('/general/v2/order/ORD-5005/')
    expect(buildPath(endpoints.order.path, { id: 5001 })).toBe('/general/v2/order/5001/')
    expect(buildPath(endpoints.paymentStatus.path, { id: 'shop:17' })).toBe(
      '/general/v2/order/shop%3A17/check-payment-status/',
    )
    expect(buildPath(endpoints.paymentStatus.path, { id: medusa })).toBe(
      `/general/v2/order/${medusa}/check-payment-status/`,
    )
    expect(endpoints.order.params).toBe(pathOrderId)
    expect(endpoints.paymentStatus.params).toBe(pathOrderId)
  })
})

describe('answers naming an order by a text id', () => {
  const order = (id: unknown) => ({ id, created_at: '2026-10-08T12:00:00Z', status: 'new', total: '77.50' })
  it('the history keeps each order, numbered by its id; an order whose id cannot go into a path is dropped alone', () => {
    const { result, drops } = parseCollectingDrops(orderListSchema, {
      data: [order(7), order('ORD-5005'), order(uuid), order(medusa), order('a/b')],
      totalCount: 5,
      pages: 1,
    })
    expect(result.data?.data.map((o) => [o.id, o.number])).toEqual([
      ['7', '7'],
      ['ORD-5005', 'ORD-5005'],
      [uuid, uuid],
      [medusa, medusa],
    ])
    expect(drops.map((d) => d.path)).toEqual(['data[*].id'])
  })
  it('one order, its number kept beside a text id', () => {
    expect(orderDetailSchema.parse({ ...order('ORD-5005'), number: 'R-5005', name: 'Ion' })).toMatchObject({
      id: 'ORD-5005',
      number: 'R-5005',
    })
  })
  it('an act by a text id', () => {
    const [, acts] = actListSchema.parse([{}, [{ id: 'ACT-0103', number: 'F-103' }, { id: 103 }]])
    expect(acts.map((a) => [a.id, a.number])).toEqual([
      ['ACT-0103', 'F-103'],
      ['103', '103'],
    ])
  })
  it.each([
    ['orderId', { orderId: medusa }, medusa],
    ['order_id', { order_id: 'ORD-5005' }, 'ORD-5005'],
    ['id', { id: uuid }, uuid],
    ['an integer', { orderId: 5001 }, '5001'],
    ['an id that cannot go into a path: none, the order still placed', { orderId: 'a/b' }, null],
  ])('the created order by %s', (_name, result, expected) => {
    expect(createOrderSchema.parse({ result: { payUrl: null, ...result } }).result.orderId).toBe(expected)
  })
  it('the payment status names the order by its text id', () => {
    expect(paymentStatusSchema.parse({ orderId: 'ORD-5005', status: 'pending' })).toEqual({
      orderId: 'ORD-5005',
      status: 'pending',
      paid: false,
    })
  })
})
