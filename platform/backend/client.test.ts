import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { SERVER_LIMITS, SERVER_TIMINGS } from '#config'
import { itemsOf } from '#contract/items.ts'
import { callEndpoint } from './call'
import { apiHeaders, apiRequest, doneButUnread, noAnswerCause, textWithin } from './client'
import { FAILURE_LOG_INTERVAL_MS, onItemsDropped, resetFailureLog, resetLoggedDrops } from './failures'

describe('apiRequest', () => {
  it('sends per-call headers beside the standard ones (the sign-in call forwards the shopper IP)', async () => {
    let seen: Headers | null = null
    const fetcher = async (request: Request) => {
      seen = request.headers
      return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } })
    }
    const cfg = { baseUrl: 'http://admin.test', siteToken: 'demo-electro-token', locale: 'ro' as const, fetcher }
    const result = await apiRequest(cfg, '/auth/jwt/create/', {
      method: 'POST',
      body: {},
      schema: z.object({ ok: z.boolean() }),
      headers: { 'X-Forwarded-For': '198.51.100.7' },
    })
    expect(result.ok).toBe(true)
    expect(seen!.get('X-Forwarded-For')).toBe('198.51.100.7')
    expect(seen!.get('Site-Token')).toBe('demo-electro-token')
    await apiRequest(cfg, '/x', { schema: z.object({ ok: z.boolean() }) })
    expect(seen!.get('X-Forwarded-For')).toBeNull()
  })

  it.each(['ro', 'ru', 'uk', 'en'] as const)('asks the back end in the page language: Accept-Language %s', (locale) => {
    expect(apiHeaders({ baseUrl: 'http://admin.test', siteToken: 't', locale }, false).get('Accept-Language')).toBe(
      locale,
    )
  })
})

describe('the back-end call timeout', () => {
  afterEach(() => vi.restoreAllMocks())

  it(`gives up after SERVER_TIMINGS.adminApiTimeout (${SERVER_TIMINGS.adminApiTimeout} ms) unless the call says otherwise: a timeout failure, not a throw`, async () => {
    const controller = new AbortController()
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(controller.signal)
    // A back end that never answers: the fetch ends only when the request's signal fires.
    const fetcher = (request: Request) =>
      new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      )
    const cfg = { baseUrl: 'http://admin.test', siteToken: 't', locale: 'ro' as const, fetcher }
    const pending = apiRequest(cfg, '/slow', { schema: z.object({}) })
    expect(timeout).toHaveBeenCalledWith(SERVER_TIMINGS.adminApiTimeout)
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'))
    expect(await pending).toMatchObject({ ok: false, kind: 'timeout', status: 0 })
    await apiRequest({ ...cfg, timeoutMs: 9_000, fetcher: async () => Response.json({}) }, '/upload', {
      schema: z.object({}),
    })
    expect(timeout).toHaveBeenLastCalledWith(9_000)
  })
})

describe('items dropped from an answer (issue 49)', () => {
  const schema = z.object({ products: itemsOf(z.object({ id: z.number() }), 'products') })
  const cfgWith = (body: unknown) => ({
    baseUrl: 'http://admin.test',
    siteToken: 't',
    locale: 'ro' as const,
    fetcher: async () => Response.json(body),
  })
  afterEach(() => {
    onItemsDropped(null)
    resetLoggedDrops()
    vi.restoreAllMocks()
  })

  it('keeps the good items, logs one structured line per endpoint and field path, and counts every drop', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const counts: number[] = []
    onItemsDropped((n) => counts.push(n))
    const result = await apiRequest(
      cfgWith({ products: [{ id: 1 }, { id: 'x' }, {}, { id: 4 }] }),
      '/general/v2/category/a/',
      { schema, endpoint: 'GET /general/v2/category/:slug/' },
    )
    expect(result.ok && result.data.products).toEqual([{ id: 1 }, { id: 4 }])
    await apiRequest(cfgWith({ products: [{ id: 'y' }, { id: 5 }] }), '/general/v2/category/b/', {
      schema,
      endpoint: 'GET /general/v2/category/:slug/',
    })
    expect(counts).toEqual([2, 1])
    expect(warn.mock.calls.map((c) => JSON.parse(String(c[0])))).toEqual([
      {
        event: 'admin-api.item-dropped',
        endpoint: 'GET /general/v2/category/:slug/',
        path: 'products[*].id',
        issue: expect.any(String),
        count: 2,
      },
    ])
  })

  // Session 63's operator audit: prices as "1,434.50" dropped every card; the category said "no
  // product matches the filters" and the page cache kept it, the cart marked every line "no longer sold".
  it.each<[string, unknown, boolean]>([
    ['the main list lost every item: no answer', { products: [{ id: 'x' }, {}] }, false],
    ['one item kept: the answer', { products: [{ id: 'x' }, { id: 2 }] }, true],
    ['an empty list: the answer (nothing was lost)', { products: [] }, true],
    ['a list of one bad item: the answer (one bad item never costs the page, issue 49)', { products: [{}] }, true],
    ['a list inside an item lost every item: the answer', { products: [{ id: 1, tags: [7] }] }, true],
  ])('%s', async (_, answer, ok) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const nested = z.object({
      products: itemsOf(z.object({ id: z.number(), tags: itemsOf(z.string(), 'tags').optional() }), 'products'),
    })
    const result = await apiRequest(cfgWith(answer), '/general/v2/category/c/', { schema: nested })
    expect(result.ok).toBe(ok)
    if (!result.ok) {
      expect(result.kind).toBe('malformed')
      expect(result.message).toContain('every item of products failed the contract')
    }
  })

  it('an answer that is the list and lost every item (products by ids): no answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await apiRequest(cfgWith([{ id: 'a' }, { id: 'b' }]), '/general/products-by-ids', {
      schema: itemsOf(z.object({ id: z.number() }), ''),
    })
    expect(result.ok || result.message).toContain('every item of the list failed the contract')
  })

  it('a broken envelope fails the call as malformed and reports no drops', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const counts: number[] = []
    onItemsDropped((n) => counts.push(n))
    const result = await apiRequest(cfgWith({ products: { id: 1 } }), '/x', { schema })
    expect(result.ok || result.kind).toBe('malformed')
    expect(counts).toEqual([])
  })
})

describe('answers that are no answer', () => {
  const cfg = (response: () => Response) => ({
    baseUrl: 'http://admin.test',
    siteToken: 't',
    locale: 'ro' as const,
    fetcher: async () => response(),
  })
  const text = z.string()

  const page = (body: string, type?: string) => () =>
    new Response(body, type ? { headers: { 'Content-Type': type } } : undefined)
  it.each([
    {
      what: 'an error page with 200 (doctype)',
      ok: false,
      response: page('<!DOCTYPE html><html>502 Bad Gateway</html>'),
    },
    { what: 'an error page with 200 (html tag)', ok: false, response: page('  <html>\n<h1>Oops</h1></html>') },
    { what: 'text typed text/html', ok: false, response: page('Bad Gateway', 'text/html') },
    { what: 'the sitemap XML', ok: true, response: page('<?xml version="1.0"?><urlset></urlset>', 'application/xml') },
    { what: 'a plain-text carrier warning', ok: true, response: page('Too heavy for this carrier') },
  ])('$what to a call that takes text: ok $ok', async ({ ok, response }) => {
    const result = await apiRequest(cfg(response), '/x', { schema: text })
    expect(result.ok).toBe(ok)
    if (!result.ok) expect(result).toMatchObject({ kind: 'malformed', body: null })
  })

  it('JSON sent as text/html is still read as JSON', async () => {
    const result = await apiRequest(
      cfg(() => new Response('{"ok":true}', { headers: { 'Content-Type': 'text/html' } })),
      '/x',
      { schema: z.object({ ok: z.boolean() }) },
    )
    expect(result).toMatchObject({ ok: true, data: { ok: true } })
  })

  it(`an answer over SERVER_LIMITS.backendAnswerBytes (${SERVER_LIMITS.backendAnswerBytes}) is a failure, by its declared length or as read`, async () => {
    const declared = await apiRequest(
      cfg(() => new Response('{}', { headers: { 'Content-Length': String(SERVER_LIMITS.backendAnswerBytes + 1) } })),
      '/x',
      { schema: z.object({}) },
    )
    expect(declared).toMatchObject({ ok: false, kind: 'malformed' })
    const chunk = new Uint8Array(1024).fill(0x20)
    let sent = 0
    const endless = () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            sent += chunk.length
            controller.enqueue(chunk)
          },
        }),
      )
    expect(await textWithin(endless(), 10 * 1024)).toBeNull()
    expect(sent).toBeLessThanOrEqual(12 * 1024) // it stopped reading, it did not take the whole stream
    const small = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"a":"ă"}'))
          controller.close()
        },
      }),
    )
    expect(await textWithin(small, 1024)).toBe('{"a":"ă"}')
  })

  it('a JSON answer gets SERVER_LIMITS.backendAnswerBytes; the sitemap, a text, backendTextBytes (a 15.5 MB listing held 180 MB of heap)', async () => {
    const over = SERVER_LIMITS.backendAnswerBytes + 1024
    expect(SERVER_LIMITS.backendAnswerBytes).toBeLessThanOrEqual(4 * 1024 * 1024)
    const json = `{"products":[${'{"id":1},'.repeat(over / 9)}{"id":2}]}`
    const listing = await callEndpoint(
      cfg(() => new Response(json, { headers: { 'Content-Type': 'application/json' } })),
      'category',
      { params: { slug: 'a' } },
    )
    expect(listing).toMatchObject({ ok: false, kind: 'malformed' })
    expect(!listing.ok && listing.message).toMatch(/answer over \d+ bytes$/)
    const xml = `<?xml version="1.0"?><urlset>${'<url><loc>https://shop.test/ro/p</loc></url>'.repeat(over / 44)}</urlset>`
    const sitemap = await callEndpoint(
      cfg(() => new Response(xml, { headers: { 'Content-Type': 'application/xml' } })),
      'sitemap',
    )
    expect(sitemap.ok).toBe(true)
  })

  it('a compressed answer is counted as it unpacks: its Content-Length is the packed size (a gzip bomb)', async () => {
    // As workerd's fetch hands it over: the gzip answer's Content-Length kept, the body already unpacked.
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    let sent = 0
    const bomb = new Response(
      new ReadableStream({
        pull(controller) {
          sent += chunk.length
          controller.enqueue(chunk)
          if (sent >= 4 * 1024 * 1024) controller.close()
        },
      }),
      { headers: { 'Content-Encoding': 'gzip', 'Content-Length': '4100' } },
    )
    expect(await textWithin(bomb, 1024 * 1024)).toBeNull()
    expect(sent).toBeLessThanOrEqual(1024 * 1024 + chunk.length)
    const gzipped = new Response('{"a":1}', { headers: { 'Content-Encoding': 'gzip', 'Content-Length': '27' } })
    expect(await textWithin(gzipped, 1024)).toBe('{"a":1}')
  })
})

describe('redirects: followed within the back end origin only', () => {
  const schema = z.object({ ok: z.boolean() })
  /** A back end at admin.test whose sign-in call redirects as `hops` say; records every request. */
  function backEnd(hops: Record<string, { status: number; location: string }>) {
    const seen: { url: string; method: string; body: string; token: string | null }[] = []
    const fetcher = async (request: Request) => {
      seen.push({
        url: request.url,
        method: request.method,
        body: await request.text(),
        token: request.headers.get('Site-Token'),
      })
      expect(request.redirect).toBe('manual')
      const hop = hops[new URL(request.url).href]
      if (hop) return new Response(null, { status: hop.status, headers: { Location: hop.location } })
      return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } })
    }
    return {
      seen,
      cfg: { baseUrl: 'http://admin.test', siteToken: 'secret-site-token', locale: 'ro' as const, fetcher },
    }
  }
  const signIn = { method: 'POST' as const, body: { email: 'a@b.c', password: 'hunter2' }, schema }
  afterEach(() => vi.restoreAllMocks())

  it('a 307 within the origin resends the body there', async () => {
    const b = backEnd({ 'http://admin.test/auth/jwt/create/': { status: 307, location: '/v2/auth/jwt/create/' } })
    expect((await apiRequest(b.cfg, '/auth/jwt/create/', signIn)).ok).toBe(true)
    expect(b.seen.map((s) => [s.url, s.method])).toEqual([
      ['http://admin.test/auth/jwt/create/', 'POST'],
      ['http://admin.test/v2/auth/jwt/create/', 'POST'],
    ])
    expect(b.seen[1]!.body).toContain('hunter2')
  })

  it.each([
    ['a 307 to another host', 307, 'http://elsewhere.test/auth/jwt/create/'],
    ['a 302 to another host', 302, 'http://elsewhere.test/login'],
    ['a 308 to another host over https', 308, 'https://elsewhere.test/auth/jwt/create/'],
    ['a 301 to the same host on another port', 301, 'http://admin.test:8080/auth/jwt/create/'],
  ])('%s: refused, nothing sent there, the call fails with the redirect status', async (_what, status, location) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const b = backEnd({ 'http://admin.test/auth/jwt/create/': { status, location } })
    const result = await apiRequest(b.cfg, '/auth/jwt/create/', signIn)
    expect(result).toMatchObject({ ok: false, kind: 'status', status })
    expect(result.ok ? '' : result.message).toBe(
      `POST /auth/jwt/create/: HTTP ${status}, a redirect to another origin: not followed`,
    )
    expect(b.seen).toHaveLength(1)
    expect(b.seen.every((s) => new URL(s.url).origin === 'http://admin.test')).toBe(true)
  })

  it('a move to https on the same host is followed (an "always use HTTPS" zone), and stays there', async () => {
    const b = backEnd({
      'http://admin.test/auth/jwt/create/': { status: 308, location: 'https://admin.test/auth/jwt/create/' },
      'https://admin.test/auth/jwt/create/': { status: 307, location: 'http://admin.test/downgraded/' },
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const result = await apiRequest(b.cfg, '/auth/jwt/create/', signIn)
    // the upgrade is followed with the body; a way back to http is another origin now, refused
    expect(b.seen.map((s) => s.url)).toEqual([
      'http://admin.test/auth/jwt/create/',
      'https://admin.test/auth/jwt/create/',
    ])
    expect(b.seen[1]!.body).toContain('hunter2')
    expect(result).toMatchObject({ ok: false, status: 307 })
  })

  it.each([301, 302, 303])(
    'a write moved by %i within the origin is refused: followed, it would arrive as a GET and save nothing, yet read as saved',
    async (status) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const b = backEnd({ 'http://admin.test/api/phone/5/': { status, location: 'https://admin.test/api/phone/5/' } })
      const result = await apiRequest(b.cfg, '/api/phone/5/', { method: 'DELETE', schema: z.unknown() })
      expect(result).toMatchObject({ ok: false, kind: 'status', status })
      expect(b.seen.map((s) => [s.url, s.method])).toEqual([['http://admin.test/api/phone/5/', 'DELETE']])
    },
  )

  it('a read moved by 301 within the origin is followed', async () => {
    const b = backEnd({ 'http://admin.test/base/faq': { status: 301, location: '/base/faq/' } })
    expect((await apiRequest(b.cfg, '/base/faq', { schema })).ok).toBe(true)
    expect(b.seen.map((s) => [s.url, s.method])).toEqual([
      ['http://admin.test/base/faq', 'GET'],
      ['http://admin.test/base/faq/', 'GET'],
    ])
  })

  it('more than 3 redirects within the origin fail the call', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const loop = Object.fromEntries(
      [0, 1, 2, 3, 4].map((n) => [`http://admin.test/r${n}`, { status: 302, location: `/r${n + 1}` }]),
    )
    const b = backEnd(loop)
    const result = await apiRequest(b.cfg, '/r0', { schema })
    expect(result).toMatchObject({ ok: false, status: 302 })
    expect(b.seen).toHaveLength(4)
  })
})

describe('failures an operator can act on (cold review r56)', () => {
  afterEach(() => vi.restoreAllMocks())
  const ok = async () => Response.json({})

  it.each(['127.0.0.1:9116/shop-api', 'admin.shop.md', 'localhost:8788/x', 'ftp://admin.shop.md', ''])(
    'an ADMIN_API_URL of %j is a failure naming the variable, not a thrown "Invalid URL string."',
    async (baseUrl) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      const cfg = { baseUrl, siteToken: 't', locale: 'ro' as const, fetcher: ok }
      const result = await apiRequest(cfg, '/settings/global_site_settings', { schema: z.object({}) })
      expect(result).toMatchObject({ ok: false, kind: 'network', status: 0 })
      expect(!result.ok && result.message).toBe(
        `GET /settings/global_site_settings: ADMIN_API_URL must be an http(s) URL, got ${JSON.stringify(baseUrl)}`,
      )
      // Logged once per isolate, not once per call.
      await apiRequest(cfg, '/settings/footer_settings', { schema: z.object({}) })
      expect(errors.mock.calls.filter((c) => String(c[0]).includes('ADMIN_API_URL')).length).toBeLessThanOrEqual(1)
    },
  )

  it('a refused settings call says to check SITE_TOKEN; the log says what the back end said, never the token', async () => {
    resetFailureLog()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetcher = async () => Response.json({ error: 'Site-Token necunoscut: wrong-token' }, { status: 403 })
    const cfg = { baseUrl: 'http://127.0.0.1:9116/shop-api/', siteToken: 'wrong-token', locale: 'ro' as const, fetcher }
    const result = await apiRequest(cfg, '/settings/global_site_settings', { schema: z.object({}) })
    expect(!result.ok && result.message).toBe('GET /settings/global_site_settings: HTTP 403; check SITE_TOKEN')
    expect(warn.mock.calls.map((c) => String(c[0]))).toContain(
      '[admin-api] GET /settings/global_site_settings: HTTP 403; check SITE_TOKEN "Site-Token necunoscut: ***"',
    )
  })

  it('a failure names the back end it tried (origin and path prefix) in the log, once, and never in the message a page may show (review r59)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetcher = async () => {
      throw new Error('Network connection lost.')
    }
    const cfg = { baseUrl: 'https://10.0.4.7:8443/shop-api/', siteToken: 't', locale: 'ro' as const, fetcher }
    const result = await apiRequest(cfg, '/categories', { schema: z.object({}) })
    await apiRequest(cfg, '/brands', { schema: z.object({}) })
    expect(!result.ok && result.message).toBe('GET /categories: no answer')
    const named = warn.mock.calls.filter((c) => String(c[0]).includes('https://10.0.4.7:8443/shop-api'))
    expect(named).toHaveLength(1)
    warn.mockRestore()
  })
})

/**
 * Review F10: a storefront whose ADMIN_API_URL said https:// in front of a back end speaking plain http
 * logged only workerd's `GET /settings/global_site_settings: no answer (Error: internal error; reference
 * = l44d4qnpicug3aqrehqop90l)` (what workerd throws for a failed TLS handshake or an unknown host; the
 * cause is in workerd's own stderr at best), a new line per call as every reference differs.
 */
describe('a call with no answer says why in the log (review F10)', () => {
  afterEach(() => vi.restoreAllMocks())
  const opaque = (ref: string) => new Error(`internal error; reference = ${ref}`)
  it.each([
    [
      'https to a plain-http back end (a TLS handshake workerd does not name)',
      'https://10.0.4.7:8443/shop-api/',
      opaque('l44d4qnpicug3aqrehqop90l'),
      '(Error: internal error; reference = l44d4qnpicug3aqrehqop90l): workerd names no cause. The TLS handshake with https://10.0.4.7:8443 failed: if the back end speaks plain http there, ADMIN_API_URL says https:// for it (serve it over TLS, or on a private network only, as the site token would travel in clear, set ADMIN_API_URL to http://10.0.4.7:8443/shop-api); otherwise its certificate is not valid for 10.0.4.7',
    ],
    [
      'https to a host by name: its DNS too',
      'https://admin.shop.md',
      opaque('abc123'),
      /^\(Error: internal error; reference = abc123\): workerd names no cause\. The TLS handshake with https:\/\/admin\.shop\.md failed, or admin\.shop\.md does not resolve \(DNS\): .* to http:\/\/admin\.shop\.md\); otherwise its certificate is not valid for admin\.shop\.md$/,
    ],
    [
      'plain http, by name',
      'http://admin.internal:8000/',
      opaque('x1'),
      '(Error: internal error; reference = x1): workerd names no cause. admin.internal does not resolve (DNS), or the connection to http://admin.internal:8000 failed',
    ],
    [
      'nothing listening',
      'https://[::1]:9/',
      new Error('Network connection lost.'),
      '(Error: Network connection lost.): nothing at https://[::1]:9 took the connection, or it dropped it: is the back end running there, on that port?',
    ],
    ['any other error, as it is', 'https://admin.shop.md', new TypeError('fetch failed'), '(TypeError: fetch failed)'],
  ])('%s', (_name, baseUrl, error, cause) => {
    if (typeof cause === 'string') expect(noAnswerCause(error, baseUrl)).toBe(cause)
    else expect(noAnswerCause(error, baseUrl)).toMatch(cause)
  })

  it("logs the cause with the call, never the token, a query or the URL's credentials, and one line for many references", async () => {
    resetFailureLog()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let n = 0
    const fetcher = async () => {
      throw opaque(`ref${++n}x${n * 7}q`)
    }
    const cfg = {
      baseUrl: 'https://admin.shop.md/api/?key=k-secret',
      siteToken: 'site-token-secret',
      locale: 'ro' as const,
      fetcher,
    }
    const result = await apiRequest(cfg, '/settings/global_site_settings', { schema: z.object({}) })
    await apiRequest(cfg, '/settings/global_site_settings', { schema: z.object({}) })
    // the message a page or /healthz may show stays as it was
    expect(!result.ok && result.message).toBe('GET /settings/global_site_settings: no answer')
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('no answer'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^\[admin-api\] GET \/settings\/global_site_settings: no answer \(Error: internal error; reference = ref1x7q\): workerd names no cause\. The TLS handshake with https:\/\/admin\.shop\.md failed, or admin\.shop\.md does not resolve \(DNS\)/,
    )
    expect(lines[0]).toContain('set ADMIN_API_URL to http://admin.shop.md/api)')
    expect(warn.mock.calls.join('\n')).not.toMatch(/site-token-secret|k-secret/)
  })

  it('an error quoting the URL (credentials in ADMIN_API_URL) leaves them and the query out of the log', async () => {
    resetFailureLog()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const cfg = {
      baseUrl: 'https://ops:hunter2@admin.shop.md/api/?key=k-secret',
      siteToken: 't',
      locale: 'ro' as const,
    }
    const result = await apiRequest({ ...cfg, fetcher: (r: Request) => fetch(r) }, '/x', { schema: z.object({}) })
    expect(result).toMatchObject({ ok: false, kind: 'network' })
    const logged = warn.mock.calls.join('\n')
    expect(logged).toContain('https://***@admin.shop.md/api/?***')
    expect(logged).not.toMatch(/hunter2|ops:|k-secret/)
  })
})

/**
 * Review r64, a fault proxy in front of the reference back end: a 500 whose JSON said
 * `OperationalError ... db-primary.internal (10.0.3.4) ... user=shop_admin` reached the category
 * page's dehydrated loader data and /healthz, a 301 to http://10.0.3.7:8000 its host; and every
 * failing call wrote a log line on every request (20 category requests, 20 identical lines).
 */
describe("the back end's words stay in the log, once a minute per call (review r64)", () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })
  const words = 'OperationalError: could not connect to db-primary.internal (10.0.3.4), user=shop_admin'
  const cfgWith = (fetcher: (request: Request) => Promise<Response>) => ({
    baseUrl: 'http://admin.test/',
    siteToken: 't',
    locale: 'ro' as const,
    fetcher,
  })
  const category = (cfg: ReturnType<typeof cfgWith>, slug: string) =>
    apiRequest(cfg, `/general/v2/category/${slug}/`, {
      schema: z.object({}),
      endpoint: 'GET /general/v2/category/{slug}/',
    })

  const backEndWords = /db-primary\.internal|10\.0\.3\.[47]/
  it.each([
    [
      'a 500 with the error in its JSON',
      async () => Response.json({ detail: words }, { status: 500 }),
      'HTTP 500',
      backEndWords,
    ],
    ['a 502 with it as text', async () => new Response(words, { status: 502 }), 'HTTP 502', backEndWords],
    [
      'a 301 to another host',
      async () => new Response(null, { status: 301, headers: { Location: 'http://10.0.3.7:8000/general/x/' } }),
      'HTTP 301, a redirect to another origin: not followed',
      /\(HTTP 301: redirects to another origin \(http:\/\/10\.0\.3\.7:8000\)/,
    ],
    [
      'an answer the schema refuses',
      async () => Response.json({ ok: 'db-primary.internal' }),
      'an answer the contract refuses, HTTP 200',
      /\(ok: Invalid option/,
    ],
    [
      'a network failure',
      async () => {
        throw new TypeError('connect ECONNREFUSED 10.0.3.4:8000')
      },
      'no answer',
      backEndWords,
    ],
  ])(
    '%s: the message names the call, kind and status only; the log has the rest',
    async (_what, fetcher, summary, said) => {
      resetFailureLog()
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const cfg = cfgWith(fetcher)
      const result = await apiRequest(cfg, '/general/v2/category/telefoane/', {
        schema: z.object({ ok: z.enum(['yes', 'no']) }),
      })
      expect(!result.ok && result.message).toBe(`GET /general/v2/category/telefoane/: ${summary}`)
      const logged = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('/general/v2/category/'))
      expect(logged).toHaveLength(1)
      expect(logged[0]).toMatch(said)
    },
  )

  it('one line per call, kind and status a minute, the next saying how many it stood for', async () => {
    resetFailureLog()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-05T10:00:00Z'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const cfg = cfgWith(async () => Response.json({ detail: words }, { status: 500 }))
    const lines = () => warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('/general/v2/category/'))
    for (let i = 0; i < 20; i++) await category(cfg, i % 2 ? 'telefoane' : 'laptopuri')
    expect(lines()).toHaveLength(1)
    // Another kind or status of the same call is its own line.
    await category(
      cfgWith(async () => Response.json({ detail: words }, { status: 503 })),
      'telefoane',
    )
    expect(lines()).toHaveLength(2)
    vi.setSystemTime(Date.now() + FAILURE_LOG_INTERVAL_MS - 1_000)
    await category(cfg, 'telefoane')
    expect(lines()).toHaveLength(2)
    vi.setSystemTime(Date.now() + 2_000)
    await category(cfg, 'telefoane')
    expect(lines()).toHaveLength(3)
    expect(lines()[2]).toBe(
      `[admin-api] GET /general/v2/category/telefoane/: HTTP 500 ${JSON.stringify(words)} (GET /general/v2/category/{slug}/: 20 more like it in the 61 s since its last line)`,
    )
  })

  it('an outage shorter than the minute: the first call after the minute writes the count of the failures it swallowed', async () => {
    resetFailureLog()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-05T10:00:00Z'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const lines = () => warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('/general/v2/category/'))
    const failing = cfgWith(async () => Response.json({ detail: words }, { status: 500 }))
    const answering = cfgWith(async () => Response.json({}))
    for (let i = 0; i < 5; i++) await category(failing, 'telefoane')
    // The back end recovers 20 s in: its answers write nothing, the count waits for the minute's end.
    vi.setSystemTime(Date.now() + 20_000)
    await category(answering, 'telefoane')
    expect(lines()).toHaveLength(1)
    vi.setSystemTime(Date.now() + FAILURE_LOG_INTERVAL_MS)
    await category(answering, 'laptopuri')
    expect(lines()).toEqual([
      `[admin-api] GET /general/v2/category/telefoane/: HTTP 500 ${JSON.stringify(words)}`,
      `[admin-api] GET /general/v2/category/telefoane/: HTTP 500 ${JSON.stringify(words)} (GET /general/v2/category/{slug}/: 4 more like it in the minute after its last line)`,
    ])
    // Counted once: the next answers write nothing, and the next failure is a line of its own at once.
    await category(answering, 'laptopuri')
    await category(failing, 'laptopuri')
    expect(lines()).toHaveLength(3)
    expect(lines()[2]).toBe(`[admin-api] GET /general/v2/category/laptopuri/: HTTP 500 ${JSON.stringify(words)}`)
  })

  it('another failure of the same call within the minute is its own line; the same words about other ids are not (review r68)', async () => {
    resetFailureLog()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-05T10:00:00Z'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const lines = () => warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('/general/v2/category/'))
    const saying = (detail: string) => cfgWith(async () => Response.json({ detail }, { status: 500 }))
    for (let i = 0; i < 5; i++) await category(saying('A: timeout talking to price service'), 'telefoane')
    await category(saying("B: KeyError 'variant_id' in product 77"), 'laptopuri')
    await category(saying("B: KeyError 'variant_id' in product 78"), 'laptopuri')
    expect(lines()).toHaveLength(2)
    expect(lines()[1]).toContain("B: KeyError 'variant_id' in product 77")
  })

  it('a 404 to a write (a form, a credit request) is a failure: its line is written (review r68)', async () => {
    resetFailureLog()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const cfg = cfgWith(async () => new Response('<html>no upstream</html>', { status: 404 }))
    await apiRequest(cfg, '/general/newsletter/', { method: 'POST', body: { email: 'a@b.md' }, schema: z.unknown() })
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('POST /general/newsletter/: HTTP 404'))).toHaveLength(1)
  })

  it('a 404 is an answer, not a failure: no line (the caller decides)', async () => {
    resetFailureLog()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await category(
      cfgWith(async () => Response.json({ detail: 'Not found.' }, { status: 404 })),
      'missing',
    )
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('/general/v2/category/'))).toHaveLength(0)
  })
})

describe('doneButUnread: a write the back end took, its answer unread (session 59)', () => {
  const failure = (status: number, body: unknown) =>
    ({ ok: false, kind: 'malformed', status, body, message: 'x' }) as const
  it.each([
    ['a 201 the contract cannot read', failure(201, { order: 'created' }), true],
    ['a 204 with no body', failure(204, null), true],
    ['a 200 list', failure(200, ['accepted']), true],
    ['a 200 that says it failed: { error }', failure(200, { error: 'Stoc insuficient' }), false],
    ['a 200 that says it failed: { detail }', failure(200, { detail: 'Invalid' }), false],
    ['a 200 that says it failed: { errors: [...] }', failure(200, { errors: ['x'] }), false],
    ['a 4xx', { ok: false, kind: 'status', status: 400, body: {}, message: 'x' } as const, false],
    ['no answer', { ok: false, kind: 'network', status: 0, body: null, message: 'x' } as const, false],
  ])('%s: %s', (_name, result, done) => {
    expect(doneButUnread(result)).toBe(done)
  })
})
