import { describe, expect, it, vi } from 'vitest'
import { clientKey, madeElsewhere, mayMakeGuest } from './new-guest-limit'

describe('clientKey: what one client is counted by', () => {
  it.each([
    ['an IPv4 address as it is', '203.0.113.7', '203.0.113.7'],
    ['surrounding spaces dropped', ' 203.0.113.7 ', '203.0.113.7'],
    ['no address: one key', null, ''],
    ['an IPv6 address by its /64', '2001:db8:85a3:1234:8a2e:370:7334:1', '2001:db8:85a3:1234::/64'],
    ['another address of the same /64: the same key', '2001:0DB8:85A3:1234:ffff::9', '2001:db8:85a3:1234::/64'],
    ['a compressed address expanded before the prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['zeros compressed inside the prefix', '2001:db8::1234:0:0:0:1', '2001:db8:0:1234::/64'],
    ['the loopback', '::1', '::1'],
    // session 61's audit: every IPv4-mapped client fell in one bucket (0:0:0:0::/64)
    ['an IPv4-mapped address as its IPv4 address', '::ffff:10.0.3.7', '10.0.3.7'],
    ['another IPv4-mapped address: another key', '::FFFF:10.0.3.8', '10.0.3.8'],
  ])('%s', (_, address, key) => {
    expect(clientKey(address)).toBe(key)
  })
})

describe('mayMakeGuest', () => {
  const request = (ip?: string) =>
    new Request('https://shop.test/api/cart', { headers: ip ? { 'CF-Connecting-IP': ip } : {} })
  it("asks the binding with the client's key, and answers what it says", async () => {
    const limit = vi.fn(async () => ({ success: false }))
    expect(await mayMakeGuest({ NEW_GUESTS: { limit } }, request('2001:db8:1:2:3:4:5:6'))).toBe(false)
    expect(limit).toHaveBeenCalledWith({ key: 'guest:2001:db8:1:2::/64' })
  })
  // Session 62's audit: 200 guests from 200 /64s of one /48, none refused.
  it.each([
    ['the client refused: its network is not asked', false, true, false, []],
    ['the client within, its /48 refused', true, false, false, ['guest-net:2001:db8:1::/48']],
    ['both within', true, true, true, ['guest-net:2001:db8:1::/48']],
  ])('an IPv6 client and its /48: %s', async (_, client, network, made, networkKeys) => {
    const perClient = vi.fn(async () => ({ success: client }))
    const perNetwork = vi.fn(async (_: { key: string }) => ({ success: network }))
    const env = { NEW_GUESTS: { limit: perClient }, NEW_GUESTS_NETWORK: { limit: perNetwork } }
    expect(await mayMakeGuest(env, request('2001:db8:1:2:3:4:5:6'))).toBe(made)
    expect(perNetwork.mock.calls.map(([arg]) => arg.key)).toEqual(networkKeys)
  })
  it('an IPv4 client has no network count', async () => {
    const perNetwork = vi.fn(async () => ({ success: false }))
    const env = { NEW_GUESTS: { limit: async () => ({ success: true }) }, NEW_GUESTS_NETWORK: { limit: perNetwork } }
    expect(await mayMakeGuest(env, request('203.0.113.7'))).toBe(true)
    expect(perNetwork).not.toHaveBeenCalled()
  })
  it('no binding, or a binding that fails: the guest is made (the limit never costs a cart for our fault)', async () => {
    expect(await mayMakeGuest({}, request('203.0.113.7'))).toBe(true)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const limit = vi.fn(async () => {
      throw new Error('limiter down')
    })
    expect(await mayMakeGuest({ NEW_GUESTS: { limit } }, request('203.0.113.7'))).toBe(true)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe("madeElsewhere: a request another site's page made", () => {
  it.each([
    ['cross-site', true],
    ['same-site', true],
    ['same-origin', false],
    ['none', false],
    [null, false],
  ])('Sec-Fetch-Site %s: %s', (site, elsewhere) => {
    const request = new Request('https://shop.test/api/cart', { headers: site ? { 'Sec-Fetch-Site': site } : {} })
    expect(madeElsewhere(request)).toBe(elsewhere)
  })
})
