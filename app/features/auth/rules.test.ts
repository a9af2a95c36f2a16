import { describe, expect, it } from 'vitest'
import { authErrorMessages } from './rules'

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
