import { describe, expect, it } from 'vitest'
import { cartOrderSchema, localDataFieldsSchema } from './cart-sync'
import { testProduct } from './product-card.fixture'

/**
 * The stored cart holds what the cart reads and nothing else (review r51, decision 0105): whatever
 * the browser's cart keeps passes whole, so narrowing the schema never drops a field a reader uses.
 */
describe('cart store contract: what a stored cart may hold', () => {
  it("keeps every field of the browser's cart and of a product card", () => {
    // app/features/cart/stored-cart.ts StoredCart, every field set
    const localCart = {
      products: [{ product: testProduct(1, { old_price: 12, stock: null, gift_id: 7 }), count: 2 }],
      deliveryPrice: 50,
      discount: 0,
      taxPrice: null,
      selectedDeliveryType: 'standart',
      deliveryTypes: ['standart', 'express'],
      orderNumber: 'A-1',
      paymentUrl: 'https://pay.test/1',
      deliveryMethod: 'pickup',
      promoCode: 'SPRING',
      regionId: 3,
      localityId: 'kishinev',
      storeId: 3,
      deliveryDateAndTime: '2026-01-02 10:00-12:00',
    }
    expect(cartOrderSchema.parse({ localCart, localDataFields: {} })).toEqual({ localCart, localDataFields: {} })
  })

  it("keeps the spec's other local-cart fields and refuses any other key", () => {
    const fields = {
      deliveryPrice: 50,
      trans_id: 't-1',
      deliveryMethod: 'chisinau_delivery',
      deliveryTypes: ['standart', 'express'],
      promocode: 'A',
      promocodeData: { discount_sum: 5 },
      total: 100,
    }
    expect(localDataFieldsSchema.parse(fields)).toEqual(fields)
    expect(localDataFieldsSchema.safeParse({ ...fields, name: 'Customer One' }).success).toBe(false)
  })

  // An id the stock check cannot take (idList: 1 and up) would fail the cart page for every line.
  it.each([0, -1, 1.5, 2 ** 53])('refuses a line of product id %s', (productId) => {
    const products = [{ product: { ...testProduct(1), productId }, count: 1 }]
    expect(cartOrderSchema.safeParse({ localCart: { products } }).success).toBe(false)
  })

  it.each([
    [2.5, 2.5],
    [0.001, 0.001],
    [1.23456, 1.235],
    [0.0005, 0.001],
  ])('stores the count %s as %s (3 decimals)', (count, stored) => {
    const products = [{ product: testProduct(1), count }]
    expect(cartOrderSchema.parse({ localCart: { products } }).localCart.products[0]!.count).toBe(stored)
  })

  it.each([0.0001, 0.0004, 0, -1, 100_000])('refuses the count %s', (count) => {
    const products = [{ product: testProduct(1), count }]
    expect(cartOrderSchema.safeParse({ localCart: { products } }).success).toBe(false)
  })

  it('drops what a product page carries beyond the card', () => {
    const detail = { ...testProduct(2), description: '<p>long</p>', images: ['a.jpg'], seo_title: 'x' }
    const parsed = cartOrderSchema.parse({ localCart: { products: [{ product: detail, count: 1 }] } })
    expect(parsed.localCart.products[0]!.product).toEqual(testProduct(2))
    expect(parsed.localDataFields).toEqual({})
  })
})
