import { describe, expect, it } from 'vitest'
import { type Row, runCheck, settleTwoPaths } from '#scripts/check-backend/core.ts'

/** A call the spec names at two paths is judged as the shop uses it (the shop asks the other when the first is not offered). */
const row = (endpoint: string, status: number, outcome: Row['outcome']): Row => ({
  n: 1,
  endpoint,
  method: 'GET',
  check: 'read',
  call: endpoint,
  status,
  ms: 1,
  outcome,
  ...(outcome === 'failed' ? { problem: 'status' as const } : {}),
  issues: [],
  shop: `${endpoint}: the shopper sees none`,
  everyPage: false,
  retries: 0,
})

describe('settleTwoPaths', () => {
  it.each<[string, [number, Row['outcome']], [number, Row['outcome']], [Row['outcome'], Row['outcome']]]>([
    ['v2 missing, v1 answers: both pass', [404, 'failed'], [200, 'ok'], ['ok', 'ok']],
    ['v2 answers, v1 missing: both pass', [200, 'ok'], [404, 'ok'], ['ok', 'ok']],
    ['both missing (405 and 404): the second fails too', [405, 'failed'], [404, 'ok'], ['failed', 'failed']],
    ['v2 fails otherwise (500): left as it is', [500, 'failed'], [200, 'ok'], ['failed', 'ok']],
    ['v2 missing, v1 broken (500): as they are', [404, 'failed'], [500, 'failed'], ['failed', 'failed']],
  ])('%s', (_name, [s1, o1], [s2, o2], expected) => {
    const rows = [row('associatedProductsV2', s1, o1), row('associatedProducts', s2, o2)]
    settleTwoPaths(rows)
    expect(rows.map((r) => r.outcome)).toEqual(expected)
    if (expected[0] === 'ok' && s1 === 404) expect(rows[0]!.problem).toBeUndefined()
  })
})

describe("the checkout's order at either path (session 59's audit: a back end with neither exited 0)", () => {
  const run = (answer: (path: string) => [number, unknown]) =>
    runCheck({
      baseUrl: 'http://127.0.0.1:9',
      siteToken: 't',
      allowWrites: true,
      only: ['createOrder', 'createOrderV3'],
      sleep: async () => {},
      fetcher: async (request) => {
        const [status, body] = answer(new URL(request.url).pathname)
        return Response.json(body, { status })
      },
    })
  const refused: [number, unknown] = [400, { error: 'Invalid body', fields: { phone: ['invalid'] } }]
  it.each([
    ['neither offered: both fail, exit 1', () => [404, { detail: 'Not found.' }] as [number, unknown], 1],
    ['v2 offered: exit 0', (p: string) => (p.includes('/v2/') ? refused : ([404, {}] as [number, unknown])), 0],
    ['only v3 offered: exit 0', (p: string) => (p.includes('/v3/') ? refused : ([404, {}] as [number, unknown])), 0],
  ])('%s', async (_name, answer, exit) => {
    const report = await run(answer)
    const orders = report.rows.filter((r) => r.endpoint === 'createOrder' || r.endpoint === 'createOrderV3')
    expect(orders.map((r) => r.outcome)).toEqual(exit ? ['failed', 'failed'] : ['ok', 'ok'])
    expect(report.exitCode).toBe(exit)
  })
})
