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
