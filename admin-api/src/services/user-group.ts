import type { z } from 'zod'
import { ACCOUNTS } from '#contract/accounts.ts'
import type { companySchema, userGroupSchema } from '#contract/auth.ts'
import type { Ctx } from '../lib/http'
import { db } from './products'
import { profile, userRow } from './users'

/** The user groups (users.group_type_id): a company user may hold companies and filter by them. */
export const GROUPS: Record<number, string> = { 1: 'customer', 2: 'company' }
export const COMPANY_GROUP: number = ACCOUNTS.companyGroupId

/**
 * True when the account may buy as a company - the quote cart and company-only payment: a company user
 * (users.group_type_id = COMPANY_GROUP) with at least one company the shop has confirmed (`active`).
 * Saving a company makes an account a company user at once, but the company stays `pending` until the
 * shop checks it (decision 0020): session 59's audit had a stranger's account save another firm's IDNO
 * and at once pay by bank transfer and send quotes in that firm's name.
 */
export async function isCompanyUser(c: Ctx, userId: number): Promise<boolean> {
  const rows = await db(c).all<{ group_type_id: number; confirmed: number }>(
    "SELECT group_type_id, EXISTS (SELECT 1 FROM companies WHERE user_id = users.id AND status = 'active') AS confirmed FROM users WHERE id = ?",
    [userId],
  )
  return rows[0]?.group_type_id === COMPANY_GROUP && rows[0].confirmed === 1
}

/** A company as this back end keeps it: its id a number (the shop reads any back end's as text: contract text-id.ts). */
export type Company = Omit<z.infer<typeof companySchema>, 'id'> & { id: number }
/** The user data as this back end sends it (its ids numbers). */
type UserGroup = z.input<typeof userGroupSchema>
export const COMPANY_COLS = 'id, name, idno, vat, address, bank, iban, status, created_at'

/** The account's companies, oldest first (the first is the one create-company saves). */
export const companiesOf = (c: Ctx, userId: number) =>
  db(c).all<Company>(`SELECT ${COMPANY_COLS} FROM companies WHERE user_id = ? ORDER BY id`, [userId])

/** GET /users/user-group/ and the answer of the company forms: profile, companies, group, loyalty points, addresses. */
export async function userGroup(c: Ctx, userId: number): Promise<UserGroup> {
  const [u, companies, addrs] = await Promise.all([
    userRow(c, userId),
    companiesOf(c, userId),
    db(c).all<{
      id: number
      city_id: number
      street_id: number | null
      building: string
      apartment: string | null
      note: string | null
      is_default: number
    }>(
      'SELECT id, city_id, street_id, building, apartment, note, is_default FROM delivery_addresses WHERE user_id = ? ORDER BY is_default DESC, id',
      [userId],
    ),
  ])
  return {
    id: u.id,
    user: profile(c, u),
    company: companies[0] ?? null,
    companies,
    group_user_type: { id: u.group_type_id, name: GROUPS[u.group_type_id] ?? 'customer' },
    loyalty_points: u.loyalty_points,
    delivery_addresses: addrs.map((a) => ({ ...a, is_default: a.is_default === 1 })),
  }
}
