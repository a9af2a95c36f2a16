import { parse } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { SITE_TIME_ZONE } from '../../app.config'
import en from '../../locales/en.json'
import ro from '../../locales/ro.json'
import ru from '../../locales/ru.json'
import uk from '../../locales/uk.json'
import { formatMessageParts, MessageFormatError } from './icu'
import { isPlainText } from './plain-text'
import { compactMessages, compileMessages } from './precompile'

const files = { en, ro, ru, uk } as Record<string, Record<string, string>>
const iso = { en: 'en-GB', ro: 'ro-RO', ru: 'ru-RU', uk: 'uk-UA' } as Record<string, string>

/** What intl-messageformat (react-intl's formatter) makes of a message, or the error it throws. */
const processZone = process.env.TZ
function reference(message: string | ReturnType<typeof compileMessages>[string], locale: string, values?: Record<string, unknown>): unknown {
  try {
    // Ours prints dates in the shop's time zone (SITE_TIME_ZONE); the reference in the process's.
    process.env.TZ = SITE_TIME_ZONE
    return new IntlMessageFormat(message, locale).format(values as Record<string, string>)
  } catch (error) {
    return `throws ${(error as Error).constructor.name}`
  } finally {
    if (processZone === undefined) delete process.env.TZ
    else process.env.TZ = processZone
  }
}

function ours(message: string | ReturnType<typeof compileMessages>[string], locale: string, values?: Record<string, unknown>): unknown {
  try {
    return formatMessageParts(message, locale, values)
  } catch (error) {
    return error instanceof MessageFormatError ? `throws ${error.code}` : `throws ${String(error)}`
  }
}

const REFERENCE_ERRORS: Record<string, string> = { MissingValueError: 'MISSING_VALUE', InvalidValueError: 'INVALID_VALUE', InvalidValueTypeError: 'INVALID_VALUE' }
function normalised(outcome: unknown): unknown {
  if (typeof outcome !== 'string' || !outcome.startsWith('throws ')) return outcome
  return `throws ${REFERENCE_ERRORS[outcome.slice(7)] ?? outcome.slice(7)}`
}

describe('ICU formatting over precompiled messages', () => {
  // Every argument gets the same value, so plural and select branches run with each of them.
  it.each(Object.keys(files).flatMap((locale) => [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1234.5, 'text'].map((value) => [locale, value] as const)))(
    'every %s message with every value %s formats exactly like intl-messageformat',
    (locale, value) => {
      const source = files[locale]!
      const compiled = compileMessages(source)
      const values = new Proxy({}, { has: () => true, get: () => value })
      for (const id of Object.keys(source)) {
        expect(ours(compiled[id]!, iso[locale]!, values), id).toEqual(normalised(reference(compiled[id]!, iso[locale]!, values)))
      }
    },
  )

  it.each(Object.keys(files))('the shipped (compact) %s messages format like their ASTs; what stays text needs no parser', (locale) => {
    const source = files[locale]!
    const compiled = compileMessages(source)
    const compact = compactMessages(source)
    expect(Object.keys(compact)).toEqual(Object.keys(source))
    for (const value of [0, 1, 3, 5, 21]) {
      const values = new Proxy({}, { has: () => true, get: () => value })
      for (const id of Object.keys(source)) expect(ours(compact[id]!, iso[locale]!, values), id).toEqual(ours(compiled[id]!, iso[locale]!, values))
    }
    for (const [id, message] of Object.entries(compact)) {
      if (typeof message !== 'string') continue
      expect(compiled[id], id).toEqual(message === '' ? [] : [{ type: 0, value: message }])
    }
  })

  it.each([
    ['Adăugați o adresă', true],
    ['', true],
    ['Hi {name}', false],
    ["It''s", false],
    ['a <b>tag</b>', false],
    ['# 1', false],
    ['100% > 50', true],
  ] as const)('isPlainText(%j) = %s', (message, plain) => {
    expect(isPlainText(message)).toBe(plain)
  })

  const element = { type: 'b', props: {}, key: null }
  const cases: [string, string, Record<string, unknown> | undefined][] = [
    ['plain text', 'Hello', undefined],
    ['argument text', 'Hi {name}!', { name: 'Ana' }],
    ['argument number is not localised', 'Total {n}', { n: 1234.5 }],
    ['argument false, null, undefined print nothing', '[{a}|{b}|{c}]', { a: false, b: null, c: undefined }],
    ['argument zero prints 0', '{n} items', { n: 0 }],
    ['missing value', 'Hi {name}', {}],
    ['no values at all', 'Hi {name}', undefined],
    ['object value alone is returned as is', '{x}', { x: element }],
    ['object value among text gives parts', 'a {x} b {y} c', { x: element, y: 'Y' }],
    ['number', '{n, number}', { n: 1234.5 }],
    ['number integer', '{n, number, integer}', { n: 1234.56 }],
    ['number percent', '{n, number, percent}', { n: 0.256 }],
    ['number skeleton', '{n, number, ::currency/EUR}', { n: 12.5 }],
    ['number skeleton with scale', '{n, number, ::percent scale/100}', { n: 0.5 }],
    ['date default', '{d, date}', { d: Date.UTC(2026, 10, 22, 12) }],
    ['date long', '{d, date, long}', { d: Date.UTC(2026, 10, 22, 12) }],
    ['date skeleton', '{d, date, ::yyyyMMMd}', { d: Date.UTC(2026, 10, 22, 12) }],
    ['time default', '{d, time}', { d: Date.UTC(2026, 10, 22, 12, 30, 15) }],
    ['time short', '{d, time, short}', { d: Date.UTC(2026, 10, 22, 12, 30, 15) }],
    ['select', '{g, select, male {He} female {She} other {They}}', { g: 'female' }],
    ['select other', '{g, select, male {He} other {They}}', { g: 'x' }],
    ['select ignores inherited keys', '{g, select, male {He} other {They}}', { g: 'toString' }],
    ['plural exact match wins', '{n, plural, =1 {exactly one} one {# one} other {# other}}', { n: 1 }],
    ['plural pound is localised', '{n, plural, other {# things}}', { n: 1234.5 }],
    ['plural offset', '{n, plural, offset:1 =0 {none} one {you and # other} other {you and # others}}', { n: 3 }],
    ['plural ordinal', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
    ['nested select in plural', '{n, plural, one {{g, select, a {A#} other {B#}}} other {x}}', { n: 1, g: 'a' }],
    ['pound outside a plural prints nothing', 'a # b', {}],
    ['tag', 'Read <b>the {what}</b> now', { b: (chunks: unknown[]) => `[${chunks.join('')}]`, what: 'terms' }],
    ['tag returning parts', 'x <b>y</b>', { b: (chunks: unknown[]) => [element, ...chunks] }],
    ['tag value that is not a function', '<b>y</b>', { b: 'no' }],
    ['escaped braces', "It's '{literal}'", {}],
  ]
  it.each(cases)('%s: "%s" formats like intl-messageformat (from text and from the AST)', (_name, message, values) => {
    const expected = normalised(reference(message, 'en-GB', values))
    expect(ours(message, 'en-GB', values)).toEqual(expected)
    expect(ours(compileMessages({ m: message }).m!, 'en-GB', values)).toEqual(expected)
  })

  // The parser refuses these unless told otherwise; a hand-made AST may still carry them.
  it.each([
    ['select without other', '{g, select, male {He}}', { g: 'x' }],
    ['plural without a matching option', '{n, plural, one {one}}', { n: 5 }],
  ] as const)('%s: "%s" fails like intl-messageformat', (_name, message, values) => {
    const ast = parse(message, { requiresOtherClause: false })
    expect(ours(ast, 'en-GB', values)).toBe('throws INVALID_VALUE')
    expect(normalised(reference(ast, 'en-GB', values))).toBe('throws INVALID_VALUE')
  })
})
