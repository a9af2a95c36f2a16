import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser'
import { createIntlCache, createIntl as formatjsCreateIntl, type IntlShape } from '@formatjs/intl'
import { createElement, Fragment, isValidElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { type IntlShape as ReactIntlShape, createIntl as reactCreateIntl } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { formatjsIntl, reactIntl, SHOP_INTL_METHODS } from './intl-object'
import { compileMessages } from './precompile'

/**
 * The shop's intl objects (decision 0133) against the ones `createIntl` of react-intl and of
 * @formatjs/intl build: the same text and markup for every message of the four catalogues (every
 * group), with numbers that run each plural branch and a function for each tag; the same numbers and
 * dates; and no warning from React about keys.
 */
const files = { en, ro, ru, uk } as Record<string, Record<string, string>>
const iso: Record<string, string> = { en: 'en-GB', ro: 'ro-RO', ru: 'ru-RU', uk: 'uk-UA' }
const timeZone = 'Europe/Chisinau'

/** Each argument of a message with its kind: a tag takes a function, a plural or number a number, the rest text or a node. */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, 'tag' | 'number' | 'text'>()) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue
    const kind = el.type === TYPE.tag ? 'tag' : el.type === TYPE.plural || el.type === TYPE.number ? 'number' : 'text'
    if (!into.has(el.value) || kind !== 'text') into.set(el.value, kind)
    if (el.type === TYPE.select || el.type === TYPE.plural)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into)
    if (el.type === TYPE.tag) argumentsOf(el.children, into)
  }
  return into
}

function valuesOf(message: MessageFormatElement[], n: number) {
  const values: Record<string, unknown> = {}
  for (const [name, kind] of argumentsOf(message))
    values[name] =
      kind === 'tag'
        ? (chunks: ReactNode[]) => createElement('b', { className: name }, chunks)
        : kind === 'number'
          ? n
          : n === 3
            ? createElement('i', null, name) // a React node as a value: the message formats to a list
            : `<${name} ${n}>`
  return values
}

/** Markup of a formatted message, and whether every element of every array in it has a key. */
function rendered(node: unknown): { html: string; keyed: boolean } {
  let keyed = true
  const walk = (value: unknown) => {
    if (Array.isArray(value))
      for (const item of value) {
        if (isValidElement(item) && item.key === null) keyed = false
        walk(item)
      }
    else if (isValidElement(value)) walk((value.props as { children?: unknown }).children)
  }
  walk(node)
  return { html: renderToStaticMarkup(createElement(Fragment, null, node as ReactNode)), keyed }
}

const say = (intl: { formatMessage: unknown }, id: string, values: Record<string, unknown>) =>
  (intl.formatMessage as (d: { id: string }, v: Record<string, unknown>) => unknown)({ id }, values)

afterEach(() => vi.restoreAllMocks())

describe('the shop intl objects (decision 0133)', () => {
  it.each(Object.keys(files).flatMap((locale) => [0, 1, 3, 5, 22].map((n) => [locale, n] as const)))(
    'every %s message formats in React as react-intl formats it, and keyed, with %s',
    (locale, n) => {
      const compiled = compileMessages(files[locale]!)
      const onError = vi.fn()
      const config = { locale: iso[locale]!, messages: compiled, onError, timeZone }
      const ours = reactIntl<ReactIntlShape>(config, createIntlCache())
      const library = reactCreateIntl(config, createIntlCache())
      expect(ours.textComponent).toBe(library.textComponent)
      for (const [id, message] of Object.entries(compiled)) {
        const values = valuesOf(message, n)
        const mine = rendered(say(ours, id, values))
        expect(mine.html, id).toBe(rendered(say(library, id, values)).html)
        expect(mine.keyed, `${id}: every element of a list has a key`).toBe(true)
      }
      expect(onError).not.toHaveBeenCalled()
    },
  )

  it.each(Object.keys(files))('every %s message formats outside React as @formatjs/intl formats it', (locale) => {
    const compiled = compileMessages(files[locale]!)
    const config = { locale: iso[locale]!, messages: compiled, onError: vi.fn(), timeZone }
    const ours = formatjsIntl(config, createIntlCache())
    const library = formatjsCreateIntl(config, createIntlCache())
    for (const [id, message] of Object.entries(compiled)) {
      const values = valuesOf(message, 2)
      expect(rendered(say(ours, id, values)).html, id).toBe(rendered(say(library, id, values)).html)
    }
  })

  it('a message with tags renders without React warning about keys', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const intl = reactIntl<ReactIntlShape>(
      { locale: 'ro-RO', messages: compileMessages({ m: 'a <b>bold</b> and <i>more <b>x</b></i> {n}' }), timeZone },
      createIntlCache(),
    )
    const node = say(intl, 'm', {
      b: (chunks: ReactNode[]) => createElement('b', null, chunks),
      i: (chunks: ReactNode[]) => createElement('i', null, chunks),
      n: 'z',
    })
    expect(rendered(node).html).toBe('a <b>bold</b> and <i>more <b>x</b></i> z')
    expect(error).not.toHaveBeenCalled()
  })

  it.each([
    [1234.5, {}],
    [0.5, { style: 'percent' }],
    [1999.99, { style: 'currency', currency: 'MDL' }],
    [12, { maximumFractionDigits: 0 }],
  ] as const)('formatNumber(%s, %j) and formatDate as createIntl gives them, in every language', (value, options) => {
    for (const locale of Object.values(iso)) {
      const config = { locale, timeZone }
      const ours = formatjsIntl(config, createIntlCache())
      const library = formatjsCreateIntl(config, createIntlCache())
      expect(ours.formatNumber(value, options)).toBe(library.formatNumber(value, options))
      const date = Date.UTC(2026, 11, 31, 22, 30)
      for (const dateOptions of [{}, { day: 'numeric', month: 'long', year: 'numeric' }] as const)
        expect(ours.formatDate(date, dateOptions)).toBe(library.formatDate(date, dateOptions))
    }
  })

  it('has the methods the shop calls, and not the ones it never does (their code stays out of the bundle)', () => {
    const intl = reactIntl<IntlShape>({ locale: 'en-GB', timeZone }, createIntlCache())
    for (const method of SHOP_INTL_METHODS) expect(typeof intl[method], method).toBe('function')
    for (const method of ['formatRelativeTime', 'formatList', 'formatDisplayName', 'formatTime'] as const)
      expect(intl[method], method).toBeUndefined()
  })
})
