import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createIntl, FormattedDate, FormattedMessage, IntlProvider, useIntl } from './intl'
import { compileMessages } from './precompile'

const messages = compileMessages({
  greeting: 'Hello {name}',
  until: 'Valid until {date}',
  count: '{count, plural, one {# product} other {# products}}',
  broken: 'Hi {name}',
})

const render = (node: React.ReactNode) =>
  renderToString(
    <IntlProvider locale="en-GB" messages={messages}>
      {node}
    </IntlProvider>,
  )

afterEach(() => vi.restoreAllMocks())

describe('the app i18n API (react-intl compatible)', () => {
  it('FormattedMessage renders text, plural and a React node value', () => {
    expect(render(<FormattedMessage id="greeting" values={{ name: 'Ana' }} />)).toBe('Hello Ana')
    expect(render(<FormattedMessage id="count" values={{ count: 1234 }} />)).toBe('1,234 products')
    expect(render(<FormattedMessage id="until" values={{ date: <b>today</b> }} />)).toBe('Valid until <b>today</b>')
  })

  it('formatMessage gives a string for text values and keyed parts for nodes', () => {
    const intl = createIntl('en-GB', messages)
    expect(intl.formatMessage({ id: 'greeting' }, { name: 'Ion' })).toBe('Hello Ion')
    const parts = intl.formatMessage({ id: 'until' }, { date: <i>x</i> }) as React.ReactElement[]
    expect(Array.isArray(parts)).toBe(true)
    expect(parts.map((p) => (typeof p === 'string' ? p : p.key))).toEqual(['Valid until ', '1'])
  })

  it('a missing message gives its id and a warning; a failing one its id and an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const intl = createIntl('en-GB', messages)
    expect(intl.formatMessage({ id: 'no.such' })).toBe('no.such')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no.such'))
    expect(intl.formatMessage({ id: 'broken' })).toBe('broken')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"name" was not provided'))
  })

  it('formatNumber and formatDate use the locale (a date string is parsed)', () => {
    const intl = createIntl('ro-RO', {})
    expect(intl.formatNumber(1234.5, { style: 'currency', currency: 'MDL' })).toBe(new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'MDL' }).format(1234.5))
    expect(intl.formatDate('2026-11-22T12:00:00', { day: 'numeric', month: 'long' })).toBe('22 noiembrie')
    expect(render(<FormattedDate value={Date.UTC(2026, 10, 22)} year="numeric" month="long" day="numeric" timeZone="UTC" />)).toBe('22 November 2026')
  })

  it('useIntl outside a provider says so', () => {
    function Orphan() {
      useIntl()
      return null
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderToString(<Orphan />)).toThrow(/no IntlProvider/)
  })
})
