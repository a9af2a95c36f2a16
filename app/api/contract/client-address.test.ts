import { describe, expect, it } from 'vitest'
import { addressBucket, addressNetwork } from './client-address'

// addressBucket's own table is the back end's (admin-api/test/login-limits.test.ts), with its limits.
describe('addressNetwork: the /48 an IPv6 client also counts under', () => {
  it.each([
    ['203.0.113.7', null],
    ['unknown', null],
    ['', null],
    ['::1', null],
    ['::ffff:198.51.100.4', null],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:0db8:0000:0001:0000:0000:0000:0001', '2001:db8:0::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['fe80::', 'fe80:0:0::/48'],
    ['2001:db8::1::2', null],
    ['2001:db8:zz::1', null],
    ['1:2:3:4:5:6:7:8:9', null],
  ])('%s: %s', (ip, network) => expect(addressNetwork(ip)).toBe(network))

  it('two /64s of one /48 are two clients of one network', () => {
    const a = '2001:db8:1:a::1'
    const b = '2001:db8:1:b::1'
    expect(addressBucket(a)).not.toBe(addressBucket(b))
    expect(addressNetwork(a)).toBe(addressNetwork(b))
  })
})
