import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { browserViewerGroup, forgetDocumentGroup, rememberDocumentGroup } from './document-group'

// Decision 0038: the browser's copy of the viewer's group is the one the server render verified,
// not the readable `user-group-id` cookie (a forged or stale one the server would not vouch for).
describe('the viewer group in the browser', () => {
  beforeEach(() => vi.stubGlobal('window', {}))
  afterEach(() => {
    forgetDocumentGroup()
    vi.unstubAllGlobals()
  })

  it.each([
    { served: undefined, cookie: '7', expected: undefined, why: 'a forged cookie on a group-0 page stays group 0' },
    { served: '2', cookie: '7', expected: '2', why: 'a cookie changed after the page loaded is not taken' },
    { served: '2', cookie: undefined, expected: '2', why: 'the served group holds without the cookie' },
  ])('$why', ({ served, cookie, expected }) => {
    rememberDocumentGroup(served)
    expect(browserViewerGroup(() => cookie)).toBe(expected)
  })

  it('keeps the first group the document was served with', () => {
    rememberDocumentGroup('2')
    rememberDocumentGroup('7')
    expect(browserViewerGroup(() => '9')).toBe('2')
  })

  it('reads the cookie only before any language layout has rendered', () => {
    expect(browserViewerGroup(() => '3')).toBe('3')
  })

  it('remembers nothing on the server, where one module serves every request', () => {
    vi.unstubAllGlobals()
    rememberDocumentGroup('2')
    expect(browserViewerGroup(() => undefined)).toBeUndefined()
  })
})
