import { describe, expect, it } from 'vitest'
import { advertPlace, numberAttributeText, otherTextLanguage, priceFractionDigits } from './advert-format'

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

describe('otherTextLanguage (cold review r61: a Ukrainian-only advert under <html lang="ro">)', () => {
  const only = (l: 'ro' | 'ru' | 'uk' | 'en', text: string) => ({ ro: '', ru: '', uk: '', en: '', [l]: text })
  it.each([
    ['the page language has the text: none', only('ro', 'Casă'), 'Casă', 'ro', undefined],
    ['only uk written, on a ro page: uk', only('uk', 'Будинок'), 'Будинок', 'ro', 'uk'],
    ['only ru written, on a uk page: ru', only('ru', 'Дом'), 'Дом', 'uk', 'ru'],
    [
      'the same text in the page language and another: the page',
      { ...only('en', 'iPhone'), ro: 'iPhone' },
      'iPhone',
      'ro',
      undefined,
    ],
    ['nothing shown: none', only('ro', ''), '', 'ru', undefined],
    ['a text none of the languages has: not guessed', only('ro', 'Casă'), 'Altceva', 'ru', undefined],
  ] as const)('%s', (_name, texts, shown, page, expected) =>
    expect(otherTextLanguage(texts, shown, page)).toBe(expected),
  )
})

describe('advertPlace: region, locality, sector and address as one line, nothing said twice (UX audit, session 65)', () => {
  it.each([
    [['Chișinău', 'Chișinău'], 'Chișinău'],
    [['Кишинів', 'Кишинів'], 'Кишинів'],
    [['Strășeni', 'Strășeni (suburbii)'], 'Strășeni (suburbii)'],
    [['Страшени', 'Страшени (передмістя)'], 'Страшени (передмістя)'],
    [['chisinau', 'Chișinău'], 'Chișinău'],
    [['Bălți', 'Bălțile Noi'], 'Bălți, Bălțile Noi'],
    [['Chișinău', 'Botanica', 'str. Dacia 1'], 'Chișinău, Botanica, str. Dacia 1'],
    [['Chișinău', null, undefined, '  ', 'Centru'], 'Chișinău, Centru'],
    [['Orhei (raion)', 'Orhei'], 'Orhei (raion)'],
    [[], ''],
  ])('%j -> %j', (parts, line) => {
    expect(advertPlace(parts)).toBe(line)
  })
})
