import { describe, expect, it } from 'vitest'
import { checkForm } from '#app/ui/form/index.ts'
import {
  CODE_REQUEST,
  CODE_SIGN_IN,
  failed,
  NEW_PASSWORD,
  PHONE_REGISTER_CONFIRM,
  PHONE_REGISTER_REQUEST,
  RESTORE_PASSWORD,
  registerFieldProblems,
} from './forms'

/**
 * The sign-in flows' forms send their fields as typed (code-login.ts and phone-register.ts check
 * and clean a recipient, a phone and a code - their own table tests): nothing trimmed, absent is '',
 * unknown fields dropped, a checkbox a boolean.
 */
describe('the sign-in flows form schemas', () => {
  it.each([
    [
      'code request',
      CODE_REQUEST,
      { recipient: ' +(373) 69 123-456 ', channel: 'sms' },
      { recipient: ' +(373) 69 123-456 ' },
    ],
    [
      'code sign-in, remembered',
      CODE_SIGN_IN,
      { code: '12 34 56', rememberMe: true },
      { code: '12 34 56', rememberMe: true },
    ],
    ['code sign-in, not remembered', CODE_SIGN_IN, { code: '123456' }, { code: '123456', rememberMe: false }],
    ['phone registration', PHONE_REGISTER_REQUEST, {}, { phone: '' }],
    [
      'phone registration, confirm',
      PHONE_REGISTER_CONFIRM,
      { code: '123456', email: 'a@b.md', first_name: ' Ana', password: ' secret pass ' },
      { code: '123456', email: 'a@b.md', first_name: ' Ana', last_name: '', password: ' secret pass ' },
    ],
    ['restore', RESTORE_PASSWORD, { email: 'a@b.md' }, { email: 'a@b.md' }],
    [
      'new password',
      NEW_PASSWORD,
      { new_password: ' p4ssword ', re_new_password: ' p4ssword ' },
      { new_password: ' p4ssword ', re_new_password: ' p4ssword ' },
    ],
  ])('%s: %j -> %j', (_, schema, values, sent) => {
    expect(checkForm(schema, values)).toEqual({ ok: true, value: sent })
  })

  it('a failed send carries the form-wide messages only', () => {
    expect(failed(['x'])).toEqual({ ok: false, fields: {}, messages: ['x'] })
  })
})

/** What registerFn would refuse, found before sending, by field (cold review r14). */
describe('registerFieldProblems', () => {
  const ok = { email: 'ana@shop.md', first_name: 'Ana', last_name: '' }
  it.each([
    [{}, {}],
    [{ last_name: ' Pop ' }, {}],
    [{ email: 'test@b' }, { email: { id: 'content.form.error.email' } }],
    [{ email: '  ' }, { email: { id: 'content.form.error.required' } }],
    [{ first_name: '   ' }, { first_name: { id: 'content.form.error.required' } }],
    [{ first_name: '<script>alert(1)</script>' }, { first_name: { id: 'authFlow.nameChars' } }],
    [{ last_name: 'a>b' }, { last_name: { id: 'authFlow.nameChars' } }],
    [{ first_name: 'A'.repeat(101) }, { first_name: { id: 'content.form.error.tooLong', values: { max: 100 } } }],
    [{ first_name: ` ${'A'.repeat(100)} ` }, {}],
  ])('%j -> %j', (values, problems) => {
    expect(registerFieldProblems({ ...ok, ...values })).toEqual(problems)
  })
})
