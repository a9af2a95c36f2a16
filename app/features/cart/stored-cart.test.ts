import { describe, expect, it } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { parseStoredCart } from './stored-cart'

const product = (id: number, multiplicity = 1) => testProduct(id, { multiplicity })

describe('parseStoredCart', () => {
  it.each([
    ['nothing stored', null, 0, false],
    ['broken JSON', '{"products": [', 0, true],
    ['a number', '42', 0, true],
    ['products not an array', '{"products": "x"}', 0, true],
    ['a line without a product', '{"products": [{"count": 1}]}', 0, true],
    [
      'a line whose product lacks a price',
      '{"products": [{"count": 1, "product": {"productId": 1, "title": "x"}}]}',
      0,
      true,
    ],
  ])('%s', (_n, raw, lines, corrupted) => {
    const result = parseStoredCart(raw)
    expect(result.cart.products).toHaveLength(lines)
    expect(result.corrupted).toBe(corrupted)
  })

  it('clamps counts by the rules', () => {
    const raw = JSON.stringify({
      products: [
        { product: product(2, 0.5), count: 0.2 },
        { product: product(3), count: 1e9 },
        { product: product(5), count: 2.00049 },
      ],
    })
    const { cart, corrupted } = parseStoredCart(raw)
    expect(corrupted).toBe(false)
    expect(cart.products.map((l) => [l.product.productId, l.count])).toEqual([
      [2, 0.5],
      [3, 99999],
      [5, 2],
    ])
    expect(cart.selectedDeliveryType).toBe('standart')
    expect(cart.discount).toBe(0)
  })

  // The cart never writes such a count: the line is damaged, not removed by the shopper. Before, it
  // was dropped without a word and the drop was saved to every device.
  it.each<[string, unknown]>([
    ['"NaN"', 'NaN'],
    ['a string', 'abc'],
    ['a numeric string', '2'],
    ['null', null],
    ['missing', undefined],
    ['0', 0],
    ['negative', -3],
  ])('a count that is no positive number (%s): the line is dropped and reported', (_n, count) => {
    const raw = JSON.stringify({
      products: [
        { product: product(1), count: 2 },
        { product: product(4), count },
      ],
    })
    const { cart, corrupted } = parseStoredCart(raw)
    expect(corrupted).toBe(true)
    expect(cart.products.map((l) => [l.product.productId, l.count])).toEqual([[1, 2]])
  })

  // Product ids are 1 and up (the stock check refuses the whole list for one id 0 or -1).
  it.each([0, -1, 1.5, 2 ** 53])('drops a line of product id %s and says so', (productId) => {
    const raw = JSON.stringify({
      products: [
        { product: product(1), count: 2 },
        { product: { ...product(2), productId }, count: 1 },
      ],
    })
    const { cart, corrupted } = parseStoredCart(raw)
    expect(corrupted).toBe(true)
    expect(cart.products.map((l) => l.product.productId)).toEqual([1])
  })

  it('keeps the good lines when one line is broken, and says so', () => {
    const raw = JSON.stringify({
      products: [
        { product: product(1), count: 2 },
        { product: { productId: 'x' }, count: 1 },
      ],
      deliveryMethod: 'teleport',
      regionId: -1,
    })
    const { cart, corrupted } = parseStoredCart(raw)
    expect(corrupted).toBe(true)
    expect(cart.products.map((l) => l.product.productId)).toEqual([1])
    expect(cart.deliveryMethod).toBe('address')
    expect(cart.regionId).toBe(3)
  })

  it.each([
    ['chisinau_delivery with another region: the capital, no locality', 'chisinau_delivery', 5, 3, null],
    ['chisinau_delivery in the capital: kept', 'chisinau_delivery', 3, 3, 7],
    ['address in another region: kept', 'address', 5, 5, 7],
  ] as const)('%s', (_n, deliveryMethod, regionId, expectedRegion, expectedLocality) => {
    const { cart } = parseStoredCart(JSON.stringify({ products: [], deliveryMethod, regionId, localityId: 7 }))
    expect([cart.deliveryMethod, cart.regionId, cart.localityId]).toEqual([
      deliveryMethod,
      expectedRegion,
      expectedLocality,
    ])
  })

  it.each([
    ['a number', 7, 7],
    ["the spec's own text id", 'kishinev', 'kishinev'],
    ['a text id with diacritics (review r59: reset on reload)', 'Bălți', 'Bălți'],
    ['a text id with a space', 'chisinau centru', 'chisinau centru'],
    ['64 characters', 'ș'.repeat(64), 'ș'.repeat(64)],
    ['65 characters', 'a'.repeat(65), null],
    ['blank', '  ', null],
    ['untrimmed', ' kishinev', null],
    ['zero', 0, null],
  ])('a locality id the regions list may give: %s', (_n, localityId, expected) => {
    const { cart } = parseStoredCart(JSON.stringify({ products: [], regionId: 3, localityId }))
    expect(cart.localityId).toBe(expected)
  })

  it.each([
    ['a store and a slot', { storeId: 2, deliveryDateAndTime: '2026-11-03 09:00-14:00' }, 2, '2026-11-03 09:00-14:00'],
    ['nothing chosen', {}, null, null],
    ['junk', { storeId: 'x', deliveryDateAndTime: 5 }, null, null],
    ['a negative store, an endless slot', { storeId: -1, deliveryDateAndTime: 'x'.repeat(41) }, null, null],
  ])('pickup store and time: %s', (_n, fields, storeId, slot) => {
    const { cart } = parseStoredCart(JSON.stringify({ products: [], ...fields }))
    expect(cart.storeId).toBe(storeId)
    expect(cart.deliveryDateAndTime).toBe(slot)
  })
})

// The notice of a damaged stored cart (useCartStart): the sync puts the shop's copy back a moment
// later (damaged-cart.test.ts), so it may not say the cart was reset or emptied, as it did.
it.each([
  ['en', en, /\breset\b|emptied|cleared/i],
  ['ro', ro, /resetat|golit/i],
  ['ru', ru, /очищена|сброшена/i],
  ['uk', uk, /очищено|скинуто/i],
])('cart.corrupted (%s) does not say the cart was reset', (_locale, messages, reset) => {
  expect(messages['cart.corrupted']).not.toMatch(reset)
})
