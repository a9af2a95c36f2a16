import { describe, expect, it } from 'vitest'
import { joined } from '../lib/bytes'
import { multipartBoundary, watchFields } from './multipart-watch'

/**
 * The advert save's phones checked while the body streams (worker/api/advert.ts): a watched field is
 * judged when its part ends, before the delimiter that ends it is passed on; every other byte passes
 * unchanged, whatever the chunks' boundaries.
 */
const BOUNDARY = '----formdata-x7'
function formBody(contacts: string, trailing = true): Uint8Array {
  const photo = new Uint8Array(3000).map((_, i) => (i * 37 + 13) % 256)
  const enc = new TextEncoder()
  const parts: Uint8Array[] = [
    enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="title_ro"\r\n\r\nCasă\r\n`),
    enc.encode(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    enc.encode(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="contacts"\r\n\r\n${contacts}`),
    enc.encode(trailing ? `\r\n--${BOUNDARY}--\r\n` : ''),
  ]
  return joined(parts)
}
const streamOf = (bytes: Uint8Array, size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.byteLength; i += size) controller.enqueue(bytes.slice(i, i + size))
      controller.close()
    },
  })
const checkPhones = (_name: string, value: string) => (/javascript|abc/.test(value) ? `refused: ${value}` : null)

async function run(bytes: Uint8Array, size: number) {
  const seen: string[] = []
  const watch = watchFields(streamOf(bytes, size), BOUNDARY, new Set(['contacts']), (name, value) => {
    seen.push(value)
    return checkPhones(name, value)
  })
  const chunks: Uint8Array[] = []
  let failed = false
  const reader = watch.stream.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
    }
  } catch {
    failed = true
  }
  const passed = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0))
  let at = 0
  for (const c of chunks) {
    passed.set(c, at)
    at += c.byteLength
  }
  return { passed, failed, refusal: watch.refusal(), seen }
}

describe('watchFields', () => {
  const good = '[{"name":"Ion","phone":"+37369123456"}]'
  const bad = '[{"phone":"javascript:alert(1)"}]'
  const sizes = [1, 2, 3, 7, 16, 17, 64, 1000, 100_000]

  it.each(sizes)('a good form passes byte for byte, its contacts seen once (chunks of %i)', async (size) => {
    const bytes = formBody(good)
    const out = await run(bytes, size)
    expect(out.failed).toBe(false)
    expect(out.refusal).toBeNull()
    expect(out.seen).toEqual([good])
    expect(out.passed).toEqual(bytes)
  })

  it.each(sizes)('a refused phone fails the stream before the delimiter after it (chunks of %i)', async (size) => {
    const bytes = formBody(bad)
    const out = await run(bytes, size)
    expect(out.failed).toBe(true)
    expect(out.refusal).toBe(`refused: ${bad}`)
    // what went on stops before the part's closing delimiter: the receiver never has a whole form
    const text = new TextDecoder('latin1').decode(out.passed)
    expect(text).not.toContain(`--${BOUNDARY}--`)
    expect(out.passed.byteLength).toBeLessThan(bytes.byteLength - `\r\n--${BOUNDARY}--\r\n`.length + 1)
  })

  it('a form cut off inside the watched field is judged as it stands', async () => {
    const out = await run(formBody(bad, false), 5)
    expect([out.failed, out.refusal]).toEqual([true, `refused: ${bad}`])
    const fine = await run(formBody(good, false), 5)
    expect([fine.failed, fine.seen]).toEqual([false, [good]])
  })

  it('a file part of the same name is not read as the field', async () => {
    const enc = new TextEncoder()
    const bytes = enc.encode(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="contacts"; filename="x.txt"\r\n\r\njavascript\r\n--${BOUNDARY}--\r\n`,
    )
    const out = await run(bytes, 4)
    expect([out.failed, out.seen]).toEqual([false, []])
  })

  it('reads the boundary of a Content-Type', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----WebKitFormBoundaryA1')).toBe('----WebKitFormBoundaryA1')
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b')
    expect(multipartBoundary('multipart/form-data')).toBeNull()
  })
})
