import { describe, expect, it, vi } from 'vitest'

// The input checks only: the server halves (which reach the Worker's bindings) are not run here.
vi.mock('#app/features/credit/credit.server.ts', () => ({}))
vi.mock('#app/features/quick-order/quick-order.server.ts', () => ({}))
vi.mock('#app/features/quote-cart/quote-cart.server.ts', () => ({}))
vi.mock('#app/themes/area.server.ts', () => ({}))
vi.mock('cloudflare:workers', () => ({ env: {} }))
// The demo's Moldovan site: mask +(373) ## ###-###.
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: () => {
    throw new Error('not here')
  },
  requestPhoneSettings: async () => ({ is_romanian: false, phone_mask: null }),
}))
const { creditBody } = await import('#app/features/credit/credit.functions.ts')
const { quickBody } = await import('#app/features/quick-order/quick-order.functions.ts')
const { quickOrderPhones } = await import('#app/features/quick-order/quick-order-phones.server.ts')
const { quoteLines } = await import('#app/features/quote-cart/quote-cart.functions.ts')
const { sitePhone } = await import('#app/ui/site-phone.server.ts')

/**
 * Storefront spec 5 and 9: "Quantity: 3 decimals ... maximum 99999". The order's lines refused a
 * count sent as text, past 99999 or with 4 decimals (order-lines.test.ts); the quote's, the credit's
 * and the quick orders' server functions took them (`Number()`, or no check) and sent them on.
 */
const COUNTS: [string, unknown, boolean][] = [
  ['a whole count', 2, true],
  ['three decimals', 0.125, true],
  ['the max count', 99_999, true],
  ['over the max count', 100_000, false],
  ['four decimals', 1.2345, false],
  ['a count sent as text', '5', false],
  ['a huge count', 1e308, false],
  ['zero', 0, false],
]

describe('every server function that takes a line count reads it by the order lines rule', () => {
  it.each(COUNTS)('the quote cart, %s (%j): accepted %s', (_what, count, ok) => {
    const read = () => quoteLines([{ product_id: 3, count, target_price: null }])
    if (ok) expect(read()).toEqual([{ product_id: 3, count, target_price: null }])
    else expect(read).toThrow()
  })

  it.each(COUNTS)('the credit products, %s (%j): accepted %s', (_what, count, ok) => {
    const read = () => creditBody({ products: [{ product_id: 3, count }] })
    if (ok) expect(read()).toEqual({ products: [{ product_id: 3, count }] })
    else expect(read).toThrow(/bad count/)
  })

  it.each(COUNTS)('a quick order, %s (%j): accepted %s', (_what, count, ok) => {
    const read = () => quickBody({ product_id: 3, count })
    if (ok) expect(read()).toEqual({ product_id: 3, count })
    else expect(read).toThrow(/bad count/)
  })

  it('a quote target price is a number in cents above 0, or none', () => {
    const line = (target_price: unknown) => quoteLines([{ product_id: 3, count: 1, target_price }])
    expect(line(12.5)[0]!.target_price).toBe(12.5)
    expect(line(null)[0]!.target_price).toBeNull()
    for (const bad of ['12', 0, -1, 1.234, 1e9]) expect(() => line(bad)).toThrow()
  })
})

describe('phones reach the back end without whitespace (spec 5), whichever server function sends them', () => {
  it('sitePhone gives a whole number back without its whitespace', async () => {
    expect(await sitePhone('ro', '+(373) 69 123-456')).toBe('+(373)69123-456')
    expect(await sitePhone('ro', '069 123 456')).toBe('069123456')
  })

  it('a quick order: the phone, and a first-to-know contact meant as a phone', async () => {
    expect(await quickOrderPhones('ro', { phone: '+(373) 69 123-456' })).toEqual({ phone: '+(373)69123-456' })
    expect(await quickOrderPhones('ro', { contact: '069 123 456' })).toEqual({ contact: '069123456' })
    // an e-mail, or text that is neither, is the back end's to judge
    expect(await quickOrderPhones('ro', { contact: 'ana@example.md' })).toEqual({ contact: 'ana@example.md' })
    expect(await quickOrderPhones('ro', { contact: 'hello there' })).toEqual({ contact: 'hello there' })
  })

  it.each(['+(373)37369-12', '069 12', '+37337369123'])(
    'a first-to-know contact %j that is part of a phone is refused, as every phone field refuses it',
    async (contact) => {
      await expect(quickOrderPhones('ro', { contact })).rejects.toThrow(/whole phone number/)
    },
  )

  it('a first-to-know contact sent as a number is no typed phone: refused', async () => {
    await expect(quickOrderPhones('ro', { contact: 37369123456 })).rejects.toThrow(/whole phone number/)
  })
})
