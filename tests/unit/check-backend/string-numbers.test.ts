// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { numbersAsStrings, rewriteAnswer, type StringNumbersStats } from '#admin-api/test/string-numbers.ts'
import { intId, intNum, num } from '#contract/common.ts'
import { runCheck, zodIssues } from '#scripts/check-backend/core.ts'
import { startBrokenBackEnd } from './fixture'
import { startStringNumbersProxy } from './string-numbers-server'

/**
 * The test proxy of a back end that sends its numbers as strings (admin-api/test/string-numbers.ts):
 * what it rewrites and what it leaves. admin-api/test/check-backend.test.ts runs the whole check
 * through it against the reference back end.
 */
describe('numbersAsStrings', () => {
  it.each([
    [42, '42'],
    [1299.5, '1299.5'],
    [-0.25, '-0.25'],
    [0, '0'],
    [true, true],
    [false, false],
    [null, null],
    ['7', '7'],
    ['', ''],
    [[], []],
    [{}, {}],
    [
      { id: 1, price: 12.5, active: true, old_price: null, tags: [1, 'a', false], brand: { id: 3, slug: 'b' } },
      { id: '1', price: '12.5', active: true, old_price: null, tags: ['1', 'a', false], brand: { id: '3', slug: 'b' } },
    ],
    [[[1, [2, [3]]]], [['1', ['2', ['3']]]]],
  ])('%j -> %j', (input, expected) => expect(numbersAsStrings(input)).toEqual(expected))
})

describe('rewriteAnswer', () => {
  it('a JSON answer: numbers as strings, its status and headers kept', async () => {
    const stats: StringNumbersStats = { answers: 0, numbers: 0 }
    const r = await rewriteAnswer(
      new Response(JSON.stringify({ totalCount: 2, data: [{ id: 7 }] }), {
        status: 404,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '3' },
      }),
      stats,
    )
    expect(r.status).toBe(404)
    expect(r.headers.get('Retry-After')).toBe('3')
    expect(await r.json()).toEqual({ totalCount: '2', data: [{ id: '7' }] })
    expect(stats).toEqual({ answers: 1, numbers: 2 })
  })

  it.each([
    [
      'XML',
      new Response('<urlset>1</urlset>', { headers: { 'Content-Type': 'application/xml' } }),
      '<urlset>1</urlset>',
    ],
    ['HTML', new Response('<p>12</p>', { headers: { 'Content-Type': 'text/html' } }), '<p>12</p>'],
    ['broken JSON', new Response('{"a": 1', { headers: { 'Content-Type': 'application/json' } }), '{"a": 1'],
    ['no body', new Response(null, { status: 204, headers: { 'Content-Type': 'application/json' } }), ''],
  ])('%s passes untouched', async (_name, response, text) => {
    const status = response.status
    const r = await rewriteAnswer(response)
    expect(r.status).toBe(status)
    expect(await r.text()).toBe(text)
  })
})

describe('startStringNumbersProxy', () => {
  let target: Server
  let targetUrl: string
  const seen: { method?: string; url?: string; token?: string; body: string }[] = []
  beforeAll(async () => {
    target = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => {
        body += c
      })
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, token: req.headers['site-token'] as string, body })
        if (req.url === '/moved') {
          res.writeHead(302, { Location: '/elsewhere' })
          return res.end()
        }
        res.writeHead(201, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ id: 9, total: 10.5, ok: true, note: null }))
      })
    })
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())))

  it('forwards the call as sent and answers with its numbers as strings', async () => {
    const proxy = await startStringNumbersProxy(targetUrl)
    try {
      const r = await fetch(`${proxy.url}/cart/add?x=1`, {
        method: 'POST',
        headers: { 'Site-Token': 't', 'Content-Type': 'application/json' },
        body: '{"count":2}',
      })
      const text = await r.text()
      // The proxy's 502 names what its forward call threw (seen once under a load average of 12).
      expect(r.status, text).toBe(201)
      expect(JSON.parse(text)).toEqual({ id: '9', total: '10.5', ok: true, note: null })
      expect(seen.at(-1)).toEqual({ method: 'POST', url: '/cart/add?x=1', token: 't', body: '{"count":2}' })
      const moved = await fetch(`${proxy.url}/moved`, { redirect: 'manual' })
      expect([moved.status, moved.headers.get('Location')]).toEqual([302, '/elsewhere'])
    } finally {
      await proxy.close()
    }
  })

  it('check-backend reads through it: the broken back end fails the same calls with and without it', async () => {
    const fixture = await startBrokenBackEnd()
    const proxy = await startStringNumbersProxy(fixture.url)
    try {
      // (not storeSellers: its name is a JSON number there, which the proxy turns into the string the contract wants)
      const only = ['globalSettings', 'search', 'popularQuery', 'footerSettings']
      const options = {
        siteToken: 'fixture-token',
        timeoutMs: 2_000,
        maxRetryWaitMs: 2_000,
        sleep: async () => {},
        only,
      }
      const direct = await runCheck({ ...options, baseUrl: fixture.url })
      const viaStrings = await runCheck({ ...options, baseUrl: proxy.url })
      const outcomes = (rows: typeof direct.rows) =>
        rows.filter((r) => only.includes(r.endpoint)).map((r) => [r.endpoint, r.outcome])
      expect(outcomes(viaStrings.rows)).toEqual(outcomes(direct.rows))
      // popular queries' count 3 arrives as "3" and is read
      expect(viaStrings.rows.find((r) => r.endpoint === 'popularQuery')?.outcome).toBe('ok')
    } finally {
      await proxy.close()
      await fixture.close()
    }
  })
})

describe('check-backend names a number text the contract refuses as a wrong type', () => {
  it.each([
    [num, '12abc'],
    [num, ' 12 '],
    [intId, '4.2'],
    [intNum, '1e3'],
  ])('%#: %j', (schema, text) => {
    const body = { field: text }
    const r = z.object({ field: schema }).safeParse(body)
    expect(zodIssues(r.error?.issues ?? [], body).map((i) => `${i.path} ${i.kind}: ${i.detail}`)).toEqual([
      `field mistyped: expected number, got string ${JSON.stringify(text)}`,
    ])
  })
})
