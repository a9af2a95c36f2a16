import { expect, it } from 'vitest'
import { shopStateMessage } from './ShopState'

it.each([
  [true, 'shop.open'],
  [false, 'shop.closed'],
  [null, null],
])('isOpen %j -> %j', (isOpen, message) => {
  expect(shopStateMessage(isOpen)).toBe(message)
})
