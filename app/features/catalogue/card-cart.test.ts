import { describe, expect, it } from 'vitest'
import { CARD_COUNTER_VISIBLE } from '#config'
import { type CardCartView, cardCartView } from './card-cart'

const sellable = { active: true, available: true, is_stock: true, stock: 4 }

describe('cardCartView: what a product card shows for the cart', () => {
  const rows: [string, Parameters<typeof cardCartView>[0], CardCartView][] = [
    [
      'sellable, not in the cart: the add button',
      { pricesHidden: false, product: sellable, inCart: false, counterSetting: CARD_COUNTER_VISIBLE },
      'add',
    ],
    [
      'in the cart, counter on cards: the counter',
      { pricesHidden: false, product: sellable, inCart: true, counterSetting: CARD_COUNTER_VISIBLE },
      'counter',
    ],
    [
      'in the cart, counter hidden: the link to the cart',
      { pricesHidden: false, product: sellable, inCart: true, counterSetting: 'counter_hidden' },
      'inCart',
    ],
    [
      'in the cart, no counter setting: the link to the cart',
      { pricesHidden: false, product: sellable, inCart: true, counterSetting: null },
      'inCart',
    ],
    [
      'in the cart, an unknown value: the link to the cart',
      { pricesHidden: false, product: sellable, inCart: true, counterSetting: 'view_3' },
      'inCart',
    ],
    [
      'prices hidden from guests: nothing',
      { pricesHidden: true, product: sellable, inCart: false, counterSetting: CARD_COUNTER_VISIBLE },
      'none',
    ],
    [
      'prices hidden, even when in the cart: nothing',
      { pricesHidden: true, product: sellable, inCart: true, counterSetting: CARD_COUNTER_VISIBLE },
      'none',
    ],
    [
      'inactive: nothing',
      { pricesHidden: false, product: { ...sellable, active: false }, inCart: false, counterSetting: null },
      'none',
    ],
    [
      'unavailable: nothing',
      { pricesHidden: false, product: { ...sellable, available: false }, inCart: false, counterSetting: null },
      'none',
    ],
    [
      'not in stock: nothing',
      { pricesHidden: false, product: { ...sellable, is_stock: false }, inCart: false, counterSetting: null },
      'none',
    ],
    [
      'no stock left: nothing',
      { pricesHidden: false, product: { ...sellable, stock: 0 }, inCart: false, counterSetting: null },
      'none',
    ],
    [
      'allow_negative_stock, no stock left: the add button',
      {
        pricesHidden: false,
        product: { ...sellable, stock: 0, is_stock: false },
        inCart: false,
        counterSetting: null,
        allowNegativeStock: true,
      },
      'add',
    ],
    [
      'allow_negative_stock, unavailable: still nothing',
      {
        pricesHidden: false,
        product: { ...sellable, available: false },
        inCart: false,
        counterSetting: null,
        allowNegativeStock: true,
      },
      'none',
    ],
    [
      'sold out while in the cart: nothing (the cart flags the line)',
      { pricesHidden: false, product: { ...sellable, stock: 0 }, inCart: true, counterSetting: CARD_COUNTER_VISIBLE },
      'none',
    ],
  ]
  it.each(rows)('%s', (_name, input, expected) => {
    expect(cardCartView(input)).toBe(expected)
  })
})
