import { describe, expect, it } from 'vitest'
import { accountIdSchema, companySchema, loginByEmailSchema, meSchema, profileSchema, userGroupSchema } from './auth'
import { companyListSchema } from './cabinet'
import { buildPath, endpoints } from './endpoints'
import { actListSchema, orderDetailSchema, orderListSchema } from './orders'
import { safeIdOf, sentId } from './text-id'

/**
 * User, user-group and company ids as text (session 64; the round-9 operator audit, item 6 and the
 * company's text id): the spec gives these ids no type. A back end naming its users by UUID had every
 * profile visit say "Datele contului nu au putut fi încărcate" (the user data failed whole: `id` and
 * `user.id` had to be integers), and a company named `c5` was null ("no company yet"), its orders' and
 * acts' `company_id` none. Now each is read as order ids are (order-id.ts, text-id.ts): an integer as its
 * digits, id text of 1-64 of `A-Z a-z 0-9 _ . : -` as it is; anything a path could not carry is refused
 * - the user data as a whole (its id names the account), a company alone (the others kept), a list
 * item's `company_id` as none.
 */
const UUID = '7f1c1e0a-0000-4000-8000-000000000007'
const PREFIXED = 'usr_01HQ8ZK3V6X2P4M7N9R5T1W3Y8'

const read: [string, unknown, string][] = [
  ['an integer', 7, '7'],
  ['0', 0, '0'],
  ['the largest safe integer', Number.MAX_SAFE_INTEGER, '9007199254740991'],
  ['a numeric string', '7', '7'],
  ['digits with a leading zero (text, kept as sent)', '007', '007'],
  ['a UUID', UUID, UUID],
  ['a prefixed text id', PREFIXED, PREFIXED],
  ['a short text id', 'c5', 'c5'],
  ['a colon and a dot inside', 'shop:2026.17', 'shop:2026.17'],
  ['64 characters', 'a'.repeat(64), 'a'.repeat(64)],
]
const unsafe: [string, unknown][] = [
  ['a slash', 'a/b'],
  ['a dot segment', '..'],
  ['a parent path', '../x'],
  ['two dots inside', 'a..b'],
  ['a leading dot', '.x'],
  ['a NUL', 'a\u0000b'],
  ['a line break', 'a\nb'],
  ['a space', 'usr 7'],
  ['padded', ' 7'],
  ['a query', 'x?y=1'],
  ['a percent escape', '%2F'],
  ['markup', '<b>'],
  ['non-ASCII', 'compania-ă'],
  ['65 characters', 'a'.repeat(65)],
  ['empty', ''],
  ['a negative integer', -7],
  ['a fraction', 4.2],
  ['an unsafe integer', 2 ** 53],
  ['an object', { id: 7 }],
]

const company = (id: unknown, name = 'SRL Op9 Test') => ({ id, name, idno: '1002600012345', address: 'str. 1' })
const user = (id: unknown) => ({ id, email: 'ana@op9.test', firstName: 'Ana', lastName: 'Op' })
const group = (id: unknown, companies: unknown[] = [company('c5')]) => ({
  id,
  user: user(id),
  company: companies[0] ?? null,
  companies,
  group_user_type: { id: 2 },
  loyalty_points: 250,
})
const order = (companyId: unknown) => ({
  id: 'ORD-1',
  total: 10,
  created_at: '2026-11-01T10:00:00Z',
  company_id: companyId,
})
const act = (companyId: unknown) => ({
  id: 901,
  number: 'ACT-901',
  date: '2026-11-30',
  total: 5,
  company_id: companyId,
})

describe('a user id, a user-group id and a company id read as text', () => {
  it.each(read)('%s', (_name, value, expected) => {
    expect(safeIdOf(value)).toBe(expected)
    expect(profileSchema.parse(user(value)).id).toBe(expected)
    expect(loginByEmailSchema.parse({ token: 't', user: user(value) }).user.id).toBe(expected)
    const g = userGroupSchema.parse(group(value, [company(value)]))
    expect([g.id, g.user.id, g.company?.id, g.companies.map((c) => c.id)]).toEqual([
      expected,
      expected,
      expected,
      [expected],
    ])
    expect(companySchema.parse(company(value)).id).toBe(expected)
    expect(companyListSchema.parse({ data: [company(value)] }).data.map((c) => c.id)).toEqual([expected])
    expect(orderListSchema.parse({ data: [order(value)], totalCount: 1, pages: 1 }).data[0]!.company_id).toBe(expected)
    expect(orderDetailSchema.parse(order(value)).company_id).toBe(expected)
    expect(actListSchema.parse([{}, [act(value)]])[1][0]!.company_id).toBe(expected)
    // the cart's object is named by the account's id as before: an integer (or its digits) the number
    expect(String(meSchema.parse({ id: value }).id)).toBe(
      /^(0|[1-9]\d*)$/.test(expected) ? String(Number(expected)) : expected,
    )
  })

  it.each(unsafe)('%s is refused, where a UUID and a text company id are read', (_name, value) => {
    expect(safeIdOf(value)).toBeNull()
    // the user data names the account: an id no path can carry fails it as a whole (the account's own id)
    expect(profileSchema.safeParse(user(value)).success).toBe(false)
    expect(userGroupSchema.safeParse(group(value)).success).toBe(false)
    expect(userGroupSchema.parse(group(UUID)).user.id).toBe(UUID)
    expect(accountIdSchema.safeParse(value).success).toBe(false)
    // a company with such an id is left out alone; the default company is then none
    const g = userGroupSchema.parse(group(UUID, [company(value, 'Bad'), company('c5')]))
    expect([g.company, g.companies.map((c) => c.id)]).toEqual([null, ['c5']])
    expect(companyListSchema.parse({ data: [company(value, 'Bad'), company('c5')] }).data.map((c) => c.id)).toEqual([
      'c5',
    ])
    // an order's or an act's company_id of that kind is none; the order and the act are kept
    const orders = orderListSchema.parse({ data: [order(value), order('c5')], totalCount: 2, pages: 1 }).data
    expect(orders.map((o) => o.company_id)).toEqual([null, 'c5'])
    expect(actListSchema.parse([{}, [act(value), act('c5')]])[1].map((a) => a.company_id)).toEqual([null, 'c5'])
  })
})

describe('a text id going back to the back end', () => {
  it.each([
    ['an integer id goes as the number, as before', '5', 5],
    ['0', '0', 0],
    ['15 digits', '123456789012345', 123_456_789_012_345],
    ['16 digits stay text (beyond what the shop read as a number)', '1234567890123456', '1234567890123456'],
    ['a leading zero stays text', '007', '007'],
    ['id text as it came', 'c5', 'c5'],
    ['a UUID', UUID, UUID],
  ])('in a body: %s', (_name, id, sent) => {
    expect(sentId(id)).toBe(sent)
  })

  it.each([
    ['createCompany', UUID, `/users/user-group/${UUID}/create-company/`],
    ['createCompanyMulti', 'usr:7', '/users/user-group/usr%3A7/create-company-multi/'],
    ['changePersonalData', PREFIXED, `/users/user/${PREFIXED}/`],
    ['changePersonalData', 7, '/users/user/7/'],
  ] as const)('%s: the id read as text goes into the path encoded (%s)', (name, value, path) => {
    const id = safeIdOf(value)
    expect(id).not.toBeNull()
    expect(buildPath(endpoints[name].path, { id: id! })).toBe(path)
  })
})
