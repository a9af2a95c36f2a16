import { describe, expect, it } from 'vitest'
import { checkEmail } from './field-checks'

describe('checkEmail (the newsletter form)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['a@b', 'email'],
    ['not an address', 'email'],
    ['a@b.md', null],
    ['  ana@shop.ro  ', null],
  ])('%j -> %j', (typed, expected) => {
    expect(checkEmail(typed)).toBe(expected)
  })
})
