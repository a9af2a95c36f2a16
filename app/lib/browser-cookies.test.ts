// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cookieFrom } from '#platform/shared/session-cookies.ts'
import { getBrowserCookie } from './browser-cookies'

/** One cookie, two readers: the browser's reading must be the server's (a cookie read twice is two truths otherwise). */
describe('getBrowserCookie reads a cookie as the server does', () => {
  afterEach(() => {
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0]?.trim()
      // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookies
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
    }
  })

  it.each([
    ['plain', 'city=chisinau', 'chisinau'],
    ['quoted', 'is_age_valid="true"', 'true'],
    ['encoded JSON', `selected_city=${encodeURIComponent('{"id":1}')}`, '{"id":1}'],
    ['badly encoded', 'city=%E0%A4%A', '%E0%A4%A'],
    ['empty', 'city=', undefined],
  ])('%s: %s', (_name, cookie, expected) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the value under test
    document.cookie = `${cookie}; Path=/`
    const name = cookie.slice(0, cookie.indexOf('='))
    expect(getBrowserCookie(name)).toBe(expected)
    expect(getBrowserCookie(name)).toBe(cookieFrom(document.cookie, name))
  })
})
