// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { runCheck, tokenClockWarning } from '#scripts/check-backend/core.ts'
import { formatTable, likelyCauses } from '#scripts/check-backend/report.ts'

/**
 * Round 8 operator audit, items 6 and 5: a back end that takes only `JWT <token>` (djoser's docs) or
 * `Token <token>` failed me and userGroup with 401 and the check did not say why; a back end whose
 * clock is behind issued tokens already expired by the shop's clock (a refresh loop) and the check
 * passed every auth row. Now a LIKELY CAUSE names the auth header prefix (and the scheme the back end
 * takes), and a WARNING the clock.
 */
type Fetcher = (request: Request) => Promise<Response>
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
const jwt = (claims: Record<string, unknown>) => `${b64({ alg: 'HS256' })}.${b64(claims)}.c2ln`
const NOW = Date.parse('2026-12-06T12:00:00Z')

function backEnd(scheme: string, claims: Record<string, unknown>) {
  const seen: string[] = []
  const fetcher: Fetcher = async (request) => {
    const url = new URL(request.url)
    const auth = request.headers.get('Authorization')
    if (auth) seen.push(`${request.method} ${url.pathname} ${auth.split(' ')[0]}`)
    if (url.pathname === '/settings/global_site_settings') return json(200, { project: 'Shop' })
    if (url.pathname === '/auth/jwt/create/') return json(200, { access: jwt(claims), refresh: 'r' })
    if (auth && !auth.startsWith(`${scheme} `))
      return json(401, { detail: 'Authentication credentials were not provided.' })
    if (url.pathname === '/users/user-group/') return json(200, { id: 3, group_user_type: { id: 1, name: 'Retail' } })
    return json(404, { error: 'Not found' })
  }
  return { seen, fetcher }
}
const check = (fetcher: Fetcher) =>
  runCheck({
    baseUrl: 'https://api.shop.md',
    siteToken: 't',
    user: { email: 'ana@example.com', password: 'secret' },
    only: ['globalSettings', 'jwtCreate', 'me', 'userGroup'],
    fetcher,
    sleep: async () => {},
    now: () => NOW,
  })
const fine = { iat: NOW / 1000, exp: NOW / 1000 + 300 }

describe('a back end that refuses the Bearer token it has just issued', () => {
  it('names the auth header prefix and the scheme it takes (JWT)', async () => {
    const { fetcher, seen } = backEnd('JWT', fine)
    const report = await check(fetcher)
    const table = formatTable(report)
    expect(table).toMatch(
      /^LIKELY CAUSE: the sign-in \(jwtCreate\) issued a token, but the first calls with it \(me, userGroup\) answered 401: the back end refused the Bearer token it had just issued\. .*it takes "Authorization: JWT <token>".*Check the auth header prefix/m,
    )
    // asked again once with JWT (a read), which it takes: Token is not tried
    expect(seen.filter((s) => !s.endsWith('Bearer'))).toEqual(['GET /users/user-group/ JWT'])
  })

  it('Token (DRF TokenAuthentication) is named too; neither taken says so', async () => {
    expect(likelyCauses(await check(backEnd('Token', fine).fetcher)).join()).toContain(
      'it takes "Authorization: Token <token>"',
    )
    expect(likelyCauses(await check(backEnd('Nothing', fine).fetcher)).join()).toContain(
      'asked again with "JWT" and "Token", it refused those too',
    )
  })

  it('a back end that takes Bearer: no cause, no warning', async () => {
    const report = await check(backEnd('Bearer', fine).fetcher)
    expect(likelyCauses(report)).toEqual([])
    expect(report.warnings ?? []).toEqual([])
    expect(formatTable(report)).not.toMatch(/LIKELY CAUSE|WARNING: the access token/)
  })
})

describe("a new token's clock", () => {
  it('a back-end clock 600 s behind (5-minute tokens): a WARNING with both times', async () => {
    const report = await check(backEnd('Bearer', { iat: NOW / 1000 - 600, exp: NOW / 1000 - 300 }).fetcher)
    const table = formatTable(report)
    expect(table).toMatch(
      /^WARNING: the access token the sign-in issued says it is issued at 2026-12-06T11:50:00Z \(iat\), 600 s behind this machine's clock, and expiring at 2026-12-06T11:55:00Z \(exp\), 300 s before this machine's clock says now: .*NTP/m,
    )
    // a warning: the sign-in row itself passes
    expect(report.rows.find((r) => r.endpoint === 'jwtCreate')?.outcome).toBe('ok')
  })

  it.each([
    ['61 s ahead', { iat: NOW / 1000 + 61, exp: NOW / 1000 + 3600 }, /61 s ahead of this machine's clock/],
    ['exp only, 20 s away', { exp: NOW / 1000 + 20 }, /only 20 s from now/],
    ['within 60 s', { iat: NOW / 1000 - 59, exp: NOW / 1000 + 241 }, null],
    ['no JWT (an opaque token)', null, null],
  ])('%s', (_n, claims, expected) => {
    const warning = tokenClockWarning(claims ? jwt(claims) : 'opaque-token-123', NOW)
    if (expected) expect(warning).toMatch(expected)
    else expect(warning).toBeNull()
  })
})
