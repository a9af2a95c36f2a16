import { describe, expect, it } from 'vitest'
import { LIMITS, PHONE_MASKS } from '#config'
import { normalizePhone } from '../i18n/format'
import { isBarePhone, maskedCaret, maskLength, maskPhone, phoneMaskName } from './phone-mask'

describe('maskPhone', () => {
  it.each([
    // Moldova (+(373), 8 digits)
    ['', PHONE_MASKS.moldova, '+(373) '],
    ['+(373) ', PHONE_MASKS.moldova, '+(373) '],
    ['+(373)', PHONE_MASKS.moldova, '+(373) '],
    ['+(373) 6', PHONE_MASKS.moldova, '+(373) 6'],
    ['+(373) 69', PHONE_MASKS.moldova, '+(373) 69'],
    ['+(373) 691', PHONE_MASKS.moldova, '+(373) 69 1'],
    ['+(373) 69 123-', PHONE_MASKS.moldova, '+(373) 69 123'],
    ['+(373) 69123456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['+(373) 69 123-4567', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['069123456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['+373 69 123 456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['37369123456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['3', PHONE_MASKS.moldova, '+(373) 3'],
    ['abc', PHONE_MASKS.moldova, '+(373) '],
    // a digit typed before the field's prefix (the caret was at the start)
    ['2+(373) ', PHONE_MASKS.moldova, '+(373) 2'],
    ['+(373) 22 000-000', PHONE_MASKS.moldova, '+(373) 22 000-000'],
    ['+(373) 373', PHONE_MASKS.moldova, '+(373) 37 3'],
    // Romania (+40, 9 digits)
    ['', PHONE_MASKS.romania, '+40 '],
    ['0721 234 567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['+40721234567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['+40 7212', PHONE_MASKS.romania, '+40 721 2'],
    // The spec's generic masks: +38 is Ukraine's +380, the trunk 0 is one of its digits (issue 29)
    ['0501234567', PHONE_MASKS.default, '+38 050 123-45-67'],
    ['+380501234567', PHONE_MASKS.default, '+38 050 123-45-67'],
    ['380501234567', PHONE_MASKS.default, '+38 050 123-45-67'],
    ['+38 0671234567', PHONE_MASKS.default, '+38 067 123-45-67'],
    ['050 123 45 67', PHONE_MASKS.default, '+38 050 123-45-67'],
    ['+38 050 123-45-678', PHONE_MASKS.default, '+38 050 123-45-67'],
    ['501234567', PHONE_MASKS.alternative, '+48 501 234-56-7'],
    ['+48501234567', PHONE_MASKS.alternative, '+48 501 234-56-7'],
    // A whole number of another of the spec's countries, pasted or autofilled with its +: its own mask
    // (session 61: +37369123456 on a Romanian site was sent as +40373691-234). Issue 29 saw the
    // Ukrainian one in the +(373) field cut to '+(373) 38 050-123'.
    ['+380501234567', PHONE_MASKS.moldova, '+38 050 123-45-67'],
    ['+37369123456', PHONE_MASKS.romania, '+(373) 69 123-456'],
    ['+373 69 123 456', PHONE_MASKS.romania, '+(373) 69 123-456'],
    ['0037369123456', PHONE_MASKS.romania, '+(373) 69 123-456'],
    ['+40 +37369123456', PHONE_MASKS.romania, '+(373) 69 123-456'],
    ['+(373) 69 123-456', PHONE_MASKS.romania, '+(373) 69 123-456'],
    ['+40721234567', PHONE_MASKS.moldova, '+40 721 234-567'],
    // without its +, digits are the field's country's as before; an unknown code stays in the field's
    ['37369123456', PHONE_MASKS.romania, '+40 373 691-234'],
    ['+4917612345678', PHONE_MASKS.romania, '+40 491 761-234'],
  ])('%j with %s -> %j', (raw, mask, out) => expect(maskPhone(raw, mask)).toBe(out))

  it('uses the spec default mask (+38 ### ###-##-##) when none is named', () => expect(maskPhone('1')).toBe('+38 1'))

  it.each([
    ['romania', PHONE_MASKS.romania, LIMITS.phoneLengthRomania],
    ['moldova', PHONE_MASKS.moldova, LIMITS.phoneLengthOther],
    ['default', PHONE_MASKS.default, LIMITS.phoneLengthOther],
    ['alternative', PHONE_MASKS.alternative, LIMITS.phoneLengthOther],
  ] as const)(
    '%s: a full number fills the length limit exactly (15 for Romania, 17 otherwise)',
    (_name, mask, limit) => {
      expect(maskPhone('9'.repeat(20), mask)).toHaveLength(limit)
    },
  )

  it.each([
    ['a Romanian site', { is_romanian: true, phone_mask: null }, 'romania'],
    ['any other site', { is_romanian: false, phone_mask: null }, 'moldova'],
    ['settings naming +38', { is_romanian: false, phone_mask: 'default' }, 'default'],
    ['settings naming +48', { is_romanian: false, phone_mask: 'alternative' }, 'alternative'],
    ['settings naming +(373) on a Romanian site', { is_romanian: true, phone_mask: 'moldova' }, 'moldova'],
    ['settings without the field', { is_romanian: false }, 'moldova'],
  ] as const)('the mask of %s', (_name, settings, name) => expect(phoneMaskName(settings)).toBe(name))

  it.each([
    ['+(373) 69 123-456', '+(373)69123-456'],
    ['+40 721 234-567', '+40721234-567'],
    ['+38 050 123-45-67', '+38050123-45-67'],
  ])('sent without whitespace: %s -> %s', (shown, sent) => expect(normalizePhone(shown)).toBe(sent))
})

describe('maskedCaret', () => {
  it.each([
    // typing at the end
    ['+(373) 691', 10, PHONE_MASKS.moldova, 11],
    // typing a digit in the middle: behind the same digits
    ['+(373) 659 1', 9, PHONE_MASKS.moldova, 9],
    // the caret inside the prefix stays after it
    ['+(373) 69', 2, PHONE_MASKS.moldova, 7],
    ['+40 7213', 8, PHONE_MASKS.romania, 9],
    // typed before the prefix: behind that digit, after the prefix
    ['2+(373) ', 1, PHONE_MASKS.moldova, 8],
  ])('%j caret %d -> %d', (raw, caret, mask, out) => expect(maskedCaret(raw, caret, mask)).toBe(out))
})

describe('isBarePhone', () => {
  it.each([
    ['', true],
    ['+(373) ', true],
    ['+40 ', true],
    ['+373', true],
    ['+38', true],
    ['+(373) 6', false],
    ['+40 721 234-567', false],
    ['069123456', false],
    ['abc', false],
  ])('%j -> %s', (raw, bare) => expect(isBarePhone(raw)).toBe(bare))
})

describe('maskLength: the field maxLength of a mask (spec 5: 15 for Romania, 17 otherwise)', () => {
  it.each([
    [PHONE_MASKS.romania, LIMITS.phoneLengthRomania],
    [PHONE_MASKS.moldova, LIMITS.phoneLengthOther],
    [PHONE_MASKS.default, LIMITS.phoneLengthOther],
    [PHONE_MASKS.alternative, LIMITS.phoneLengthOther],
  ])('%s: %i', (mask, length) => expect(maskLength(mask)).toBe(length))
})
