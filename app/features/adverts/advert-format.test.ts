import { describe, expect, it } from 'vitest'
import { numberAttributeText, priceFractionDigits } from './advert-format'

describe('priceFractionDigits', () => {
  it.each([
    [775, false, '775 €'],
    [775.4, false, '775,40 €'],
    [775.456, false, '775,46 €'],
    [775.4, true, '775 €'],
    [364846.6, true, '364 847 €'],
  ])('%d (approximate %s) reads %s in ru', (amount, approximate, text) => {
    const f = new Intl.NumberFormat('ru', {
      style: 'currency',
      currency: 'EUR',
      ...priceFractionDigits(amount, approximate),
    })
    expect(f.format(amount).replace(/\s/g, ' ')).toBe(text)
  })
})

describe('numberAttributeText', () => {
  const ru = (n: number, o: { useGrouping: boolean }) => new Intl.NumberFormat('ru', o).format(n).replace(/\s/g, ' ')
  const units = { km: 'км' }
  it.each([
    [{ keyword: 'year', value: 2011, unit: null }, '2011'],
    [{ keyword: 'mileage', value: 147560, unit: 'km' }, '147 560 км'],
    [{ keyword: 'power', value: 1500, unit: 'W' }, '1 500 W'],
    [{ keyword: 'rooms', value: 3, unit: null }, '3'],
  ])('%j -> %s', (attribute, text) => {
    expect(numberAttributeText(attribute, ru, (u) => units[u])).toBe(text)
  })
})
