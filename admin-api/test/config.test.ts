import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import app from '../src'
import { DEV_JWT_SECRET, DEV_PAYMENT_SIGNING_SECRET } from '../src/lib/config'
import { BASE } from './helpers'

/**
 * Deploy-time configuration rules (issue 13, src/lib/config.ts). The suite's own bindings are
 * development ones (vitest.config.ts); here the app is called with other values.
 */

const STRONG = 'a-strong-random-looking-secret-0123456789abcdef'
const production = {
  ...env,
  ENVIRONMENT: 'production',
  JWT_SECRET: STRONG,
  PAYMENT_SIGNING_SECRET: `${STRONG}-pay`,
  FAKE_PAYMENTS: 'on',
  TEST_FAULTS: 'on',
}

function call(vars: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (!headers.has('Site-Token')) headers.set('Site-Token', 'demo-electro-token')
  return app.fetch(new Request(`${BASE}${path}`, { ...init, headers }), vars)
}

const loginBody = {
  method: 'POST',
  body: JSON.stringify({ email: 'customer5@example.com', password: 'customer12345' }),
  headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.77' },
}

const seenProblems = new Set<string>()
/**
 * A problem is logged once per isolate, not once per request: the first test (in whatever order they
 * run) to meet it sees one line, any later one none.
 */
function expectLoggedOnce(error: { mock: { calls: unknown[][] } }, reason: RegExp) {
  const logged = error.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('server misconfigured'))
  const first = !seenProblems.has(String(reason))
  expect(logged.length).toBe(first ? 1 : 0)
  if (first) expect(logged[0]).toMatch(reason)
  seenProblems.add(String(reason))
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('secrets outside development', () => {
  it('a production configuration with strong secrets serves normally', async () => {
    expect((await call(production, '/settings/global_site_settings')).status).toBe(200)
    const login = await call(production, '/auth/jwt/create/', loginBody)
    expect(login.status).toBe(200)
  })

  it.each([
    ['JWT_SECRET', 'missing', undefined, /JWT_SECRET is not set/],
    ['JWT_SECRET', 'empty', '', /JWT_SECRET is not set/],
    ['JWT_SECRET', 'short', 'x'.repeat(31), /JWT_SECRET is shorter than 32/],
    ['JWT_SECRET', 'the old committed development value', DEV_JWT_SECRET, /JWT_SECRET is a known development value/],
    ['PAYMENT_SIGNING_SECRET', 'missing', undefined, /PAYMENT_SIGNING_SECRET is not set/],
    ['PAYMENT_SIGNING_SECRET', 'short', 'short-secret', /PAYMENT_SIGNING_SECRET is shorter than 32/],
    [
      'PAYMENT_SIGNING_SECRET',
      'the development value',
      DEV_PAYMENT_SIGNING_SECRET,
      /PAYMENT_SIGNING_SECRET is a known development value/,
    ],
    // optional (decision 0091): unset serves (the case above), a weak one does not
    ['CLIENT_IP_SECRET', 'short', 'x'.repeat(31), /CLIENT_IP_SECRET is shorter than 32/],
    ['CLIENT_IP_SECRET', 'a known development value', '0'.repeat(32), /CLIENT_IP_SECRET is a known development value/],
  ])('%s %s: every route but /healthz answers 503 with the reason', async (name, _what, value, reason) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const vars = { ...production, [name]: value }
    for (const path of [
      '/settings/global_site_settings',
      '/auth/jwt/create/',
      '/general/v2/order/1/check-payment-status/',
      '/images/product/1.svg',
      '/pay/1?trans_id=x&sig=y',
      '/__test/order-fault',
      '/nowhere',
    ]) {
      const res = await call(vars, path, path === '/auth/jwt/create/' ? loginBody : {})
      expect(res.status, path).toBe(503)
      const body = (await res.json()) as { error: string }
      expect(body.error).toMatch(/^server misconfigured: /)
      expect(body.error).toMatch(reason)
    }
    // /healthz says so too: a probe must not see this back end as healthy
    const health = await call(vars, '/healthz')
    expect(health.status).toBe(503)
    const healthBody = (await health.json()) as { ok: boolean; problem: string }
    expect(healthBody.ok).toBe(false)
    expect(healthBody.problem).toMatch(reason)
    expectLoggedOnce(error, reason)
  })

  it("the fix the 503 names targets the back end's config and does not offer development mode", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const [name, value] of [
      ['JWT_SECRET', undefined],
      ['PAYMENT_SIGNING_SECRET', 'short'],
      ['CLIENT_IP_SECRET', 'x'.repeat(31)],
    ] as const) {
      const res = await call({ ...production, [name]: value }, '/settings/global_site_settings')
      const { error } = (await res.json()) as { error: string }
      expect(error).toContain(`wrangler secret put ${name} -c admin-api/wrangler.toml`)
      expect(error).not.toMatch(/development/i)
    }
  })

  it('a D1 the migrations were not applied to: /healthz answers 503 naming the command', async () => {
    // the real D1's own error for a missing table: every statement on `sites` goes to a table that is not there
    const DB = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'prepare') return (sql: string) => target.prepare(sql.replace(/\bsites\b/g, 'sites_never_migrated'))
        const value = Reflect.get(target, key)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const res = await call({ ...production, DB }, '/healthz')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      ok: false,
      problem: 'D1 has no tables: run `npx wrangler d1 migrations apply admin-api --remote -c admin-api/wrangler.toml`',
    })
    // with the schema, the same configuration is healthy
    const ok = await call(production, '/healthz')
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ ok: true })
  })

  it('a missing ENVIRONMENT counts as production', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { ENVIRONMENT: _e, ...vars } = { ...production, JWT_SECRET: undefined }
    expect((await call(vars, '/settings/global_site_settings')).status).toBe(503)
    expectLoggedOnce(error, /JWT_SECRET is not set/)
  })

  it('development tolerates missing or weak secrets (local runs)', async () => {
    const dev = { ...env, ENVIRONMENT: 'development', JWT_SECRET: undefined, PAYMENT_SIGNING_SECRET: 'short' }
    expect((await call(dev, '/settings/global_site_settings')).status).toBe(200)
    expect((await call(dev, '/auth/jwt/create/', loginBody)).status).toBe(200)
  })
})

describe('development-only switches', () => {
  const faultHeaders = { 'Content-Type': 'application/json', 'X-Test-Faults-Token': env.TEST_FAULTS_TOKEN }

  it('TEST_FAULTS is ignored outside development, even with the right token', async () => {
    const vars = { ...production, TEST_FAULTS_TOKEN: env.TEST_FAULTS_TOKEN }
    expect((await call(vars, '/__test/order-fault', { headers: faultHeaders })).status).toBe(404)
    expect(
      (await call(vars, '/__test/order-fault', { method: 'POST', body: '{"mode":"error"}', headers: faultHeaders }))
        .status,
    ).toBe(404)
    // the same request in development works
    expect(
      (await call({ ...vars, ENVIRONMENT: 'development' }, '/__test/order-fault', { headers: faultHeaders })).status,
    ).toBe(200)
  })

  it('the fault knob is off when TEST_FAULTS is not "on" or no TEST_FAULTS_TOKEN is set', async () => {
    const dev = { ...env, ENVIRONMENT: 'development' }
    expect((await call({ ...dev, TEST_FAULTS: 'off' }, '/__test/order-fault', { headers: faultHeaders })).status).toBe(
      404,
    )
    expect(
      (
        await call({ ...dev, TEST_FAULTS_TOKEN: undefined }, '/__test/order-fault', {
          headers: { 'X-Test-Faults-Token': '' },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call({ ...dev, TEST_FAULTS_TOKEN: 'short' }, '/__test/order-fault', {
          headers: { 'X-Test-Faults-Token': 'short' },
        })
      ).status,
    ).toBe(404)
  })

  const devPaths = [
    ['GET', '/__dev/outbox'],
    ['GET', '/__dev/outbox?to=demo@example.com&kind=activation'],
    ['POST', '/__dev/social/google/token'],
    ['POST', '/__dev/social/twitter/token'],
    ['GET', '/__dev/social/facebook/authorize?redirect_uri=http%3A%2F%2F127.0.0.1%2F'],
    ['POST', '/__dev/social/facebook/authorize'],
    ['POST', '/__dev/customers'],
  ] as const
  const devCall = (vars: Record<string, unknown>, method: string, path: string) =>
    call(vars, path, {
      method,
      headers: { 'Content-Type': 'application/json', 'Site-Token': '' },
      body: method === 'POST' ? JSON.stringify({ id: 'p-1', name: 'P', email: 'p@example.com' }) : undefined,
    })

  it('the accounts dev endpoints (outbox, fake social provider) are 404 outside development, whatever the switches say', async () => {
    for (const vars of [
      { ...production, DEV_OUTBOX: 'on', FAKE_SOCIAL: 'on' },
      { ...production, ENVIRONMENT: undefined, DEV_OUTBOX: 'on', FAKE_SOCIAL: 'on' },
      { ...production, ENVIRONMENT: 'Development', DEV_OUTBOX: 'on', FAKE_SOCIAL: 'on' },
      { ...env, DEV_OUTBOX: 'off', FAKE_SOCIAL: 'off' },
      { ...env, DEV_OUTBOX: undefined, FAKE_SOCIAL: undefined },
    ]) {
      for (const [method, path] of devPaths) {
        const res = await devCall(vars, method, path)
        expect(res.status, `${method} ${path} ${vars.ENVIRONMENT}/${vars.DEV_OUTBOX}/${vars.FAKE_SOCIAL}`).toBe(404)
      }
    }
    // the same requests in development with the switches on reach the endpoints
    for (const [method, path] of devPaths)
      expect((await devCall({ ...env }, method, path)).status, `${method} ${path}`).not.toBe(404)
  })

  it('outside development the social calls refuse the fake provider tokens (no verifier: 503 social_not_configured)', async () => {
    const google = (await (await devCall({ ...env }, 'POST', '/__dev/social/google/token')).json()) as {
      access_token: string
    }
    const twitter = (await (await devCall({ ...env }, 'POST', '/__dev/social/twitter/token')).json()) as {
      oauth_token: string
      oauth_verifier: string
    }
    const social = (vars: Record<string, unknown>, path: string, body: unknown) =>
      call(vars, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    // in development they sign in
    expect((await social({ ...env }, '/users/google-auth/', { access_token: google.access_token })).status).toBe(200)
    for (const vars of [
      { ...production, FAKE_SOCIAL: 'on' },
      { ...env, FAKE_SOCIAL: 'off' },
    ]) {
      for (const [path, body] of [
        ['/users/google-auth/', { access_token: google.access_token, platform: 'web' }],
        ['/users/facebook-auth/', { access_token: google.access_token }],
        ['/users/twitter-auth/auth/', twitter],
      ] as const) {
        const res = await social(vars, path, body)
        expect(res.status, path).toBe(503)
        expect(await res.json()).toMatchObject({ code: 'social_not_configured' })
      }
    }
  })

  it('FAKE_PAYMENTS off (or outside development): every /pay path is a 404', async () => {
    for (const vars of [
      { ...env, FAKE_PAYMENTS: 'off' },
      { ...env, FAKE_PAYMENTS: undefined },
      { ...production, FAKE_PAYMENTS: 'on' },
    ]) {
      for (const [method, path] of [
        ['GET', '/pay/1?trans_id=TRabcdefabcdef&sig=00'],
        ['POST', '/pay/1'],
        ['GET', '/pay/whatever'],
      ] as const) {
        const res = await call(vars, path, {
          method,
          headers: { 'Site-Token': '' },
          body: method === 'POST' ? 'trans_id=x&sig=y&outcome=pay' : undefined,
        })
        expect(res.status, `${method} ${path} ${vars.ENVIRONMENT}/${vars.FAKE_PAYMENTS}`).toBe(404)
      }
    }
  })
})
