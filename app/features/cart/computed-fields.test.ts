import { describe, expect, it } from 'vitest'
import { computedCartFields, deliveryTypesFor, keepComputedFields } from './computed-fields'
import { EMPTY_CART, parseStoredCart } from './stored-cart'

describe('the local cart keeps deliveryPrice, taxPrice and deliveryTypes (spec 3 "Local cart")', () => {
  it.each([
    [3, ['standart', 'express']],
    [1, ['standart']],
    [12, ['standart']],
  ])('region %s offers %j', (region, types) => expect(deliveryTypesFor(region)).toEqual(types))

  it.each([
    [
      { regionId: 3, delivery: 50, tax: 175 },
      { deliveryPrice: 50, taxPrice: 175, deliveryTypes: ['standart', 'express'] },
    ],
    [
      { regionId: 5, delivery: null, tax: null },
      { deliveryPrice: null, taxPrice: null, deliveryTypes: ['standart'] },
    ],
    [
      { regionId: 5, delivery: 0, tax: undefined },
      { deliveryPrice: 0, taxPrice: null, deliveryTypes: ['standart'] },
    ],
  ])('%j -> %j', (input, expected) => expect(computedCartFields(input)).toEqual(expected))

  it('writes only what changed, and a stored cart reads them back', () => {
    const cart = { ...EMPTY_CART }
    expect(keepComputedFields(cart, computedCartFields({ regionId: 3, delivery: 50, tax: 10 }))).toBe(true)
    expect(keepComputedFields(cart, computedCartFields({ regionId: 3, delivery: 50, tax: 10 }))).toBe(false)
    const read = parseStoredCart(
      JSON.stringify({
        ...cart,
        deliveryTypes: ['express', 'bogus'],
        orderNumber: 'A-17',
        paymentUrl: 'https://pay.example/x',
      }),
    ).cart
    expect(read).toMatchObject({
      deliveryPrice: 50,
      taxPrice: 10,
      deliveryTypes: ['express'],
      orderNumber: 'A-17',
      paymentUrl: 'https://pay.example/x',
    })
  })

  // session 63: an order's number is its id when none is named, and an id is text of up to 64 characters
  it("keeps an order number of 64 characters (a text order id's longest)", () => {
    const orderNumber = `order_${'0'.repeat(58)}`
    expect(parseStoredCart(JSON.stringify({ products: [], orderNumber })).cart.orderNumber).toBe(orderNumber)
  })

  it.each([
    [{ deliveryTypes: 'express', orderNumber: 7, paymentUrl: 'javascript:alert(1)' }],
    [{ deliveryTypes: [], orderNumber: 'x'.repeat(65), paymentUrl: 42 }],
  ])('unreadable values take the defaults: %j', (fields) => {
    expect(parseStoredCart(JSON.stringify({ products: [], ...fields })).cart).toMatchObject({
      deliveryTypes: ['standart', 'express'],
      orderNumber: null,
      paymentUrl: null,
    })
  })
})
