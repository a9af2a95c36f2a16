import { ACCOUNTS } from '#contract/accounts.ts'
import { endpoints as E } from '#contract/endpoints.ts'
import { ApiError, notFound } from '../lib/api-error'
import { requireUser } from '../lib/auth'
import { type App, type Ctx, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import { listCompanies, saveCompanies } from '../services/companies'
import { companiesOf, userGroup } from '../services/user-group'

/**
 * Companies of the personal cabinet (accounts spec 3 "Company", 7; decision 0020): create-company
 * saves the account's first company, create-company-multi saves several, GET /users/company/ lists
 * them. {id} in the paths is the user-group id, the signed-in user's own; another is a 404. A saved
 * company makes the account a company user (group 2); new companies are `pending` until the shop
 * checks them.
 */

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
  if (after.length > ACCOUNTS.companiesMax)
    fields.companies = [`At most ${ACCOUNTS.companiesMax} companies per account`]
  if (Object.keys(fields).length) throw new ApiError(400, 'Invalid body', fields)
}

export function companyRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.createCompany, async (c, { params, body }) => {
    const user = await ownGroup(c, params.id)
    const [current, ...others] = await companiesOf(c, user.id)
    checkCompanies([...others.map((o) => ({ idno: o.idno, field: 'idno' })), { idno: body.idno, field: 'idno' }])
    await saveCompanies(c, user.id, [current ? { ...body, id: current.id } : body])
    return userGroup(c, user.id)
  })
  route(app, E.createCompanyMulti, async (c, { params, body }) => {
    const user = await ownGroup(c, params.id)
    const existing = await companiesOf(c, user.id)
    for (const entry of body.companies)
      if (entry.id !== undefined && !existing.some((e) => e.id === entry.id)) throw notFound('Unknown company')
    const changed = new Map(
      body.companies.flatMap((e, i) =>
        e.id !== undefined ? [[e.id, { idno: e.idno, field: `companies.${i}.idno` }] as const] : [],
      ),
    )
    checkCompanies([
      ...existing.map((e) => changed.get(e.id) ?? { idno: e.idno, field: 'companies' }),
      ...body.companies.flatMap((e, i) => (e.id === undefined ? [{ idno: e.idno, field: `companies.${i}.idno` }] : [])),
    ])
    await saveCompanies(c, user.id, body.companies)
    return userGroup(c, user.id)
  })
  route(app, E.companies, async (c, { query }) => {
    const user = await requireUser(c)
    const size = ACCOUNTS.companiesPageSize
    const { rows, total } = await listCompanies(c, user.id, query, size)
    return { data: rows, totalCount: total, pages: Math.ceil(total / size) }
  })
  return app
}
