import { describe, expect, it } from 'vitest'
import { registrationPhone } from './phone-register'

describe('registrationPhone (spec 5: whitespace removed before sending)', () => {
  it.each([
    ['+373 60 000 000', '+37360000000'],
    ['+(373) 60-000-000', '+37360000000'],
    [' +40\t712 345 678 ', '+40712345678'],
    ['+38 050 123-45-67', '+380501234567'],
    ['060000000', '+060000000'],
    ['1234567', null],
    ['+1234567890123456', null],
    ['+373 60 abc', null],
    ['', null],
  ])('%j -> %j', (raw, out) => expect(registrationPhone(raw)).toBe(out))
})
