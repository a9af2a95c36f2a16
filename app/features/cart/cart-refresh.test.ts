import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const checkoutStatusFn = vi.fn()
vi.mock('./cart-refresh.functions', () => ({ checkoutStatusFn: (input: unknown) => checkoutStatusFn(input) }))
const previewPromoFn = vi.fn()
vi.mock('./cart.functions', () => ({ previewPromoFn: (input: unknown) => previewPromoFn(input) }))

const { refreshLocalCart, CartRefreshError } = await import('./cart-refresh')
const { cartState, promoState } = await import('./cart-state')

type Answer = Awaited<ReturnType<typeof import('./cart-refresh.functions').checkoutStatusFn>>

/** A back-end answer the test releases when it wants. */
function held() {
  let release: (answer: Answer) => void = () => {}
  const promise = new Promise<Answer>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

const ok = (price: number): Answer => ({
  ok: true,
  statuses: [{ id: 7, active: true, available: true, is_stock: true, price, stock: 5 }],
  products: [
    {
      productId: 7,
      price,
      old_price: null,
      title: 'Phone',
      img: null,
      url: 'phone',
      slugs: {},
      multiplicity: 1,
      active: true,
      available: true,
      is_stock: true,
      stock: 5,
      discount: 0,
    } as never,
  ],
})

beforeEach(() => {
  cartState.products = [
    { product: { productId: 7, price: 100, title: 'Phone', active: true, available: true } as never, count: 1 },
  ]
  checkoutStatusFn.mockReset()
  previewPromoFn.mockReset()
})
afterEach(() => {
  cartState.products = []
  cartState.promoCode = null
  cartState.discount = 0
  promoState.removed = null
})

describe('refreshLocalCart: one refresh at a time for the same cart', () => {
  it('a second call while the first is loading shares it: one back-end call, one outcome for both', async () => {
    const answer = held()
    checkoutStatusFn.mockReturnValueOnce(answer.promise)
    const onOpen = refreshLocalCart('uk')
    const beforeCheckout = refreshLocalCart('uk')
    answer.release(ok(120))
    expect(await onOpen).toEqual([])
    expect(await beforeCheckout).toEqual([])
    expect(checkoutStatusFn).toHaveBeenCalledTimes(1)
    expect(cartState.products[0]?.product.price).toBe(120)
  })

  it('a failure reaches both callers (the checkout sees it, and nothing older hides it)', async () => {
    const answer = held()
    checkoutStatusFn.mockReturnValueOnce(answer.promise)
    const onOpen = refreshLocalCart('uk')
    const beforeCheckout = refreshLocalCart('uk')
    answer.release({ ok: false })
    await expect(onOpen).rejects.toBeInstanceOf(CartRefreshError)
    await expect(beforeCheckout).rejects.toBeInstanceOf(CartRefreshError)
    expect(checkoutStatusFn).toHaveBeenCalledTimes(1)
  })

  it('once it has ended, the next call asks again', async () => {
    checkoutStatusFn.mockResolvedValueOnce(ok(120)).mockResolvedValueOnce(ok(130))
    await refreshLocalCart('uk')
    await refreshLocalCart('uk')
    expect(checkoutStatusFn).toHaveBeenCalledTimes(2)
    expect(cartState.products[0]?.product.price).toBe(130)
  })

  it.each([
    ['another language', 'ro', false, [7]],
    ['another stock rule', 'uk', true, [7]],
    ['other lines', 'uk', false, [7, 8]],
  ] as const)('%s is a refresh of its own', async (_, lang, allowNegativeStock, ids) => {
    const first = held()
    checkoutStatusFn.mockReturnValueOnce(first.promise).mockResolvedValueOnce(ok(120))
    const pending = refreshLocalCart('uk')
    if (ids.length > 1)
      cartState.products.push({
        product: { productId: 8, price: 50, title: 'Case', active: true, available: true } as never,
        count: 1,
      })
    const other = refreshLocalCart(lang, allowNegativeStock)
    first.release(ok(110))
    await pending
    await other.catch(() => undefined)
    expect(checkoutStatusFn).toHaveBeenCalledTimes(2)
    expect(checkoutStatusFn.mock.calls[1]?.[0]).toEqual({ data: { lang, ids: [...ids] } })
  })
})

/**
 * A cold review (session 47): a code that expired after it was applied stayed on the cart across
 * reloads, and every order failed on it ('Codul promoțional a expirat') until the shopper removed it
 * by hand. The refresh previews the code again (decision 0025: a refused code is removed, and said).
 */
describe('refreshLocalCart: the applied promo code is checked again', () => {
  beforeEach(() => {
    cartState.promoCode = 'SPRING'
    cartState.discount = 10
  })

  it('a code the back end now refuses is removed, and the promo form says so', async () => {
    checkoutStatusFn.mockResolvedValueOnce(ok(100))
    previewPromoFn.mockResolvedValueOnce({ ok: false, errors: ['Codul promoțional a expirat'] })
    await refreshLocalCart('ro')
    expect(previewPromoFn).toHaveBeenCalledWith({ data: { lang: 'ro', code: 'SPRING', lines: [{ id: 7, count: 1 }] } })
    expect(cartState.promoCode).toBeNull()
    expect(cartState.discount).toBe(0)
    expect(promoState.removed).toBe('SPRING')
  })

  it.each([
    ['still valid', () => Promise.resolve({ ok: true, code: 'SPRING', discount: 10, generalPrice: 90 })],
    ['no verdict (no answer)', () => Promise.resolve({ ok: false, errors: [], failed: true })],
    ['the preview throws', () => Promise.reject(new Error('offline'))],
  ])('%s: the code stays', async (_n, answer) => {
    checkoutStatusFn.mockResolvedValueOnce(ok(100))
    previewPromoFn.mockImplementationOnce(answer)
    await refreshLocalCart('ro')
    expect(cartState.promoCode).toBe('SPRING')
    expect(cartState.discount).toBe(10)
  })

  it("hide_price_for_guests: a guest's lines keep their prices (the answers' are stripped to 0)", async () => {
    cartState.promoCode = null
    checkoutStatusFn.mockResolvedValueOnce({ ...ok(0), pricesHidden: true })
    await refreshLocalCart('ro')
    expect(cartState.products[0]?.product.price).toBe(100)
  })
})

/**
 * Audit r11 finding 4: 5 of a product in the cart, the operator lowered its stock to 2; the refresh
 * stored stock 2, the line still said 5 with no notice, checkout opened and only the back end refused.
 */
describe('refreshLocalCart: a count above the stock', () => {
  beforeEach(() => {
    const line = cartState.products[0]
    if (line) line.count = 5
  })
  const lowered = (): Answer => {
    const answer = ok(100)
    if (!answer.ok) throw new Error('ok')
    return { ...answer, statuses: answer.statuses.map((s) => ({ ...s, stock: 2 })) }
  }

  it('blocks checkout, named with the available count; the summary (the backend) names it too', async () => {
    const { localCartBackend } = await import('./local-backend')
    checkoutStatusFn.mockResolvedValueOnce(lowered())
    const problems = await localCartBackend.refresh('ro', false)
    const problem = { productId: 7, code: 'not_enough_stock', message: 'not_enough_stock', availableCount: 2 }
    expect(problems).toEqual([problem])
    expect(localCartBackend.unorderable(cartState.products)).toEqual([problem])
    checkoutStatusFn.mockResolvedValueOnce(lowered())
    expect(await localCartBackend.beforeCheckout('ro', false)).toEqual({ proceed: false, refreshFailed: false })
    // lowered to the stock by the shopper: no problem left, with no new refresh
    const line = cartState.products[0]
    if (line) line.count = 2
    expect(localCartBackend.unorderable(cartState.products)).toEqual([])
  })

  it('a site that sells beyond its stock (allow_negative_stock): no problem', async () => {
    const { localCartBackend } = await import('./local-backend')
    checkoutStatusFn.mockResolvedValueOnce(lowered())
    expect(await localCartBackend.refresh('ro', true)).toEqual([])
    expect(localCartBackend.unorderable(cartState.products)).toEqual([])
    checkoutStatusFn.mockResolvedValueOnce(lowered())
    expect(await localCartBackend.beforeCheckout('ro', true)).toEqual({ proceed: true, refreshFailed: false })
  })
})

/** Audit r11 finding 5: a price raised between adding and opening the cart replaced the old one without a word. */
describe('refreshLocalCart: a changed price is noted for the line', () => {
  it('the price the cart held and the new one; none when the price did not change', async () => {
    const { priceNotices } = await import('./drawer-rules')
    checkoutStatusFn.mockResolvedValueOnce(ok(120))
    await refreshLocalCart('ro')
    expect(priceNotices[7]).toEqual({ from: 100, to: 120 })
    delete priceNotices[7]
    checkoutStatusFn.mockResolvedValueOnce(ok(120))
    await refreshLocalCart('ro')
    expect(priceNotices[7]).toBeUndefined()
  })

  it('prices hidden from the viewer: nothing to note', async () => {
    const { priceNotices } = await import('./drawer-rules')
    checkoutStatusFn.mockResolvedValueOnce({ ...ok(0), pricesHidden: true })
    await refreshLocalCart('ro')
    expect(priceNotices[7]).toBeUndefined()
  })
})
