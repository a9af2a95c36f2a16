import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createReplayBackend, type ReplayBackend, requestKey } from '../../bench/replay-backend.mjs'

/**
 * The bench's replay back end (bench/replay-backend.mjs, issue 31.3): what it records from the
 * upstream it replays byte for byte without asking the upstream again, keyed by method, path and the
 * headers that change the admin API's answer; anything not recorded is a counted 502.
 */

let upstreamCalls: string[] = []
let upstream: Server
let front: Server
let backend: ReplayBackend
let base = ''

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      upstreamCalls.push(`${req.method} ${req.url} ${req.headers['accept-language'] ?? ''}`)
      if (req.url?.startsWith('/missing')) {
        res.writeHead(404, { 'content-type': 'application/json' })
        res.end('{"error":"not found"}')
        return
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' })
      res.end(
        JSON.stringify({
          url: req.url,
          lang: req.headers['accept-language'] ?? null,
          body: Buffer.concat(chunks).toString() || null,
          n: upstreamCalls.length,
        }),
      )
    })
  })
  const upstreamPort = await listen(upstream)
  backend = createReplayBackend({ upstreamPort })
  front = createServer((req, res) => {
    void backend.handle(req, res)
  })
  base = `http://127.0.0.1:${await listen(front)}`
})

afterAll(() => {
  front.close()
  upstream.close()
})

beforeEach(() => {
  upstreamCalls = []
  backend.resetCounters()
})

describe('replay back end', () => {
  it('passes through to the upstream without recording in pass mode', async () => {
    backend.mode = 'pass'
    const res = await fetch(`${base}/pass?x=1`, { headers: { 'Accept-Language': 'ro' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ url: '/pass?x=1', lang: 'ro' })
    backend.mode = 'replay'
    expect((await fetch(`${base}/pass?x=1`, { headers: { 'Accept-Language': 'ro' } })).status).toBe(502)
    expect(upstreamCalls).toEqual(['GET /pass?x=1 ro'])
  })

  it('replays what it recorded, byte for byte with status and headers, without calling the upstream', async () => {
    backend.mode = 'record'
    const recorded = await fetch(`${base}/catalog?page=1`, { headers: { 'Accept-Language': 'ru', 'Site-Token': 't' } })
    const recordedBody = await recorded.text()
    const missing = await fetch(`${base}/missing`, { headers: { 'Site-Token': 't' } })
    expect(missing.status).toBe(404)
    await missing.text()
    expect(upstreamCalls).toHaveLength(2)

    backend.mode = 'replay'
    const replayed = await fetch(`${base}/catalog?page=1`, { headers: { 'Accept-Language': 'ru', 'Site-Token': 't' } })
    expect(replayed.status).toBe(200)
    expect(replayed.headers.get('x-upstream')).toBe('yes')
    expect(replayed.headers.get('content-type')).toBe('application/json')
    expect(await replayed.text()).toBe(recordedBody)
    const notFound = await fetch(`${base}/missing`, { headers: { 'Site-Token': 't' } })
    expect(notFound.status).toBe(404)
    expect(await notFound.text()).toBe('{"error":"not found"}')
    expect(upstreamCalls).toHaveLength(2)
    expect(backend.stats()).toMatchObject({ replayed: 2, misses: 0 })
    expect(backend.stats().answerMedianMs).not.toBeNull()
  })

  it('answers a request it did not record with a 502 naming the key, and counts it', async () => {
    backend.mode = 'record'
    await (await fetch(`${base}/settings`, { headers: { 'Accept-Language': 'ro', 'Site-Token': 't' } })).text()
    backend.mode = 'replay'
    backend.resetCounters()
    // another language, another query, another site token: three misses
    const misses = [
      await fetch(`${base}/settings`, { headers: { 'Accept-Language': 'uk', 'Site-Token': 't' } }),
      await fetch(`${base}/settings?x=1`, { headers: { 'Accept-Language': 'ro', 'Site-Token': 't' } }),
      await fetch(`${base}/settings`, { headers: { 'Accept-Language': 'ro', 'Site-Token': 'other' } }),
    ]
    for (const res of misses) expect(res.status).toBe(502)
    expect(await misses[0]?.text()).toBe(
      'replay back end: nothing recorded for GET /settings site-token=t accept-language=uk',
    )
    expect(backend.stats()).toMatchObject({ replayed: 0, misses: 3 })
    expect(backend.stats().missedKeys).toContain('GET /settings?x=1 site-token=t accept-language=ro')
    expect(upstreamCalls).toEqual(['GET /settings ro'])
  })

  it('keys a request with a body by the body too', async () => {
    backend.mode = 'record'
    await (
      await fetch(`${base}/cart/check`, {
        method: 'POST',
        body: '{"a":1}',
        headers: { 'Content-Type': 'application/json' },
      })
    ).text()
    backend.mode = 'replay'
    const same = await fetch(`${base}/cart/check`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(await same.json()).toMatchObject({ body: '{"a":1}' })
    const other = await fetch(`${base}/cart/check`, {
      method: 'POST',
      body: '{"a":2}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(other.status).toBe(502)
    await other.text()
  })
})

describe('requestKey', () => {
  it.each([
    ['GET', '/a?b=1', {}, null, 'GET /a?b=1'],
    ['get', '/a', { 'accept-language': 'en', 'x-other': 'ignored' }, null, 'GET /a accept-language=en'],
    [
      'GET',
      '/a',
      { 'site-token': 's', 'dev-mode': 'true', authorization: 'Bearer x' },
      null,
      'GET /a site-token=s dev-mode=true authorization=Bearer x',
    ],
    ['GET', '/a', { 'accept-language': '' }, null, 'GET /a'],
  ])('%s %s %j', (method, path, headers, body, key) => {
    expect(requestKey(method, path, headers, body)).toBe(key)
  })

  it('adds a hash of a body, the same for the same bytes', () => {
    const a = requestKey('POST', '/x', {}, Buffer.from('{"a":1}'))
    expect(a).toMatch(/^POST \/x body=[0-9a-f]{16}$/)
    expect(requestKey('POST', '/x', {}, Buffer.from('{"a":1}'))).toBe(a)
    expect(requestKey('POST', '/x', {}, Buffer.from('{"a":2}'))).not.toBe(a)
  })
})

describe('replay back end transform', () => {
  it('serves the transform’s answer in replay mode and keeps the recording', async () => {
    backend.mode = 'record'
    const original = await (await fetch(`${base}/list`, { headers: { 'Site-Token': 't' } })).text()
    backend.mode = 'replay'
    backend.transform = (_key, answer) => ({
      ...answer,
      body: Buffer.from('{"cut":true}'),
      headers: { ...answer.headers, 'content-length': '12' },
    })
    expect(await (await fetch(`${base}/list`, { headers: { 'Site-Token': 't' } })).json()).toEqual({ cut: true })
    backend.transform = () => undefined
    expect(await (await fetch(`${base}/list`, { headers: { 'Site-Token': 't' } })).text()).toBe(original)
    backend.transform = null
    expect(await (await fetch(`${base}/list`, { headers: { 'Site-Token': 't' } })).text()).toBe(original)
    expect(upstreamCalls).toHaveLength(1)
  })
})
