import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { WRITE_LIMITS } from '../src/services/write-limits'
import { api, confirmedCompanyUser, registerActive } from './helpers'

/**
 * Issue 51 point 7: a company user sends the quote cart (POST /general/quote-cart/, decision 0067),
 * gets its number and order id, and finds it among the account's orders; a customer is refused, a
 * guest must sign in, and bad lines are field errors.
 */
interface P {
  id: number
  price: number
  multiplicity: number
}
let one: P
let six: P
let company = ''
let customer = ''
const send = (body: unknown, token?: string, lang?: string) =>
  api('/general/quote-cart/', { method: 'POST', body: JSON.stringify(body), token, lang })

beforeAll(async () => {
  const q = (sql: string) => env.DB.prepare(sql).first<P>()
  one = (await q(
    'SELECT id, price, multiplicity FROM products WHERE active = 1 AND multiplicity = 1 ORDER BY id LIMIT 1',
  ))!
  six = (await q(
    'SELECT id, price, multiplicity FROM products WHERE active = 1 AND multiplicity = 6 ORDER BY id LIMIT 1',
  ))!
  // Accounts of this file only: other files count the seeded accounts' orders (one D1 for the run).
  company = (await registerActive('quote-company-51@example.com', 'quote-company-51')).access
  const companyUser = await env.DB.prepare("SELECT id FROM users WHERE email = 'quote-company-51@example.com'").first<{
    id: number
  }>()
  await confirmedCompanyUser(companyUser!.id, 'Quote Company 51 SRL')
  customer = (await registerActive('quote-customer-51@example.com', 'quote-customer-51')).access
})

describe('POST /general/quote-cart/', () => {
  it("a company user's quote: 201 with its number and id, listed in the cabinet's orders with the target prices", async () => {
    const res = await send(
      {
        items: [
          { product_id: one.id, count: 3, target_price: 10.5 },
          { product_id: six.id, count: 12, target_price: null },
        ],
      },
      company,
    )
    expect(res.status).toBe(201)
    const sent = (await res.json()) as { orderId: number; number: string }
    expect(sent.number).toMatch(/^Q-[0-9A-Z]+$/)
    const list = (await (await api('/general/v2/order/?page_size=100', { token: company })).json()) as {
      data: {
        id: number
        number: string
        status: string
        delivery_method: string
        total: number
        items_count: number
      }[]
    }
    const listed = list.data.find((o) => o.id === sent.orderId)
    expect(listed).toMatchObject({
      number: sent.number,
      status: 'new',
      delivery_method: 'quote',
      total: Math.round((3 * 10.5 + 12 * six.price) * 100) / 100,
    })
    const detail = (await (await api(`/general/v2/order/${sent.orderId}/`, { token: company })).json()) as {
      items: { product_id: number; count: number; price: number }[]
    }
    expect(detail.items.map((i) => [i.product_id, i.count, i.price]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      [
        [one.id, 3, 10.5],
        [six.id, 12, six.price],
      ].sort((a, b) => a[0]! - b[0]!),
    )
  })

  it('the quote\'s order detail names the company it is for (spec 3 "Orders", detail: company_name; r65), also a quote stored before', async () => {
    const firm = await registerActive('quote-firm-65@example.com', 'quote-firm-65')
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = 'quote-firm-65@example.com'").first<{
      id: number
    }>())!.id
    await env.DB.prepare('UPDATE users SET group_type_id = 2 WHERE id = ?').bind(userId).run()
    for (const name of ['Alfa Trade SRL', 'Beta Grup SA'])
      await env.DB.prepare(
        "INSERT INTO companies (user_id, name, idno, address, status, created_at) VALUES (?, ?, '1003600000001', 'Str. 1', 'active', '2026-01-01T00:00:00Z')",
      )
        .bind(userId, name)
        .run()
    const [alfa, beta] = (
      await env.DB.prepare('SELECT id FROM companies WHERE user_id = ? ORDER BY id').bind(userId).all<{ id: number }>()
    ).results
    const detail = async (id: number) =>
      (await (await api(`/general/v2/order/${id}/`, { token: firm.access })).json()) as {
        company_name: string | null
        company_id: number | null
        delivery_method: string
        payment_status: string
      }
    const line = { product_id: one.id, count: 1, target_price: null }
    const first = (await (await send({ items: [line] }, firm.access)).json()) as { orderId: number }
    expect(await detail(first.orderId)).toMatchObject({
      company_id: alfa!.id,
      company_name: 'Alfa Trade SRL',
      delivery_method: 'quote',
      payment_status: 'not_required',
    })
    const named = (await (await send({ items: [line], company_id: beta!.id }, firm.access)).json()) as {
      orderId: number
    }
    expect(await detail(named.orderId)).toMatchObject({ company_id: beta!.id, company_name: 'Beta Grup SA' })
    // Stored as quotes were before (no company_name kept): the company's name as it is now.
    await env.DB.prepare("UPDATE orders SET data = json_remove(data, '$.company_name') WHERE id = ?")
      .bind(named.orderId)
      .run()
    expect(await detail(named.orderId)).toMatchObject({ company_id: beta!.id, company_name: 'Beta Grup SA' })
  })

  it('a customer account is refused (403, localized); a guest must sign in (401)', async () => {
    const refused = await send({ items: [{ product_id: one.id, count: 1, target_price: null }] }, customer, 'ru')
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Запросы коммерческого предложения доступны только аккаунтам компаний с компанией, подтверждённой магазином',
    )
    expect((await send({ items: [{ product_id: one.id, count: 1, target_price: null }] })).status).toBe(401)
  })

  // Session 59's audit: an account that saved a company itself (another firm's IDNO, pending) sent
  // quotes in that firm's name at once. A pending company grants nothing until the shop confirms it.
  it('a company account whose only company is pending is refused; named, a pending company is a field error', async () => {
    const email = `quote-pending-${Date.now().toString(36)}@example.com`
    const { access } = await registerActive(email, 'quote-pending-59')
    const user = (await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: number }>())!
    const saved = await api(`/users/user-group/${user.id}/create-company-multi/`, {
      method: 'PATCH',
      token: access,
      body: JSON.stringify({ companies: [{ name: 'Demo Business SRL', idno: '1003600012345', address: 'x' }] }),
    })
    expect(saved.status).toBeLessThan(300)
    const line = { items: [{ product_id: one.id, count: 1, target_price: 1 }] }
    expect((await send(line, access)).status).toBe(403)
    const pending = (await env.DB.prepare('SELECT id FROM companies WHERE user_id = ?')
      .bind(user.id)
      .first<{ id: number }>())!
    await confirmedCompanyUser(user.id)
    const named = await send({ ...line, company_id: pending.id }, access)
    expect(named.status).toBe(400)
    expect(await named.json()).toMatchObject({ fields: { company_id: ['not yet confirmed by the shop'] } })
    expect((await send(line, access)).status).toBe(201)
  })

  it('bad lines are field errors: an unknown product, a count off the multiplicity, no lines, a negative target', async () => {
    const bad = await send(
      {
        items: [
          { product_id: 999_999, count: 1, target_price: null },
          { product_id: six.id, count: 4, target_price: null },
        ],
      },
      company,
    )
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields).toEqual({
      'items.0.product_id': ['Unknown product'],
      'items.1.count': ['must be a multiple of 6'],
    })
    expect((await send({ items: [] }, company)).status).toBe(400)
    expect((await send({ items: [{ product_id: one.id, count: 1, target_price: -1 }] }, company)).status).toBe(400)
  })

  it('a target price off whole cents is refused, localized (r43: 0.001 made an order of total 0); 0.01 and 0.1 + 0.2 pass', async () => {
    for (const target_price of [0.001, 12.345]) {
      const res = await send({ items: [{ product_id: one.id, count: 1, target_price }] }, company, 'ru')
      expect(res.status, String(target_price)).toBe(400)
      expect(((await res.json()) as { fields: Record<string, string[]> }).fields).toEqual({
        'items.0.target_price': ['не больше 2 знаков после запятой'],
      })
    }
    for (const target_price of [0.01, 0.1 + 0.2]) {
      const res = await send({ items: [{ product_id: one.id, count: 1, target_price }] }, company)
      expect(res.status, String(target_price)).toBe(201)
    }
  })
})

/**
 * A buyer with several companies chooses whose quote request it is (the storefront sends company_id,
 * app/features/quote-cart/SendQuote.tsx): the back end keeps the one named only when it is the
 * buyer's own - a stranger's company, or one that does not exist, is a 400 naming company_id and no
 * quote is stored - and, with none named, takes the account's own (its one company, or with several
 * the first: the user data's `company`).
 */
describe('POST /general/quote-cart/: the company the quote is for', () => {
  interface Firm {
    token: string
    userId: number
    companies: { id: number; name: string }[]
  }
  async function firm(email: string, names: string[]): Promise<Firm> {
    const token = (await registerActive(email, email)).access
    const userId = (await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: number }>())!
      .id
    await env.DB.prepare('UPDATE users SET group_type_id = 2 WHERE id = ?').bind(userId).run()
    for (const name of names)
      await env.DB.prepare(
        "INSERT INTO companies (user_id, name, idno, address, status, created_at) VALUES (?, ?, '1003600000002', 'Str. 2', 'active', '2026-01-01T00:00:00Z')",
      )
        .bind(userId, name)
        .run()
    const companies = (
      await env.DB.prepare('SELECT id, name FROM companies WHERE user_id = ? ORDER BY id')
        .bind(userId)
        .all<{ id: number; name: string }>()
    ).results
    return { token, userId, companies }
  }
  const line = () => ({ product_id: one.id, count: 1, target_price: null })
  const stored = async (userId: number) =>
    (
      await env.DB.prepare('SELECT id, company_id, data FROM orders WHERE user_id = ? ORDER BY id')
        .bind(userId)
        .all<{ id: number; company_id: number | null; data: string }>()
    ).results
  let several: Firm
  let single: Firm
  beforeAll(async () => {
    several = await firm('quote-several-f2@example.com', ['Gamma Impex SRL', 'Delta Logistic SA', 'Epsilon Com'])
    single = await firm('quote-single-f2@example.com', ['Zeta Unic SRL'])
  })

  it("its own company, named: the quote is that company's, and its detail names it", async () => {
    const delta = several.companies[1]!
    const res = await send({ items: [line()], company_id: delta.id }, several.token)
    expect(res.status).toBe(201)
    const { orderId } = (await res.json()) as { orderId: number }
    const detail = (await (await api(`/general/v2/order/${orderId}/`, { token: several.token })).json()) as {
      company_id: number
      company_name: string
    }
    expect(detail).toMatchObject({ company_id: delta.id, company_name: 'Delta Logistic SA' })
    const list = (await (
      await api(`/general/v2/order/?company_id=${delta.id}&page_size=100`, { token: several.token })
    ).json()) as { data: { id: number }[] }
    expect(list.data.map((o) => o.id)).toContain(orderId)
  })

  it("another user's company: 400 naming company_id, in the request's language, and no quote stored", async () => {
    const before = await stored(several.userId)
    const stranger = single.companies[0]!.id
    for (const [lang, text] of [
      ['en', 'not one of your companies'],
      ['ru', 'это не ваша компания'],
      ['ro', 'nu este una dintre companiile dvs.'],
    ] as const) {
      const res = await send({ items: [line()], company_id: stranger }, several.token, lang)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { fields: Record<string, string[]> }).fields).toEqual({ company_id: [text] })
    }
    // a company id that is nobody's: the same
    const none = await send({ items: [line()], company_id: 999_999_000 }, several.token)
    expect(none.status).toBe(400)
    expect(await stored(several.userId)).toEqual(before)
    expect((await stored(several.userId)).some((o) => o.company_id === stranger)).toBe(false)
  })

  it("no company named, one company: the account's one", async () => {
    const res = await send({ items: [line()] }, single.token)
    expect(res.status).toBe(201)
    const { orderId } = (await res.json()) as { orderId: number }
    const row = (await stored(single.userId)).find((o) => o.id === orderId)!
    expect(row.company_id).toBe(single.companies[0]!.id)
    expect(JSON.parse(row.data).company_name).toBe('Zeta Unic SRL')
  })

  it("no company named, several: the account's default, the user data's `company` (the first)", async () => {
    const group = (await (await api('/users/user-group/', { token: several.token })).json()) as {
      company: { id: number }
      companies: { id: number }[]
    }
    expect(group.companies.map((c) => c.id)).toEqual(several.companies.map((c) => c.id))
    const res = await send({ items: [line()] }, several.token)
    expect(res.status).toBe(201)
    const { orderId } = (await res.json()) as { orderId: number }
    const row = (await stored(several.userId)).find((o) => o.id === orderId)!
    expect(row.company_id).toBe(group.company.id)
    expect(row.company_id).toBe(several.companies[0]!.id)
    expect(JSON.parse(row.data).company_name).toBe('Gamma Impex SRL')
  })
})

/**
 * Quote requests are stored as orders: without a limit one company account flooded the shop's orders
 * (session 59's audit: 15 in a row, all 201). WRITE_LIMITS.quotes counts each account and each client.
 */
describe('POST /general/quote-cart/: the limits', () => {
  const { perHour } = WRITE_LIMITS.quotes
  let ip = 0
  const client = () => ({ 'CF-Connecting-IP': `198.18.150.${++ip}` })
  const companyAccount = async (tag: string) => {
    const email = `quote-limit-${tag}-${Date.now().toString(36)}@example.com`
    const { access } = await registerActive(email, 'quote-limit-59')
    const user = (await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: number }>())!
    await confirmedCompanyUser(user.id)
    return { token: access, id: user.id }
  }
  const quote = (token: string, headers: Record<string, string>, lang?: string) =>
    api('/general/quote-cart/', {
      method: 'POST',
      body: JSON.stringify({ items: [{ product_id: one.id, count: 1, target_price: 1 }] }),
      token,
      headers,
      lang,
    })
  const quotesOf = async (userId: number) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE user_id = ? AND delivery_method = 'quote'")
      .bind(userId)
      .first<{ n: number }>())!.n

  it('an account: 10 an hour from any address, then 429 with Retry-After in its language; nothing more stored; a 400 counts nothing', async () => {
    const account = await companyAccount('a')
    const bad = { items: [{ product_id: 999_999_999, count: 1, target_price: 1 }] }
    for (let i = 0; i < 12; i++)
      expect(
        (
          await api('/general/quote-cart/', {
            method: 'POST',
            body: JSON.stringify(bad),
            token: account.token,
            headers: client(),
          })
        ).status,
      ).toBe(400)
    const statuses: number[] = []
    for (let i = 0; i < perHour + 3; i++) statuses.push((await quote(account.token, client())).status)
    expect(statuses).toEqual([...Array(perHour).fill(201), 429, 429, 429])
    expect(await quotesOf(account.id)).toBe(perHour)
    const refused = await quote(account.token, client(), 'ru')
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(59 * 60)
    expect(await refused.json()).toEqual({ error: 'Слишком много запросов цен, попробуйте позже' })
  })

  it('a client: 10 an hour across accounts; another client goes on', async () => {
    const shared = client()
    const statuses: number[] = []
    for (let i = 0; i < perHour + 1; i++)
      statuses.push((await quote((await companyAccount(`c${i}`)).token, shared)).status)
    expect(statuses).toEqual([...Array(perHour).fill(201), 429])
    expect((await quote((await companyAccount('d')).token, client())).status).toBe(201)
  })
})
