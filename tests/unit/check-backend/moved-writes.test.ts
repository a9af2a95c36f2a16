// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { main } from '#scripts/check-backend/cli.ts'
import { runCheck } from '#scripts/check-backend/core.ts'
import { formatTable, likelyCauses } from '#scripts/check-backend/report.ts'

/**
 * Round 8 operator audit, item 2: a back end that answers every POST with a 301 (Laravel's
 * trailing-slash rule, nginx's `return 301 https://`) breaks sign-in and the checkout - the shop rightly
 * does not replay a POST across a 301/302/303 - while every GET works. The check passed it (exit 0):
 * such a redirect of a write now fails the check with a LIKELY CAUSE naming the rule and the fix, also
 * for the sign-in and the checkout it does not call without --user / --allow-writes (asked safely).
 */

type Fetcher = (request: Request) => Promise<Response>
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** Settings answer; every other GET 404; writes (any method but GET) to `moved` paths answered `status` to `where`. */
function backEnd(opts: { status: number; where: (url: URL) => string; moved: RegExp }) {
  const seen: string[] = []
  const fetcher: Fetcher = async (request) => {
    const url = new URL(request.url)
    seen.push(`${request.method} ${url.protocol}//${url.host}${url.pathname}`)
    if (request.method !== 'GET' && opts.moved.test(url.pathname))
      return new Response(null, { status: opts.status, headers: { Location: opts.where(url) } })
    if (url.pathname === '/settings/global_site_settings') return json(200, { project: 'Shop' })
    if (request.method === 'GET') return json(404, { error: 'Not found' })
    return json(400, { error: 'invalid' })
  }
  return { seen, fetcher }
}
const strip = (url: URL) => url.pathname.replace(/\/+$/, '')
const https = (url: URL) => `https://${url.hostname}${url.pathname}`

const check = (fetcher: Fetcher, only: string[]) =>
  runCheck({ baseUrl: 'http://127.0.0.1:9116', siteToken: 't', only, fetcher, sleep: async () => {} })

describe('a write answered with a 301/302/303 fails the check', () => {
  it('read POSTs moved by a trailing-slash rule: exit 1, the rule and the fix named', async () => {
    const { fetcher } = backEnd({ status: 301, where: strip, moved: /\/$/ })
    const report = await check(fetcher, ['globalSettings', 'npCity', 'npCityV1'])
    const table = formatTable(report)
    expect(report.exitCode, table).toBe(1)
    expect(report.summary.movedWrites).toEqual(['npCity', 'npCityV1'])
    const row = report.rows.find((r) => r.endpoint === 'npCity')!
    expect(row.status).toBe(301)
    expect(row.movedWrite).toMatchObject({ status: 301, rule: 'slash' })
    expect(table).toMatch(
      /^LIKELY CAUSE: 2 writes \(npCity, npCityV1\) answered HTTP 301, e\.g\. \/general\/v2\/novapost\/city\/ -> \/general\/v2\/novapost\/city: the back end's trailing-slash rule .*Fix: exempt the API paths from the rule.* 308 \(or 307\)/m,
    )
    expect(table).toMatch(/^FAIL: npCity, npCityV1 answered with a redirect .*sign-in, the checkout/m)
    expect(table).not.toContain('No call that every page')
  })

  it('a 302 or 303 too; an https rule is named as such', async () => {
    for (const status of [302, 303]) {
      const { fetcher } = backEnd({ status, where: https, moved: /./ })
      const report = await check(fetcher, ['globalSettings', 'npCity'])
      expect(report.exitCode).toBe(1)
      const [cause] = likelyCauses(report)
      expect(cause).toContain(
        `answered HTTP ${status}, e.g. http://127.0.0.1:9116/general/v2/novapost/city/ -> https://127.0.0.1/general/v2/novapost/city/`,
      )
      expect(cause).toMatch(
        /https rule \(nginx's `return 301 https:\/\/\$host\$request_uri`.*ADMIN_API_URL.*https:\/\/.*308/,
      )
    }
  })

  it('the sign-in and the checkout, not called without --user / --allow-writes, are asked safely and fail', async () => {
    const { fetcher, seen } = backEnd({ status: 301, where: strip, moved: /^\/(auth|general\/v2\/order)\// })
    const report = await check(fetcher, ['globalSettings', 'jwtCreate', 'createOrder'])
    const table = formatTable(report)
    expect(report.exitCode, table).toBe(1)
    expect(report.summary.movedWrites).toEqual(['jwtCreate', 'createOrder'])
    // The sign-in is asked with an empty e-mail and password (signs no one in); the order only with OPTIONS: no order is sent.
    expect(seen).toContain('POST http://127.0.0.1:9116/auth/jwt/create/')
    expect(seen).toContain('OPTIONS http://127.0.0.1:9116/general/v2/order/create-order/')
    expect(seen.filter((s) => s.includes('/order/') && !s.startsWith('OPTIONS'))).toEqual([])
    expect(report.rows.find((r) => r.endpoint === 'jwtCreate')?.note).toMatch(
      /^HTTP 301: the back end moves POST \/auth\/jwt\/create\/ to \/auth\/jwt\/create, .*empty e-mail and password.*needs --user/,
    )
    expect(table).toMatch(/^LIKELY CAUSE: 2 writes \(jwtCreate, createOrder\) answered HTTP 301.*trailing-slash rule/m)
  })

  it('the sign-in probe sends no credentials, and a back end that refuses it changes nothing', async () => {
    const { fetcher, seen } = backEnd({ status: 301, where: strip, moved: /^$/ })
    const report = await check(fetcher, ['globalSettings', 'jwtCreate', 'createOrder'])
    expect(report.exitCode, formatTable(report)).toBe(0)
    expect(report.rows.find((r) => r.endpoint === 'jwtCreate')?.outcome).toBe('skipped')
    expect(report.rows.find((r) => r.endpoint === 'createOrder')?.outcome).toBe('skipped')
    expect(seen.filter((s) => !s.startsWith('GET'))).toHaveLength(2)
  })

  it('a 308 that keeps the method is followed: no failure', async () => {
    const { fetcher } = backEnd({ status: 308, where: strip, moved: /\/$/ })
    const report = await check(fetcher, ['globalSettings', 'jwtCreate', 'createOrder'])
    expect(report.summary.movedWrites).toEqual([])
    expect(report.exitCode).toBe(0)
  })

  it("no answer at the https rule's target: the cause names the redirect, not the URL given (which answered)", async () => {
    const fetcher: Fetcher = async (request) => {
      const url = new URL(request.url)
      if (url.protocol === 'https:') throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })
      return new Response(null, { status: 301, headers: { Location: https(url) } })
    }
    const report = await check(fetcher, ['globalSettings', 'footerSettings', 'menuTree'])
    expect(report.rows[0]!.note).toBe(
      'network error at https://127.0.0.1, where the back end redirected the call: TypeError: fetch failed (ECONNREFUSED)',
    )
    const [cause] = likelyCauses(report)
    expect(cause).toContain(
      'http://127.0.0.1:9116 answered each with a redirect to https://127.0.0.1, where nothing answered. Fix the redirect',
    )
    expect(cause).not.toContain('nothing at http://127.0.0.1:9116 answered')
  })

  it('the CLI exits 1 and prints the cause in the JSON too', async () => {
    const { fetcher } = backEnd({ status: 301, where: strip, moved: /\/$/ })
    let out = ''
    const code = await main(
      ['http://127.0.0.1:9116', '--site-token', 't', '--json', '--only', 'globalSettings,jwtCreate'],
      {
        out: (t) => {
          out += t
        },
        err: () => {},
        env: {},
        fetcher,
      },
    )
    expect(code).toBe(1)
    expect(JSON.parse(out).likelyCauses[0]).toMatch(/trailing-slash rule/)
  })
})
