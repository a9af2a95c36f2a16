import type { z } from 'zod'
import type { companyBodySchema } from '#contract/cabinet.ts'
import { type Ctx, nowIso } from '../lib/http'
import { containsSql, rangeFilter } from '../lib/sql-filters'
import { db } from './products'
import { COMPANY_COLS, COMPANY_GROUP, type Company } from './user-group'

/** An account's companies (routes/companies.ts; decision 0020). */

type CompanyBody = z.infer<typeof companyBodySchema>

const insertCompany = (c: Ctx, userId: number, b: CompanyBody) =>
  c.env.DB.prepare(
    'INSERT INTO companies (user_id, name, idno, vat, address, bank, iban, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).bind(userId, b.name, b.idno, b.vat ?? null, b.address, b.bank ?? null, b.iban ?? null, 'pending', nowIso())
/**
 * What the shop confirmed is the whole record - the firm's name, IDNO, VAT number, address, bank and
 * IBAN, what an order or a quote in its name and a bank-transfer invoice carry - so a change of any of
 * them sends it back to the shop's check (`pending`; a rejected one too). An entry sent again as it is
 * (create-company-multi sends every company) keeps its status. The spec says nothing of it (decision
 * 0020, session s10): before, only a changed IDNO did, and a confirmed company renamed to another
 * firm's name with another IBAN stayed `active`.
 */
const updateCompany = (c: Ctx, userId: number, id: number, b: CompanyBody) =>
  c.env.DB.prepare(
    `UPDATE companies SET name = ?1, vat = ?2, address = ?3, bank = ?4, iban = ?5, idno = ?6,
       status = CASE WHEN name IS ?1 AND vat IS ?2 AND address IS ?3 AND bank IS ?4 AND iban IS ?5 AND idno IS ?6
         THEN status ELSE 'pending' END
     WHERE id = ?7 AND user_id = ?8`,
  ).bind(b.name, b.vat ?? null, b.address, b.bank ?? null, b.iban ?? null, b.idno, id, userId)
const becomeCompanyUser = (c: Ctx, userId: number) =>
  c.env.DB.prepare('UPDATE users SET group_type_id = ? WHERE id = ?').bind(COMPANY_GROUP, userId)

/** Inserts the new companies (no id) and updates the user's own (with id), and makes the account a company user, in one batch. */
export async function saveCompanies(c: Ctx, userId: number, entries: (CompanyBody & { id?: number })[]): Promise<void> {
  await c.env.DB.batch([
    ...entries.map((e) => (e.id !== undefined ? updateCompany(c, userId, e.id, e) : insertCompany(c, userId, e))),
    becomeCompanyUser(c, userId),
  ])
}

/** One page of the cabinet's company list, newest first, with the total. */
export async function listCompanies(
  c: Ctx,
  userId: number,
  query: { page: number; status?: string; search?: string; start_date?: string; end_date?: string },
  size: number,
) {
  const where = ['user_id = ?']
  const params: unknown[] = [userId]
  if (query.status) {
    where.push('status = ?')
    params.push(query.status)
  }
  if (query.search) {
    where.push(`(${containsSql('name')} OR ${containsSql('idno')})`)
    params.push(query.search, query.search)
  }
  const range = rangeFilter('created_at', query.start_date, query.end_date)
  if (range) {
    where.push(range.sql)
    params.push(...range.params)
  }
  const w = where.join(' AND ')
  const [rows, cnt] = await Promise.all([
    db(c).all<Company>(
      `SELECT ${COMPANY_COLS} FROM companies WHERE ${w} ORDER BY id DESC LIMIT ${size} OFFSET ${(query.page - 1) * size}`,
      params,
    ),
    db(c).all<{ n: number }>(`SELECT count(*) AS n FROM companies WHERE ${w}`, params),
  ])
  const total = cnt[0]?.n ?? 0
  return { rows, total }
}

/** The user's company with this id, or null. */
export const ownCompany = (c: Ctx, id: number, userId: number) =>
  c.env.DB.prepare('SELECT id, name, status FROM companies WHERE id = ? AND user_id = ?')
    .bind(id, userId)
    .first<{ id: number; name: string; status: string }>()

/**
 * The first company of a company user (group COMPANY_GROUP), or null; with `confirmed`, the first
 * the shop has confirmed (`active`), as the quote cart takes it.
 */
export const firstCompanyOfCompanyUser = (c: Ctx, userId: number, confirmed = false) =>
  c.env.DB.prepare(
    `SELECT c.id, c.name, c.status FROM companies c JOIN users u ON u.id = c.user_id WHERE c.user_id = ? AND u.group_type_id = ?${confirmed ? " AND c.status = 'active'" : ''} ORDER BY c.id LIMIT 1`,
  )
    .bind(userId, COMPANY_GROUP)
    .first<{ id: number; name: string; status: string }>()
