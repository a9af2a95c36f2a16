import { describe, expect, it } from 'vitest'
import { orderLinesInput } from './order-lines'

describe('orderLinesInput: the lines of an order, a promo preview or a delivery price', () => {
  it.each([
    ['a whole count', 1, true],
    ['a count in halves', 1.5, true],
    ['three decimals', 0.125, true],
    ['the max count', 99_999, true],
    ['four decimals', 0.0001, false],
    ['a count a float made', 0.1 + 0.2, true],
    ['zero', 0, false],
    ['negative', -1, false],
    ['over the max count', 100_000, false],
    ['a string', '1', false],
    ['NaN', Number.NaN, false],
  ])('%s (%s): accepted %s', (_what, count, ok) => {
    const read = () => orderLinesInput([{ id: 3, count }])
    if (ok) expect(read()).toEqual([{ id: 3, count }])
    else expect(read).toThrow(/bad count/)
  })

  it('takes 1 to 500 lines', () => {
    expect(() => orderLinesInput([])).toThrow()
    expect(() => orderLinesInput(Array.from({ length: 501 }, (_, i) => ({ id: i + 1, count: 1 })))).toThrow()
    expect(orderLinesInput(Array.from({ length: 500 }, (_, i) => ({ id: i + 1, count: 1 })))).toHaveLength(500)
  })
})
