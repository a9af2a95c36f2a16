import { describe, expect, it } from 'vitest'
import { UTM_MAX_COOKIE_BYTES, UTM_MAX_LENGTH, utmFromCookie, utmFromQuery } from './utm'

describe('UTM record', () => {
  it.each([
    [
      'all five',
      '?utm_source=news&utm_medium=email&utm_campaign=bf&utm_term=tv&utm_content=hero',
      { utm_source: 'news', utm_medium: 'email', utm_campaign: 'bf', utm_term: 'tv', utm_content: 'hero' },
    ],
    [
      'others ignored, blanks dropped, values trimmed',
      '?utm_source=%20a%20&utm_medium=&gclid=x&utm_id=1',
      { utm_source: 'a' },
    ],
    ['none', '?q=1', {}],
  ])('from the query: %s', (_n, query, expected) => {
    expect(utmFromQuery(new URLSearchParams(query))).toEqual(expected)
  })

  // Characters a cookie spells long: JSON's escapes, then percent-encoding (a quote is 6 bytes, an emoji 12).
  it.each([
    ['quotes', '"'],
    ['backslashes', '\\'],
    ['control characters', '\u0001'],
    ['emoji', '😀'],
    ['Cyrillic', 'ж'],
  ])('five values of %s fit one cookie', (_n, ch) => {
    const query = new URLSearchParams()
    for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'])
      query.set(key, ch.repeat(300))
    const record = utmFromQuery(query)
    expect(Object.keys(record)).toHaveLength(5)
    for (const value of Object.values(record)) {
      expect(encodeURIComponent(JSON.stringify(value)).length).toBeLessThanOrEqual(UTM_MAX_COOKIE_BYTES)
      expect(value.length).toBeGreaterThan(UTM_MAX_COOKIE_BYTES / 15)
    }
    expect(encodeURIComponent(JSON.stringify(record)).length).toBeLessThan(3_000)
    expect(utmFromCookie(JSON.stringify(record))).toEqual(record)
  })

  it('caps each value', () => {
    expect(utmFromQuery(new URLSearchParams({ utm_term: 'x'.repeat(500) })).utm_term).toHaveLength(UTM_MAX_LENGTH)
  })

  it.each([
    ['the stored record', '{"utm_source":"news","utm_campaign":"bf"}', { utm_source: 'news', utm_campaign: 'bf' }],
    ['foreign keys and non-strings dropped', '{"utm_source":"a","evil":"x","utm_medium":5}', { utm_source: 'a' }],
    [
      'an over-long value capped',
      JSON.stringify({ utm_content: 'y'.repeat(999) }),
      { utm_content: 'y'.repeat(UTM_MAX_LENGTH) },
    ],
    ['not JSON', '%7Bbroken', undefined],
    ['an array', '["utm_source"]', undefined],
    ['empty record', '{}', undefined],
    ['no cookie', undefined, undefined],
  ])('from the cookie: %s', (_n, raw, expected) => {
    expect(utmFromCookie(raw)).toEqual(expected)
  })
})
