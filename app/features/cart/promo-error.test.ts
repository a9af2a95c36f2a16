import { describe, expect, it } from 'vitest'
import { errorMessages, UNKNOWN_ERROR } from '#platform/shared/error-body.ts'

/**
 * Rule 298 (accounts spec 8 "Promo failure"; storefront spec 8): "An object body uses the first array
 * value, otherwise the string values. A string or array body is used as is. Otherwise 'Unknown error'."
 * The promo form shows the first message of the reading (local-promo.ts: `errors[0]`).
 */
const shown = (body: unknown) => errorMessages(body)[0]

describe('the promo error the shopper reads', () => {
  it.each<[string, unknown, string]>([
    [
      'an object with arrays: the first array value',
      { code: ['Promo code expired', 'second'], other: ['third'] },
      'Promo code expired',
    ],
    [
      "the contract's field errors: the first field's first value",
      { error: 'Invalid body', fields: { code: ['Invalid promo code'] } },
      'Invalid promo code',
    ],
    ['an object without arrays: its string values', { detail: 'Not allowed now' }, 'Not allowed now'],
    [
      'an object with arrays and strings: the array wins',
      { detail: 'summary', code: ['Invalid promo code'] },
      'Invalid promo code',
    ],
    ['a string body: as is', 'Promo code expired', 'Promo code expired'],
    ['an array body: as is', ['Invalid promo code', 'x'], 'Invalid promo code'],
    ['nothing readable: Unknown error', { count: 3 }, UNKNOWN_ERROR],
    ['no body', null, UNKNOWN_ERROR],
    ['an HTML error page', '<html>502</html>', UNKNOWN_ERROR],
  ])('%s', (_, body, expected) => {
    expect(shown(body)).toBe(expected)
  })
})
