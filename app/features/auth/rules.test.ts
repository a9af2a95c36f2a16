import { describe, expect, it } from 'vitest'
import { authErrorMessages, loginFailure, storedLoginStatus } from './rules'

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
