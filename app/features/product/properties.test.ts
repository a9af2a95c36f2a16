import { describe, expect, it } from 'vitest'
import { colorName, propertyText } from './properties'

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
    ['5 W', undefined, '5 W'],
  ])('%j with unit %j -> %j', (value, unit, text) => {
    expect(propertyText(value, unit)).toBe(text)
  })
})

describe('colorName: a swatch is named by the colour property, never by its hex code', () => {
  const props = [
    { keyword: 'storage', value: '128 GB' },
    { keyword: 'color', value: 'Roșu' },
  ]
  it.each([
    [['#d9352b'], props, 'Roșu'],
    [['#d9352b', '#000000'], props, null],
    [['#d9352b'], [{ keyword: 'color', value: ' ' }], null],
    [['#d9352b'], [], null],
  ] as const)('%j -> %j', (colors, properties, name) => {
    expect(colorName(colors, properties)).toBe(name)
  })
})
