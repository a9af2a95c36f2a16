import { describe, expect, it } from 'vitest'
import { injectTags } from './tag-injection'

const fragments = { head: '<meta name="x">', bodyStart: '<noscript>ns</noscript>', bodyEnd: '<script nonce="n">e()</script>' }
const html = '<!DOCTYPE html><html><head><title>Ștefan — ціна</title></head><body class="a" data-x=">"><main>Hello ≥ 2</main><script nonce="n">self.$_TSR={}</script></body></html>'
const expected =
  '<!DOCTYPE html><html><head><title>Ștefan — ціна</title><meta name="x"></head><body class="a" data-x=">"><noscript>ns</noscript><main>Hello ≥ 2</main><script nonce="n">self.$_TSR={}</script><script nonce="n">e()</script></body></html>'

function chunked(text: string, size: number): Response {
  const bytes = new TextEncoder().encode(text)
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size))
        controller.close()
      },
    }),
    { headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(bytes.length) } },
  )
}

describe('tag injection into the streamed page', () => {
  it.each([1, 3, 7, 64, 4096])('puts each fragment in its place with %i-byte chunks', async (size) => {
    const response = injectTags(chunked(html, size), fragments)
    expect(await response.text()).toBe(expected)
    expect(response.headers.get('content-length')).toBeNull()
  })

  it('leaves a page untouched when there is nothing to add, and non-HTML always', async () => {
    const page = chunked(html, 16)
    expect(injectTags(page, { head: '', bodyStart: '', bodyEnd: '' })).toBe(page)
    const json = new Response('{"a":"</head>"}', { headers: { 'content-type': 'application/json' } })
    expect(injectTags(json, fragments)).toBe(json)
  })
})
