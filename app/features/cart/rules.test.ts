import { describe, expect, it } from 'vitest'
import {
  cartTotal,
  deliveryPrice,
  discountFromGeneralPrice,
  effectiveDeliveryType,
  finalPrice,
  includedTax,
  keptConfirmations,
  loyaltyPoints,
  minOrderShortfall,
  notForHomeDelivery,
  offeredPaymentSystems,
  percentDiscount,
  pointsOffered,
  pointsPaidShown,
  promoAnswerDiscount,
  promoDiscount,
  promoDiscountShown,
  savedAmount,
  serverSavedAmount,
  toFreeDelivery,
  unconfirmedPrescriptions,
  vatPercent,
} from './rules'

const line = (price: number, count: number, extra: object = {}) => ({ price, count, ...extra })

describe('totals', () => {
  it.each([
    [[], 0],
    [[line(10, 2)], 20],
    [[line(0.1, 3), line(0.2, 1)], 0.5],
    [[line(19.99, 0.5)], 10],
    [[line(33.333, 3)], 100],
  ])('cartTotal(%j) = %s', (lines, expected) => expect(cartTotal(lines)).toBe(expected))

  it.each([
    [[line(80, 2, { old_price: 100 })], 40],
    [[line(80, 2, { old_price: null })], 0],
    [[line(80, 2, { old_price: 70 })], 0],
    [[line(80, 1.5, { old_price: 100 }), line(5, 3, { old_price: 6 })], 33],
  ])('savedAmount(%j) = %s', (lines, expected) => expect(savedAmount(lines)).toBe(expected))

  it.each([
    [{ total: 100, delivery: 50, discount: 0 }, 150],
    [{ total: 100, discountedTotal: 90, delivery: 50, discount: 0 }, 140],
    [{ total: 100, discountedTotal: null, delivery: 0, discount: 10 }, 90],
    [{ total: 100.005, delivery: 0.004, discount: 0 }, 100.01],
    [{ total: 10, delivery: 0, discount: 50 }, 0],
    [{ total: 10, delivery: Number.NaN, discount: Number.NaN }, 10],
  ])('finalPrice(%j) = %s', (input, expected) => expect(finalPrice(input)).toBe(expected))
})

// Before, the box was offered to every signed-in shopper: at a balance of 0 ticking a line paid
// nothing and only took that line's points off what the order gives.
describe('pointsOffered: "pay with loyalty points" only with points to pay with', () => {
  it.each([
    [120, false, true],
    [0.5, false, true],
    [0, false, false],
    [-3, false, false],
    [0, true, true],
    [null, false, true],
    [undefined, false, true],
  ] as const)('balance %s, a line ticked %s -> %s', (balance, ticked, offered) =>
    expect(pointsOffered(balance, ticked)).toBe(offered),
  )
})

// The cart page's summary and the cart drawer read the same figure: before, the drawer showed the
// goods with no row for what the points pay (pharma demo: Produse 209,50, 20 lei paid with points).
describe('pointsPaidShown: what the points pay, as the summary and the drawer show it', () => {
  const totals = { pointsPaid: 20 }
  it.each([
    ['signed in, the cart confirmed', { pending: 0, totals }, true, 20],
    ['a call pending (the figure is of older lines)', { pending: 1, totals }, true, 0],
    ['a guest', { pending: 0, totals }, false, 0],
    ['the session not known yet', { pending: 0, totals }, null, 0],
    ['no server totals (the local cart)', { pending: 0, totals: null }, true, 0],
    ['none paid', { pending: 0, totals: { pointsPaid: 0 } }, true, 0],
    ['a back end that names none', { pending: 0, totals: {} }, true, 0],
  ] as const)('%s -> %s', (_name, server, signedIn, shown) => expect(pointsPaidShown(server, signedIn)).toBe(shown))
})

describe('loyaltyPoints', () => {
  it.each([
    [[line(1, 2, { loyalty_give: 5 })], 10],
    [[line(1, 2, { loyalty_give: 5, loyalty_checked: true })], 0],
    [
      [
        line(1, 2, { loyalty_give: 5 }),
        line(1, 0.5, { loyalty_give: 3 }),
        line(1, 1, { loyalty_give: 100, loyalty_checked: true }),
      ],
      11.5,
    ],
    [[line(1, 2)], 0],
  ])('%j -> %s', (lines, expected) => expect(loyaltyPoints(lines)).toBe(expected))
})

describe('promo maths', () => {
  it.each([
    [200, 10, 20],
    [99.99, 15, 15],
    [0, 50, 0],
  ])('percentDiscount(%s, %s) = %s', (price, value, expected) => expect(percentDiscount(price, value)).toBe(expected))

  it.each([
    [1000, { promo_value: 10, promo_value_type: 'percent' as const }, 100],
    [1000, { promo_value: 100, promo_value_type: 'value' as const }, 100],
    [50, { promo_value: 100, promo_value_type: 'value' as const }, 50],
    [50, { promo_value: -5, promo_value_type: 'value' as const }, 0],
  ])('promoDiscount(%s, %j) = %s', (total, promo, expected) => expect(promoDiscount(total, promo)).toBe(expected))
})

describe('delivery (the shared rule with app.config numbers; the table is in app/api/contract/delivery-price.test.ts)', () => {
  const settings = {
    standart: { kishinev: 50 },
    express: { kishinev: 100 },
    region: 80,
    suburbs: 60,
    free_delivery: 1000,
    free_delivery_region: 2000,
    free_delivery_suburbs: 1500,
  }

  it.each([
    [{ regionId: 3 }, 'express', 'express'],
    [{ regionId: 5 }, 'express', 'standart'],
    [{ regionId: 3, locality: 'durlesti' }, 'express', 'standart'],
  ] as const)('%j with %s -> %s', (place, type, expected) => expect(effectiveDeliveryType(place, type)).toBe(expected))

  it.each([
    ['capital express', { method: 'address', type: 'express', regionId: 3, locality: 'kishinev', total: 500 }, 100],
    [
      'a line over 20 kg costs 100 more',
      { method: 'address', type: 'standart', regionId: 8, total: 300, lines: [{ count: 2, weight_gr: 10_001 }] },
      180,
    ],
    ['pickup', { method: 'pickup', type: 'express', regionId: 3, total: 10 }, 0],
  ] as const)('%s', (_n, order, expected) => expect(deliveryPrice(settings, order)).toBe(expected))

  it('no settings means no delivery charge', () => {
    expect(deliveryPrice(null, { method: 'address', type: 'standart', regionId: 3, total: 1 })).toBe(0)
  })

  it.each([
    [
      'capital, 400 of 1000',
      { method: 'address', type: 'standart', regionId: 3, locality: 'kishinev', total: 400 },
      600,
    ],
    ['region, 1999.5 of 2000', { method: 'address', type: 'standart', regionId: 8, total: 1999.5 }, 0.5],
    [
      'threshold reached',
      { method: 'address', type: 'standart', regionId: 3, locality: 'kishinev', total: 1000 },
      null,
    ],
    ['pickup', { method: 'pickup', type: 'standart', regionId: 3, total: 10 }, null],
  ] as const)('to free delivery: %s', (_n, order, expected) => expect(toFreeDelivery(settings, order)).toBe(expected))

  it('no threshold in the settings: nothing to show', () => {
    expect(
      toFreeDelivery(
        { standart: { kishinev: 50 } },
        { method: 'address', type: 'standart', regionId: 3, locality: 'kishinev', total: 10 },
      ),
    ).toBeNull()
  })
})

describe('pharmacy rules', () => {
  const lines = [
    { product: { productId: 1, is_recipe: true, home_delivery: true } },
    { product: { productId: 2, is_recipe: false, home_delivery: false } },
    { product: { productId: 3, is_recipe: true, home_delivery: false } },
  ]
  it.each([
    [new Set<number>(), true, [1, 3]],
    [new Set([1]), true, [3]],
    [new Set([1, 3]), true, []],
    [new Set<number>(), false, []],
  ])('unconfirmed prescriptions with %j confirmed (pharmacy %s)', (confirmed, pharmacy, expected) => {
    expect(unconfirmedPrescriptions(lines, confirmed, pharmacy)).toEqual(expected)
  })
  // cold review r44: a confirmation stayed with a product removed from the cart and added again
  it('a confirmation goes with its line; the same set when every line is still there', () => {
    const confirmed = new Set([1, 3])
    expect([...keptConfirmations(confirmed, lines.slice(0, 2))]).toEqual([1])
    expect(keptConfirmations(confirmed, [])).toEqual(new Set())
    expect(keptConfirmations(confirmed, lines)).toBe(confirmed)
  })
  it.each([
    ['address', [2, 3]],
    ['chisinau_delivery', [2, 3]],
    ['pickup', []],
  ] as const)('not for home delivery with %s', (method, expected) =>
    expect(notForHomeDelivery(lines, method)).toEqual(expected),
  )
})

describe('promoAnswerDiscount (the answer carries no discount; the spec formula applies)', () => {
  const pline = (price: number, count: number, priceWithDiscount?: number) => ({
    price,
    count,
    ...(priceWithDiscount === undefined ? {} : { priceWithDiscount }),
  })
  it.each([
    [
      'general percent: total x value / 100',
      { type: 'general', promo_value: 10, promo_value_type: 'percent', products: [pline(100, 2), pline(50, 1)] },
      25,
    ],
    [
      'general fixed value',
      { type: 'general', promo_value: 30, promo_value_type: 'value', products: [pline(100, 2)] },
      30,
    ],
    [
      'fixed value capped at the base',
      { type: 'general', promo_value: 500, promo_value_type: 'value', products: [pline(100, 2)] },
      200,
    ],
    [
      'product promo: only the discounted lines',
      {
        type: 'product',
        promo_value: 10,
        promo_value_type: 'percent',
        products: [pline(100, 1, 90), pline(50, 2, 50)],
      },
      10,
    ],
    [
      'product promo without priceWithDiscount: every listed line',
      { type: 'product', promo_value: 10, promo_value_type: 'percent', products: [pline(100, 1), pline(50, 2)] },
      20,
    ],
    [
      'rounded to 2 decimals',
      { type: 'general', promo_value: 7, promo_value_type: 'percent', products: [pline(19.99, 3)] },
      4.2,
    ],
    [
      'general promo: lines paid with loyalty (not discounted) are left out',
      {
        type: 'general',
        promo_value: 10,
        promo_value_type: 'percent',
        products: [pline(100, 1, 90), pline(50, 1, 50)],
      },
      10,
    ],
    // No lines: the cart's goods are the base, priced by general_price (promoDiscountShown). Before, a
    // general promo answered with its value but no lines took nothing off (session 60's operator audit).
    [
      'value and type, an empty list: the caller knows the goods',
      { type: 'general', promo_value: 10, promo_value_type: 'percent', products: [] },
      null,
    ],
    [
      'value and type, no lines: the caller knows the goods',
      { type: 'general', promo_value: 30, promo_value_type: 'value' },
      null,
    ],
    // Spec 7.3's table: "response general_price", nothing else is promised.
    ['only the price, with lines: what the lines cost beyond it', { products: [pline(100, 2), pline(50, 1)] }, 25],
    ['only the price, lines dearer than the price: no discount', { general_price: 300, products: [pline(100, 2)] }, 0],
    ['only the price, no lines: the caller knows the goods', {}, null],
    ['only the price, an empty list: the caller knows the goods', { products: [] }, null],
    ['a value without its type is the price only', { promo_value: 10, products: [pline(100, 2), pline(50, 1)] }, 25],
  ] as const)('%s', (_n, answer, expected) => {
    expect(promoAnswerDiscount({ general_price: 225, ...answer })).toBe(expected)
  })
})

describe('a promo priced as a total: discountFromGeneralPrice and promoDiscountShown', () => {
  it.each([
    [200, 180, 20],
    [200, 200, 0],
    [200, 250, 0],
    [200, -10, 200],
    [0, 0, 0],
    [99.99, 89.991, 10],
    [Number.NaN, 10, 0],
  ])('goods %s at %s: %s off', (goods, price, expected) => {
    expect(discountFromGeneralPrice(goods, price)).toBe(expected)
  })

  const lines = [
    { product: { price: 45 }, count: 2 },
    { product: { price: 10 }, count: 1 },
  ]
  it.each([
    ['the answer computed its discount: it is kept', { discount: 7, generalPrice: 1 }, 7],
    ['priced as a total: the cart lines less the price', { discount: null, generalPrice: 90 }, 10],
    ['a price above the lines: nothing off', { discount: null, generalPrice: 120 }, 0],
  ] as const)('%s', (_n, answer, expected) => {
    expect(promoDiscountShown(answer, lines)).toBe(expected)
  })
})

describe('cart_settings.min_order_total: minOrderShortfall', () => {
  it.each([
    [150, 100, 0, 50],
    [150, 150, 0, null],
    [150, 200, 0, null],
    [150, 200, 60, 10],
    [150, 149.99, 0, 0.01],
    [0, 10, 0, null],
    [-5, 10, 0, null],
    ['150', 10, 0, null],
    [null, 10, 0, null],
    [150, 100, Number.NaN, 50],
    [150, 10, 50, 150],
  ])('minimum %j, goods %s, discount %s -> %s', (minimum, goods, discount, expected) =>
    expect(minOrderShortfall(minimum, goods, discount)).toBe(expected),
  )
})

describe('has_tax_calculation: includedTax (VAT included in the price)', () => {
  it.each([
    [true, 120, 20, 20],
    [true, 100, 20, 16.67],
    [true, 0, 20, 0],
    [true, Number.NaN, 20, 0],
    [true, 108, 8, 8],
    [false, 120, 20, null],
  ])('enabled %s, amount %s at %s%% -> %s', (enabled, amount, percent, expected) =>
    expect(includedTax(enabled, amount, percent)).toBe(expected),
  )

  it('defaults to the shop rate', () => expect(includedTax(true, 1200)).toBe(200))

  it.each([
    [false, 20, 200],
    [true, 21, 208.26],
  ])('is_romanian %s: %s%%, 1,200 includes %s', (isRomanian, percent, tax) => {
    expect(vatPercent(isRomanian)).toBe(percent)
    expect(includedTax(true, 1200, vatPercent(isRomanian))).toBe(tax)
  })
})

describe('offeredPaymentSystems (only_company)', () => {
  const everyone = { id: 1, only_company: false }
  const companies = { id: 3, only_company: true }
  it.each([
    ['a company buyer: every system', true, [everyone, companies]],
    ['a guest or a private customer: not the company-only one', false, [everyone]],
  ])('%s', (_n, company, expected) => {
    expect(offeredPaymentSystems([everyone, companies], company)).toEqual(expected)
  })
})

describe("serverSavedAmount: the back end's total discount, else the spec's formula over its lines", () => {
  const lines = [
    { price: 80, old_price: 100, count: 2 },
    { price: 50, old_price: null, count: 1 },
  ]
  it.each<[number, readonly { price: number; old_price: number | null; count: number }[], number]>([
    [25, lines, 25],
    [0, lines, 40],
    [0, [{ price: 50, old_price: null, count: 1 }], 0],
  ])('total_discount %d -> %d', (total, l, saved) => expect(serverSavedAmount(total, l)).toBe(saved))
})
