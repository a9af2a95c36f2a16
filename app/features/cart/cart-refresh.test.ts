import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const checkoutStatusFn = vi.fn()
vi.mock('./cart-refresh.functions', () => ({ checkoutStatusFn: (input: unknown) => checkoutStatusFn(input) }))

const { refreshLocalCart, CartRefreshError } = await import('./cart-refresh')
const { cartState } = await import('./cart-state')

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
})
afterEach(() => {
  cartState.products = []
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
