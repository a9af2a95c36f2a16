import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { apiRequest, doneButUnread, noAnswerCause } from './client'
import { resetFailureLog } from './failures'

/**
 * Round 8 operator audit, item 10: (a) a body that stalled past the timeout, or was cut mid-body, was
 * read as an empty answer and logged as "an answer the contract refuses, HTTP 200 (expected object,
 * received null)"; (b) when a redirect's target did not answer, the log named ADMIN_API_URL ("nothing
 * at http://127.0.0.1:9920 took the connection... is the back end running there?") - which had
 * answered, with the redirect.
 */
let warn: { mock: { calls: unknown[][] } }
const logged = () => warn.mock.calls.map((c) => String(c[0])).join('\n')
beforeEach(() => {
  resetFailureLog()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

/** An answer whose headers came and whose body sends half, then fails (`cut`) or stalls until the call's timeout. */
function halfBody(_request: Request, end: 'cut' | 'stall'): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"products":[{"id":1},'))
      if (end === 'cut') controller.error(new TypeError('terminated: other side closed'))
      // as fetch does when the call's timeout signal fires while the body is read
      else
        setTimeout(
          () => controller.error(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
          20,
        )
    },
  })
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } })
}
const cfg = (fetcher: (r: Request) => Promise<Response>, baseUrl = 'http://127.0.0.1:9920') => ({
  baseUrl,
  siteToken: 't',
  locale: 'ro' as const,
  fetcher,
  timeoutMs: 50,
})

describe('an answer whose body does not arrive', () => {
  it('a body that stalls past the timeout: a timeout, not an answer the contract refuses', async () => {
    const result = await apiRequest(
      cfg(async (r) => halfBody(r, 'stall')),
      '/general/v2/category/a/',
      {
        schema: z.object({}),
      },
    )
    expect(result).toMatchObject({ ok: false, kind: 'timeout', status: 200 })
    expect(!result.ok && result.message).toBe('GET /general/v2/category/a/: timed out reading the answer (HTTP 200)')
    expect(logged()).toContain('timed out reading the answer (HTTP 200)')
    expect(logged()).not.toContain('contract refuses')
  })

  it('a body cut mid-way: named as such', async () => {
    const result = await apiRequest(
      cfg(async (r) => halfBody(r, 'cut')),
      '/general/v2/category/b/',
      {
        schema: z.object({}),
      },
    )
    expect(result).toMatchObject({ ok: false, kind: 'network', status: 200 })
    expect(!result.ok && result.message).toBe('GET /general/v2/category/b/: the answer was cut mid-body (HTTP 200)')
    expect(logged()).toMatch(/cut mid-body \(HTTP 200\) \(TypeError: terminated: other side closed\)/)
  })

  it('a write whose 2xx answer was cut is still a write done (decision 0037): never "failed, try again"', async () => {
    const result = await apiRequest(
      cfg(async (r) => halfBody(r, 'cut')),
      '/general/v2/order/create-order/',
      {
        method: 'POST',
        body: {},
        schema: z.object({ id: z.number() }),
      },
    )
    expect(doneButUnread(result)).toBe(true)
  })
})

describe('a body that is not what its Content-Encoding says (session 70 transport audit)', () => {
  /** An answer whose headers say gzip and whose body fails to unpack with `error`, as the runtime's fetch does. */
  const falsePacked =
    (error: Error, encoding = 'gzip') =>
    async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.error(error)
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding } },
      )

  it.each([
    // workerd's words (measured through miniflare's fetch of a plain body sent with Content-Encoding: gzip / br)
    ['gzip', new TypeError('Gzip decompression failed.')],
    ['br', new TypeError('Brotli decompression failed.')],
    // Node's fetch (undici): "terminated", caused by zlib's error
    [
      'gzip',
      new TypeError('terminated', {
        cause: Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR' }),
      }),
    ],
  ])('%s that does not unpack (%s): named as such, not "cut mid-body"', async (encoding, error) => {
    const result = await apiRequest(cfg(falsePacked(error, encoding)), '/settings/global_site_settings', {
      schema: z.object({}),
    })
    expect(result).toMatchObject({ ok: false, kind: 'malformed', status: 200 })
    expect(!result.ok && result.message).toBe(
      `GET /settings/global_site_settings: a body that is not the ${encoding} its Content-Encoding says (HTTP 200)`,
    )
    expect(logged()).not.toContain('cut mid-body')
  })

  it('a gzip body that ends short is cut, and says it was gzip', async () => {
    const result = await apiRequest(
      cfg(falsePacked(new TypeError('Gzip compressed stream ended prematurely.'))),
      '/settings/global_site_settings',
      { schema: z.object({}) },
    )
    expect(!result.ok && result.message).toBe(
      'GET /settings/global_site_settings: the answer was cut mid-body, its gzip ended short (HTTP 200)',
    )
  })

  it("through Node's own fetch from a server that sends a plain body as gzip", async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      res.end('{"project":"A"}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const result = await apiRequest(
        { baseUrl: `http://127.0.0.1:${port}`, siteToken: 't', locale: 'ro' },
        '/settings/global_site_settings',
        { schema: z.object({}) },
      )
      expect(!result.ok && result.message).toBe(
        'GET /settings/global_site_settings: a body that is not the gzip its Content-Encoding says (HTTP 200)',
      )
    } finally {
      server.close()
    }
  })

  it('a read error of a plain answer is still a cut', async () => {
    const result = await apiRequest(
      cfg(falsePacked(new TypeError('Gzip decompression failed.'), 'identity')),
      '/settings/global_site_settings',
      { schema: z.object({}) },
    )
    expect(result).toMatchObject({ ok: false, kind: 'network' })
  })
})

describe("no answer at a redirect's target", () => {
  it('names the target the back end redirected to, not ADMIN_API_URL (which answered)', async () => {
    const fetcher = async (request: Request) => {
      if (new URL(request.url).protocol === 'http:')
        return new Response(null, {
          status: 301,
          headers: { Location: request.url.replace('http://127.0.0.1:9920', 'https://127.0.0.1') },
        })
      throw new Error('Network connection lost.')
    }
    const result = await apiRequest(cfg(fetcher), '/settings/footer_settings', { schema: z.object({}) })
    expect(result).toMatchObject({ ok: false, kind: 'network' })
    const line = logged()
    expect(line).toContain(
      '(Error: Network connection lost.) at https://127.0.0.1/settings/footer_settings, where http://127.0.0.1:9920 redirected the call: nothing at https://127.0.0.1 took the connection',
    )
    expect(line).toContain('fix the redirect, or set ADMIN_API_URL to where the back end answers')
    expect(line).not.toContain('nothing at http://127.0.0.1:9920')
  })

  it('without a redirect the configured URL is named, as before', () => {
    expect(noAnswerCause(new Error('Network connection lost.'), 'http://127.0.0.1:9920')).toContain(
      'nothing at http://127.0.0.1:9920 took the connection',
    )
  })
})

describe('an answer that ended cleanly but is not JSON', () => {
  it('half a JSON answer, complete at the HTTP level: named as JSON that does not parse, with its length', async () => {
    const half = '{"products":[{"id":1},'
    const result = await apiRequest(
      cfg(async () => new Response(half, { status: 200, headers: { 'Content-Type': 'application/json' } })),
      '/general/v2/category/c/',
      { schema: z.object({}) },
    )
    expect(result).toMatchObject({ ok: false, kind: 'malformed', status: 200 })
    expect(!result.ok && result.message).toBe('GET /general/v2/category/c/: JSON that does not parse, HTTP 200')
    expect(logged()).toContain(`(it ends after ${half.length} characters: cut short?)`)
    expect(logged()).not.toContain('contract refuses')
  })
})

describe('an answer nested deeper than the walks after JSON.parse go (session 70 transport audit)', () => {
  const deep = (levels: number, inner: string) => `${'{"a":['.repeat(levels)}${inner}${']}'.repeat(levels)}`
  it.each([
    ['a value the schema reads as any JSON', z.object({ a: z.json() }), deep(100_000, '1')],
    ['any answer with a bidi control in it', z.unknown(), deep(100_000, '"\u202e"')],
  ])('%s: a malformed answer, not a RangeError thrown out of the page', async (_, schema, text) => {
    const result = await apiRequest(
      cfg(async () => new Response(text, { headers: { 'Content-Type': 'application/json' } })),
      '/settings/global_site_settings',
      { schema },
    )
    expect(result).toMatchObject({ ok: false, kind: 'malformed', status: 200 })
    expect(!result.ok && result.message).toBe('GET /settings/global_site_settings: an answer nested too deep to read')
  })
})
