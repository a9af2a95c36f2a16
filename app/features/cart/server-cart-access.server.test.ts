import { describe, expect, it, vi } from 'vitest'

/**
 * The server cart's calls are server functions any caller reaches (stranger audit s11): refused where
 * the site has no server cart (they made back-end guest carts for anyone) and for a viewer who may not
 * see prices (a guest read them from the lines and the promo's totals).
 */
const site = vi.hoisted(() => ({ serverCart: true, hidesPrices: false }))
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({
  requestCookie: () => undefined,
  requestDevMode: () => false,
  requestHidesPrices: async () => site.hidesPrices,
}))
vi.mock('#platform/site.server.ts', () => ({
  loadGlobalSettings: async () => ({ data: { cart_settings: { server_cart: site.serverCart } }, degraded: false }),
}))
const { closedCart, serverCartClosed } = await import('./server-cart-access.server')

describe('serverCartClosed', () => {
  it.each([
    [true, false, false],
    [false, false, true],
    [true, true, true],
    [false, true, true],
  ])('server_cart %s, prices hidden from this viewer %s: closed %s', async (serverCart, hidesPrices, closed) => {
    Object.assign(site, { serverCart, hidesPrices })
    expect(await serverCartClosed('ro')).toBe(closed)
  })

  it('a closed call answers a refusal with nothing of a cart in it', () => {
    expect(closedCart()).toEqual({ ok: false, status: 403, problems: [] })
  })
})
