// @vitest-environment happy-dom
import { act, type ReactNode, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '#config'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { LocaleProvider } from './LocaleProvider'
import { addLazyMessages, addMessageGroup } from './lazy-messages'
import type { MessageId, Messages } from './messages'
import { compactMessages } from './precompile'

// The messages as the build ships them: ASTs, plain text as strings (app/i18n/precompile.ts).
const shipped = compactMessages({
  'addresses.delete': 'Delete the address {address}',
  'listing.count': '{count, plural, one {# product} other {# products}}',
  'adverts.form.image.count': '{name}: at most {max} images',
  'nav.home': 'Home',
})

const render = (node: ReactNode, locale: Locale = 'en', messages: Messages = shipped) =>
  renderToString(
    <LocaleProvider locale={locale} messages={messages}>
      {node}
    </LocaleProvider>,
  )

afterEach(() => vi.restoreAllMocks())

describe('LocaleProvider: react-intl over the precompiled messages', () => {
  it('FormattedMessage renders text, a plural and a React node value', () => {
    expect(render(<FormattedMessage id="nav.home" />)).toBe('Home')
    expect(render(<FormattedMessage id="addresses.delete" values={{ address: 'Str. Mare 1' }} />)).toBe(
      'Delete the address Str. Mare 1',
    )
    expect(render(<FormattedMessage id="listing.count" values={{ count: 1234 }} />)).toBe('1,234 products')
    expect(render(<FormattedMessage id="addresses.delete" values={{ address: <b>here</b> }} />)).toBe(
      'Delete the address <b>here</b>',
    )
  })

  it.each([
    ['ru', 1, '1 товар'],
    ['ru', 3, '3 товара'],
    ['ru', 5, '5 товаров'],
    ['ru', 21, '21 товар'],
    ['uk', 2, '2 товари'],
    ['uk', 11, '11 товарів'],
  ] as const)('the %s catalogue as shipped: listing.count of %d is "%s"', (locale, count, text) => {
    const messages = compactMessages(locale === 'ru' ? ru : uk)
    expect(render(<FormattedMessage id="listing.count" values={{ count }} />, locale, messages)).toBe(text)
  })

  it('formatMessage gives a string for text values and keyed parts for nodes', () => {
    let parts: unknown
    function Probe() {
      const intl = useIntl()
      parts = intl.formatMessage({ id: 'addresses.delete' }, { address: <i>x</i> })
      return <>{intl.formatMessage({ id: 'adverts.form.image.count' }, { name: 'a.png', max: 3 })}</>
    }
    expect(render(<Probe />)).toBe('a.png: at most 3 images')
    expect(Array.isArray(parts)).toBe(true)
    expect((parts as (string | { key: string })[]).map((p) => (typeof p === 'string' ? p : p.key))).toEqual([
      'Delete the address ',
      '1',
    ])
  })

  it('a missing message gives its id and a warning; a failing one its id and an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // An id no locale has: a real one ('search.title') is missing only until another file of the shared
    // unit worker loads the later messages, which join every provider (the flake of sessions 59-62).
    const missing = 'test.noSuchMessage' as MessageId
    expect(render(<FormattedMessage id={missing} />)).toBe(missing)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[intl\] .*test\.noSuchMessage/s))
    // (only this message's error counts: another file's late console.error may land here)
    expect(error).not.toHaveBeenCalledWith(expect.stringMatching(/^\[intl\] .*test\.noSuchMessage/s))
    expect(render(<FormattedMessage id="addresses.delete" />)).toBe('addresses.delete')
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[intl\] .*"address" was not provided/s))
  })

  it('formatNumber and formatDate use the locale (a date string is parsed)', () => {
    let texts: string[] = []
    function Probe() {
      const intl = useIntl()
      texts = [
        intl.formatNumber(1234.5, { style: 'currency', currency: 'MDL' }),
        intl.formatDate('2026-11-22T12:00:00', { day: 'numeric', month: 'long' }),
      ]
      return <FormattedDate value={Date.UTC(2026, 10, 22)} year="numeric" month="long" day="numeric" timeZone="UTC" />
    }
    expect(render(<Probe />, 'ro', {})).toBe('22 noiembrie 2026')
    expect(texts).toEqual([
      new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'MDL' }).format(1234.5),
      '22 noiembrie',
    ])
  })

  it('useIntl outside a provider says so', () => {
    function Orphan() {
      useIntl()
      return null
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderToString(<Orphan />)).toThrow(/IntlProvider/)
  })
})

describe('lazy messages (app/i18n/lazy-messages.ts)', () => {
  let root: Root | null = null
  afterEach(() => act(() => root?.unmount()))

  it('join a mounted provider when they load (what renders next shows them), and a provider mounted later from the start', () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const host = document.createElement('div')
    let open = () => {}
    // Like a lazily loaded modal: its texts render once it opens, after the messages loaded.
    function Probe() {
      const [opened, setOpened] = useState(false)
      open = () => setOpened(true)
      return (
        <>
          {useIntl().formatMessage({ id: 'authFlow.activated' })}|
          {opened ? <FormattedMessage id="authFlow.activated" /> : null}
        </>
      )
    }
    act(() => {
      root = createRoot(host)
      root.render(
        <LocaleProvider locale="ru" messages={shipped}>
          <Probe />
        </LocaleProvider>,
      )
    })
    expect(host.textContent).toBe('authFlow.activated|')
    act(() => addLazyMessages('ru', compactMessages({ 'authFlow.activated': 'Аккаунт активирован.' })))
    act(() => open())
    expect(host.textContent).toBe('Аккаунт активирован.|Аккаунт активирован.')
    expect(render(<FormattedMessage id="authFlow.activated" />, 'ru')).toBe('Аккаунт активирован.')
  })

  it("a provider's own messages win over a group's, loaded before it mounted or after", () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    addLazyMessages('uk', compactMessages({ 'nav.home': 'from the lazy group', 'authFlow.activated': 'Активовано.' }))
    const host = document.createElement('div')
    const own = compactMessages({ 'nav.home': 'own', 'content.form.send': 'own send' })
    act(() => {
      root = createRoot(host)
      root.render(
        <LocaleProvider locale="uk" messages={own}>
          <FormattedMessage id="nav.home" />|<FormattedMessage id="authFlow.activated" />
        </LocaleProvider>,
      )
    })
    expect(host.textContent).toBe('own|Активовано.')
    act(() => addMessageGroup('later', 'uk', compactMessages({ 'content.form.send': 'from the later group' })))
    let send = ''
    function Send() {
      send = useIntl().formatMessage({ id: 'content.form.send' })
      return null
    }
    act(() =>
      root?.render(
        <LocaleProvider locale="uk" messages={own}>
          <Send />
        </LocaleProvider>,
      ),
    )
    expect(send).toBe('own send')
  })
})

// Message ids are typed by the keys of locales/ro.json (app/i18n/messages.ts): the typecheck fails on a
// misspelt id, and fails on this file if an unknown id stopped being an error.
describe('typed message ids', () => {
  it('a misspelt id is a type error; at run time it shows as itself with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    function Misspelt() {
      const intl = useIntl()
      // @ts-expect-error: not a message id
      const text = intl.formatMessage({ id: 'nav.hme' })
      return (
        <>
          <span>{text}</span>
          {/* @ts-expect-error: not a message id */}
          <FormattedMessage id="nav.hme" />
        </>
      )
    }
    expect(render(<Misspelt />)).toBe('<span>nav.hme</span>nav.hme')
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

describe('LocaleProvider: one formatter cache for every provider (issue 31.4)', () => {
  it('a second provider (the next request on the server) reuses the formatters the first built', () => {
    const seen: ReturnType<typeof useIntl>[] = []
    function Probe() {
      const intl = useIntl()
      seen.push(intl)
      return <>{intl.formatNumber(1234.5)}</>
    }
    expect(render(<Probe />, 'ro')).toBe(render(<Probe />, 'ro'))
    const [first, second] = seen
    expect(first).not.toBe(second)
    expect(first?.formatters.getNumberFormat('ro-RO', { maximumFractionDigits: 1 })).toBe(
      second?.formatters.getNumberFormat('ro-RO', { maximumFractionDigits: 1 }),
    )
    expect(first?.formatters.getPluralRules('ro-RO')).toBe(second?.formatters.getPluralRules('ro-RO'))
  })
})
