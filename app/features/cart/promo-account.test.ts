// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** Issue 51 point 8: a code applied before sign-in is dropped, with a notice, for an account that may not use promo codes. */
const calls = vi.hoisted(() => ({ refused: vi.fn(), toast: vi.fn(), hint: vi.fn() }))
vi.mock('./cart.functions', () => ({ promoRefusedFn: calls.refused }))
vi.mock('#app/toasts/store.ts', () => ({ showToast: calls.toast }))
vi.mock('#app/lib/session-state.ts', () => ({ readSessionHint: calls.hint }))
const { dropPromoRefusedForAccount } = await import('./promo-account')
const { cartState, cartTexts, promoState } = await import('./cart-state')

beforeEach(() => {
  window.sessionStorage.clear()
  calls.refused.mockReset()
  calls.toast.mockReset()
  calls.hint.mockReset().mockReturnValue({ expires: Date.now() + 3_600_000 })
  cartState.promoCode = 'WELCOME10'
  cartState.discount = 12
  cartTexts.t = (id) => `t:${id}`
})

describe('dropPromoRefusedForAccount', () => {
  it('signed in, the account may not use codes: the code and its discount go, with the notice', async () => {
    calls.refused.mockResolvedValue(true)
    const revision = promoState.revision
    expect(await dropPromoRefusedForAccount('ru')).toBe('dropped')
    expect(calls.refused).toHaveBeenCalledWith({ data: { lang: 'ru' } })
    expect(cartState).toMatchObject({ promoCode: null, discount: 0 })
    expect(promoState.revision).toBe(revision + 1)
    expect(calls.toast).toHaveBeenCalledWith('t:promo.droppedAtSignIn', 'info')
  })

  it('an account that may use codes keeps it, and the tab does not ask again for the same code', async () => {
    calls.refused.mockResolvedValue(false)
    expect(await dropPromoRefusedForAccount('uk')).toBe('kept')
    expect(await dropPromoRefusedForAccount('uk')).toBe('skipped')
    expect(calls.refused).toHaveBeenCalledTimes(1)
    expect(cartState).toMatchObject({ promoCode: 'WELCOME10', discount: 12 })
    expect(calls.toast).not.toHaveBeenCalled()
  })

  it('a guest or no code: no call', async () => {
    calls.hint.mockReturnValue(null)
    expect(await dropPromoRefusedForAccount('ro')).toBe('skipped')
    calls.hint.mockReturnValue({ expires: Date.now() + 3_600_000 })
    cartState.promoCode = null
    expect(await dropPromoRefusedForAccount('ro')).toBe('skipped')
    expect(calls.refused).not.toHaveBeenCalled()
  })

  it('a failed check keeps the code (the order call checks it again) and asks again later', async () => {
    calls.refused.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(true)
    expect(await dropPromoRefusedForAccount('ro')).toBe('kept')
    expect(cartState.promoCode).toBe('WELCOME10')
    expect(await dropPromoRefusedForAccount('ro')).toBe('dropped')
  })
})
