import { describe, expect, it } from 'vitest'
import { PROPS } from '../seed/properties'

const LANGS = ['ro', 'ru', 'uk', 'en'] as const

/**
 * The seed's properties as a native speaker reads them (review 33): ru/uk specs showed "Память 128 ГБ GB"
 * and "Калорийность 300–500 ккал kcal" (a translated value beside the one untranslated unit the back end
 * sends), and ro "24 luni" for "24 de luni".
 */
describe('seed properties', () => {
  it('a property has a unit only when every language writes it alike: each option text is a bare number or ends with it', () => {
    const wrong = Object.entries(PROPS).flatMap(([key, p]) =>
      p.unit
        ? p.options.flatMap((o) =>
            o.t
              .map((text, i) => [LANGS[i], text] as const)
              .filter(([, text]) => !text.endsWith(p.unit!) && /\p{L}/u.test(text))
              .map(([lang, text]) => `${key} ${lang}: "${text}" with unit "${p.unit}"`),
          )
        : [],
    )
    expect(wrong).toEqual([])
  })

  it('the warranty says its months as Romanian does: 12 luni, 24 de luni, 36 de luni', () => {
    expect(PROPS.warranty!.options.map((o) => o.t[0])).toEqual(['12 luni', '24 de luni', '36 de luni'])
  })
})
