import { describe, expect, it } from 'vitest'
import { advertTitle, PLANS } from '../seed/adverts'

const LANGS = ['ro', 'ru', 'uk', 'en'] as const
const NS = [1, 2, 5, 11, 21, 22, 25]

/** The titles of a leaf's template (its first word) for each n of NS, in one language. */
function titles(leaf: number, lang: (typeof LANGS)[number]) {
  const template = PLANS[leaf]!.titles[LANGS.indexOf(lang)]!
  return NS.map((n) => advertTitle(template, lang, n, 'W'))
}

/**
 * The demo adverts' titles say their numbers as each language does (cold review r61): the templates put
 * {n} before one fixed form, so the seed had "Будинок, 1 поверхи", "Дом, 1 этажа", "Casă cu 1 nivele"
 * and "Участок 21 соток". The form is now chosen by the language's plural rules.
 */
describe('seed adverts: titles with a number', () => {
  it('houses: storeys', () => {
    expect(titles(3, 'ru')).toEqual([
      'Дом, 1 этаж, W',
      'Дом, 2 этажа, W',
      'Дом, 5 этажей, W',
      'Дом, 11 этажей, W',
      'Дом, 21 этаж, W',
      'Дом, 22 этажа, W',
      'Дом, 25 этажей, W',
    ])
    expect(titles(3, 'uk')).toEqual([
      'Будинок, 1 поверх, W',
      'Будинок, 2 поверхи, W',
      'Будинок, 5 поверхів, W',
      'Будинок, 11 поверхів, W',
      'Будинок, 21 поверх, W',
      'Будинок, 22 поверхи, W',
      'Будинок, 25 поверхів, W',
    ])
    expect(titles(3, 'ro')).toEqual([
      'Casă cu 1 nivel, W',
      'Casă cu 2 nivele, W',
      'Casă cu 5 nivele, W',
      'Casă cu 11 nivele, W',
      'Casă cu 21 de nivele, W',
      'Casă cu 22 de nivele, W',
      'Casă cu 25 de nivele, W',
    ])
    expect(titles(3, 'en')[0]).toBe('1-storey house, W')
  })

  it('land: sotki and ares', () => {
    expect(titles(4, 'ru')).toEqual([
      'Участок 1 сотка, W',
      'Участок 2 сотки, W',
      'Участок 5 соток, W',
      'Участок 11 соток, W',
      'Участок 21 сотка, W',
      'Участок 22 сотки, W',
      'Участок 25 соток, W',
    ])
    expect(titles(4, 'uk')).toEqual([
      'Ділянка 1 сотка, W',
      'Ділянка 2 сотки, W',
      'Ділянка 5 соток, W',
      'Ділянка 11 соток, W',
      'Ділянка 21 сотка, W',
      'Ділянка 22 сотки, W',
      'Ділянка 25 соток, W',
    ])
    expect(titles(4, 'ro')).toEqual([
      'Teren de 1 ar, W',
      'Teren de 2 ari, W',
      'Teren de 5 ari, W',
      'Teren de 11 ari, W',
      'Teren de 21 de ari, W',
      'Teren de 22 de ari, W',
      'Teren de 25 de ari, W',
    ])
    expect(titles(4, 'en').slice(0, 2)).toEqual(['1 are of land, W', '2 ares of land, W'])
  })

  it('apartments: rooms in Romanian', () => {
    expect(titles(2, 'ro').slice(0, 5)).toEqual([
      'Apartament cu 1 cameră, W',
      'Apartament cu 2 camere, W',
      'Apartament cu 5 camere, W',
      'Apartament cu 11 camere, W',
      'Apartament cu 21 de camere, W',
    ])
  })

  it('every template of every leaf has a form for every n in its language', () => {
    for (const leaf of Object.keys(PLANS).map(Number))
      for (const lang of LANGS) for (const title of titles(leaf, lang)) expect(title).not.toMatch(/[{}]/)
  })

  it('a template without a form for the number is refused', () => {
    expect(() => advertTitle('{n|one:этаж}', 'ru', 5, '')).toThrow(/no form for 5 in ru/)
  })
})
