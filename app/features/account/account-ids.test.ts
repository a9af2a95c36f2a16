import { beforeEach, describe, expect, it, vi } from 'vitest'
import { answerTable } from '#platform/backend/answer-table.fixture.ts'

/**
 * The company forms and the personal form against a back end whose user and company ids are text
 * (session 64; the round-9 operator audit, item 6: "the company forms' path id requires digits"). The
 * server functions' input checks take the user-group id, the user id and an edited company's id as
 * text (contract text-id.ts) and refuse one no path may carry (a 400, nothing sent); the saves put the
 * id in the path encoded, and send a company's id back as it came (an integer's digits as the number).
 * Each call runs through the real client and the contract (answer-table.fixture.ts).
 */
vi.mock('cloudflare:workers', () => ({ env: { ADMIN_API_URL: 'http://admin.test/api' } }))
vi.mock('#platform/deleted-account.ts', () => ({
  deleteCartOfDeletedAccount: async () => {},
  purgeAdvertsOfDeletedAccount: async () => {},
}))
vi.mock('#platform/browser-keys.server.ts', () => ({ signInHeaders: () => ({}) }))
vi.mock(
  '#platform/request.server.ts',
  async () => (await import('#platform/backend/answer-table.fixture.ts')).answerTable.request,
)
vi.mock('../checkout/checkout.server', () => ({}))
vi.mock('../cart/cart.server', () => ({}))

const { answers, sent } = answerTable
const S = await import('./cabinet.server')
const { saveCompaniesInput, savePersonalInput } = await import('./cabinet.functions')
const { orderInput } = await import('../checkout/checkout.functions')

const UUID = '7f1c1e0a-0000-4000-8000-000000000007'
const entry = { name: 'SRL Op9 Test', idno: '1002600012345', address: 'str. Firmei 1' }
const unsafe: [string, unknown][] = [
  ['a slash', 'a/b'],
  ['a dot segment', '..'],
  ['a parent path', '../x'],
  ['a NUL', 'a\u0000b'],
  ['65 characters', 'x'.repeat(65)],
  ['empty', ''],
  ['a negative number', -7],
]

beforeEach(() => {
  answerTable.reset()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('the input checks take the ids as text', () => {
  it.each([
    ['a UUID', UUID, UUID],
    ['a prefixed id', 'usr:7', 'usr:7'],
    ['digits', '7', '7'],
    ['an integer, as its digits', 7, '7'],
  ])('%s as an edited company id', (_name, id, expected) => {
    const companies = saveCompaniesInput({ lang: 'ro', multi: true, companies: [{ id, ...entry }] })
    expect(companies.companies[0]!.id).toEqual(expected)
  })

  it.each(unsafe)('%s is refused (a 400), where a UUID is taken', (_name, id) => {
    expect(saveCompaniesInput({ lang: 'ro', companies: [{ id: UUID, ...entry }] }).companies[0]!.id).toBe(UUID)
    expect(() => saveCompaniesInput({ lang: 'ro', companies: [{ id, ...entry }] })).toThrow('company id')
  })

  it("an account id the browser sends is not taken: the saves name the session's own (session 65's list)", () => {
    expect(saveCompaniesInput({ lang: 'ro', userId: '99', companies: [entry] })).not.toHaveProperty('userId')
    expect(savePersonalInput({ lang: 'ro', userId: '99', fullName: 'Ana Op' })).not.toHaveProperty('userId')
  })

  const order = (company_id: unknown) => ({
    lang: 'ro',
    lines: [{ id: 2, count: 1 }],
    customer: { name: 'Ana', phone: '+37369111222' },
    delivery: { method: 'pickup', type: 'standart', region_id: 3 },
    payment_system_id: 1,
    company_id,
  })
  it("the checkout's chosen company: an integer's digits or id text; an unsafe one refused", () => {
    expect(orderInput(order('c5')).order.company_id).toBe('c5')
    expect(orderInput(order(12)).order.company_id).toBe('12')
    for (const [, id] of unsafe) expect(() => orderInput(order(id))).toThrow('company id')
  })
})

/** The session's own user group as the back end answers it (GET /users/user-group/). */
const ownGroup = (groupId: string, userId: string) => ({
  status: 200,
  body: {
    id: groupId,
    user: { id: userId, email: 'ana@example.com', profile_image: null },
    group_user_type: { id: 1 },
  },
})

describe("the saves put the session's own text id in the path, asked of the back end", () => {
  it.each([
    [UUID, `/users/user-group/${UUID}/create-company-multi/`],
    ['usr:7', '/users/user-group/usr%3A7/create-company-multi/'],
    ['7', '/users/user-group/7/create-company-multi/'],
  ])('user group %s: PATCH %s; a company edited named as it came, an integer id as the number', async (id, path) => {
    let body: unknown = null
    answers.set('GET /users/user-group/', ownGroup(id, 'u1'))
    answers.set(`PATCH ${path}`, (b) => {
      body = b
      return { status: 204 }
    })
    const saved = await S.saveCompanies(
      'ro',
      [
        { id: 'c5', ...entry },
        { id: '6', ...entry, idno: '1002600012346' },
        { ...entry, idno: '1002600012347' },
      ],
      true,
    )
    expect(saved).toEqual({ ok: true, data: null })
    expect(sent).toEqual(['GET /users/user-group/', `PATCH ${path}`])
    expect((body as { companies: { id?: unknown }[] }).companies.map((c) => c.id)).toEqual(['c5', 6, undefined])
  })

  it('the first company (create-company) by the group id, the birthday by the user id, both UUIDs', async () => {
    const GROUP = '7f1c1e0a-0000-4000-8000-000000000008'
    answers.set('GET /users/user-group/', ownGroup(GROUP, UUID))
    answers.set(`PATCH /users/user-group/${GROUP}/create-company/`, { status: 200, body: {} })
    answers.set('PATCH /api/users/change-full-name/', { status: 204 })
    answers.set(`PATCH /users/user/${UUID}/`, { status: 204 })
    expect(await S.saveCompanies('ro', [entry], false)).toEqual({ ok: true, data: null })
    expect(await S.savePersonal('ro', 'Ana Op', '1990-05-01')).toEqual({ ok: true, data: null })
    expect(sent).toEqual([
      'GET /users/user-group/',
      `PATCH /users/user-group/${GROUP}/create-company/`,
      'GET /users/user-group/',
      'PATCH /api/users/change-full-name/',
      `PATCH /users/user/${UUID}/`,
    ])
  })

  it("without the session's own account (the group call fails) nothing is saved", async () => {
    answers.set('GET /users/user-group/', {
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    })
    expect((await S.saveCompanies('ro', [entry], false)).ok).toBe(false)
    expect((await S.savePersonal('ro', 'Ana Op', '1990-05-01')).ok).toBe(false)
    expect(sent).toEqual(['GET /users/user-group/', 'GET /users/user-group/'])
  })
})
