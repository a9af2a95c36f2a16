import { describe, expect, it } from 'vitest'
import { propertyText } from './property-text'

describe('propertyText: the unit once', () => {
  it.each([
    ['128 GB', 'GB', '128 GB'],
    ['128', 'GB', '128 GB'],
    ['6.7"', '"', '6.7"'],
    ['6.7', '"', '6.7 "'],
    ['24 luni', null, '24 luni'],
    ['210', 'g', '210 g'],
    ['2 kg', 'KG', '2 kg'],
    [' 5 ', '', '5'],
    ['', 'GB', ''],
    ['5 W', undefined, '5 W'],
  ])('%j with unit %j -> %j', (value, unit, text) => {
    expect(propertyText(value, unit)).toBe(text)
  })
})
