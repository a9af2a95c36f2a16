import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from './LocaleProvider'
import { addMessageGroup, resetLazyMessages } from './lazy-messages'
import { compactMessages } from './precompile'

// The server's provider (no document here): every request of a language shares one intl object until
// another message group loads (LocaleProvider.tsx, serverIntl).
const core = compactMessages({
  'nav.home': 'Home',
  'listing.count': '{count, plural, one {# product} other {# products}}',
})

afterEach(() => {
  resetLazyMessages()
  vi.restoreAllMocks()
})

function renderWith(node: ReactNode, messages = core) {
  return renderToString(
    <LocaleProvider locale="en" messages={messages}>
      {node}
    </LocaleProvider>,
  )
}

describe('LocaleProvider on the server', () => {
  it('renders with no document, and two requests of a language share one intl object', () => {
    expect(typeof document).toBe('undefined')
    const seen: IntlShape[] = []
    function Probe() {
      const intl = useIntl()
      seen.push(intl)
      return <FormattedMessage id="listing.count" values={{ count: 2 }} />
    }
    expect(renderWith(<Probe />)).toBe('2 products')
    expect(renderWith(<Probe />)).toBe('2 products')
    expect(seen[1]).toBe(seen[0])
  })

  it('a group loaded after a render shows in the next one, and the core text wins over a group', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const seen: IntlShape[] = []
    function Probe() {
      seen.push(useIntl())
      return (
        <>
          <b>
            <FormattedMessage id={'test.later' as 'nav.home'} />
          </b>
          <FormattedMessage id="nav.home" />
        </>
      )
    }
    expect(renderWith(<Probe />)).toBe('<b>test.later</b>Home')
    addMessageGroup('later', 'en', compactMessages({ 'test.later': 'Later text', 'nav.home': 'not the core' }))
    expect(renderWith(<Probe />)).toBe('<b>Later text</b>Home')
    expect(seen[1]).not.toBe(seen[0])
    // another core object (another language's or a reloaded one) is another catalogue
    const other = compactMessages({ 'nav.home': 'Acasă' })
    expect(renderWith(<FormattedMessage id="nav.home" />, other)).toBe('Acasă')
  })
})
