import { describe, expect, it } from 'vitest'
import { LOCALE_ISO } from '#config'
import { decimalFormatFor } from './decimal'

/** Intl itself is the oracle: every locale the shop prints in, the options the shop passes, and values that round, carry and group. */
const VALUES = [
  0,
  -0,
  1,
  12,
  999,
  1000,
  1234,
  12345,
  123456,
  1234567,
  1000000,
  2147483647,
  0.5,
  0.05,
  0.005,
  1.005,
  2.675,
  0.045,
  999.995,
  9.999,
  99.5,
  1234.5,
  12345.67,
  3069,
  3069.4,
  3069.45,
  3069.455,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  123456789.125,
  -1,
  -0.001,
  -0.005,
  -1234.56,
  -999.995,
  1e20,
  5e-6,
  7.1e-5,
]
const OPTIONS = [
  undefined,
  {},
  { minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 4 },
  { useGrouping: false },
  { useGrouping: false, maximumFractionDigits: 2 },
]

describe('decimalFormatFor', () => {
  for (const locale of [...Object.values(LOCALE_ISO), 'en-US'])
    for (const options of OPTIONS)
      it(`${locale} ${JSON.stringify(options)} prints what Intl.NumberFormat prints`, () => {
        const light = decimalFormatFor(locale, options)
        expect(light).toBeDefined()
        const intl = new Intl.NumberFormat(locale, options)
        expect(VALUES.map((v) => light?.format(v))).toEqual(VALUES.map((v) => intl.format(v)))
      })

  it.each([
    ['fr-FR', undefined],
    ['ro', undefined],
    ['ro-RO', { style: 'currency', currency: 'MDL' }],
    ['ro-RO', { style: 'percent' }],
    ['ro-RO', { notation: 'compact' }],
    ['ro-RO', { maximumSignificantDigits: 3 }],
    ['ro-RO', { minimumFractionDigits: 3, maximumFractionDigits: 1 }],
    ['ro-RO', { useGrouping: 'min2' }],
  ])('leaves %s %j to Intl', (locale, options) => {
    expect(decimalFormatFor(locale, options as never)).toBeUndefined()
  })

  it('takes non-finite values and bigints to Intl', () => {
    const light = decimalFormatFor('ro-RO', undefined)
    expect([Number.NaN, Number.POSITIVE_INFINITY, 12n].map((v) => light?.format(v))).toEqual(
      [Number.NaN, Number.POSITIVE_INFINITY, 12n].map((v) => new Intl.NumberFormat('ro-RO').format(v)),
    )
  })
})
