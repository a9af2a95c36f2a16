import { describe, expect, it } from 'vitest'
import { authErrorMessages, loginFailure } from './rules'

describe('authErrorMessages', () => {
  it.each([
    ['a string body', 'Invalid credentials', ['Invalid credentials']],
    ['a list', ['a', 'b', 3], ['a', 'b']],
    ['field errors', { email: ['Enter a valid e-mail.'], password: ['Too short.'] }, ['Enter a valid e-mail.', 'Too short.']],
    ['error and fields', { error: 'Validation failed', fields: { email: ['Required'] } }, ['Validation failed', 'Required']],
    ['an HTML page', '<html>502</html>', ['Unknown error occurred']],
    ['null', null, ['Unknown error occurred']],
    ['an empty object', {}, ['Unknown error occurred']],
    ['a number', 42, ['Unknown error occurred']],
  ])('%s', (_name, body, expected) => expect(authErrorMessages(body, 'Unknown error occurred')).toEqual(expected))
})

describe('loginFailure', () => {
  it('flags a 429 (sign-in rate limit) for the translated message instead of the server text', () => {
    expect(loginFailure(429, { error: 'Too many login attempts, try again later' })).toEqual({ ok: false, errors: [], rateLimited: true })
  })

  it('shows other failures as returned', () => {
    expect(loginFailure(401, { error: 'No active account found with the given credentials' })).toEqual({ ok: false, errors: ['No active account found with the given credentials'] })
    expect(loginFailure(0, null)).toEqual({ ok: false, errors: ['Unknown error occurred'] })
  })
})
