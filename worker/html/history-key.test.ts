// @vitest-environment happy-dom
import { createBrowserHistory } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HISTORY_KEY_SCRIPT, paintFirst } from './paint-first'

// Decision 0138: the head writes the history entry's key TanStack's browser history would otherwise write
// in the router's start-up task, where Chrome's replaceState costs a phone 11-36 ms.
describe('the history key written in the head', () => {
  beforeEach(() => window.history.replaceState(null, ''))
  afterEach(() => vi.restoreAllMocks())

  it('leaves TanStack’s browser history nothing to write: its check finds the key, its first location has it', () => {
    new Function(HISTORY_KEY_SCRIPT)()
    const written = window.history.state as Record<string, unknown>
    expect(written).toMatchObject({ __TSR_index: 0 })
    expect(written.key).toEqual(written.__TSR_key)
    const replace = vi.spyOn(window.history, 'replaceState')
    const history = createBrowserHistory()
    expect(replace).not.toHaveBeenCalled()
    expect(history.location.state).toMatchObject({ __TSR_index: 0, __TSR_key: written.__TSR_key })
    history.destroy()
  })

  it('keeps an entry that already has a key (back or forward to a page of this tab)', () => {
    const earlier = { __TSR_index: 3, key: 'abc', __TSR_key: 'abc', keepPlace: true }
    window.history.replaceState(earlier, '')
    new Function(HISTORY_KEY_SCRIPT)()
    expect(window.history.state).toEqual(earlier)
  })

  it('is written before the head’s stylesheet, under the page’s nonce, once', async () => {
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8" nonce="N1"/><link rel="preload" as="image" href="/a.svg"/>' +
      '<link rel="stylesheet" href="/assets/global.css" nonce="N1"/><link rel="manifest" href="/m" nonce="N1"/></head>' +
      '<body><main>x</main><script type="module" src="/assets/index.js" nonce="N1" async></script></body></html>'
    const out = await paintFirst(new Response(html, { headers: { 'content-type': 'text/html' } })).text()
    const script = `<script nonce="N1">${HISTORY_KEY_SCRIPT}</script>`
    expect(out.split(HISTORY_KEY_SCRIPT)).toHaveLength(2)
    expect(out).toContain(`<link rel="preload" as="image" href="/a.svg"/>${script}<link rel="stylesheet"`)
    expect(out.indexOf(script)).toBeLessThan(out.indexOf('</head>'))
  })
})
