import { describe, expect, it } from 'vitest'
import { rewriteHtmlStream } from './html-stream'
import { paintFirst, paintFirstRewrite } from './paint-first'
import { injectTags, tagInjection } from './tag-injection'

const fragments = {
  head: '<meta name="x">',
  bodyStart: '<noscript>ns</noscript>',
  bodyEnd: '<script nonce="n">e()</script>',
}
const html =
  '<!DOCTYPE html><html><head><title>Ștefan — ціна</title></head><body class="a" data-x=">"><main>Hello ≥ 2</main><script nonce="n">self.$_TSR={}</script></body></html>'
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

describe("one pass: paint-first and the site's tags over the same stream (issue 31.2)", () => {
  const page =
    '<!DOCTYPE html><html><head><title>Ștefan</title><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/e.js" nonce="n"/></head>' +
    '<body class="a" data-x=">"><main>Пошук ≥ 2</main><script nonce="n">self.$_TSR={}</script><script type="module" async="" src="/assets/e.js" nonce="n"></script></body></html>'

  it.each([1, 5, 13, 64, 4096])('gives what the two passes gave, with %i-byte chunks', async (size) => {
    const twoPasses = await injectTags(paintFirst(chunked(page, size)), fragments).text()
    const onePass = await rewriteHtmlStream(chunked(page, size), [paintFirstRewrite(), tagInjection(fragments)]).text()
    expect(onePass).toBe(twoPasses)
    expect(onePass).toContain('<meta name="x"></head>')
    expect(onePass).toContain('data-paint-first')
    expect(onePass).not.toContain('rel="modulepreload"')
  })
})
