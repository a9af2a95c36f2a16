import { env } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { type EndpointDef, endpoints } from '#contract/endpoints.ts'
import { createApp } from '../src'
import { api, registerActive } from './helpers'
import { dbChecksum } from './seed-d1'

/**
 * Fuzz: >= 1,000 malformed requests across every endpoint (wrong types, huge numbers, unknown
 * fields, broken JSON, oversized bodies, SQL-like strings). None may answer 5xx, and the
 * database must be unchanged afterwards (the writes among them are all rejected).
 */

const SQLISH = [
  "1' OR '1'='1",
  "'; DROP TABLE products; --",
  '1; DELETE FROM users',
  '" OR ""="',
  '%27%20OR%201=1',
  'UNION SELECT * FROM users',
]
const BAD_PARAMS = [
  'abc',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  "1' OR '1'='1",
  '%00',
  'x'.repeat(400),
  '..%2F..%2Fetc',
  'NaN',
]
const BAD_VALUES: unknown[] = [
  '',
  'abc',
  -1,
  0,
  1e308,
  -1e308,
  1e20,
  1.23456789,
  true,
  null,
  [],
  {},
  [1, 'x'],
  { $gt: 1 },
  'x'.repeat(5000),
  ...SQLISH,
]
const BAD_QUERY = ['-5', '1e309', '99999999999999999999', 'abc', '', '1,2,x', ':::', '{"a":', '[1,2]', ...SQLISH]

function shapeKeys(schema: z.ZodType | undefined): string[] {
  const s = schema as unknown as
    | { shape?: Record<string, unknown>; def?: { schema?: unknown; in?: unknown } }
    | undefined
  if (!s) return []
  if (s.shape) return Object.keys(s.shape)
  const inner = (s.def?.schema ?? s.def?.in) as z.ZodType | undefined
  return inner && inner !== schema ? shapeKeys(inner) : []
}

function rng(seed: number) {
  let x = seed
  return () => {
    x = (Math.imul(x ^ (x >>> 15), 2246822507) + 0x6d2b79f5) | 0
    return ((x >>> 0) % 1_000_000) / 1_000_000
  }
}

interface FuzzRequest {
  name: string
  method: string
  path: string
  body?: string
  headers?: Record<string, string>
  site?: string | null
}

function fillPath(e: EndpointDef, value?: string): string {
  return e.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_, n: string) => {
    if (value !== undefined) return encodeURIComponent(value)
    return n === 'locale'
      ? 'ro'
      : n === 'kind'
        ? 'about_us_page'
        : n === 'key'
          ? 'main_page'
          : n === 'path'
            ? 'warranty'
            : n === 'slug'
              ? 'some-slug'
              : '1'
  })
}

/**
 * The signed-in pass: the same malformed params, queries and bodies for every endpoint that needs a
 * token, sent with a valid one (so they reach the handlers' validation and ownership checks), plus
 * broken multipart bodies for the profile image.
 */
function buildSignedInRequests(): FuzzRequest[] {
  const r = rng(7)
  const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)] as T
  const out: FuzzRequest[] = []
  for (const [name, e] of Object.entries(endpoints) as [string, EndpointDef][]) {
    // logout takes any body and ends the session the pass runs on: the unsigned pass covers it.
    if (e.auth !== 'required' || name === 'logout') continue
    if (/:[A-Za-z_]/.test(e.path))
      for (const v of BAD_PARAMS)
        out.push({ name, method: e.method, path: fillPath(e, v), body: e.method === 'GET' ? undefined : '{}' })
    const base = fillPath(e)
    if (e.method === 'GET') {
      const keys = [...shapeKeys(e.query), 'page']
      for (let i = 0; i < 6; i++) {
        const params = new URLSearchParams()
        for (const k of keys) if (r() < 0.7) params.append(k, pick(BAD_QUERY))
        if (r() < 0.3) params.append(pick(keys), pick(BAD_QUERY))
        out.push({ name, method: 'GET', path: `${base}?${params}` })
      }
      continue
    }
    const keys = shapeKeys(e.body)
    const bodies = ['{', '[]', 'null', '"str"', JSON.stringify({ zzz_unknown: 1 })]
    for (let i = 0; i < 6; i++) {
      const obj: Record<string, unknown> = {}
      for (const k of keys) obj[k] = pick(BAD_VALUES)
      bodies.push(JSON.stringify(obj))
    }
    for (const b of bodies) out.push({ name, method: e.method, path: base, body: b })
  }
  const image = fillPath(endpoints.changeProfileImage)
  const types = [
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'image/png',
    'application/octet-stream',
  ]
  const parts = [
    '--x\r\nContent-Disposition: form-data; name="profile_image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n<svg onload=alert(1)>\r\n--x--\r\n',
    '--x\r\nContent-Disposition: form-data; name="profile_image"\r\n\r\nnot a file\r\n--x--\r\n',
    '--x\r\nContent-Disposition: form-data; name="profile_image"; filename="a.png"\r\n\r\n',
    '--x--',
    '',
    `--x\r\nContent-Disposition: form-data; name="profile_image"; filename="big.png"\r\n\r\n${'x'.repeat(1_200_000)}\r\n--x--\r\n`,
  ]
  for (const t of types)
    for (const b of parts)
      out.push({ name: 'changeProfileImage', method: 'PATCH', path: image, body: b, headers: { 'Content-Type': t } })
  return out
}

/** Whether a fuzzed request happens to be valid for its endpoint (path params and JSON body pass the schemas). */
function validInput(q: FuzzRequest): boolean {
  const e = (endpoints as Record<string, EndpointDef>)[q.name]
  if (!e || e.multipart) return false
  const pattern = new RegExp(`^${e.path.replace(/\/$/, '').replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '(?<$1>[^/]+)')}/?$`)
  const m = pattern.exec(q.path.split('?')[0]!)
  if (!m) return false
  if (
    e.params &&
    !e.params.safeParse(Object.fromEntries(Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])))
      .success
  )
    return false
  if (!e.body) return true
  try {
    return e.body.safeParse(q.body ? JSON.parse(q.body) : {}).success
  } catch {
    return false
  }
}

function buildRequests(): FuzzRequest[] {
  const r = rng(42)
  const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)] as T
  const out: FuzzRequest[] = []
  for (const [name, e] of Object.entries(endpoints) as [string, EndpointDef][]) {
    const hasParams = /:[A-Za-z_]/.test(e.path)
    if (hasParams)
      for (const v of BAD_PARAMS)
        out.push({ name, method: e.method, path: fillPath(e, v), body: e.method === 'GET' ? undefined : '{}' })
    const base = fillPath(e)
    if (e.method === 'GET') {
      const keys = [...shapeKeys(e.query), 'page', 'ids', 'product_id']
      for (let i = 0; i < 10; i++) {
        const params = new URLSearchParams()
        for (const k of keys) if (r() < 0.7) params.append(k, pick(BAD_QUERY))
        if (r() < 0.3) params.append(pick(keys), pick(BAD_QUERY)) // repeated key
        params.append(`unknown_${i}`, pick(SQLISH))
        out.push({ name, method: 'GET', path: `${base}?${params}` })
      }
      out.push({ name, method: 'GET', path: base, headers: { Authorization: `Bearer ${pick(SQLISH)}` } })
      out.push({ name, method: 'GET', path: base, site: pick(SQLISH) })
    } else {
      const keys = shapeKeys(e.body)
      const bodies: string[] = [
        '{',
        '{"a":1,,}',
        '[]',
        'null',
        '"str"',
        '123',
        'true',
        '{"__proto__":{"x":1}}',
        JSON.stringify({ zzz_unknown: 1, other: pick(SQLISH) }),
      ]
      for (let i = 0; i < 8; i++) {
        const obj: Record<string, unknown> = {}
        // Every field gets a wrong value; unknown fields ride along.
        for (const k of keys) obj[k] = pick(BAD_VALUES)
        obj[`unknown_${i}`] = pick(BAD_VALUES)
        bodies.push(JSON.stringify(obj))
      }
      let nested: unknown = 1
      for (let d = 0; d < 200; d++) nested = { a: nested }
      bodies.push(JSON.stringify({ product_id: nested, count: nested }))
      for (const b of bodies) out.push({ name, method: e.method, path: base, body: b })
      out.push({ name, method: e.method, path: base, body: JSON.stringify({ big: 'x'.repeat(300 * 1024) }) })
    }
  }
  // The fake payment page (not in the contract registry: an HTML form of its own). GET and POST with
  // broken, forged and oversized fields: none may answer 5xx or change an order.
  const form = 'application/x-www-form-urlencoded'
  const sigs = ['', '0'.repeat(64), 'f'.repeat(64), 'zz', 'x'.repeat(5000), ...SQLISH]
  const transIds = ['', 'TR1', 'TR0123456789abcdef0123456789abcdef', 'x'.repeat(101), '../../etc', ...SQLISH]
  const outcomes = ['pay', 'decline', 'paid', '', 'PAY', ...SQLISH]
  for (const id of [...BAD_PARAMS, '1', '2', '3']) {
    const path = `/pay/${encodeURIComponent(id)}`
    out.push({
      name: 'payPage',
      method: 'GET',
      path: `${path}?${new URLSearchParams({ trans_id: pick(transIds), sig: pick(sigs) })}`,
    })
    out.push({
      name: 'payPage',
      method: 'GET',
      path: `${path}?trans_id=${encodeURIComponent(pick(transIds))}&trans_id=a&sig=${pick(sigs)}&fail=1`,
    })
    for (let i = 0; i < 4; i++) {
      out.push({
        name: 'payPage',
        method: 'POST',
        path,
        body: new URLSearchParams({ trans_id: pick(transIds), sig: pick(sigs), outcome: pick(outcomes) }).toString(),
        headers: { 'Content-Type': form },
      })
    }
    out.push({
      name: 'payPage',
      method: 'POST',
      path,
      body: pick(['{', 'null', '[]', '%%%', 'trans_id&sig&outcome', '\u0000']),
      headers: { 'Content-Type': pick([form, 'multipart/form-data; boundary=x', 'application/json', 'text/plain']) },
    })
    out.push({
      name: 'payPage',
      method: 'POST',
      path,
      body: `trans_id=${'x'.repeat(10_000)}`,
      headers: { 'Content-Type': form },
    })
  }
  // The development-only accounts helpers (routes/dev.ts; not in the registry): the outbox reader and
  // the fake identity provider. Broken queries, bodies and redirect URIs: no 5xx, no token issued.
  const providers = ['google', 'facebook', 'twitter', 'github', '..%2F', ...SQLISH.map(encodeURIComponent)]
  for (let i = 0; i < 12; i++) {
    const params = new URLSearchParams()
    for (const k of ['to', 'kind', 'limit']) if (r() < 0.7) params.append(k, pick(BAD_QUERY))
    if (r() < 0.3) params.append('limit', pick(['0', '101', '-1', '1e3', 'abc']))
    out.push({ name: 'devOutbox', method: 'GET', path: `/__dev/outbox?${params}`, site: null })
  }
  const redirects = [
    '',
    'javascript:alert(1)',
    'https://evil.example/cb',
    'http://127.0.0.1.evil.example/',
    'ftp://127.0.0.1/',
    '//127.0.0.1/x',
    'x'.repeat(3000),
    ...SQLISH,
  ]
  for (const provider of providers) {
    const base = `/__dev/social/${provider}`
    for (const b of [
      '{',
      'null',
      '[]',
      '"str"',
      JSON.stringify({ id: pick(BAD_VALUES), name: pick(BAD_VALUES), email: pick(BAD_VALUES) }),
      JSON.stringify({ id: 'x', name: 'y', email: pick(SQLISH) }),
    ])
      out.push({ name: 'devSocialToken', method: 'POST', path: `${base}/token`, body: b, site: null })
    out.push({
      name: 'devSocialToken',
      method: 'POST',
      path: `${base}/token`,
      body: JSON.stringify({ id: 'x'.repeat(10_000) }),
      site: null,
    })
    out.push({
      name: 'devSocialAuthorize',
      method: 'GET',
      path: `${base}/authorize?redirect_uri=${encodeURIComponent(pick(redirects))}&state=${pick(SQLISH)}`,
      site: null,
    })
    out.push({
      name: 'devSocialAuthorize',
      method: 'POST',
      path: `${base}/authorize`,
      body: new URLSearchParams({
        redirect_uri: pick(redirects),
        id: pick(SQLISH),
        name: 'n',
        email: 'e@example.com',
        outcome: pick(['allow', 'deny', '']),
      }).toString(),
      headers: { 'Content-Type': form },
      site: null,
    })
  }
  // The other routes beside the registry: files (images, map tiles), /healthz and the development and
  // test helpers. Broken path parts and bodies: no 5xx, no write.
  for (const v of BAD_PARAMS) {
    const p = encodeURIComponent(v)
    out.push({ name: 'healthz', method: 'GET', path: `/healthz?${p}=${p}`, site: null })
    out.push({ name: 'tile', method: 'GET', path: `/tiles/${p}/${p}/${p}.svg`, site: null })
    out.push({ name: 'image', method: 'GET', path: `/images/${pick(['product', 'logo', 'banner'])}/${p}`, site: null })
    out.push({ name: 'avatar', method: 'GET', path: `/images/avatar/${p}`, site: null })
    out.push({ name: 'advertImage', method: 'GET', path: `/images/adverts/${p}/${p}.jpg`, site: null })
    out.push({ name: 'devOrder', method: 'GET', path: `/__dev/orders/${p}`, site: null })
  }
  const devBodies = ['{', 'null', '[]', '"x"', '7', JSON.stringify({ template: 'nobody' })]
  for (const b of [
    ...devBodies,
    JSON.stringify({ template: pick(BAD_VALUES) }),
    JSON.stringify({ x: 'x'.repeat(70_000) }),
  ])
    out.push({ name: 'devCustomers', method: 'POST', path: '/__dev/customers', body: b, site: null })
  for (const b of [...devBodies, JSON.stringify({ site: pick(BAD_VALUES), settings: pick(BAD_VALUES) })])
    out.push({ name: 'devSiteSettings', method: 'POST', path: '/__dev/site-settings', body: b, site: null })
  // the test fault knob answers only with its token (none here)
  for (const b of devBodies) out.push({ name: 'testOrderFault', method: 'POST', path: '/__test/order-fault', body: b })
  out.push({ name: 'testOrderFault', method: 'GET', path: '/__test/order-fault' })
  return out
}

describe('fuzz', () => {
  it('answers malformed requests of a signed-in user without a 5xx, accepting no invalid write, changing nothing of anyone else', async () => {
    const user = await registerActive(`fuzz.${Date.now().toString(36)}@example.com`, 'fuzz12345')
    const me = (await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(user.email).first<{ id: number }>())!
      .id
    const requests = buildSignedInRequests()
    expect(requests.length).toBeGreaterThanOrEqual(400)
    // Among the wrong values some are valid (a name may well read "1' OR '1'='1"): writes may change
    // the signed-in user's own rows, nothing else.
    const OWN = ['users', 'outbox', 'login_attempts', 'account_tokens', 'favorites']
    const others = async () => {
      const rows = await env.DB.batch([
        env.DB.prepare('SELECT * FROM users WHERE id != ? ORDER BY id').bind(me),
        env.DB.prepare('SELECT * FROM outbox WHERE recipient != ? ORDER BY id').bind(user.email),
        env.DB.prepare('SELECT * FROM login_attempts WHERE key NOT LIKE ? ORDER BY key').bind(`%${user.email}`),
        env.DB.prepare('SELECT * FROM account_tokens WHERE user_id != ? ORDER BY id').bind(me),
        env.DB.prepare('SELECT * FROM favorites WHERE user_id != ? ORDER BY site_id, user_id, product_id').bind(me),
      ])
      return JSON.stringify(rows.map((r) => r.results))
    }
    const before = await dbChecksum(env.DB, OWN)
    const othersBefore = await others()
    const fivexx: string[] = []
    const writesAccepted: string[] = []
    const statuses = new Map<number, number>()
    for (const q of requests) {
      const headers = { ...q.headers, Authorization: `Bearer ${user.access}` }
      const res = await api(q.path, { method: q.method, body: q.body, headers })
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      const text = await res.text()
      if (res.status >= 500)
        fivexx.push(
          `${q.method} ${q.path.slice(0, 120)} ${q.body?.slice(0, 80) ?? ''} -> ${res.status} ${text.slice(0, 200)}`,
        )
      if (q.method !== 'GET' && res.status < 300 && !validInput(q))
        writesAccepted.push(`${q.name} ${q.path} ${q.body?.slice(0, 80)}`)
    }
    console.info(
      `fuzz (signed in): ${requests.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    )
    expect(fivexx).toEqual([])
    expect(writesAccepted).toEqual([])
    expect(statuses.get(401) ?? 0).toBe(0)
    expect(await dbChecksum(env.DB, OWN)).toEqual(before)
    expect(await others()).toBe(othersBefore)
  })

  it('answers >= 1000 malformed requests without a 5xx and leaves the database unchanged', async () => {
    const requests = buildRequests()
    expect(requests.length).toBeGreaterThanOrEqual(1000)
    const before = await dbChecksum(env.DB)
    const statuses = new Map<number, number>()
    const fivexx: string[] = []
    const writesAccepted: string[] = []
    for (const q of requests) {
      const res = await api(q.path, {
        method: q.method,
        body: q.body,
        headers: q.headers,
        site: q.site === undefined ? undefined : q.site,
      })
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      const text = await res.text()
      if (res.status >= 500)
        fivexx.push(
          `${q.method} ${q.path.slice(0, 120)} ${q.body?.slice(0, 80) ?? ''} -> ${res.status} ${text.slice(0, 200)}`,
        )
      if (res.status >= 400 && res.headers.get('Content-Type')?.includes('application/json')) {
        const j = JSON.parse(text) as { error?: unknown }
        expect(typeof j.error).toBe('string')
      }
      // a write the contract itself takes (the carrier searches' bodies are all optional) is no hole
      if (q.method !== 'GET' && res.status < 300 && !validInput(q))
        writesAccepted.push(`${q.name} ${q.body?.slice(0, 80)}`)
    }
    console.info(
      `fuzz: ${requests.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    )
    expect(fivexx).toEqual([])
    expect(writesAccepted).toEqual([])
    expect(statuses.get(413) ?? 0).toBeGreaterThan(0)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(500)
    const after = await dbChecksum(env.DB)
    expect(after).toEqual(before)
  })
})

describe('fuzz coverage', () => {
  it('fuzzes every route the back end mounts: the registry and the routes beside it', () => {
    // Each mounted route (its method and path pattern) on a probe router of its own: a fuzzed request
    // that the probe matches covers the route. A new route outside the registry fails here until the
    // fuzz sends it something.
    const probe = new Hono()
    const keys = new Map<unknown, string>()
    for (const r of createApp().routes) {
      if (r.method === 'ALL') continue
      const key = `${r.method} ${r.path}`
      if ([...keys.values()].includes(key)) continue
      const handler = () => new Response(key)
      keys.set(handler, key)
      probe.on(r.method, r.path, handler)
    }
    const covered = new Set<string>()
    for (const q of buildRequests()) {
      // the back end takes a path with or without its trailing slash
      const path = q.path.split('?')[0]!.replace(/(.)\/$/, '$1')
      // Hono's router keeps each handler with its route: [[handler, route], params]
      for (const [[handler]] of probe.router.match(q.method, path)[0] as unknown as [[unknown]][]) {
        const key = keys.get(handler)
        if (key) covered.add(key)
      }
    }
    expect(keys.size).toBeGreaterThan(150)
    expect([...keys.values()].filter((key) => !covered.has(key))).toEqual([])
  })
})
