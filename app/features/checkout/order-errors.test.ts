import { describe, expect, it } from 'vitest'
import { flagsLines, namedOrderErrors, type OrderProblem, orderProblems } from './order-errors'

const p = (productId: number | null, code: string, message = code): OrderProblem => ({
  productId,
  code,
  message,
  availableCount: null,
})
const titles: Record<number, string> = { 1: 'Aspirin', 2: 'Tea' }
const titleOf = (id: number) => titles[id] ?? null

describe('namedOrderErrors', () => {
  it.each([
    ['names the product of a problem', [p(1, 'unavailable')], ['Aspirin: unavailable']],
    [
      'each product named',
      [p(1, 'inactive'), p(2, 'not_enough_stock')],
      ['Aspirin: inactive', 'Tea: not_enough_stock'],
    ],
    ['a product not in the cart keeps the bare text', [p(9, 'not_found')], ['not_found']],
    ['a problem without product (empty cart) keeps the bare text', [p(null, 'empty_cart')], ['empty_cart']],
    ['no problems: nothing', [], []],
  ])('%s', (_n, problems, expected) => {
    expect(namedOrderErrors(problems, titleOf, (x) => x.message)).toEqual(expected)
  })
})

describe('flagsLines', () => {
  it.each([
    [[p(1, 'unavailable')], true],
    [[p(1, 'inactive')], true],
    [[p(1, 'not_found')], true],
    [[p(1, 'not_enough_stock')], false],
    [[], false],
  ])('%j -> %s', (problems, expected) => {
    expect(flagsLines(problems)).toBe(expected)
  })
})

describe('orderProblems (failed order body)', () => {
  it.each([
    [
      'the contract error list',
      {
        error: 'Cart is invalid',
        errors: [{ product_id: 3, code: 'unavailable', message: 'Product is unavailable', available_count: 0 }],
      },
      [{ productId: 3, code: 'unavailable', message: 'Product is unavailable', availableCount: 0 }],
    ],
    [
      'entries without a product are left out',
      { errors: [{ product_id: null, code: 'empty_cart', message: 'The cart is empty' }] },
      [],
    ],
    ['entries without a message are left out', { errors: [{ product_id: 3, code: 'x' }] }, []],
    [
      'a missing code reads error',
      { errors: [{ product_id: 3, message: 'm' }] },
      [{ productId: 3, code: 'error', message: 'm', availableCount: null }],
    ],
    ['field errors are not product problems', { fields: { phone: ['bad'] } }, []],
    ['a string body', 'Bad Request', []],
    ['no body', null, []],
  ])('%s', (_n, body, expected) => {
    expect(orderProblems(body)).toEqual(expected)
  })
})
