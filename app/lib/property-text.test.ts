import { describe, expect, it } from 'vitest'
import { propertyText, propertyValueText } from './property-text'

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
    // the value's own unit, in the shopper's language, beside the back end's untranslated one (review 33)
    ['128 ГБ', 'GB', '128 ГБ'],
    ['300–500 ккал', 'kcal', '300–500 ккал'],
    ['до 300 ккал', 'kcal', 'до 300 ккал'],
    ['60 шт.', 'pcs', '60 шт.'],
    ['128GB', 'ГБ', '128GB'],
    ['5 m²', 'm2', '5 m²'],
    ['0,5 л', 'l', '0,5 л'],
    // no unit of its own: the unit is added
    ['300–500', 'kcal', '300–500 kcal'],
    ['0,5', 'л', '0,5 л'],
  ])('%j with unit %j -> %j', (value, unit, text) => {
    expect(propertyText(value, unit)).toBe(text)
  })
})

// Session 61: a value sent as a number (0.5) read "0.5" on a Romanian page.
describe("propertyValueText: a number in the page's language, text as written", () => {
  it.each([
    [{ value: '0.5', value_number: 0.5 }, 'ro', '0,5'],
    [{ value: '0.5', value_number: 0.5 }, 'ru', '0,5'],
    [{ value: '0.5', value_number: 0.5 }, 'en', '0.5'],
    [{ value: '2024', value_number: 2024 }, 'ru', '2024'],
    [{ value: '1200', value_number: 1200 }, 'ro', '1200'],
    [{ value: '0.5', value_number: null }, 'ro', '0.5'],
    [{ value: 'Bluetooth 5.3', value_number: null }, 'ro', 'Bluetooth 5.3'],
  ])('%j on a %s page: %s', (p, locale, text) => {
    expect(propertyValueText(p, locale)).toBe(text)
  })
})
