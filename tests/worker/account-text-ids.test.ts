import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { SERVER_COOKIES } from '#config'
import { send } from './helpers'

/**
 * User and company ids as text (session 64; the round-9 operator audit, item 6): a back end naming
 * its users by UUID made /ro/profile "Datele contului nu au putut fi încărcate" on every visit, the
 * orders lost their loyalty points line and company filter, and the company forms' path id had to be
 * digits; a company named `c5` was "no company yet". Through the whole Worker, against the SSR double
 * (what the pages' server functions call): the pages render, and the company filter of the orders' and
 * acts' URL goes to the back end as it came - its answer is keyed by that query, so the list shows only
 * when it was asked so. A company_id no path or query should carry (a slash, a dot segment) is no filter.
 * The saves' paths and the server functions' refusals: app/features/account/account-ids.test.ts.
 */
const UUID = '7f1c1e0a-0000-4000-8000-000000000007'
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
/** A JWT-shaped token that has not expired (the Worker reads `exp`; the SSR double accepts `.good`). */
const TOKEN = `${b64({ alg: 'HS256' })}.${b64({ sub: UUID, exp: Math.floor(Date.now() / 1000) + 3600 })}.good`
const cookie = `${SERVER_COOKIES.token}=${TOKEN}`

const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const routes = (answers: Record<string, unknown>) =>
  ssrDouble.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(answers) })
afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

const company = (id: unknown) => ({
  id,
  name: 'SRL Op9 Test',
  idno: '1002600012345',
  address: 'str. Firmei 1',
  status: 'active',
})
const group = (userId: unknown, companyId: unknown) => ({
  id: userId,
  user: { id: userId, email: 'ana@op9.test', firstName: 'Ana', lastName: 'Op', full_name: 'Ana Op', phone: null },
  company: company(companyId),
  group_user_type: { id: 2 },
  loyalty_points: 250,
  delivery_addresses: [],
})
const order = { id: 'ORD-1', number: 'SO-4242', status: 'new', total: 10, created_at: '2026-11-01T10:00:00Z' }
const act = (companyId: unknown) => ({
  id: 901,
  number: 'ACT-901',
  date: '2026-11-30',
  total: 1234.5,
  company_id: companyId,
})

/** The answers of such an account; the lists only for the query with `company_id` as sent (`filtered`). */
function account(userId: unknown, companyId: unknown, filtered: string | null) {
  const failed = { __status: 500, __body: { error: 'asked without the company' } }
  return routes({
    '/users/user-group/': group(userId, companyId),
    '/users/company/': { data: [company(companyId)], totalCount: 1, pages: 1 },
    '/general/v2/order/': filtered === null ? { data: [order], totalCount: 1, pages: 1 } : failed,
    ...(filtered === null
      ? {}
      : {
          [`/general/v2/order/?page=1&page_size=10&company_id=${filtered}`]: { data: [order], totalCount: 1, pages: 1 },
        }),
    '/base/act-view/': filtered === null ? [{ totalCount: 1, pages: 1 }, [act(companyId)]] : failed,
    ...(filtered === null
      ? {}
      : { [`/base/act-view/?page=1&company_id=${filtered}`]: [{ totalCount: 1, pages: 1 }, [act(companyId)]] }),
    '/api/phone/': [],
    '/api/email/': [],
  })
}

const page = async (path: string) => {
  const res = await send(path, { headers: { Cookie: cookie } })
  return { status: res.status, html: await res.text() }
}

describe('the pages of an account whose ids are text', { timeout: 60_000 }, () => {
  it.each([
    ['a UUID user, company c5', UUID, 'c5'],
    ['a prefixed user id, a UUID company', 'usr_01HQ8ZK3V6X2P4M7N9R5T1W3Y8', '3f2b8c1e-9a4d-4c1b-8e2f-0a1b2c3d4e5f'],
    ['digits as text', '7', '5'],
  ])('%s: the profile shows the account, not the notice', async (_name, userId, companyId) => {
    await account(userId, companyId, null)
    const { status, html } = await page('/ro/profile')
    expect(status).toBe(200)
    expect(html).not.toContain('Datele contului nu au putut fi încărcate')
    expect(html).toContain('value="Ana Op"')
  })

  it('the orders keep the loyalty points line and the company filter; the company asked for goes out as it came', async () => {
    await account(UUID, 'c5', 'c5')
    const { status, html } = await page('/ro/account/orders?company_id=c5')
    expect(status).toBe(200)
    expect(html).toMatch(/data-testid="orders-points">[^<]*<!-- -->: <strong>250<\/strong>/)
    expect(html).toMatch(/<option value="c5" selected="">SRL Op9 Test<\/option>/)
    expect(html).toContain('SO-4242')
  })

  it('the acts filter by the company text id, the act named by its company', async () => {
    await account(UUID, 'c5', 'c5')
    const { status, html } = await page('/ro/account/acts?company_id=c5')
    expect(status).toBe(200)
    expect(html).toContain('ACT-901')
    expect(html).toContain('<span class="cabinet-list__meta">SRL Op9 Test</span>')
  })

  it.each([
    ['..%2Fx', 'a dot segment'],
    ['a%2Fb', 'a slash'],
    ['a%0Ab', 'a line break'],
    ['x'.repeat(65), '65 characters'],
  ])('a company_id %s (%s) is no filter: the list as unfiltered', async (id) => {
    await account(UUID, 'c5', null)
    const { status, html } = await page(`/ro/account/orders?company_id=${id}`)
    expect(status).toBe(200)
    expect(html).toContain('SO-4242')
    // the company filter is still offered, nothing selected: the refusal is the id's, not every text id's
    expect(html).toMatch(/<option value="c5">SRL Op9 Test<\/option>/)
  })

  it('the companies page lists the company named c5 (not "no company yet")', async () => {
    await account(UUID, 'c5', null)
    const { status, html } = await page('/ro/account/companies')
    expect(status).toBe(200)
    expect(html).toContain('data-testid="company-row"')
    expect(html).not.toContain('Nu aveți încă nicio companie')
  })
})
