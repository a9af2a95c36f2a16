import { describe, expect, it } from 'vitest'
import { COALESCE_BYTES, rewriteHtmlStream } from './html-stream'
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

describe('the pass works on bytes (decision 0079)', () => {
  const read = async (response: Response) => {
    const chunks: Uint8Array[] = []
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value)
    return chunks
  }
  const stream = (...chunks: Uint8Array[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const c of chunks) controller.enqueue(c)
          controller.close()
        },
      }),
      { headers: { 'content-type': 'text/html' } },
    )
  const bytes = (text: string) => new TextEncoder().encode(text)

  it('sends the bytes of a chunk without a tag it rewrites on unchanged, even bytes that are not UTF-8', async () => {
    const plain = new Uint8Array([...bytes('<main><p class="x">'), 0xff, 0xc3, ...bytes('</p><div>')])
    const head = bytes('<html><head></head><body>')
    const [only, ...more] = await read(rewriteHtmlStream(stream(head, plain), [tagInjection(fragments)]))
    const rewritten = bytes(`<html><head>${fragments.head}</head><body>${fragments.bodyStart}`)
    expect(more).toEqual([])
    expect(only?.subarray(0, rewritten.length)).toEqual(rewritten)
    expect(only?.subarray(rewritten.length)).toEqual(plain)
  })

  it('finds tags whatever their case, and only whole names', async () => {
    const page =
      '<HTML><HEAD><LINK REL="modulepreload" HREF="/a.js"><linkx rel="modulepreload" href="/b.js"></HEAD>' +
      '<Body><scripts></scripts><SCRIPT TYPE="module" SRC="/e.js" NONCE="n"></SCRIPT></BODY></HTML>'
    const out = await rewriteHtmlStream(chunked(page, 3), [paintFirstRewrite(), tagInjection(fragments)]).text()
    expect(out).not.toContain('HREF="/a.js"')
    expect(out).toContain('<linkx rel="modulepreload" href="/b.js">')
    expect(out).toContain(`${fragments.head}</HEAD>`)
    expect(out).toContain(`<Body>${fragments.bodyStart}<scripts></scripts><script nonce="n" data-paint-first>`)
    expect(out).toContain(`${fragments.bodyEnd}</BODY>`)
  })

  it('sends a tag left open at the end of the page as it came', async () => {
    const out = await rewriteHtmlStream(chunked('<p>a</p><script type="module" src="/e.js"', 4), [
      paintFirstRewrite(),
    ]).text()
    expect(out).toBe('<p>a</p><script type="module" src="/e.js"')
  })
})

describe('the pass sends a burst of chunks as one (decision 0116)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)
  const decode = (chunk: Uint8Array | undefined) => new TextDecoder().decode(chunk)
  const html = (body: ReadableStream<Uint8Array>) => new Response(body, { headers: { 'content-type': 'text/html' } })
  const pass = (response: Response) =>
    (rewriteHtmlStream(response, [tagInjection(fragments)]).body as ReadableStream<Uint8Array>).getReader()

  it("a page rendered at once leaves in one chunk: React's 4 kB pieces are not written one by one", async () => {
    const page = `<html><head></head><body>${'<p>x</p>'.repeat(3000)}</body></html>`
    const reader = pass(chunked(page, 4096))
    const first = await reader.read()
    expect((await reader.read()).done).toBe(true)
    expect(decode(first.value)).toBe(
      page
        .replace('</head>', `${fragments.head}</head>`)
        .replace('<body>', `<body>${fragments.bodyStart}`)
        .replace('</body>', `${fragments.bodyEnd}</body>`),
    )
  })

  it('the shell does not wait for the rest of the page: a chunk that comes later leaves on its own', async () => {
    let later: (() => void) | undefined
    const reader = pass(
      html(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes('<html><head></head>'))
            controller.enqueue(bytes('<body><main>'))
            later = () => {
              controller.enqueue(bytes('<p>data</p></main></body></html>'))
              controller.close()
            }
          },
        }),
      ),
    )
    // The shell arrives while the rest has not been written yet.
    expect(decode((await reader.read()).value)).toBe(
      `<html><head>${fragments.head}</head><body>${fragments.bodyStart}<main>`,
    )
    later?.()
    expect(decode((await reader.read()).value)).toBe(`<p>data</p></main>${fragments.bodyEnd}</body></html>`)
    expect((await reader.read()).done).toBe(true)
  })

  it(`a burst of more than ${COALESCE_BYTES} bytes leaves without waiting for the burst's end`, async () => {
    const piece = bytes(`<p>${'x'.repeat(40 * 1024)}</p>`)
    const reader = pass(
      html(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < 3; i += 1) controller.enqueue(piece)
            controller.close()
          },
        }),
      ),
    )
    const sizes: number[] = []
    for (let r = await reader.read(); !r.done; r = await reader.read()) sizes.push(r.value.length)
    expect(sizes).toEqual([2 * piece.length, piece.length])
  })
})
