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
  return { intl: memoiseMessageFormats(intl), original }
}

type Intl = ReturnType<typeof intlFor>['intl']
/** formatMessage with this test's own ids (the shop's ids are typed). */
const say = (intl: Intl, id: string, values?: Record<string, string | number>, opts?: { ignoreTag: boolean }) =>
  intl.formatMessage({ id } as { id: never }, values, opts)

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
