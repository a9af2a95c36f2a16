import { describe, expect, it } from 'vitest'
import { forwardedForHeaders } from './forwarded-for'

describe('forwardedForHeaders: the shopper address the back end counts, and the key that vouches for it', () => {
  it.each([
    [
      'an address and a secret',
      '203.0.113.7',
      's3cret',
      { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-For-Key': 's3cret' },
    ],
    ['an address, no secret', '203.0.113.7', undefined, { 'X-Forwarded-For': '203.0.113.7' }],
    ['an address, a blank secret', ' 2001:db8::1 ', '  ', { 'X-Forwarded-For': '2001:db8::1' }],
    ['no address: no key goes out either', undefined, 's3cret', undefined],
    ['a blank address', '  ', 's3cret', undefined],
  ])('%s', (_what, ip, secret, headers) => {
    expect(forwardedForHeaders(ip, secret)).toEqual(headers)
  })
})
