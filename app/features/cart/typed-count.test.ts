import { beforeEach, describe, expect, it } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'
import { addToCart, cartState, setCount } from './store'
import { parseStoredCart } from './stored-cart'

/**
 * The store marks a count the shopper typed (decision 0106): the sync takes it as the count, where
 * a − / + step or an add is a difference added to what other devices did. The quantity field hands
 * both to setCount; a step is one multiplicity up or down from the count.
 */
const line = () => cartState.products[0]!

beforeEach(() => {
  cartState.products = [{ product: testProduct(1950, { multiplicity: 2 }), count: 4 }]
})

describe('setCount marks typed counts, not steps', () => {
  it.each([
    ['+ (one multiplicity up)', 6, undefined],
    ['− (one multiplicity down)', 2, undefined],
    ['a typed count', 10, 10],
    ['a typed count below', 8, 8],
  ])('%s', (_, next, typed) => {
    setCount(1950, next)
    expect(line().count).toBe(next)
    expect(line().typed).toBe(typed)
  })

  it('a step after typing clears the mark: a difference again, also when a − lands back on the typed count', () => {
    setCount(1950, 10)
    setCount(1950, 12)
    expect(line().count).toBe(12)
    expect(line().typed).toBeUndefined()
    // review r58: typed 10, +, − back to 10 was taken as typed (the old mark equalled the count again)
    setCount(1950, 10)
    expect(line().count).toBe(10)
    expect(line().typed).toBeUndefined()
  })

  it('an add is a difference', () => {
    addToCart(testProduct(1950, { multiplicity: 2 }))
    expect(line().count).toBe(6)
    expect(line().typed).toBeUndefined()
  })

  it('the mark survives the stored cart (another tab may be the one that saves) while it is the count', () => {
    setCount(1950, 10)
    const read = parseStoredCart(JSON.stringify({ products: cartState.products })).cart.products[0]
    expect(read).toMatchObject({ count: 10, typed: 10 })
    setCount(1950, 12)
    expect(parseStoredCart(JSON.stringify({ products: cartState.products })).cart.products[0]?.typed).toBeUndefined()
  })
})
