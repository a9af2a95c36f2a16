import { describe, expect, it } from 'vitest'
import { capitalCity } from './capital-city'

describe("the capital's name for the delivery texts", () => {
  const rules = { capitalRegionId: 3 }
  it.each([
    [
      'the Moldovan regions',
      [
        { regionId: 1, label: 'Bălți' },
        { regionId: 3, label: 'Chișinău' },
      ],
      'Chișinău',
    ],
    [
      "a Ukrainian site's regions",
      [
        { regionId: 3, label: 'Київ' },
        { regionId: 4, label: 'Львів' },
      ],
      'Київ',
    ],
    ['spaces around the label', [{ regionId: 3, label: '  București ' }], 'București'],
    ['no capital among the regions', [{ regionId: 1, label: 'Bălți' }], null],
    ['a blank label', [{ regionId: 3, label: '  ' }], null],
    ['no regions (the back end failed)', [], null],
  ])('%s', (_what, regions, expected) => {
    expect(capitalCity(regions, rules)).toBe(expected)
  })
})
