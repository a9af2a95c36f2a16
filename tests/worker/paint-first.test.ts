import { describe, expect, it } from 'vitest'
import { releaseStats } from '#platform/framework/start-event-release.ts'
import { PAINT_FIRST_ATTR, paintFirst } from '../../worker/html/paint-first'
import { send } from './helpers'

const page = (head: string, body: string, type = 'text/html; charset=utf-8') =>
  new Response(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`, {
    headers: { 'content-type': type },
  })

const ssr = page(
  '<link rel="stylesheet" href="/assets/global.css"/><link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low" nonce="n0nce"/><link rel="modulepreload" href="/assets/chunk-B.js" nonce="n0nce"/>',
  '<main>Hello</main><script nonce="n0nce">self.$_TSR={}</script><script type="module" async="" src="/assets/index-A.js" nonce="n0nce"></script>',
)

describe('paint first, hydrate second', () => {
  it('removes the head preloads and replaces the entry with a nonced loader that adds them after the first frame', async () => {
    const html = await paintFirst(ssr.clone()).text()
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toMatch(/<script type="module"[^>]*src=/)
    expect(html).toContain(`<script nonce="n0nce" ${PAINT_FIRST_ATTR}>`)
    expect(html).toContain('"e":"/assets/index-A.js"')
    expect(html).toContain('"p":["/assets/chunk-B.js"]')
    expect(html).toContain('requestAnimationFrame')
    // everything else is untouched, in order
    expect(html).toContain('<link rel="stylesheet" href="/assets/global.css"/>')
    expect(html.indexOf('<main>Hello</main>')).toBeLessThan(html.indexOf(PAINT_FIRST_ATTR))
    expect(html).toContain('<script nonce="n0nce">self.$_TSR={}</script>')
  })

  it.each([1, 2, 7, 64])(
    'gives the same page when the HTML arrives in %i-byte chunks (tags and UTF-8 split anywhere)',
    async (size) => {
      const text = await ssr.clone().text()
      const whole = await paintFirst(
        page(
          '<title>Ștefan — ціна</title><link rel="modulepreload" href="/a.js"/>',
          '<p>Пошук ≥ 2</p><script type="module" src="/e.js" nonce="n"></script>',
        ),
      ).text()
      for (const source of [text, whole]) {
        const bytes = new TextEncoder().encode(source)
        const chunked = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size))
            controller.close()
          },
        })
        const expected = await paintFirst(new Response(source, { headers: { 'content-type': 'text/html' } })).text()
        expect(await paintFirst(new Response(chunked, { headers: { 'content-type': 'text/html' } })).text()).toBe(
          expected,
        )
      }
      expect(whole).toContain('Ștefan — ціна')
      expect(whole).toContain('"p":["/a.js"]')
    },
  )

  it('leaves other responses alone', async () => {
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })
    expect(paintFirst(json)).toBe(json)
    const withoutEntry = await paintFirst(page('', '<p>static</p>')).text()
    expect(withoutEntry).not.toContain(PAINT_FIRST_ATTR)
    expect(withoutEntry).toContain('<p>static</p>')
  })

  it('ignores scripts and preloads from other origins and cannot be broken out of by a hostile nonce', async () => {
    const html = await paintFirst(
      page(
        '<link rel="modulepreload" href="https://cdn.example/x.js"/>',
        '<script type="module" src="/e.js" nonce="a&quot;><b"></script>',
      ),
    ).text()
    expect(html).toContain('href="https://cdn.example/x.js"')
    expect(html).toMatch(/<script nonce="[A-Za-z0-9+/=_-]*" data-paint-first>/)
    expect(html).not.toContain('"><b')
  })

  it('a real page carries no module preload links and at most the loader', async () => {
    const res = await send('/ro')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toMatch(/<script type="module"[^>]*src=/)
  })

  it("after a render, Start's request event lets go of its response (the cycle that kept every render alive)", async () => {
    const before = { ...releaseStats }
    const res = await send('/ro')
    await res.text()
    expect(releaseStats.released).toBe(before.released + 1)
    expect(releaseStats.missed).toBe(before.missed)
  })
})
