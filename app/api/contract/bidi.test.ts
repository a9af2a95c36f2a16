import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { mayHoldBidiControls, stripUnbalancedBidi, withoutUnbalancedBidi } from './bidi'
import { itemsOf, parseCollectingDrops } from './items'

/**
 * Names with bidi controls they leave open (round 10 operator audit, item 8): an unclosed U+202E
 * (RTL override) reordered what the page printed after the name. Unmatched controls go as an answer
 * is parsed; matched pairs, marks and entities stay.
 */
const [LRE, RLE, PDF, LRO, RLO] = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E']
const [LRI, RLI, FSI, PDI] = ['\u2066', '\u2067', '\u2068', '\u2069']

describe('stripUnbalancedBidi', () => {
  it.each([
    ['no controls', 'Telefon Pro 12', 'Telefon Pro 12'],
    ['an override closed: kept', `a ${RLO}ZYX${PDF} b`, `a ${RLO}ZYX${PDF} b`],
    ['an isolate closed: kept', `a ${RLI}שלום${PDI} b`, `a ${RLI}שלום${PDI} b`],
    ['an override left open: dropped', `Produs ${RLO}ZYX`, 'Produs ZYX'],
    ['every opener left open', `${LRE}a${RLE}b${LRO}c${RLO}d${LRI}e${RLI}f${FSI}g`, 'abcdefg'],
    ['closers that close nothing', `a${PDF}b${PDI}c`, 'abc'],
    ['nested and closed: kept', `${RLE}a${LRO}b${PDF}c${PDF}`, `${RLE}a${LRO}b${PDF}c${PDF}`],
    ['one of two closed: the outer opener dropped', `${RLE}a${LRO}b${PDF}c`, `a${LRO}b${PDF}c`],
    ['a PDF does not close an isolate', `${RLI}a${PDF}b`, 'ab'],
    ['a PDI closes its isolate and an embedding left open inside it', `${RLI}a${RLO}b${PDI}c`, `${RLI}ab${PDI}c`],
    ['a PDF after an isolate closes nothing outside it', `${RLO}a${RLI}b${PDF}${PDI}`, `a${RLI}b${PDI}`],
    [
      'marks and entities are not touched',
      '\u200Fa\u200E &amp; &lt;b&gt; &#x1F600;',
      '\u200Fa\u200E &amp; &lt;b&gt; &#x1F600;',
    ],
    ['zero-width joiners and combining marks are not touched', 'a\u200Db\u0301\u200B', 'a\u200Db\u0301\u200B'],
  ])('%s', (_name, given, expected) => {
    expect(stripUnbalancedBidi(given)).toBe(expected)
  })
})

describe('withoutUnbalancedBidi', () => {
  it('leaves an answer without open controls as the same object', () => {
    const answer = { name: 'a', list: [{ title: `${RLO}x${PDF}` }], n: 1, none: null }
    expect(withoutUnbalancedBidi(answer)).toBe(answer)
  })

  it('copies the changed branches only, and never changes what it was given', () => {
    const untouched = { title: 'b' }
    const answer = { list: [{ title: `${RLO}x` }, untouched], n: 1 }
    const out = withoutUnbalancedBidi(answer)
    expect(out).toEqual({ list: [{ title: 'x' }, { title: 'b' }], n: 1 })
    expect(out.list[1]).toBe(untouched)
    expect(answer.list[0]?.title).toBe(`${RLO}x`)
  })
})

describe('parseCollectingDrops: every answer parsed without open bidi controls', () => {
  it('a product name, a nested title, a list item: what the shop prints after them stays in order', () => {
    const schema = z.object({
      name: z.string(),
      category: z.object({ title: z.string() }),
      products: itemsOf(z.object({ title: z.string() }), 'products'),
    })
    const { result } = parseCollectingDrops(schema, {
      name: `Ceas ${RLO}ZYX`,
      category: { title: `${RLI}Ceasuri` },
      products: [{ title: `ok ${RLO}ZYX${PDF}` }, { title: `open ${LRE}` }],
    })
    expect(result.data).toEqual({
      name: 'Ceas ZYX',
      category: { title: 'Ceasuri' },
      products: [{ title: `ok ${RLO}ZYX${PDF}` }, { title: 'open ' }],
    })
  })

  it.each([
    ['a control as a character', `{"name":"Ceas ${RLO}ZYX"}`],
    ['a control as a JSON escape', '{"name":"Ceas \\u202EZYX"}'],
    ['a lower-case escape', '{"name":"Ceas \\u202eZYX"}'],
  ])('with the JSON text given (the client): %s is stripped as well', (_name, json) => {
    const { result } = parseCollectingDrops(z.object({ name: z.string() }), JSON.parse(json), json)
    expect(result.data).toEqual({ name: 'Ceas ZYX' })
  })

  it('with the JSON text given and no control in it, the value is not walked', () => {
    expect(mayHoldBidiControls('{"name":"Ceas \\u0041 ZYX \\u2013"}')).toBe(false)
    // the text is the caller's word: a value that disagrees with it is parsed as it is
    const { result } = parseCollectingDrops(z.object({ name: z.string() }), { name: `a ${RLO}b` }, '{}')
    expect(result.data).toEqual({ name: `a ${RLO}b` })
  })
})
