import { beforeEach, describe, expect, it, vi } from 'vitest'
import { UNKNOWN_ERROR } from '#platform/shared/error-body.ts'

/**
 * The local cart's promo refusal (spec 8 "Promo failure"): the back end's first message as it came;
 * a body with no message reads as 'Unknown error', which the form says in the page's language
 * (promo.unknownError) - the English literal reached a Romanian page before.
 */
const preview = vi.fn()
vi.mock('./cart.functions', () => ({ previewPromoFn: (...args: unknown[]) => preview(...args) }))
const { previewLocalPromo, repriceLocalPromo } = await import('./local-promo')
const { cartState, promoState } = await import('./cart-state')

describe('previewLocalPromo: a refused code', () => {
  beforeEach(() => preview.mockReset())

  it.each<[string, string[], string | null]>([
    ["the back end's first message", ['Cod promoțional invalid', 'second'], 'Cod promoțional invalid'],
    ['no message in the body: none, so the form says its own', [UNKNOWN_ERROR], null],
    ['no errors at all', [], null],
  ])('%s', async (_what, errors, message) => {
    preview.mockResolvedValue({ ok: false, errors })
    expect(await previewLocalPromo('CODE', 'ro', undefined, promoState.revision)).toEqual({
      outcome: 'refused',
      message,
    })
  })
})

describe('repriceLocalPromo: the checkout re-prices the applied code and the back end now refuses it', () => {
  beforeEach(() => {
    preview.mockReset()
    cartState.promoCode = 'CODE'
    cartState.products = [{ product: { productId: 1, price: 10 }, count: 1 }] as unknown as typeof cartState.products
  })

  it.each<[string, string[], string[]]>([
    ["the back end's messages as they came", ['Nu se aplică la plata cu cardul'], ['Nu se aplică la plata cu cardul']],
    ['no message in the body: none, so the checkout says its own', [UNKNOWN_ERROR], []],
  ])('%s; the code goes', async (_what, errors, shown) => {
    preview.mockResolvedValue({ ok: false, errors })
    expect(await repriceLocalPromo('ro', 'card')).toEqual(shown)
    expect(cartState.promoCode).toBeNull()
  })
})

describe('previewLocalPromo: an answer priced as a total (spec 7.3: "response general_price")', () => {
  beforeEach(() => {
    preview.mockReset()
    cartState.promoCode = null
    cartState.discount = 0
    cartState.products = [
      { product: { productId: 1, price: 45 }, count: 2 },
      { product: { productId: 2, price: 10 }, count: 1 },
    ] as unknown as typeof cartState.products
  })

  it('the discount is what the lines cost beyond the price', async () => {
    preview.mockResolvedValue({ ok: true, code: 'SALE10', discount: null, generalPrice: 90 })
    expect(await previewLocalPromo('SALE10', 'ro', undefined, promoState.revision)).toEqual({ outcome: 'applied' })
    expect([cartState.promoCode, cartState.discount]).toEqual(['SALE10', 10])
  })

  it('a discount the answer computed is kept', async () => {
    preview.mockResolvedValue({ ok: true, code: 'SALE10', discount: 7, generalPrice: 90 })
    await previewLocalPromo('SALE10', 'ro', undefined, promoState.revision)
    expect(cartState.discount).toBe(7)
  })
})
