import { describe, expect, it } from 'vitest'
import { requestUrl } from './request-url'

describe('requestUrl', () => {
  it('parses a request once: the same URL object for the same request, another for another', () => {
    const raw = new Request('https://shop.test/ro/telefoane?page=2')
    const first = requestUrl({ req: { raw } } as never)
    expect(first.pathname).toBe('/ro/telefoane')
    expect(first.searchParams.get('page')).toBe('2')
    expect(requestUrl({ req: { raw } } as never)).toBe(first)
    expect(requestUrl({ req: { raw: new Request(raw.url) } } as never)).not.toBe(first)
  })
})
