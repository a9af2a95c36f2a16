import { describe, expect, it } from 'vitest'
import { QUOTE_CART } from '#contract/quote-rules.ts'
import {
  addToQuote,
  clearQuote,
  EMPTY_QUOTE,
  markQuoteSent,
  parseStoredQuote,
  type QuoteCart,
  type QuoteProduct,
  quoteCompanyChoice,
  quoteCountOf,
  quoteIsFull,
  quoteRequest,
  quoteTotals,
  readTargetPrice,
  refreshQuote,
  setQuoteCount,
  setQuoteTarget,
  shouldRefresh,
  targetPriceOf,
} from './rules'

const P = (productId: number, price: number, multiplicity = 1): QuoteProduct => ({
  productId,
  title: `P${productId}`,
  url: `/p${productId}`,
  img: '',
  price,
  multiplicity,
})
const cart = (...lines: [QuoteProduct, number, number | null][]): QuoteCart => ({
  items: lines.map(([product, count, target_price]) => ({ product, count, target_price })),
  orderId: null,
})
const counts = (c: QuoteCart) => c.items.map((i) => [i.product.productId, i.count, i.target_price])

describe('add: increments by the multiplicity, or sets the target price', () => {
  it.each([
    ['a new line starts at the multiplicity', EMPTY_QUOTE, P(1, 10), undefined, [[1, 1, null]]],
    ['a new line of multiplicity 6', EMPTY_QUOTE, P(1, 10, 6), undefined, [[1, 6, null]]],
    ['a new line of multiplicity 0.5', EMPTY_QUOTE, P(1, 10, 0.5), undefined, [[1, 0.5, null]]],
    ['again: + multiplicity', cart([P(1, 10, 6), 6, null]), P(1, 10, 6), undefined, [[1, 12, null]]],
    ['0.5 steps stay exact', cart([P(1, 10, 0.5), 1.5, null]), P(1, 10, 0.5), undefined, [[1, 2, null]]],
    [
      'with a target price: the price is set, the count stays',
      cart([P(1, 10, 6), 6, null]),
      P(1, 10, 6),
      8.5,
      [[1, 6, 8.5]],
    ],
    ['a target price as typed text', cart([P(1, 10), 3, null]), P(1, 10), '7,25', [[1, 3, 7.25]]],
    ['a new line with a target price', EMPTY_QUOTE, P(2, 10, 6), 9, [[2, 6, 9]]],
    ['an emptied target clears it', cart([P(1, 10), 1, 5]), P(1, 10), '', [[1, 1, null]]],
    // r43: abc, -5 and 0 added a unit each, with no word
    ['a target that is not a price adds nothing', cart([P(1, 10), 1, 5]), P(1, 10), 'abc', [[1, 1, 5]]],
    ['-5 adds nothing', cart([P(1, 10), 1, 5]), P(1, 10), '-5', [[1, 1, 5]]],
    ['0 on a new line adds nothing', EMPTY_QUOTE, P(1, 10), '0', []],
    ['the cap 99999 is kept', cart([P(1, 10), 99_999, null]), P(1, 10), undefined, [[1, 99_999, null]]],
  ] as const)('%s', (_name, start, product, target, expected) => {
    expect(counts(addToQuote(start, product, target))).toEqual(expected)
  })
})

describe('the list holds at most QUOTE_CART.maxItems (200) lines: the send refuses more', () => {
  // A walk (session 74): 201 lines were kept, and "send" said only "could not be sent, try again later".
  const filled = (n: number): QuoteCart =>
    cart(...Array.from({ length: n }, (_, i): [QuoteProduct, number, null] => [P(i + 1, 1), 1, null]))

  it('reads the limit it checks', () => expect(QUOTE_CART.maxItems).toBe(200))

  it('the 200th product is added; the 201st is not, and the list is as it was', () => {
    const at = addToQuote(filled(199), P(500, 1))
    expect(at.items).toHaveLength(200)
    expect(quoteIsFull(at, 501)).toBe(true)
    expect(addToQuote(at, P(501, 1))).toBe(at)
    expect(addToQuote(at, P(501, 1), 5)).toBe(at)
  })

  it("a full list's own lines still take a unit and a target; a sent full list starts a new request", () => {
    const full = filled(200)
    expect(quoteIsFull(full, 7)).toBe(false)
    expect(counts(addToQuote(full, P(7, 1)))[6]).toEqual([7, 2, null])
    expect(counts(addToQuote(full, P(7, 1), 3))[6]).toEqual([7, 1, 3])
    const sent = markQuoteSent(full, '41')
    expect(quoteIsFull(sent, 501)).toBe(false)
    expect(counts(addToQuote(sent, P(501, 1)))).toEqual([[501, 1, null]])
  })
})

describe('set count: below the multiplicity -> the multiplicity, 0 removes', () => {
  it.each([
    [6, 3, [[1, 6, null]]],
    [6, 12, [[1, 12, null]]],
    [6, 0, []],
    [6, '0', []],
    [6, -4, []],
    [6, 'x', []],
    // r43: 2,5 stayed 2.5 and the back end refused it (a whole multiple: isSellableCount)
    [1, '2,5', [[1, 3, null]]],
    [1, 1.23456, [[1, 2, null]]],
    [6, 8, [[1, 12, null]]],
    [6, '12,5', [[1, 18, null]]],
    [0.5, '1,2', [[1, 1.5, null]]],
    [1, 1e9, [[1, 99_999, null]]],
    [6, 1e9, [[1, 99_996, null]]],
  ] as const)('multiplicity %s, set %s', (m, count, expected) => {
    expect(counts(setQuoteCount(cart([P(1, 10, m), m, null]), 1, count))).toEqual(expected)
  })
  it('leaves other lines and unknown ids alone', () => {
    const c = cart([P(1, 10), 1, null], [P(2, 5), 2, null])
    expect(setQuoteCount(c, 9, 5)).toBe(c)
    expect(counts(setQuoteCount(c, 2, 0))).toEqual([[1, 1, null]])
  })
})

describe('clear, totals and refresh', () => {
  const withOrder: QuoteCart = { ...cart([P(1, 10), 2, null], [P(2, 2.5), 3, 2]), orderId: '77' }
  it('clear empties the items and the order id', () => {
    expect(clearQuote(withOrder)).toEqual({ items: [], orderId: null })
  })
  it.each([
    ['no order id: lines and subtotal', { ...withOrder, orderId: null }, { count: 2, subtotal: 27.5 }],
    ['an order id: count 0, subtotal 0,00', withOrder, { count: 0, subtotal: 0 }],
    ['empty', EMPTY_QUOTE, { count: 0, subtotal: 0 }],
    ['money rounds to 2 decimals', cart([P(1, 0.1), 3, null], [P(2, 0.2), 1, null]), { count: 2, subtotal: 0.5 }],
  ] as const)('totals: %s', (_n, c, expected) => expect(quoteTotals(c)).toEqual(expected))

  it('refresh is skipped while an order id is set', () => {
    expect(shouldRefresh(withOrder)).toBe(false)
    expect(refreshQuote(withOrder, [P(1, 99)])).toBe(withOrder)
  })
  it('refresh takes the fresh price and raises a count below a new multiplicity', () => {
    const c = cart([P(1, 10), 2, 8], [P(2, 5), 1, null])
    expect(shouldRefresh(c)).toBe(true)
    const next = refreshQuote(c, [P(1, 12, 6)])
    expect(next.items.map((i) => [i.product.productId, i.product.price, i.count, i.target_price])).toEqual([
      [1, 12, 6, 8],
      [2, 5, 1, null],
    ])
  })
  it.each([
    ['', null],
    ['  ', null],
    ['0', null],
    ['-3', null],
    ['12.345', null],
    [15, 15],
    [null, null],
  ] as const)('target price %j -> %s', (v, expected) => expect(targetPriceOf(v)).toBe(expected))
})

describe('quoteCountOf: whole multiples of the multiplicity, as the back end takes them', () => {
  it.each([
    ['2,5', 1, 3],
    ['2.001', 1, 3],
    ['2.0001', 1, 2],
    [3, 1, 3],
    [0.3, 0.1, 0.3],
    [0.35, 0.1, 0.4],
    [4, 6, 6],
    [13, 6, 18],
    [0, 6, 0],
    ['x', 6, 0],
    [99_999, 6, 99_996],
  ] as const)('%j of multiplicity %s -> %s', (n, m, expected) => expect(quoteCountOf(n, m)).toBe(expected))
})

describe('readTargetPrice: a typed target is a price, none, or invalid (never capped nor turned around)', () => {
  it.each([
    ['', null],
    ['   ', null],
    [undefined, null],
    ['7,25', 7.25],
    ['7.25', 7.25],
    [' 15 ', 15],
    ['0,01', 0.01],
    ['100000000', 100_000_000],
    // r43: each of these added a unit without a word, or a price the buyer did not type
    ['abc', 'invalid'],
    ['-5', 'invalid'],
    ['0', 'invalid'],
    ['0,001', 'invalid'],
    ['12,345', 'invalid'],
    ['1e3', 'invalid'],
    ['999999999999', 'invalid'],
    ['100000000,01', 'invalid'],
    ['1,2,3', 'invalid'],
    [Number.NaN, 'invalid'],
    [-1, 'invalid'],
  ] as const)('%j -> %s', (v, expected) => expect(readTargetPrice(v)).toBe(expected))
})

describe('a sent quote (orderId set): its lines stay as sent until clear', () => {
  const sent: QuoteCart = { ...cart([P(1, 10, 6), 12, 8]), orderId: '41' }
  it('a count or a target changes nothing, and 0 removes nothing', () => {
    expect(setQuoteCount(sent, 1, 18)).toBe(sent)
    expect(setQuoteCount(sent, 1, 0)).toBe(sent)
    expect(setQuoteTarget(sent, 1, '5')).toBe(sent)
  })
  it('an add starts a new request with that product', () => {
    expect(addToQuote(sent, P(2, 4), undefined)).toEqual({
      items: [{ product: P(2, 4), count: 1, target_price: null }],
      orderId: null,
    })
    expect(counts(addToQuote(sent, P(1, 10, 6), '7,5'))).toEqual([[1, 6, 7.5]])
  })
  it('a target that is not a price changes nothing on a line', () => {
    const c = cart([P(1, 10), 1, 4])
    expect(setQuoteTarget(c, 1, '-5')).toBe(c)
    expect(setQuoteTarget(c, 1, '999999999999')).toBe(c)
  })
})

describe('parseStoredQuote (localStorage quote_cart)', () => {
  it.each([
    [null, EMPTY_QUOTE],
    ['', EMPTY_QUOTE],
    ['{', EMPTY_QUOTE],
    ['[]', EMPTY_QUOTE],
    ['{"items":5}', EMPTY_QUOTE],
    ['{"items":[],"orderId":12}', { items: [], orderId: '12' }],
    ['{"items":[],"orderId":"12"}', { items: [], orderId: '12' }],
    // session 63: an order id as text is kept; one that could not go into a path, or none named, is not sent
    ['{"items":[],"orderId":"ORD-5005"}', { items: [], orderId: 'ORD-5005' }],
    ['{"items":[],"orderId":"a/b"}', EMPTY_QUOTE],
    ['{"items":[],"orderId":""}', EMPTY_QUOTE],
    ['{"items":[],"orderId":0}', EMPTY_QUOTE],
  ])('%s', (text, expected) => expect(parseStoredQuote(text)).toEqual(expected))

  it('keeps good lines, drops broken and duplicate ones, clamps counts', () => {
    const text = JSON.stringify({
      items: [
        { product: P(1, 10, 6), count: 8, target_price: '9' },
        { product: { productId: 'x', price: 1 }, count: 1 },
        { product: P(1, 10), count: 5 },
        { product: P(3, Number.NaN), count: 1 },
        { product: P(4, 3), count: 0 },
        'junk',
      ],
      orderId: null,
    })
    expect(counts(parseStoredQuote(text))).toEqual([[1, 12, 9]])
  })

  it('reads back what it stored', () => {
    const c = { ...cart([P(1, 10, 0.5), 1.5, 9.99]), orderId: '3' }
    expect(parseStoredQuote(JSON.stringify(c))).toEqual(c)
  })

  it("keeps a line's price on request, and only a true one (a tab reloaded must not show its 0 as a price)", () => {
    const c = cart([{ ...P(1, 0), price_on_request: true as const }, 1, null])
    expect(parseStoredQuote(JSON.stringify(c))).toEqual(c)
    const odd = JSON.stringify({
      items: [{ product: { ...P(2, 5), price_on_request: 'yes' }, count: 1 }],
      orderId: null,
    })
    expect(parseStoredQuote(odd).items[0]?.product).not.toHaveProperty('price_on_request')
  })

  it("a sent list's number and company (what its page names after a reload), only with its order id", () => {
    const beta = { name: 'Beta Grup SA', status: 'pending' as const }
    const sent = markQuoteSent(cart([P(1, 10), 1, null]), '3', { number: 'Q-3', company: beta })
    expect(sent.sent).toEqual({ number: 'Q-3', company: beta })
    expect(parseStoredQuote(JSON.stringify(sent))).toEqual(sent)
    const read = (orderId: unknown, value: unknown) =>
      parseStoredQuote(JSON.stringify({ items: [], orderId, sent: value }))
    expect(read(3, { number: 'Q-3', company: null }).sent).toEqual({ number: 'Q-3', company: null })
    expect(read(3, { number: 'Q-3', company: { name: 'Beta', status: 'odd' } }).sent).toEqual({
      number: 'Q-3',
      company: { name: 'Beta', status: null },
    })
    expect(read(3, { number: 'Q-3', company: 'Beta' }).sent).toEqual({ number: 'Q-3', company: null })
    for (const broken of [null, 'Q-3', { number: '' }, { number: 7 }, { number: 'x'.repeat(61) }])
      expect(read(3, broken)).toEqual({ items: [], orderId: '3' })
    // not sent: nothing to name
    expect(read(null, { number: 'Q-3', company: beta })).toEqual({ items: [], orderId: null })
    // clearing, or adding to a sent list, starts a new request: no longer sent
    expect(clearQuote(sent)).toEqual({ items: [], orderId: null })
    expect(addToQuote(sent, P(2, 5)).sent).toBeUndefined()
  })
})

describe('setQuoteTarget', () => {
  it('sets and clears the target price of one line', () => {
    const c = cart([P(1, 10), 1, null], [P(2, 5), 1, 4])
    expect(counts(setQuoteTarget(c, 1, '8.5'))).toEqual([
      [1, 1, 8.5],
      [2, 1, 4],
    ])
    expect(counts(setQuoteTarget(c, 2, ''))).toEqual([
      [1, 1, null],
      [2, 1, null],
    ])
  })
})

describe("the quote request's company (a buyer with several companies chooses whose quote it is)", () => {
  const alfa = { id: '11', name: 'Alfa Trade SRL', status: 'active' as const }
  const beta = { id: '12', name: 'Beta Grup SA', status: 'pending' as const }
  const cart: QuoteCart = { items: [{ product: P(5, 12), count: 3, target_price: 10.5 }], orderId: null }

  it("no choice with one company or none: the body names no company (the back end takes the account's own)", () => {
    expect(quoteCompanyChoice([], null)).toBeNull()
    expect(quoteCompanyChoice([alfa], '11')).toBeNull()
    expect(quoteRequest(cart, null)).toEqual({ items: [{ product_id: 5, count: 3, target_price: 10.5 }] })
  })

  it("with several, the account's default company (the user data's `company`) is chosen first while confirmed, else the first confirmed", () => {
    const gamma = { ...beta, status: 'active' as const }
    expect(quoteCompanyChoice([alfa, gamma], '12')).toEqual({ companies: [alfa, gamma], selected: '12' })
    // a pending default: a quote in its name is refused (decision 0020), the confirmed one is chosen
    expect(quoteCompanyChoice([alfa, beta], '12')?.selected).toBe('11')
    expect(quoteCompanyChoice([alfa, beta], '11')?.selected).toBe('11')
    expect(quoteCompanyChoice([alfa, beta], null)?.selected).toBe('11')
    expect(quoteCompanyChoice([alfa, beta], '99')?.selected).toBe('11')
  })

  it('the chosen company goes in the body as company_id, beside the lines', () => {
    expect(quoteRequest(cart, '12')).toEqual({
      items: [{ product_id: 5, count: 3, target_price: 10.5 }],
      company_id: '12',
    })
  })
})
