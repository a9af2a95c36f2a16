import { describe, expect, it } from 'vitest'
import { LIMITS, PHONE_MASKS } from '#config'
import { normalizePhone } from '../i18n/format'
import {
  isBarePhone,
  maskedCaret,
  maskLength,
  maskPhone,
  phoneComplete,
  phoneMaskName,
  shownPhone,
  typedCountry,
} from './phone-mask'

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
    // the country code typed again after the field's prefix goes (a shopper audit: `+373 69 123 456`
    // typed into `+(373) ` became `+(373) 37 369-123`); no Moldovan number begins with 373
    ['+(373) 373', PHONE_MASKS.moldova, '+(373) '],
    ['+(373) +373 69 123 456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['+(373) 373 69 123 456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['+(373) 0037369123456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['+(373) 069 123 456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['+(373) (0)69-123-456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['+(373) +(373) 69 123-456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['+373 069 123 456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    // a number that holds 373 further on keeps it when a digit before it is deleted
    ['+(373)  373-456', PHONE_MASKS.moldova, '+(373) 37 345-6'],
    // Romania (+40, 9 digits)
    ['', PHONE_MASKS.romania, '+40 '],
    ['0721 234 567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['+40721234567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['+40 7212', PHONE_MASKS.romania, '+40 721 2'],
    ['+40 40', PHONE_MASKS.romania, '+40 '],
    ['+40 +40 721 234 567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['+40 40 721 234 567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['+40 0040721234567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['+40 0721-234-567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['+40 (0721) 234 567', PHONE_MASKS.romania, '+40 721 234-567'],
    // Poland's numbers may begin with 48 (Radom): typed after the prefix it stays
    ['+48 48', PHONE_MASKS.alternative, '+48 48'],
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

/**
 * What the field shows after the shopper types a number key by key at the end of `+(373) ` (each key
 * masked at once, a key beyond the field's maxLength refused, as the browser does), and after a paste
 * (PhoneInput masks the pasted text whole). The shopper audit's cases, on both of the shop's masks.
 */
describe('typed and pasted whole numbers (the shopper audit)', () => {
  const typed = (text: string, mask: string) => {
    let value = maskPhone('', mask)
    for (const key of text) {
      if (value.length >= maskLength(typedCountry(value, mask).mask)) continue
      value = maskPhone(value + key, mask)
    }
    return value
  }
  const pasted = (text: string, mask: string) => maskPhone(maskPhone('', mask) + text, mask)
  it.each([
    ['+373 69 123 456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['373 69 123 456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['0037369123456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['00 373 69 123 456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['069 123 456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['69123456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['+373 (69) 12-34-56', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['(069) 123-456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['+(373) 69 123-456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['+40 721 234 567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['40 721 234 567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['0040721234567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['0721 234 567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['0721-234-567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['(0721) 234 567', PHONE_MASKS.romania, '+40 721 234-567'],
    ['721234567', PHONE_MASKS.romania, '+40 721 234-567'],
  ])('%j in %s: typed and pasted -> %j', (text, mask, out) => {
    expect(typed(text, mask)).toBe(out)
    expect(pasted(text, mask)).toBe(out)
    expect(phoneComplete(out, mask)).toBe(true)
  })
})

/** The one rule for a whole number (the forms and the server functions): its mask's slots, all of them. */
describe('phoneComplete', () => {
  it.each([
    // Moldova: 8 digits after +373
    ['+(373)69123-456', PHONE_MASKS.moldova, true],
    ['+(373) 69 123-456', PHONE_MASKS.moldova, true],
    ['+37369123456', PHONE_MASKS.moldova, true],
    ['+373 69 123 456', PHONE_MASKS.moldova, true],
    ['37369123456', PHONE_MASKS.moldova, true],
    ['0037369123456', PHONE_MASKS.moldova, true],
    ['069 123 456', PHONE_MASKS.moldova, true],
    ['69123456', PHONE_MASKS.moldova, true],
    ['+(373)22000-000', PHONE_MASKS.moldova, true],
    // the audit's records: a digit short, and +373 typed twice
    ['+(373)37369-12', PHONE_MASKS.moldova, false],
    ['+37337369123', PHONE_MASKS.moldova, false],
    ['+(373)37369-123', PHONE_MASKS.moldova, false],
    ['+(373)69123-45', PHONE_MASKS.moldova, false],
    ['6912345', PHONE_MASKS.moldova, false],
    ['+069123456', PHONE_MASKS.moldova, false],
    ['+(373)691234567', PHONE_MASKS.moldova, false],
    ['+(373) ', PHONE_MASKS.moldova, false],
    ['', PHONE_MASKS.moldova, false],
    ['+(373) 69 ABC 456', PHONE_MASKS.moldova, false],
    ['javascript:alert(1)', PHONE_MASKS.moldova, false],
    // Romania: 9 digits after +40
    ['+40721234-567', PHONE_MASKS.romania, true],
    ['+40 721 234 567', PHONE_MASKS.romania, true],
    ['0721 234 567', PHONE_MASKS.romania, true],
    ['0040721234567', PHONE_MASKS.romania, true],
    ['+40721234-56', PHONE_MASKS.romania, false],
    ['+40 40 721 234 5', PHONE_MASKS.romania, false],
    // another of the spec's countries, named by its +: its own mask
    ['+(373)69123-456', PHONE_MASKS.romania, true],
    ['+40721234-567', PHONE_MASKS.moldova, true],
    ['+40721234-56', PHONE_MASKS.moldova, false],
    // +38 keeps the trunk 0 (10 digits); Poland: 9 digits (the spec's +48 mask has a slot more)
    ['+38050123-45-67', PHONE_MASKS.default, true],
    ['+38050123-45-6', PHONE_MASKS.default, false],
    ['+48481234567', PHONE_MASKS.alternative, true],
    ['+48 501 234 567', PHONE_MASKS.alternative, true],
    ['+48 501 234 56', PHONE_MASKS.alternative, false],
  ])('%j in %s -> %s', (raw, mask, whole) => expect(phoneComplete(raw, mask)).toBe(whole))

  it.each([
    ['+(373)69123-456', true],
    ['+40721234-567', true],
    ['069123456', true],
    ['+(373)69123-45', false],
    ['+(373)37369-12', false],
    ['+(373) ', false],
  ])('without a mask (the form kit): %j whole in one of the spec masks -> %s', (raw, whole) =>
    expect(phoneComplete(raw)).toBe(whole),
  )
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

describe('shownPhone: a stored phone as a shopper reads it', () => {
  it.each([
    ['+37369123456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    ['069123456', PHONE_MASKS.moldova, '+(373) 69 123-456'],
    // another country's whole number, in its own mask
    ['+40721123456', PHONE_MASKS.moldova, '+40 721 123-456'],
    // not a whole number: as stored, never cut or padded
    ['+3736912', PHONE_MASKS.moldova, '+3736912'],
    ['call after 6', PHONE_MASKS.moldova, 'call after 6'],
    ['', PHONE_MASKS.romania, ''],
  ])('%s on %s: %s', (raw, mask, shown) => {
    expect(shownPhone(raw, mask)).toBe(shown)
  })
})
