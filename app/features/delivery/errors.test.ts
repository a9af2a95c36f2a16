import { describe, expect, it } from 'vitest'
import { bodyMessages } from './errors'

describe('bodyMessages (spec 8: the failure body is the error)', () => {
  it.each([
    ['field errors', { error: 'Invalid body', fields: { shipping_building: ['Too small'], shipping_city_id: ['unknown city'] } }, ['shipping_building: Too small', 'shipping_city_id: unknown city']],
    ['a plain error', { error: 'Unknown address' }, ['Unknown address']],
    ['a string body', ' Service down ', ['Service down']],
    ['an empty fields object falls back to the error', { error: 'Nope', fields: {} }, ['Nope']],
    ['null', null, ['fallback']],
    ['an array', ['x'], ['fallback']],
    ['an object without text', { status: 500 }, ['fallback']],
    ['a blank string', '  ', ['fallback']],
  ])('%s', (_n, body, expected) => expect(bodyMessages(body, 'fallback')).toEqual(expected))
})
