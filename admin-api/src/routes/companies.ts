import type { z } from 'zod'
import { ACCOUNTS } from '../../../app/api/contract/accounts'
import type { companyBodySchema } from '../../../app/api/contract/cabinet'
import { endpoints as E } from '../../../app/api/contract/endpoints'
import { requireUser } from '../lib/auth'
import { ApiError, type App, type Ctx, notFound, nowIso, route, subApp } from '../lib/http'
import { db } from '../lib/products'
import { SITE_LAYERS } from '../lib/site'
import { likePattern, rangeFilter } from '../lib/sql-filters'
import { COMPANY_COLS, COMPANY_GROUP, type Company, companiesOf, userGroup } from '../lib/user-group'

/**
 * Companies of the personal cabinet (accounts spec 3 "Company", 7; decision 0020): create-company
 * saves the account's first company, create-company-multi saves several, GET /users/company/ lists
 * them. {id} in the paths is the user-group id, the signed-in user's own; another is a 404. A saved
 * company makes the account a company user (group 2); new companies are `pending` until the shop
 * checks them.
 */

type CompanyBody = z.infer<typeof companyBodySchema>

const insertCompany = (c: Ctx, userId: number, b: CompanyBody) =>
  c.env.DB.prepare('INSERT INTO companies (user_id, name, idno, vat, address, bank, iban, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').bind(
    userId,
    b.name,
    b.idno,
    b.vat ?? null,
    b.address,
    b.bank ?? null,
    b.iban ?? null,
    'pending',
    nowIso(),
  )
/** A changed IDNO needs the shop's check again (pending); other changes keep the status. */
const updateCompany = (c: Ctx, userId: number, id: number, b: CompanyBody) =>
  c.env.DB.prepare("UPDATE companies SET name = ?, vat = ?, address = ?, bank = ?, iban = ?, status = CASE WHEN idno = ? THEN status ELSE 'pending' END, idno = ? WHERE id = ? AND user_id = ?").bind(
    b.name,
    b.vat ?? null,
    b.address,
    b.bank ?? null,
    b.iban ?? null,
    b.idno,
    b.idno,
    id,
    userId,
  )
const becomeCompanyUser = (c: Ctx, userId: number) => c.env.DB.prepare('UPDATE users SET group_type_id = ? WHERE id = ?').bind(COMPANY_GROUP, userId)

async function ownGroup(c: Ctx, id: number) {
  const user = await requireUser(c)
  if (id !== user.id) throw notFound('Unknown user group')
  return user
}

/** The companies of an account after the changes: one IDNO once, at most ACCOUNTS.companiesMax. */
function checkCompanies(after: { idno: string; field: string }[]) {
  const fields: Record<string, string[]> = {}
  const seen = new Set<string>()
  for (const a of after) {
    if (seen.has(a.idno)) fields[a.field] = ['This IDNO is already one of your companies']
    seen.add(a.idno)
  }
  if (after.length > ACCOUNTS.companiesMax) fields.companies = [`At most ${ACCOUNTS.companiesMax} companies per account`]
  if (Object.keys(fields).length) throw new ApiError(400, 'Invalid body', fields)
}

export function companyRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.createCompany, async (c, { params, body }) => {
    const user = await ownGroup(c, params.id)
    const [current, ...others] = await companiesOf(c, user.id)
    checkCompanies([...others.map((o) => ({ idno: o.idno, field: 'idno' })), { idno: body.idno, field: 'idno' }])
    await c.env.DB.batch([current ? updateCompany(c, user.id, current.id, body) : insertCompany(c, user.id, body), becomeCompanyUser(c, user.id)])
    return userGroup(c, user.id)
  })
  route(app, E.createCompanyMulti, async (c, { params, body }) => {
    const user = await ownGroup(c, params.id)
    const existing = await companiesOf(c, user.id)
    for (const entry of body.companies) if (entry.id !== undefined && !existing.some((e) => e.id === entry.id)) throw notFound('Unknown company')
    const changed = new Map(body.companies.flatMap((e, i) => (e.id !== undefined ? [[e.id, { idno: e.idno, field: `companies.${i}.idno` }] as const] : [])))
    checkCompanies([
      ...existing.map((e) => changed.get(e.id) ?? { idno: e.idno, field: 'companies' }),
      ...body.companies.flatMap((e, i) => (e.id === undefined ? [{ idno: e.idno, field: `companies.${i}.idno` }] : [])),
    ])
    await c.env.DB.batch([...body.companies.map((e) => (e.id !== undefined ? updateCompany(c, user.id, e.id, e) : insertCompany(c, user.id, e))), becomeCompanyUser(c, user.id)])
    return userGroup(c, user.id)
  })
  route(app, E.companies, async (c, { query }) => {
    const user = await requireUser(c)
    const where = ['user_id = ?']
    const params: unknown[] = [user.id]
    if (query.status) {
      where.push('status = ?')
      params.push(query.status)
    }
    if (query.search) {
      where.push("(name LIKE ? ESCAPE '\\' OR idno LIKE ? ESCAPE '\\')")
      params.push(likePattern(query.search), likePattern(query.search))
    }
    const range = rangeFilter('created_at', query.start_date, query.end_date)
    if (range) {
      where.push(range.sql)
      params.push(...range.params)
    }
    const size = ACCOUNTS.companiesPageSize
    const w = where.join(' AND ')
    const [rows, cnt] = await Promise.all([
      db(c).all<Company>(`SELECT ${COMPANY_COLS} FROM companies WHERE ${w} ORDER BY id DESC LIMIT ${size} OFFSET ${(query.page - 1) * size}`, params),
      db(c).all<{ n: number }>(`SELECT count(*) AS n FROM companies WHERE ${w}`, params),
    ])
    const total = cnt[0]?.n ?? 0
    return { data: rows, totalCount: total, pages: Math.ceil(total / size) }
  })
  return app
}
