import { beforeEach, describe, expect, it } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'
import { addToCart, cartState, setCount } from './store'
import { EMPTY_CART, parseStoredCart, type StoredCart } from './stored-cart'
import { rebase } from './sync/rebase'

/**
 * The store marks a count the shopper typed (decision 0106): the sync takes it as the count, where
 * a − / + step or an add is a difference added to what other devices did. The quantity field says
 * which it was (setCount's `typed`); the store no longer guesses by the value.
 */
const line = () => cartState.products[0]!

beforeEach(() => {
  cartState.products = [{ product: testProduct(1950, { multiplicity: 2 }), count: 4 }]
})

describe('setCount marks typed counts, not steps', () => {
  it.each([
    ['+ (one multiplicity up)', 6, false, undefined],
    ['− (one multiplicity down)', 2, false, undefined],
    ['a typed count', 10, true, 10],
    ['a typed count below', 8, true, 8],
    // Before, the store read a count one multiplicity away as a step whatever the field said.
    ['a count typed one multiplicity up', 6, true, 6],
    ['a count typed one multiplicity down', 2, true, 2],
  ])('%s', (_, next, typed, mark) => {
    setCount(1950, next, typed)
    expect(line().count).toBe(next)
    expect(line().typed).toBe(mark)
  })

  it('a step after typing clears the mark: a difference again, also when a − lands back on the typed count', () => {
    setCount(1950, 10, true)
    setCount(1950, 12, false)
    expect(line().count).toBe(12)
    expect(line().typed).toBeUndefined()
    // review r58: typed 10, +, − back to 10 was taken as typed (the old mark equalled the count again)
    setCount(1950, 10, false)
    expect(line().count).toBe(10)
    expect(line().typed).toBeUndefined()
  })

  it('an add is a difference', () => {
    addToCart(testProduct(1950, { multiplicity: 2 }))
    expect(line().count).toBe(6)
    expect(line().typed).toBeUndefined()
  })

  it('the mark survives the stored cart (another tab may be the one that saves) while it is the count', () => {
    setCount(1950, 10, true)
    const read = parseStoredCart(JSON.stringify({ products: cartState.products })).cart.products[0]
    expect(read).toMatchObject({ count: 10, typed: 10 })
    setCount(1950, 12, false)
    expect(parseStoredCart(JSON.stringify({ products: cartState.products })).cart.products[0]?.typed).toBeUndefined()
  })
})

/**
 * The case the two guesses disagreed on: 3 typed over 2 (multiplicity 1). The server cart took it as
 * typed (the event was the field's), the local cart's store as a + step, so across devices it was
 * summed: with another device at 4, the local cart ended at 5 where the server cart ended at 3.
 */
describe('3 typed over 2 across devices (the local cart)', () => {
  const cartOf = (count: number): StoredCart => ({
    ...EMPTY_CART,
    products: [{ product: testProduct(1950, { multiplicity: 1 }), count }],
  })
  const rebased = (local: StoredCart) => rebase(cartOf(2), local, cartOf(4)).products[0]?.count

  beforeEach(() => {
    cartState.products = [{ product: testProduct(1950, { multiplicity: 1 }), count: 2 }]
  })

  it('typed: the count, the other device’s 4 is overwritten (as on the server cart)', () => {
    setCount(1950, 3, true)
    expect(line().typed).toBe(3)
    expect(rebased(JSON.parse(JSON.stringify(cartState)))).toBe(3)
  })

  it('stepped (+): a difference, added to the other device’s 4', () => {
    setCount(1950, 3, false)
    expect(line().typed).toBeUndefined()
    expect(rebased(JSON.parse(JSON.stringify(cartState)))).toBe(5)
  })
})
