import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import ro from '../../locales/ro.json'
import ru from '../../locales/ru.json'
import uk from '../../locales/uk.json'
import { messageText } from './messages'
import { compileMessages } from './precompile'

const files = { en, ro, ru, uk } as Record<string, Record<string, string>>
const iso = { en: 'en-GB', ro: 'ro-RO', ru: 'ru-RU', uk: 'uk-UA' } as Record<string, string>

describe('precompiled messages', () => {
  it.each(Object.keys(files))('every %s message compiles and formats exactly like its source text', (locale) => {
    const source = files[locale]!
    const compiled = compileMessages(source)
    // every argument is 3, so plural and select branches run too
    const values = new Proxy({}, { has: () => true, get: () => 3 })
    const outcome = (make: () => IntlMessageFormat) => {
      try {
        return make().format(values as Record<string, number>)
      } catch (error) {
        return `throws ${String(error)}`
      }
    }
    for (const [id, text] of Object.entries(source)) {
      expect(
        outcome(() => new IntlMessageFormat(text, iso[locale])),
        id,
      ).not.toMatch(/^throws/)
      expect(
        outcome(() => new IntlMessageFormat(compiled[id]!, iso[locale])),
        id,
      ).toEqual(outcome(() => new IntlMessageFormat(text, iso[locale])))
    }
  })

  it('refuses a non-string message', () => {
    expect(() => compileMessages({ a: 1 })).toThrow(/a is not a string/)
  })

  it.each([
    [{ t: 'Plain title' }, 't', 'Plain title'],
    [compileMessages({ t: 'Plain title' }), 't', 'Plain title'],
    [compileMessages({ t: 'Hello {name}!' }), 't', 'Hello {name}!'],
    [{ t: 'x' }, 'missing', ''],
    [undefined, 't', ''],
  ])('messageText(%j, %s) = %j', (messages, id, expected) => {
    expect(messageText(messages, id)).toBe(expected)
  })
})
