import { describe, expect, it } from 'vitest'
import { toCyrillic, transliterate, withinOneEdit } from '../src/lib/listing/fuzzy-search'
import { api } from './helpers'

/** The forgiving search of the reference back end (issue 28): one typo, Cyrillic spellings of Latin words. */

describe('withinOneEdit', () => {
  it.each([
    ['samsung', 'samsung', true],
    ['samsnug', 'samsung', true], // two neighbours swapped
    ['samsng', 'samsung', true], // one letter dropped
    ['samsuung', 'samsung', true], // one letter added
    ['samsong', 'samsung', true], // one letter changed
    ['smasnug', 'samsung', false], // two swaps
    ['sam', 'samsung', false],
    ['lenovo', 'lenvoo', true],
    ['apple', 'appel', true],
    ['apple', 'aplpe', true],
    ['abcd', 'dcba', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected)
    expect(withinOneEdit(b, a)).toBe(expected)
  })
})

describe('transliterate', () => {
  it.each([
    ['самсунг', 'samsung'],
    ['ксиаоми', 'ksiaomi'],
    ['філіпс', 'filips'],
    ['samsung', 'samsung'],
  ])('%s -> %s', (cyr, latin) => expect(transliterate(cyr)).toBe(latin))
})

describe('toCyrillic (a Cyrillic word typed in Latin letters)', () => {
  it.each<[string, string | null]>([
    ['noutbuk', 'ноутбук'],
    ['smartfon', 'смартфон'],
    ['televizor', 'телевизор'],
    ['shchetka', 'щетка'],
    ['chainik', 'чаиник'],
    ['zhurnal', 'журнал'],
    ['a1', 'а1'],
    ['самсунг', null],
    ['ăș', null],
    ['123', null],
  ])('%s -> %s', (latin, cyr) => expect(toCyrillic(latin)).toBe(cyr))
})

interface SearchAnswer {
  totalCount: number
  products: { title: string }[]
  query: string
  corrected_query?: string
}
const search = async (query: string, lang = 'ro') => {
  const r = await api(`/general/v2/search/search/?query=${encodeURIComponent(query)}&page=1&page_size=24`, { lang })
  expect(r.status).toBe(200)
  return (await r.json()) as SearchAnswer
}

describe('GET search', () => {
  it('a typo or a Cyrillic spelling finds what the right spelling finds', async () => {
    const right = await search('samsung')
    expect(right.totalCount).toBeGreaterThan(0)
    expect(right.corrected_query).toBeUndefined()
    for (const [query, lang] of [
      ['samsnug', 'ro'],
      ['самсунг', 'ru'],
      ['самсунг', 'uk'],
      ['Samsng', 'en'],
    ] as const) {
      const found = await search(query, lang)
      expect(found.totalCount, query).toBe(right.totalCount)
      expect(found.query).toBe(query)
      expect(found.corrected_query).toBe('samsung')
    }
  })

  it('a Cyrillic word typed in Latin letters finds the Cyrillic titles (ru, uk), also with one typo', async () => {
    const right = await search('ноутбук', 'ru')
    expect(right.totalCount).toBeGreaterThan(0)
    for (const [query, lang] of [
      ['noutbuk', 'ru'],
      ['noutbuk', 'uk'],
      ['noutbk', 'ru'],
    ] as const) {
      const found = await search(query, lang)
      expect(found.totalCount, query).toBe(right.totalCount)
      expect(found.corrected_query).toBe('ноутбук')
    }
  })

  it('gibberish still finds nothing, and short words are not guessed at', async () => {
    expect((await search('qxzvwk')).totalCount).toBe(0)
    expect((await search('zq')).totalCount).toBe(0)
  })
})

describe('popular queries', () => {
  it('every popular query of every demo site finds products, in every language', async () => {
    for (const site of [
      'demo-electro-token',
      'demo-home-token',
      'demo-pharma-token',
      'demo-market-token',
      'demo-business-token',
      'demo-meals-token',
    ]) {
      for (const lang of ['ro', 'ru', 'uk', 'en']) {
        const r = await api('/general/popular_query', { site, lang })
        expect(r.status).toBe(200)
        const queries = (await r.json()) as { query: string }[]
        expect(queries.length, `${site} ${lang}`).toBeGreaterThan(0)
        for (const { query } of queries) {
          const found = await api(`/general/v2/search/search/?query=${encodeURIComponent(query)}&page=1&page_size=1`, {
            site,
            lang,
          })
          expect(((await found.json()) as SearchAnswer).totalCount, `${site} ${lang} "${query}"`).toBeGreaterThan(0)
        }
      }
    }
  })
})
