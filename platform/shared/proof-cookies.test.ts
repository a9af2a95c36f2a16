import { describe, expect, it } from 'vitest'
import { BROWSER_KEY } from '#contract/wire.ts'
import { proofCookieOf } from './proof-cookies'
import { cookieValues } from './session-cookies'

/** The one rule of the cookies that prove something about this browser, over real Cookie headers. */
const isKey = (value: string) => BROWSER_KEY.test(value)
const read = (header: string) => proofCookieOf(cookieValues(header, 'browser_key'), isKey)
const K = 'k'.repeat(43)
const P = 'p'.repeat(43)

describe('proofCookieOf: one value by one rule (session 69)', () => {
  it.each([
    ['one copy', `browser_key=${K}`],
    ['quoted', `browser_key="${K}"`],
    ['percent-encoded', `browser_key=${encodeURIComponent(K).replace(/k/g, '%6B')}`],
    ['the same copy twice, once quoted', `browser_key="${K}"; browser_key=${K}`],
    ['junk before it', `browser_key=junk; browser_key=${K}`],
    ['junk after it', `a=1; browser_key=${K}; browser_key=${'x'.repeat(44)}`],
    ['an empty copy and a bad escape beside it', `browser_key=; browser_key=%E0%A4%A; browser_key=${K}`],
    ['an oversized copy beside it', `browser_key=${'k'.repeat(5000)}; browser_key=${K}`],
  ])('%s: the key', (_n, header) => {
    expect(read(header)).toEqual({ value: K })
  })

  it.each([
    ['no cookie', 'a=1'],
    ['empty', 'browser_key='],
    ['junk alone', 'browser_key=junk; browser_key="also junk"'],
    ['a quoted value with junk inside', `browser_key="${K}!"`],
  ])('%s: none (a new key may be made)', (_n, header) => {
    expect(read(header)).toEqual({ value: undefined, copies: 'none' })
  })

  it('two different well-formed copies: they disagree, whichever comes first', () => {
    expect(read(`browser_key=${P}; browser_key=${K}`)).toEqual({ value: undefined, copies: 'disagree' })
    expect(read(`browser_key=${K}; browser_key="${P}"`)).toEqual({ value: undefined, copies: 'disagree' })
  })
})
