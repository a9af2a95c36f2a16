import { describe, expect, it } from 'vitest'
import { linkTokenSchema } from '#contract/auth.ts'
import { codeOf, codeRecipient, typedPhone } from './code-login'
import { emailLinkOf, LINK_TOKEN, withoutEmailLink } from './email-links'
import { type FlowMessageId, shownErrors } from './form-errors'
import { authErrorMessages, errorCodeOf } from './rules'

describe('codeRecipient (spec 5: phones without whitespace; +40 and +(373) codes)', () => {
  it.each([
    ['sms', '+(373) 69 123 456', '+(373)69123456'],
    ['sms', '+40 712 345 678', '+40712345678'],
    ['sms', ' +373\t69-123-456 ', '+37369-123-456'],
    ['sms', '069123456', '069123456'],
    ['sms', '+(373) ', null],
    ['sms', '+40 12', null],
    ['sms', '+40 7123 4567 8901 234', null],
    ['sms', '+40 712 ABC 678', null],
    ['sms', '', null],
    ['email', ' shopper@example.com ', 'shopper@example.com'],
    ['email', 'shopper@example', null],
    ['email', 'two words@example.com', null],
    ['email', '', null],
  ] as const)('%s %j -> %j', (channel, raw, expected) => expect(codeRecipient(channel, raw)).toBe(expected))
})

describe('typedPhone (a phone field that starts with the country code)', () => {
  it.each([
    ['+(373) ', 'moldova', null],
    ['+40 ', 'romania', null],
    ['+38 ', 'default', null],
    ['+48 ', 'alternative', null],
    ['', 'moldova', null],
    ['+(373) 69 123 456', 'moldova', '+(373)69123456'],
    ['+40 712 345 678', 'romania', '+40712345678'],
    ['+38 050 123-45-67', 'default', '+38050123-45-67'],
    ['+373', 'romania', '+373'],
  ] as const)('%j (mask %s) -> %j', (raw, mask, expected) => expect(typedPhone(raw, mask)).toBe(expected))
})

describe('codeOf', () => {
  it.each([
    ['123456', '123456'],
    ['012 345', '012345'],
    ['12345', null],
    ['1234567', null],
    ['12a456', null],
    ['', null],
  ])('%j -> %j', (raw, expected) => expect(codeOf(raw)).toBe(expected))
})

describe('link tokens of other back ends (operator round 12, finding 3): the back end judges them', () => {
  const signed = 'eyJ1c2VyIjo0Mn0:1tQx2b:Xq3vN0w8c1sQeF1k9m2ZyWcD4pA7uB5hJ6gT0rL_-aE'
  it.each([
    ['reference back end (base64url)', 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE'],
    ["djoser's default generator", 'cg0pq4-8d1f37b09d1b7f0e3c7e2a9d51f0c6a1'],
    ['Django signing (TimestampSigner)', signed],
    ['Django signing, 256 characters', `${'a'.repeat(200)}:1tQx2b:${'b'.repeat(48)}`],
  ])('%s: read by the home page and by the contract', (_n, token) => {
    expect(emailLinkOf(`?action=activate&uid=NDU&token=${encodeURIComponent(token)}`)).toEqual({
      action: 'activate',
      uid: 'NDU',
      token,
      valid: true,
    })
    expect(LINK_TOKEN.test(token)).toBe(true)
    expect(linkTokenSchema.safeParse(token).success).toBe(true)
  })

  it.each([
    ['too short', 'a:b:c'],
    ['too long', `${'a'.repeat(250)}:${'b'.repeat(10)}`],
    ['markup', `<b>${'a'.repeat(20)}</b>`],
    ['a space', `${'a'.repeat(10)} ${'b'.repeat(10)}`],
    ['a slash', `${'a'.repeat(10)}/${'b'.repeat(10)}`],
  ])('%s: still refused before the back end is asked', (_n, token) => {
    expect(LINK_TOKEN.test(token)).toBe(false)
    expect(linkTokenSchema.safeParse(token).success).toBe(false)
  })
})

describe('emailLinkOf (the e-mailed links on the home page)', () => {
  const token = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE'
  it.each([
    ['activation', `?action=activate&uid=MTI&token=${token}`, { action: 'activate', uid: 'MTI', token, valid: true }],
    [
      'password reset',
      `?action=reset_password&uid=MTI&token=${token}`,
      { action: 'reset_password', uid: 'MTI', token, valid: true },
    ],
    [
      'a broken token',
      '?action=activate&uid=MTI&token=x',
      { action: 'activate', uid: 'MTI', token: 'x', valid: false },
    ],
    [
      'a missing uid',
      `?action=reset_password&token=${token}`,
      { action: 'reset_password', uid: '', token, valid: false },
    ],
    [
      'a uid with markup',
      `?action=activate&uid=%3Cb%3E&token=${token}`,
      { action: 'activate', uid: '<b>', token, valid: false },
    ],
    ['another action', `?action=delete&uid=MTI&token=${token}`, null],
    ['no link', '?login=true', null],
    ['nothing', '', null],
  ])('%s', (_name, search, expected) => expect(emailLinkOf(search)).toEqual(expected))

  it.each([
    ['?action=activate&uid=MTI&token=abc', ''],
    ['?action=activate&uid=MTI&token=abc&login=true', '?login=true'],
    ['?utm_source=mail&action=reset_password&uid=1&token=2', '?utm_source=mail'],
    ['', ''],
  ])('withoutEmailLink(%j) -> %j', (search, expected) => expect(withoutEmailLink(search)).toBe(expected))
})

describe('error bodies', () => {
  it.each([
    [
      'a link error',
      {
        error: 'Invalid or expired activation link',
        fields: { token: ['Invalid or expired activation link'] },
        code: 'invalid_link',
      },
      ['Invalid or expired activation link'],
    ],
    [
      'social e-mail required: code and provider are not texts',
      {
        error: 'Your facebook account did not share an e-mail address.',
        code: 'social_email_required',
        provider: 'facebook',
        fields: { email: ['required'] },
      },
      ['Your facebook account did not share an e-mail address.', 'required'],
    ],
    [
      'djoser field errors',
      { new_password: ['This password is too short.'], re_new_password: ['Passwords do not match'] },
      ['This password is too short.', 'Passwords do not match'],
    ],
  ])('authErrorMessages: %s', (_name, body, expected) =>
    expect(authErrorMessages(body, 'Unknown error occurred')).toEqual(expected),
  )

  it.each([
    [{ code: 'invalid_code', error: 'x' }, 'invalid_code'],
    [{ code: 'Not A Code' }, null],
    [{ error: 'x' }, null],
    ['invalid_code', null],
    [null, null],
    [['invalid_code'], null],
  ])('errorCodeOf(%j) -> %j', (body, expected) => expect(errorCodeOf(body)).toBe(expected))
})

describe('shownErrors (what a form shows for a failed call)', () => {
  const t = (id: FlowMessageId) => `<${id}>`
  it.each([
    [
      '429: the translated too-many-attempts text',
      { errors: ['Too many requests'], rateLimited: true },
      ['<auth.tooManyAttempts>'],
    ],
    [
      'a spent link: the shop own text',
      { errors: ['Invalid or expired activation link'], code: 'invalid_link' },
      ['<authFlow.linkInvalid>'],
    ],
    [
      'a wrong code: the shop own text',
      { errors: ['Invalid or expired code'], code: 'invalid_code' },
      ['<authFlow.codeInvalid>'],
    ],
    // issue 50: a registration over the address's limit says a link was already sent, never a silent ok
    [
      '429 activation_sent: a link was already sent',
      { errors: ['We already sent'], code: 'activation_sent', rateLimited: true },
      ['<authFlow.activationSent>'],
    ],
    [
      // walk of the accounts spec (session 70): it read "Too many sign-in attempts. Wait a few minutes"
      '429 too_many_registrations: too many registrations, in an hour',
      { errors: ['Too many registrations'], code: 'too_many_registrations', rateLimited: true },
      ['<authFlow.tooManyRegistrations>'],
    ],
    [
      'other codes: as returned',
      { errors: ['Your facebook account did not share an e-mail address.'], code: 'social_email_required' },
      ['Your facebook account did not share an e-mail address.'],
    ],
    [
      'field errors as returned',
      { errors: ['Enter a valid e-mail.', 'Too short.'] },
      ['Enter a valid e-mail.', 'Too short.'],
    ],
    ['the spec fallback, translated', { errors: ['Unknown error occurred'] }, ['<authFlow.unknownError>']],
    ['no text at all', { errors: [] }, ['<authFlow.unknownError>']],
    ['duplicates once', { errors: ['a', 'a'] }, ['a']],
  ])('%s', (_name, result, expected) => expect(shownErrors(result, t)).toEqual(expected))
})
