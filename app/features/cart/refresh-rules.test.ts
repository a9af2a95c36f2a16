import { describe, expect, it } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'
import { type CheckoutStatus, type RefreshLine, refreshUpdates, unorderableLines } from './refresh-rules'

const line = (
  productId: number,
  price: number,
  flags: { active?: boolean; available?: boolean } = {},
): RefreshLine => ({ product: { productId, price, ...flags } })
const status = (id: number, price: number, over: Partial<CheckoutStatus> = {}): CheckoutStatus => ({
  id,
  price,
  active: true,
  available: true,
  is_stock: true,
  ...over,
})

describe('refreshUpdates (local cart refresh)', () => {
  it.each([
    ['unchanged product: no update', line(1, 10), [status(1, 10)], undefined],
    ['changed price replaced', line(1, 10), [status(1, 12.5)], { price: 12.5, active: true, available: true }],
    ['price rounded to 2 decimals', line(1, 10), [status(1, 12.499)], { price: 12.5, active: true, available: true }],
    ['missing from the answer: inactive, price kept', line(1, 10), [], { price: 10, active: false, available: false }],
    [
      'inactive product flagged',
      line(1, 10),
      [status(1, 10, { active: false })],
      { price: 10, active: false, available: true },
    ],
    [
      'unavailable product flagged',
      line(1, 10),
      [status(1, 10, { available: false })],
      { price: 10, active: true, available: false },
    ],
    [
      'out of stock counts as unavailable',
      line(1, 10),
      [status(1, 10, { is_stock: false })],
      { price: 10, active: true, available: false },
    ],
    [
      'flag cleared when the product is back',
      line(1, 10, { available: false }),
      [status(1, 10)],
      { price: 10, active: true, available: true },
    ],
    ['a broken price keeps the old one', line(1, 10), [status(1, Number.NaN)], undefined],
    ['a negative price keeps the old one', line(1, 10), [status(1, -1)], undefined],
  ])('%s', (_name, l, statuses, expected) => {
    expect(refreshUpdates([l], statuses).get(1)).toEqual(expected)
  })

  it('answers per line, ignoring statuses of products not in the cart', () => {
    const updates = refreshUpdates([line(1, 10), line(2, 5)], [status(2, 6), status(3, 1)])
    expect([...updates.keys()]).toEqual([1, 2])
    expect(updates.get(2)?.price).toBe(6)
  })
})

describe('refreshUpdates with the fresh product cards (products-by-ids): every stored field refreshes', () => {
  const stored = testProduct(1, {
    price: 10,
    old_price: 12,
    discount: 17,
    stock: 10,
    multiplicity: 1,
    title: 'Old',
    img: '/old.svg',
    url: 'old-slug',
  })
  const lineOf = (count = 1): RefreshLine => ({ product: { ...stored }, count })
  const card = (over: Parameters<typeof testProduct>[1]) => testProduct(1, { ...stored, ...over })
  it.each([
    ['old price (the "you save" line)', { old_price: 15 }, { old_price: 15 }],
    ['old price removed', { old_price: null, discount: 0 }, { old_price: null, discount: 0 }],
    ['stock', { stock: 3 }, { stock: 3 }],
    ['multiplicity', { multiplicity: 2 }, { multiplicity: 2 }],
    ['title', { title: 'New' }, { title: 'New' }],
    ['image', { img: '/new.svg' }, { img: '/new.svg' }],
    [
      'slug',
      { url: 'new-slug', slugs: { ro: 'new-slug', ru: 'new-slug', uk: 'new-slug', en: 'new-slug' } },
      { url: 'new-slug' },
    ],
  ])('%s', (_name, over, expected) => {
    const update = refreshUpdates([lineOf()], [status(1, 10)], [card(over)]).get(1)
    expect(update).toMatchObject({ ...expected, active: true, available: true })
  })

  it('the checkout status wins over the card: price, flags and stock', () => {
    const update = refreshUpdates(
      [lineOf()],
      [status(1, 9, { available: false, stock: 0 })],
      [card({ price: 11, stock: 7 })],
    ).get(1)
    expect(update).toMatchObject({ price: 9, available: false, stock: 0 })
  })

  // audit r11 finding 1: spec 7.2's status names no price; the card's is the fresh one
  it('a status without a price: the card prices the line, the status still flags it', () => {
    const update = refreshUpdates(
      [lineOf()],
      [{ ...status(1, 0, { stock: 2 }), price: null }],
      [card({ price: 11, stock: 7 })],
    ).get(1)
    expect(update).toMatchObject({ price: 11, active: true, available: true, stock: 2 })
  })

  it("a status without a numeric stock (null): its price and flags count, the stock is the card's", () => {
    const update = refreshUpdates(
      [lineOf()],
      [status(1, 9, { available: true, stock: null })],
      [card({ price: 11, stock: 7 })],
    ).get(1)
    expect(update).toMatchObject({ price: 9, active: true, available: true, stock: 7 })
  })

  it('a count below a raised multiplicity is raised to it; one above it stays', () => {
    expect(refreshUpdates([lineOf(1)], [status(1, 10)], [card({ multiplicity: 6 })]).get(1)?.count).toBe(6)
    expect(refreshUpdates([lineOf(12)], [status(1, 10)], [card({ multiplicity: 6 })]).get(1)?.count).toBeUndefined()
  })

  it('a product only the card lists takes its flags from the card; one neither lists is inactive with its data kept', () => {
    expect(refreshUpdates([lineOf()], [], [card({ is_stock: false })]).get(1)).toMatchObject({
      active: true,
      available: false,
    })
    expect(refreshUpdates([lineOf()], [], []).get(1)).toEqual({ price: 10, active: false, available: false })
  })

  it('allow_negative_stock: out of stock stays orderable; unavailable does not', () => {
    expect(refreshUpdates([lineOf()], [], [card({ is_stock: false })], true).get(1)).toMatchObject({
      active: true,
      available: true,
    })
    expect(refreshUpdates([lineOf()], [status(1, 10, { is_stock: false, stock: 0 })], [], true).get(1)).toMatchObject({
      available: true,
      stock: 0,
    })
    expect(refreshUpdates([lineOf()], [status(1, 10, { available: false })], [], true).get(1)).toMatchObject({
      available: false,
    })
  })

  it('hide_price_for_guests: the stripped answers (price 0, no old price) never price the line; the rest refreshes', () => {
    // A cold review (session 47): turned on, a guest's cart read '0 lei', and the order went at 9199.
    const stripped = card({ price: 0, old_price: null, discount: 0, title: 'New' })
    const update = refreshUpdates([lineOf()], [status(1, 0, { available: false })], [stripped], false, true).get(1)
    expect(update).toMatchObject({ price: 10, title: 'New', available: false })
    expect(update).not.toHaveProperty('old_price')
    expect(update).not.toHaveProperty('discount')
    expect(
      refreshUpdates([lineOf()], [status(1, 0)], [card({ price: 0, old_price: null, discount: 0 })], false, true).has(
        1,
      ),
    ).toBe(false)
  })

  it.each([
    ['nothing changed', {}],
    ["the card's price differs but the checkout status keeps the stored one", { price: 11 }],
    ['a broken old price keeps the stored one', { old_price: Number.NaN }],
  ])('%s: no update', (_name, over) => {
    expect(refreshUpdates([lineOf()], [status(1, 10)], [card(over)]).has(1)).toBe(false)
  })
})

describe('unorderableLines', () => {
  it('names each flagged line, inactive before unavailable', () => {
    const problems = unorderableLines([
      line(1, 1),
      line(2, 1, { active: false, available: false }),
      line(3, 1, { available: false }),
      line(4, 1, { active: true, available: true }),
    ])
    expect(problems.map((p) => [p.productId, p.code])).toEqual([
      [2, 'inactive'],
      [3, 'unavailable'],
    ])
  })
  it('lines without flags (older stored carts) are orderable', () => {
    expect(unorderableLines([line(1, 1)])).toEqual([])
  })
})
