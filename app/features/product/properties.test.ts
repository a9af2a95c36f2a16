import { describe, expect, it } from 'vitest'
import { colorName } from './properties'

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
