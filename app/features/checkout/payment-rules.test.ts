import { describe, expect, it } from 'vitest'
import { payableSystems } from './payment-rules'

const cash = { id: 1, type: 'offline' as const }
const card = { id: 2, type: 'online' as const }
const line = (card_payment_available?: boolean) => ({
  product: card_payment_available === undefined ? {} : { card_payment_available },
})

describe('payableSystems (card_payment_available)', () => {
  it.each([
    ['every product payable by card: all systems', [line(true), line(true)], [cash, card]],
    ['one product not payable by card: offline only', [line(true), line(false)], [cash]],
    ['a product that does not say is payable by card', [line()], [cash, card]],
    ['empty cart: all systems', [], [cash, card]],
  ])('%s', (_n, lines, expected) => {
    expect(payableSystems([cash, card], lines)).toEqual(expected)
  })
})
