import { describe, expect, it } from 'vitest'
import { UTM_MAX_LENGTH, utmFromCookie, utmFromQuery } from './utm'

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
