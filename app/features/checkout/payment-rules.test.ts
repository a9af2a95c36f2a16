import { describe, expect, it } from 'vitest'
import { chosenPaymentId, payableSystems } from './payment-rules'

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

describe('chosenPaymentId (the order names the chosen system by its id as the back end gave it)', () => {
  const words = [{ id: 'cash' }, { id: 'card' }]
  const numbers = [{ id: 1 }, { id: 2 }]
  it.each([
    ['a text id (review R1: NaN was sent)', words, 'card', 'card'],
    ['a number', numbers, '2', 2],
    ['a choice no longer offered: digits are its number', numbers, '7', 7],
    ['a choice no longer offered: other text is the text id', numbers, 'cash', 'cash'],
  ])('%s', (_n, systems, value, id) => {
    expect(chosenPaymentId(systems, value)).toBe(id)
  })
})
