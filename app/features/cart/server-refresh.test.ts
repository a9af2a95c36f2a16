// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverRemote } from './cart-backend.contract'

/**
 * The server cart's refresh (opening the cart page or the drawer) and an applied promo code the back
 * end has since refused (cold review r35: a code that expired while it stayed in the cart). Before,
 * the server cart's refresh was a no-op: the code stayed shown, with its discount, after every reload,
 * and only the reservation or the order found it out. Now the refresh prices it again
 * (promo-code/update_prices, the server cart's own promo call), as the local cart previews it again.
 * The admin back end's cart is faked behind its server functions (cart-backend.contract.ts).
 */
const remote = serverRemote()
const promo = vi.hoisted(() => ({ answer: vi.fn() }))
vi.mock('#app/lib/session-state.ts', () => ({ authState: { signedIn: false } }))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ onAuthChange: () => () => {} }))
vi.mock('./server-cart.functions', () => ({
  loadServerCartFn: () => remote.functions.loadServerCartFn(),
  changeServerCartFn: (input: never) => remote.functions.changeServerCartFn(input),
  validateServerCartFn: () => remote.functions.validateServerCartFn(),
  reserveServerCartFn: () => remote.functions.reserveServerCartFn(),
  serverPromoFn: (input: never) => promo.answer(input),
}))

const { cartState, promoState, remoteCartState, refreshCart, repriceCartPromo, startCart, cartBackend } = await import(
  './store'
)
const { chooseCartBackend } = await import('./backend-choice')

beforeAll(async () => {
  remote.seed([{ id: 1, count: 2 }])
  startCart({ backend: await chooseCartBackend({ cart_settings: { server_cart: true } }) })
  expect(cartBackend().name).toBe('server')
  await vi.waitFor(() => expect(remoteCartState.ready && remoteCartState.pending === 0).toBe(true), { timeout: 3000 })
})
beforeEach(() => {
  promo.answer.mockReset()
  // as a reload finds it: the code applied earlier, stored with the cart
  Object.assign(cartState, { promoCode: 'SPRING', discount: 5 })
  promoState.removed = null
  remoteCartState.invalidPromo = false
})

describe('server cart: the refresh prices the applied promo code again', () => {
  it('a code the back end now refuses (expired) is removed, and the promo form says it is not valid', async () => {
    promo.answer.mockResolvedValue({ ok: false, invalid: true, errors: ['Codul promoțional a expirat'] })
    expect(await refreshCart('ro', false)).toEqual([])
    expect(promo.answer).toHaveBeenCalledTimes(1)
    expect(promo.answer.mock.calls[0]?.[0]).toMatchObject({ data: { code: 'SPRING', loyaltyProducts: [] } })
    expect(cartState.promoCode).toBeNull()
    expect(cartState.discount).toBe(0)
    expect(remoteCartState.invalidPromo).toBe(true)
    // not "removed because the cart changed, apply it again": it was refused
    expect(promoState.removed).toBeNull()
  })

  it('an account that may not use promo codes loses it the same way', async () => {
    promo.answer.mockResolvedValue({ ok: false, invalid: false, errors: [], notAllowed: true })
    await refreshCart('ro', false)
    expect(cartState.promoCode).toBeNull()
    expect(remoteCartState.invalidPromo).toBe(true)
  })

  it('a code still accepted stays, with the discount the back end answers now', async () => {
    promo.answer.mockResolvedValue({ ok: true, code: 'SPRING', discount: 7, generalPrice: 13 })
    await refreshCart('ro', false)
    expect(cartState.promoCode).toBe('SPRING')
    expect(cartState.discount).toBe(7)
    expect(remoteCartState.invalidPromo).toBe(false)
  })

  it('no verdict (no answer, or the call threw) keeps the code', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    promo.answer.mockResolvedValueOnce({ ok: false, invalid: false, errors: [] })
    await refreshCart('ro', false)
    expect(cartState.promoCode).toBe('SPRING')
    promo.answer.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await refreshCart('ro', false)
    expect(cartState).toMatchObject({ promoCode: 'SPRING', discount: 5 })
    expect(remoteCartState.invalidPromo).toBe(false)
    warn.mockRestore()
  })

  it('the shopper removing the code while it is asked is the newer word; no code, no call', async () => {
    let answer: (value: unknown) => void = () => {}
    promo.answer.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const refreshed = refreshCart('ro', false)
    await vi.waitFor(() => expect(promo.answer).toHaveBeenCalledTimes(1))
    cartState.promoCode = null
    cartState.discount = 0
    answer({ ok: false, invalid: true, errors: ['Codul promoțional a expirat'] })
    await refreshed
    expect(remoteCartState.invalidPromo).toBe(false)
    await refreshCart('ro', false)
    expect(promo.answer).toHaveBeenCalledTimes(1)
  })
})

describe('server cart: a refused order prices the applied code again (repriceCartPromo)', () => {
  it('a code the back end now refuses is removed: the next try goes without it', async () => {
    promo.answer.mockResolvedValue({ ok: false, invalid: true, errors: ['Codul promoțional a expirat'] })
    expect(await repriceCartPromo('ro', 'cash')).toEqual([])
    expect(cartState.promoCode).toBeNull()
    expect(remoteCartState.invalidPromo).toBe(true)
  })

  it('a code still accepted stays (null: not the code)', async () => {
    promo.answer.mockResolvedValue({ ok: true, discount: 7 })
    expect(await repriceCartPromo('ro', 'cash')).toBeNull()
    expect(cartState.promoCode).toBe('SPRING')
    expect(cartState.discount).toBe(7)
  })
})
