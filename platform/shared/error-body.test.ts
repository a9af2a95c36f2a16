import { describe, expect, it } from 'vitest'
import { bodyMessages, errorMessages, formErrors, parseErrorBody } from './error-body'

describe('parseErrorBody', () => {
  it.each<[string, unknown, ReturnType<typeof parseErrorBody>]>([
    [
      "the contract's field errors, as returned (the summary left out)",
      {
        error: 'Invalid body',
        fields: { shipping_building: ['Too small'], shipping_city_id: ['unknown city', 'required'] },
      },
      { fields: { shipping_building: ['Too small'], shipping_city_id: ['unknown city', 'required'] }, messages: [] },
    ],
    [
      'a field given as a string',
      { error: 'Validation failed', fields: { phone: ['phone number'], name: 'Required' } },
      { fields: { phone: ['phone number'], name: ['Required'] }, messages: [] },
    ],
    [
      'a body of lists ({field: [msg]})',
      { email: ['Enter a valid e-mail.'], non_field_errors: ['Try again'] },
      { fields: { email: ['Enter a valid e-mail.'], non_field_errors: ['Try again'] }, messages: [] },
    ],
    [
      'lists win over string values',
      { code: ['Promo code expired', 'other'], detail: 'x' },
      { fields: { code: ['Promo code expired', 'other'] }, messages: [] },
    ],
    [
      'string values without lists',
      { error: 'Invalid code', hint: 'Check it' },
      { fields: {}, messages: ['Invalid code', 'Check it'] },
    ],
    ['an empty list falls to the strings', { code: [], error: 'Nope' }, { fields: {}, messages: ['Nope'] }],
    [
      'an empty fields object falls back to the error',
      { error: 'Nope', fields: {} },
      { fields: {}, messages: ['Nope'] },
    ],
    [
      "the cart's error list",
      {
        error: 'Cart is invalid',
        errors: [
          { product_id: 7, message: 'Only 3 left' },
          { message: ' ' },
          { product_id: null, message: 'The cart is empty' },
        ],
      },
      { fields: {}, messages: ['Only 3 left', 'The cart is empty'] },
    ],
    ['a string, trimmed', ' Service down ', { fields: {}, messages: ['Service down'] }],
    ['a long string is cut at 300 characters', 'x'.repeat(400), { fields: {}, messages: ['x'.repeat(300)] }],
    ['an HTML error page is not a message', '<html><body>502 Bad Gateway</body></html>', { fields: {}, messages: [] }],
    ['a list of strings', ['a', ' b ', 3, ''], { fields: {}, messages: ['a', 'b'] }],
    ['a blank string', '  ', { fields: {}, messages: [] }],
    ['null', null, { fields: {}, messages: [] }],
    ['an object of numbers and objects', { status: 500, nested: { a: 'x' } }, { fields: {}, messages: [] }],
    // Session 62: a nested serialiser's errors were dropped (the form said only its fallback).
    [
      "a nested serialiser's errors, as their path",
      { address: { city: ['Required.'], geo: { lat: ['Not a number.'] } }, detail: 'Invalid' },
      { fields: { 'address.city': ['Required.'], 'address.geo.lat': ['Not a number.'] }, messages: [] },
    ],
    [
      "a nested serialiser's list of entries",
      { order: { items: [{}, { count: ['Too many.'] }] } },
      { fields: { 'order.items.1.count': ['Too many.'] }, messages: [] },
    ],
    [
      "a list serialiser's errors as the whole body (an order's lines)",
      [{ product_id: ['Produsul nu mai este disponibil.'] }, {}],
      { fields: { '0.product_id': ['Produsul nu mai este disponibil.'] }, messages: [] },
    ],
    [
      'deeper than four levels is not a field',
      { a: { b: { c: { d: { e: { f: ['deep'] } } } } }, detail: 'Invalid' },
      { fields: {}, messages: ['Invalid'] },
    ],
  ])('%s', (_name, body, expected) => expect(parseErrorBody(body)).toEqual(expected))
})

describe('errorMessages', () => {
  it.each<[string, unknown, string[]]>([
    [
      'field messages first, each once',
      { error: 'Invalid body', fields: { a: ['Required'], b: ['Required', 'Too long'] } },
      ['Required', 'Too long'],
    ],
    [
      'the promo rule: the first message is the first list value',
      { code: ['Promo code expired', 'other'], detail: ['x'] },
      ['Promo code expired', 'other', 'x'],
    ],
    ['string values', { error: 'Invalid code', hint: 'Check it' }, ['Invalid code', 'Check it']],
    ['a list is used as is', ['a', 'b'], ['a', 'b']],
    ['nothing readable: the fallback', { a: 1 }, ['Unknown error']],
    ['null: the fallback', null, ['Unknown error']],
  ])('%s', (_name, body, expected) => expect(errorMessages(body)).toEqual(expected))

  it('takes another fallback', () => expect(errorMessages(undefined, 'HTTP 503')).toEqual(['HTTP 503']))
})

describe('formErrors', () => {
  it.each<[string, unknown, ReturnType<typeof formErrors>]>([
    [
      'a field with two messages',
      { error: 'Invalid body', fields: { phone: ['Too short', 'Digits only'] } },
      { fields: { phone: 'Too short Digits only' }, messages: [] },
    ],
    ['a message only', { error: 'Too many requests' }, { fields: {}, messages: ['Too many requests'] }],
    ['a string body', 'Bad Gateway', { fields: {}, messages: ['Bad Gateway'] }],
    ['nothing readable', null, { fields: {}, messages: ['Unknown error'] }],
    // Session 61's operator audit: DRF's list-serialiser error showed only the fallback.
    [
      "DRF's list of entries, {} for an entry without errors",
      { companies: [{}, { idno: ['Ensure this field has no more than 13 characters.'] }] },
      { fields: { 'companies.1.idno': 'Ensure this field has no more than 13 characters.' }, messages: [] },
    ],
    [
      "DRF's list of entries beside a field's own list",
      { companies: [{ name: 'Required.', non_field_errors: ['Duplicate.'] }], detail: 'Invalid' },
      { fields: { 'companies.0.name': 'Required.', 'companies.0.non_field_errors': 'Duplicate.' }, messages: [] },
    ],
  ])('%s', (_name, body, expected) => expect(formErrors(body)).toEqual(expected))
})

describe('bodyMessages (no fallback: the caller shows its own text)', () => {
  it.each([
    ['field lists as returned', { phone: ['Phone is invalid'], name: ['Required'] }, ['Phone is invalid', 'Required']],
    ['the contract body', { error: 'Invalid body', fields: { phone: ['bad phone'] } }, ['bad phone']],
    ['an empty body: nothing', null, []],
    ['an HTML error page: nothing', '<html>400</html>', []],
    ['an empty object: nothing', {}, []],
  ])('%s', (_n, body, expected) => {
    expect(bodyMessages(body)).toEqual(expected)
  })
})
