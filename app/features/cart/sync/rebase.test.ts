import { describe, expect, it } from 'vitest'
import { EMPTY_CART, type StoredCart } from '../stored-cart'
import { rebase } from './rebase'

/** The client's rebase on a 409 or a push: remote + (local - base) per product (decision 0006). */

function cart(lines: [number, number][], extra: Partial<StoredCart> = {}): StoredCart {
  const product = (id: number) =>
    ({
      productId: id,
      title: `P${id}`,
      url: `p${id}`,
      img: '',
      price: 1,
      multiplicity: 1,
      brand: { id: 1, name: 'B', slug: 'b' },
    }) as unknown as StoredCart['products'][number]['product']
  return { ...EMPTY_CART, ...extra, products: lines.map(([id, count]) => ({ product: product(id), count })) }
}
const counts = (c: StoredCart) => c.products.map((l) => [l.product.productId, l.count])

describe('cart sync rebase', () => {
  it('keeps both sides: an add here and an add elsewhere', () => {
    expect(
      counts(
        rebase(
          cart([[1, 1]]),
          cart([[1, 2]]),
          cart([
            [1, 1],
            [2, 1],
          ]),
        ),
      ),
    ).toEqual([
      [1, 2],
      [2, 1],
    ])
  })
  it('a removal here survives a change elsewhere; a removal elsewhere survives an untouched line here', () => {
    expect(
      counts(
        rebase(
          cart([
            [1, 1],
            [2, 1],
          ]),
          cart([[2, 1]]),
          cart([
            [1, 1],
            [2, 3],
          ]),
        ),
      ),
    ).toEqual([[2, 3]])
    expect(
      counts(
        rebase(
          cart([
            [1, 1],
            [2, 1],
          ]),
          cart([
            [1, 1],
            [2, 1],
          ]),
          cart([[2, 1]]),
        ),
      ),
    ).toEqual([[2, 1]])
  })
  it('no local change means the remote cart as is (fields too)', () => {
    const remote = cart([[5, 2]], { regionId: 7 })
    expect(rebase(cart([[1, 1]]), cart([[1, 1]]), remote)).toEqual(remote)
  })
  it('a local field change wins over the remote fields', () => {
    expect(rebase(cart([]), cart([], { regionId: 9 }), cart([[1, 1]], { regionId: 3 })).regionId).toBe(9)
  })
})

/**
 * Storefront spec 4: setting a count is absolute, summing is for the sign-in merge only (decision
 * 0106). Before, every line was remote + local - base: one account on two devices, a line at 1,
 * 4 typed on one and 7 on the other at the same moment ended at 10 everywhere (review r54); an
 * offline 3 over an online 3 ended at 5. `local` is this browser (its typed lines marked as the
 * store marks them), `remote` the server's cart after the other device saved.
 */
describe('cart sync rebase: typed counts, steps and adds', () => {
  const typed = (id: number, count: number) => {
    const c = cart([[id, count]])
    c.products[0]!.typed = count
    return c
  }
  it.each([
    // [what, base, local, remote, expected]
    [
      'typed here over typed elsewhere: the last writer (this save) wins',
      cart([[1, 1]]),
      typed(1, 4),
      cart([[1, 7]]),
      4,
    ],
    ['the same count typed on both devices stays that count', cart([[1, 1]]), typed(1, 3), cart([[1, 3]]), 3],
    ['typed here over a + step elsewhere: the typed count', cart([[1, 1]]), typed(1, 4), cart([[1, 2]]), 4],
    ['typed here over an add elsewhere: the typed count', cart([[1, 2]]), typed(1, 5), cart([[1, 3]]), 5],
    ['a + step here over a count typed elsewhere: added to it', cart([[1, 1]]), cart([[1, 2]]), cart([[1, 7]]), 8],
    ['a − step here over a count typed elsewhere: taken from it', cart([[1, 3]]), cart([[1, 2]]), cart([[1, 7]]), 6],
    ['a + step on each device: both count (+2)', cart([[1, 1]]), cart([[1, 2]]), cart([[1, 2]]), 3],
    ['an add on each device: both count', cart([[1, 2]]), cart([[1, 3]]), cart([[1, 3]]), 4],
    [
      'a typed count already saved (the base) is no change: the other device wins',
      cart([[1, 4]]),
      typed(1, 4),
      cart([[1, 9]]),
      9,
    ],
  ])('%s', (_, base, local, remote, expected) => {
    expect(counts(rebase(base, local, remote))).toEqual([[1, expected]])
  })

  it('a step after typing makes the line a difference again (the mark is the typed count, no longer the line’s)', () => {
    const local = typed(1, 4)
    local.products[0]!.count = 5
    expect(counts(rebase(cart([[1, 4]]), local, cart([[1, 5]])))).toEqual([[1, 6]])
  })

  it('a typed count that won keeps its mark, so a second conflict keeps it too', () => {
    const first = rebase(cart([[1, 1]]), typed(1, 4), cart([[1, 7]]))
    expect(first.products[0]?.typed).toBe(4)
    expect(counts(rebase(cart([[1, 7]]), first, cart([[1, 9]])))).toEqual([[1, 4]])
  })

  it('on the cart a sign-in merged (merged): a typed count not saved yet is a difference, summed like the merge (review r58)', () => {
    // guest typed 4 over 2, unsaved; the account held 3, the merge made 2 + 3 = 5: 5 + (4 - 2) = 7, as if saved first
    expect(counts(rebase(cart([[1, 2]]), typed(1, 4), cart([[1, 5]]), true))).toEqual([[1, 7]])
    expect(counts(rebase(cart([[1, 2]]), typed(1, 4), cart([[1, 5]])))).toEqual([[1, 4]])
  })

  it('sums are clamped by the cart rules (the multiplicity, max_count 99999)', () => {
    expect(counts(rebase(cart([[1, 1]]), cart([[1, 60000]]), cart([[1, 50000]])))).toEqual([[1, 99999]])
  })
})
