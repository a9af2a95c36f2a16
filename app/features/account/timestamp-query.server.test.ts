import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerTable } from '#platform/backend/answer-table.fixture.ts'

/**
 * The reads the accounts spec sends with a timestamp (spec 7: GET /users/user-group/ "newer variant adds
 * a timestamp query"; "GET /general/v2/order/{id}/ with a timestamp"): the call carries `t`, the time of
 * the call, so no cache between the shop and the back end answers an older copy. The back end is the
 * answer table (it answers 404 here); the calls are read from the spy.
 */
vi.mock('cloudflare:workers', () => ({ env: { ADMIN_API_URL: 'http://admin.test/api' } }))
vi.mock('#platform/deleted-account.ts', () => ({
  deleteCartOfDeletedAccount: async () => {},
  purgeAdvertsOfDeletedAccount: async () => {},
}))
vi.mock('#platform/browser-keys.server.ts', () => ({ signInHeaders: () => ({}) }))
const spy = vi.hoisted(() => ({ call: null as null | ReturnType<typeof vi.fn> }))
vi.mock('#platform/request.server.ts', async () => {
  const { answerTable } = await import('#platform/backend/answer-table.fixture.ts')
  spy.call = vi.fn(answerTable.request.callForRequest)
  return { ...answerTable.request, callForRequest: spy.call }
})

const cabinet = await import('./cabinet.server')
const { accountSummary } = await import('./account.server')

const NOW = 1_765_000_000_000
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterAll(() => vi.useRealTimers())
beforeEach(() => {
  answerTable.reset()
  spy.call?.mockClear()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** The query of each call to `name` made so far. */
const queries = (name: string) =>
  (spy.call?.mock.calls ?? []).filter((c) => c[1] === name).map((c) => (c[2] as { query?: unknown })?.query)

describe('a timestamp query on the reads the spec stamps', () => {
  it.each([
    ['the account summary (header, cabinet)', 'userGroup', () => accountSummary('ro')],
    ["the cabinet's user group", 'userGroup', () => cabinet.userGroup('ro')],
    ['the profile', 'userGroup', () => cabinet.profile('ro')],
    ['an order', 'order', () => cabinet.order('ro', '77')],
  ])('%s: %s with t', async (_, name, load) => {
    await load()
    expect(queries(name)).toEqual([{ t: String(NOW) }])
  })
})
