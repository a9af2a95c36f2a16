import { parse } from '@formatjs/icu-messageformat-parser'
import { createIntl, createIntlCache } from '@formatjs/intl'
import { describe, expect, it, vi } from 'vitest'
import { memoiseMessageFormats } from './message-formats'

const cache = createIntlCache()
const catalogue = {
  favourite: parse('Adaugă {name} la favorite'),
  count: parse('{count, plural, one {# produs} few {# produse} other {# de produse}}'),
}

/** An intl object like the shop's, whose original getMessageFormat is watched. */
function intlFor(locale: string, messages: Record<string, unknown> = catalogue) {
  const intl = createIntl({ locale, messages: messages as never, timeZone: 'Europe/Chisinau' }, cache)
  const original = vi.fn(intl.formatters.getMessageFormat)
  intl.formatters.getMessageFormat = original
  const library = vi.fn(intl.formatMessage)
  intl.formatMessage = library as never
  return { intl: memoiseMessageFormats(intl), original, library }
}

type Intl = ReturnType<typeof intlFor>['intl']
/** formatMessage with this test's own ids (the shop's ids are typed). */
const say = (intl: Intl, id: string, values?: Record<string, unknown>, opts?: { ignoreTag?: boolean }) =>
  (intl.formatMessage as (descriptor: { id: string }, values?: unknown, opts?: unknown) => unknown)(
    { id },
    values,
    opts,
  )

describe('one message formatter per message and language (decision 0079)', () => {
  it('builds the formatter of a message once, whatever the values, and formats each call with its own', () => {
    const { intl, original } = intlFor('ro-MD')
    expect(say(intl, 'favourite', { name: 'Telefon A' })).toBe('Adaugă Telefon A la favorite')
    expect(say(intl, 'favourite', { name: 'Telefon B' })).toBe('Adaugă Telefon B la favorite')
    expect(say(intl, 'count', { count: 1 })).toBe('1 produs')
    expect(say(intl, 'count', { count: 20 })).toBe('20 de produse')
    expect(original).toHaveBeenCalledTimes(2)
  })

  it('shares the formatters between the intl objects of every request, one per language', () => {
    const first = intlFor('ru-MD')
    say(first.intl, 'count', { count: 3 })
    const second = intlFor('ru-MD')
    expect(say(second.intl, 'count', { count: 5 })).toBe('5 de produse')
    expect(second.original).not.toHaveBeenCalled()
    const other = intlFor('en-US')
    expect(say(other.intl, 'count', { count: 1 })).toBe('1 produs')
    expect(other.original).toHaveBeenCalledTimes(1)
  })

  it('leaves calls with other options and messages that are not precompiled to the library', () => {
    const { intl, original } = intlFor('uk-UA', { plain: 'Привіт, {name}' })
    expect(say(intl, 'plain', { name: 'Ана' })).toBe('Привіт, Ана')
    expect(say(intl, 'plain', { name: 'Іван' })).toBe('Привіт, Іван')
    expect(original).toHaveBeenCalledTimes(2)
    const withOptions = intlFor('uk-UA')
    say(withOptions.intl, 'favourite', { name: '<b>' }, { ignoreTag: true })
    say(withOptions.intl, 'favourite', { name: '<i>' }, { ignoreTag: true })
    expect(withOptions.original).toHaveBeenCalledTimes(2)
  })
})

describe('a built formatter formats plain values without the library (issue 53)', () => {
  const messages = {
    ...catalogue,
    bold: parse('Salut, <b>{name}</b>'),
    price: parse('{amount, number} lei'),
  }

  it('formats strings and numbers with the built formatter, exactly as the library does', () => {
    const { intl, library } = intlFor('ro-MD', messages)
    const reference = createIntl({ locale: 'ro-MD', messages: messages as never, timeZone: 'Europe/Chisinau' })
    const cases: [string, Record<string, string | number>][] = [
      ['favourite', { name: 'Telefon' }],
      ['count', { count: 1 }],
      ['count', { count: 3 }],
      ['count', { count: 21 }],
      ['price', { amount: 12345.5 }],
    ]
    for (const [id, values] of cases) say(intl, id, values)
    const first = library.mock.calls.length
    for (const [id, values] of cases)
      expect(say(intl, id, values)).toBe(reference.formatMessage({ id } as { id: never }, values))
    // The second round never reached the library's formatMessage (nor its format merging).
    expect(library).toHaveBeenCalledTimes(first)
  })

  it("takes <FormattedMessage>'s calls, whose options are all unset", () => {
    // A language no other test formats in: the formatter is built here.
    const { intl, original, library } = intlFor('ro-RO', messages)
    expect(say(intl, 'favourite', { name: 'A' }, { ignoreTag: undefined })).toBe('Adaugă A la favorite')
    expect(say(intl, 'favourite', { name: 'B' }, { ignoreTag: undefined })).toBe('Adaugă B la favorite')
    expect(original).toHaveBeenCalledTimes(1)
    expect(library).toHaveBeenCalledTimes(1)
  })

  it('leaves elements, tag functions, options and failures to the library', () => {
    const { intl, library } = intlFor('ro-MD', messages)
    say(intl, 'bold', { name: 'Ana', b: (parts: unknown) => parts })
    library.mockClear()
    expect(say(intl, 'bold', { name: 'Ana', b: (parts: string[]) => `*${parts.join('')}*` })).toBe('Salut, *Ana*')
    expect(library).toHaveBeenCalledTimes(1)
    say(intl, 'favourite', { name: 'A' })
    library.mockClear()
    say(intl, 'favourite', { name: '<i>' }, { ignoreTag: true })
    expect(library).toHaveBeenCalledTimes(1)
    // A value left out: the built formatter throws, the library reports it and answers.
    const onError = vi.fn()
    const failing = createIntl({ locale: 'ro-MD', messages: messages as never, onError }, cache)
    const memo = memoiseMessageFormats(failing)
    memo.formatMessage({ id: 'favourite' } as { id: never }, { name: 'x' })
    expect(memo.formatMessage({ id: 'favourite' } as { id: never }, {})).toBe('favourite')
    expect(onError).toHaveBeenCalled()
  })
})
