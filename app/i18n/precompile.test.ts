import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { createIntl } from '@formatjs/intl'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it, vi } from 'vitest'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { catalogue, type MessageId, type Messages, messageText } from './messages'
import { isPlainText } from './plain-text'
import { compactMessages, compileMessages } from './precompile'

const files = { en, ro, ru, uk } as Record<string, Record<string, string>>
const iso = { en: 'en-GB', ro: 'ro-RO', ru: 'ru-RU', uk: 'uk-UA' } as Record<string, string>

/** The names of a message's arguments (plural, select, number... included), from its AST. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue
    into.add(el.value)
    if (el.type === TYPE.select || el.type === TYPE.plural)
      for (const option of Object.values(el.options)) argumentNames(option.value, into)
    if (el.type === TYPE.tag) argumentNames(el.children, into)
  }
  return into
}

function outcome(make: () => unknown): unknown {
  try {
    return make()
  } catch (error) {
    return `throws ${String(error)}`
  }
}

describe('precompiled messages', () => {
  it.each(Object.keys(files))('every %s message compiles and formats exactly like its source text', (locale) => {
    const source = files[locale]!
    const compiled = compileMessages(source)
    // every argument is 3, so plural and select branches run too
    const values = new Proxy({}, { has: () => true, get: () => 3 })
    for (const [id, text] of Object.entries(source)) {
      expect(
        outcome(() => new IntlMessageFormat(text, iso[locale]).format(values as Record<string, number>)),
        id,
      ).not.toMatch(/^throws/)
      expect(
        outcome(() => new IntlMessageFormat(compiled[id]!, iso[locale]).format(values as Record<string, number>)),
        id,
      ).toEqual(outcome(() => new IntlMessageFormat(text, iso[locale]).format(values as Record<string, number>)))
    }
  })

  it.each(Object.keys(files))(
    'the shipped (compact) %s messages are the ASTs once expanded; what stays text needs no parser',
    (locale) => {
      const source = files[locale]!
      const compact = compactMessages(source)
      expect(Object.keys(compact)).toEqual(Object.keys(source))
      expect(catalogue(compact)).toEqual(compileMessages(source))
      for (const [id, message] of Object.entries(compact)) {
        if (typeof message === 'string') expect(isPlainText(source[id]!), id).toBe(true)
      }
    },
  )

  // The runtime the app uses: @formatjs/intl (react-intl's core) over the expanded catalogue, with no
  // parser involved, gives what intl-messageformat gives for the source text - the ru and uk plurals
  // (one, few, many) run with each value.
  it.each(
    Object.keys(files).flatMap((locale) =>
      [0, 1, 2, 5, 11, 21, 22, 25, 101, 1234.5].map((value) => [locale, value] as const),
    ),
  )(
    'every %s message formats with @formatjs/intl over the catalogue like its source text, every value %s',
    (locale, value) => {
      const source = files[locale]!
      const compiled = compileMessages(source)
      const onError = vi.fn()
      const intl = createIntl({ locale: iso[locale]!, messages: catalogue(compactMessages(source)), onError })
      for (const [id, text] of Object.entries(source)) {
        const values = Object.fromEntries([...argumentNames(compiled[id]!)].map((name) => [name, value]))
        expect(intl.formatMessage({ id: id as MessageId }, values), id).toEqual(
          new IntlMessageFormat(text, iso[locale]).format(values),
        )
      }
      expect(onError).not.toHaveBeenCalled()
    },
  )

  it('refuses a non-string message', () => {
    expect(() => compileMessages({ a: 1 })).toThrow(/a is not a string/)
  })

  it.each([
    ['Adăugați o adresă', true],
    ['', true],
    ['Hi {name}', false],
    ["It''s", false],
    ['a <b>tag</b>', false],
    ['# 1', false],
    ['100% > 50', true],
  ] as const)('isPlainText(%j) = %s, and then it parses to itself', (message, plain) => {
    expect(isPlainText(message)).toBe(plain)
    if (plain) expect(catalogue({ m: message })).toEqual({ m: parse(message) })
  })

  it.each<[Messages | undefined, MessageId, string]>([
    [{ 'nav.home': 'Plain title' }, 'nav.home', 'Plain title'],
    [compileMessages({ 'nav.home': 'Plain title' }), 'nav.home', 'Plain title'],
    [compactMessages({ 'nav.home': "It''s {n, plural, one {# item} other {# items}}" }), 'nav.home', 'throws'],
    [{ 'nav.home': 'x' }, 'search.title', ''],
    [undefined, 'nav.home', ''],
  ])('messageText(%j, %s) = %j', (messages, id, expected) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // A message that needs values is not a title: @formatjs/intl reports it and gives the id.
    expect(messageText('en', messages, id)).toBe(expected === 'throws' ? id : expected)
    expect(error).toHaveBeenCalledTimes(expected === 'throws' ? 1 : 0)
    error.mockRestore()
  })
})
