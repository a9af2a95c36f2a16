import { describe, expect, it } from 'vitest'
import { InputError } from '#app/api/input.ts'
import { registerBodySchema } from '#contract/auth.ts'
import { plainName } from '#contract/person-name.ts'
import { authErrorMessages, loginFailure, personName, storedLoginStatus } from './rules'

describe('authErrorMessages', () => {
  it.each([
    ['a string body', 'Invalid credentials', ['Invalid credentials']],
    ['a list', ['a', 'b', 3], ['a', 'b']],
    [
      'field errors',
      { email: ['Enter a valid e-mail.'], password: ['Too short.'] },
      ['Enter a valid e-mail.', 'Too short.'],
    ],
    [
      'error and fields',
      { error: 'Validation failed', fields: { email: ['Required'] } },
      ['Validation failed', 'Required'],
    ],
    ['an HTML page', '<html>502</html>', ['Unknown error occurred']],
    ['null', null, ['Unknown error occurred']],
    ['an empty object', {}, ['Unknown error occurred']],
    ['a number', 42, ['Unknown error occurred']],
  ])('%s', (_name, body, expected) => expect(authErrorMessages(body, 'Unknown error occurred')).toEqual(expected))
})

describe("authErrorMessages: the form's own field among the machine-data keys (the code sign-in's `code`)", () => {
  it.each([
    ['a refused code as a field list', { code: ['Invalid code'] }, ['code'], ['Invalid code']],
    ['a refused code as a string', { code: 'Invalid code' }, ['code'], ['Invalid code']],
    [
      'with other fields',
      { email: ['Unknown e-mail.'], code: ['Expired.'] },
      ['code'],
      ['Unknown e-mail.', 'Expired.'],
    ],
    [
      'a machine code stays data there too',
      { error: 'Invalid code', code: 'invalid_code' },
      ['code'],
      ['Invalid code'],
    ],
    ['a machine code alone: the fallback', { code: 'invalid_code' }, ['code'], ['Unknown error occurred']],
    [
      'other flows: `code` stays machine data',
      { error: 'Set a password', code: 'password_required' },
      [],
      ['Set a password'],
    ],
    ['other flows: a `code` list is not read', { code: ['Invalid code'] }, [], ['Unknown error occurred']],
    ['`provider` is still data', { provider: ['google'], code: ['Invalid code'] }, ['code'], ['Invalid code']],
  ])('%s', (_name, body, fields, expected) =>
    expect(authErrorMessages(body, 'Unknown error occurred', fields)).toEqual(expected),
  )
})

describe('loginFailure', () => {
  it('flags a 429 (sign-in rate limit) for the translated message instead of the server text', () => {
    expect(loginFailure(429, { error: 'Too many login attempts, try again later' })).toEqual({
      ok: false,
      status: 429,
      errors: [],
      rateLimited: true,
    })
  })

  it('shows other failures as returned', () => {
    expect(loginFailure(401, { error: 'No active account found with the given credentials' })).toEqual({
      ok: false,
      status: 401,
      errors: ['No active account found with the given credentials'],
    })
    expect(loginFailure(0, null)).toEqual({ ok: false, status: 0, errors: ['Unknown error occurred'] })
  })
})

describe('rule 290: a login failure keeps its HTTP status (the adverts area stores it, accounts spec 8)', () => {
  it.each([400, 401, 403, 429, 500, 0])('%i', (status) => {
    expect(loginFailure(status, { error: 'x' }).status).toBe(status)
  })
  it('the adverts area stores it; the shop does not', () => {
    expect(storedLoginStatus('adverts', 401)).toBe(401)
    expect(storedLoginStatus('shop', 401)).toBeNull()
  })
})

/** Registration takes a name the profile would save again (cold review r14: `<script>` was a first name). */
describe('the name rule at registration', () => {
  // One rule (contract/person-name.ts) for the form, registerFn and the contract.
  it.each([
    ['Ana', true],
    ["Ioana-Maria O'Neil", true],
    ['Шевченко Тарас', true],
    ['J. R. R.', true],
    ['https://example.com', true],
    ['<script>alert(1)</script>', false],
    ['Ana>', false],
    ['Ana\u0000', false],
    ['Ana\tPop', false],
    ['Ana\nPop', false],
  ])('plainName(%j) is %s', (name, plain) => {
    expect(plainName(name)).toBe(plain)
  })

  it.each([
    ['<script>alert(1)</script>', true],
    ['   ', true],
    ['A'.repeat(101), true],
    ['Ana\u0007', false],
    ['', true],
  ])('registerFn refuses %j (required: %s)', (name, required) => {
    expect(() => personName(name, 'first_name', required)).toThrow(InputError)
  })

  it.each([
    [' Ana ', true, 'Ana'],
    ['', false, undefined],
    ["O'Neil-Pop", false, "O'Neil-Pop"],
  ])('registerFn takes %j (required: %s) as %j', (name, required, taken) => {
    expect(personName(name, 'first_name', required)).toBe(taken)
  })

  it('the contract refuses the same names by the field', () => {
    const body = { email: 'a@b.md', password: 'Secret-123', first_name: '<b>Ana</b>', last_name: 'Pop\u0007' }
    const result = registerBodySchema.safeParse(body)
    expect(result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['first_name', 'letters, spaces and punctuation only'],
      ['last_name', 'letters, spaces and punctuation only'],
    ])
  })
})
