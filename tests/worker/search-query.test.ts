import { describe, expect, it } from 'vitest'
import { send } from './helpers'

/*
 * The search page's ?query, a plain URL-encoded string (spec: "Search text is URL-encoded"), is
 * searched as written: TanStack's default search parser read it as JSON, so numbers and JSON-looking
 * text were changed (1.50 -> 1.5, 12345678901234567890 -> 12345678901234567000), answered with a 307
 * to a quoted URL, or dropped (null, true). The title carries the query the page searched.
 */

/** The page's <title> text, its HTML entities read back. */
function titleOf(html: string): string {
  const entities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' }
  return (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/&(?:quot|#x27|lt|gt|amp);/g, (e) => entities[e]!)
}

describe('/{lang}/search?query= searches the text as written, with no redirect', () => {
  it.each([
    '12345678901234567890',
    '3e10',
    '1.50',
    '-0',
    '123',
    '"ab"',
    'null',
    'true',
    'false',
    '{"a":1}',
    'cafea boabe',
  ])('%j', async (text) => {
    for (const searchStr of [
      `?query=${encodeURIComponent(text)}`,
      `?query=${encodeURIComponent(text).replace(/%20/g, '+')}`,
      `?page=2&query=${encodeURIComponent(text)}`,
    ]) {
      const res = await send(`/ro/search${searchStr}`)
      expect(res.status, searchStr).toBe(200)
      expect(titleOf(await res.text()), searchStr).toContain(`Căutare: ${text}`)
    }
  })

  it('control characters never reach the title: NUL alone is the empty search, with no call', async () => {
    const res = await send('/ro/search?query=%00%00')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(titleOf(html)).not.toContain('\u0000')
    expect(titleOf(html)).not.toContain('Căutare:')
    expect(html).not.toContain('\u0000')
  })

  it('a query with control characters is answered with its clean URL', async () => {
    const res = await send('/ro/search?query=ab%00%1B')
    expect(res.status).toBe(301) // the router's 307, answered as the permanent redirect it is (straight-redirects)
    expect(new URL(res.headers.get('Location') ?? '', 'https://shop.test').search).toBe('?query=ab')
    const clean = await send('/ro/search?query=ab')
    expect(clean.status).toBe(200)
    expect(titleOf(await clean.text())).toContain('Căutare: ab')
  })

  it('fewer than 2 characters is the empty search (no query in the title)', async () => {
    const res = await send('/ro/search?query=1')
    expect(res.status).toBe(200)
    expect(titleOf(await res.text())).not.toContain('Căutare:')
  })
})
