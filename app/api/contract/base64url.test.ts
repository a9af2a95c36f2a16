import { describe, expect, it } from 'vitest'
import { base64url } from './base64url'

describe('base64url', () => {
  it.each([
    [[], ''],
    [[0xfb], '-w'],
    [[0xff, 0xff], '__8'],
    [[0xfb, 0xef, 0xbe], '----'],
    [[104, 105], 'aGk'],
  ])('%j -> %s', (bytes, text) => {
    expect(base64url(new Uint8Array(bytes))).toBe(text)
  })
  it('32 random bytes are 43 characters of the URL-safe alphabet', () => {
    expect(base64url(crypto.getRandomValues(new Uint8Array(32)))).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
