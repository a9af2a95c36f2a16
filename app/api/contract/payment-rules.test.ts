import { describe, expect, it } from 'vitest'
import { paymentCheckOffered } from './payment-rules'

describe("an order's payment check (paymentCheckOffered)", () => {
  it.each([
    ['pending', true],
    ['failed', true],
    [null, true],
    ['paid', false],
    ['not_required', false],
  ] as const)('%s -> %s', (status, offered) => {
    expect(paymentCheckOffered(status)).toBe(offered)
  })
})
