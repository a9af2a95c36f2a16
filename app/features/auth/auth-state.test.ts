import { describe, expect, it } from 'vitest'
import { mustSignInToOrder } from './auth-state'

describe('mustSignInToOrder', () => {
  it.each([
    [false, null, false],
    [false, false, false],
    [true, true, false],
    [true, false, true],
    [true, null, true],
  ])('required=%s signedIn=%s -> %s', (required, signedIn, expected) =>
    expect(mustSignInToOrder(required, signedIn)).toBe(expected),
  )
})
