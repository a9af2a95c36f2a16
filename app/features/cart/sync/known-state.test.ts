import { describe, expect, it } from 'vitest'
import { EMPTY_CART, type StoredCart } from '../stored-cart'
import { cartFingerprint, knownState, versionRecord } from './known-state'

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
const A = cart([[1, 1]])
const AB = cart([
  [1, 1],
  [2, 1],
])

describe('knownState: is the server cart one this browser knows (cart-version, decision 0056)', () => {
  it.each([
    ['nothing stored', null, 'g', 3, A, false],
    ['the version seen last', 'g:3', 'g', 3, A, true],
    ['another owner at that version', 'u:3', 'g', 3, A, false],
    ['a newer state, no save on its way', 'g:2', 'g', 3, A, false],
    ['an older state than seen', 'g:4', 'g', 3, A, false],
    ['a save on its way that did not land', versionRecord('g', 3, A), 'g', 3, A, true],
    ['a save on its way that landed: one version on, the cart it sent', versionRecord('g', 2, A), 'g', 3, A, true],
    ['one version on but another cart: someone else saved', versionRecord('g', 2, A), 'g', 3, AB, false],
    ['two versions on: someone saved after it', versionRecord('g', 1, A), 'g', 3, A, false],
    ['the save was for the other owner', versionRecord('g', 2, A), 'u', 3, A, false],
    ['two saves on their way, the first landed', versionRecord('g', 2, AB, versionRecord('g', 2, A)), 'g', 3, A, true],
    [
      'two saves on their way, the second landed',
      versionRecord('g', 2, AB, versionRecord('g', 2, A)),
      'g',
      3,
      AB,
      true,
    ],
    ['a save from an older state is forgotten', versionRecord('g', 2, AB, versionRecord('g', 1, A)), 'g', 3, A, false],
    ['garbage', 'g:x>y', 'g', 3, A, false],
  ] as const)('%s', (_name, stored, scope, version, remote, known) => {
    expect(knownState(stored, scope, { version, cart: remote })).toBe(known)
  })
})

describe('versionRecord', () => {
  it.each([
    ['the state alone', ['g', 3], 'g:3'],
    ['a save on its way', ['g', 3, A], `g:3>${cartFingerprint(A)}`],
    [
      'a second save from the same state',
      ['g', 3, AB, `g:3>${cartFingerprint(A)}`],
      `g:3>${cartFingerprint(A)}>${cartFingerprint(AB)}`,
    ],
    ['the same cart again', ['g', 3, A, `g:3>${cartFingerprint(A)}`], `g:3>${cartFingerprint(A)}`],
    [
      'a save from a newer state drops the old ones',
      ['g', 4, AB, `g:3>${cartFingerprint(A)}`],
      `g:4>${cartFingerprint(AB)}`,
    ],
    ['another owner', ['u', 3, AB, `g:3>${cartFingerprint(A)}`], `u:3>${cartFingerprint(AB)}`],
  ] as const)('%s', (_name, args, record) => {
    expect(versionRecord(...(args as unknown as Parameters<typeof versionRecord>))).toBe(record)
  })
  it('keeps the last 4 saves', () => {
    let record = 'g:3'
    for (let n = 1; n <= 6; n++) record = versionRecord('g', 3, cart([[n, 1]]), record)
    expect(record.split('>')).toEqual(['g:3', ...[3, 4, 5, 6].map((n) => cartFingerprint(cart([[n, 1]])))])
  })
})

describe('cartFingerprint', () => {
  it('is the same for the same lines and fields, whatever the product data and its key order', () => {
    const other = cart([[1, 1]])
    const { productId, ...rest } = other.products[0]!.product
    other.products[0]!.product = { ...rest, title: 'Другое', productId } as never
    expect(cartFingerprint(other)).toBe(cartFingerprint(A))
  })
  it('reads the cart as storage does: fields it does not keep are left out', () => {
    expect(cartFingerprint({ ...A, someFieldNobodyKeeps: 'x' } as never)).toBe(cartFingerprint(A))
  })
  it.each([
    ['another count', cart([[1, 2]])],
    ['another line', cart([[2, 1]])],
    ['one more line', AB],
    ['another field', cart([[1, 1]], { deliveryMethod: 'pickup' })],
    ['a promo code', cart([[1, 1]], { promoCode: 'X' })],
  ])('differs with %s', (_name, other) => {
    expect(cartFingerprint(other)).not.toBe(cartFingerprint(A))
  })
})
