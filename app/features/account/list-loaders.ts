import type { QueryClient } from '@tanstack/react-query'
import { shellQuery } from '#app/shell/shell.functions.ts'
import type { Locale } from '#config'
import { actsFn, companiesFn, ordersFn, userGroupFn } from './cabinet.functions'
import { orLogin } from './guard'
import { readActsSearch, readCompaniesSearch, readOrdersSearch } from './rules'

/**
 * The loaders of the cabinet's filtered lists (/{lang}/account/orders, /{lang}/orders,
 * /{lang}/account/acts and /{lang}/account/companies). They parse the URL query themselves: the routes keep it raw
 * (app/lib/search-params.ts), so the parsers load with the page's chunk, not with every shop page.
 */
interface ListLoaderArgs {
  context: { lang: Locale; queryClient: QueryClient }
  deps: { search: Record<string, unknown> }
}

/** A company as the filters offer it: its id and name. */
const choice = (c: { id: string; name: string }) => ({ id: c.id, name: c.name })
const companiesOf = (group: Awaited<ReturnType<typeof userGroupFn>>) =>
  group.ok ? group.data.companies.map(choice) : []

/**
 * The companies the orders' and acts' filter offers: the user group's, and - when it names just one (a
 * back end that sends the spec's single `company`, not a `companies` list) - those of the account's
 * companies list too (GET /users/company/, first page). Before, a second company's orders could not
 * be filtered (session 60's operator audit).
 */
export async function companyChoices(lang: Locale, group: Awaited<ReturnType<typeof userGroupFn>>) {
  const own = companiesOf(group)
  if (own.length !== 1) return own
  const listed = await companiesFn({ data: { lang, search: {} } })
  if (!listed.ok) return own
  const more = listed.data.data.filter((c) => !own.some((o) => o.id === c.id)).map(choice)
  return [...own, ...more]
}

/** The orders of the URL's filters, and the companies and loyalty points of the account. */
export async function ordersLoader({ context, deps }: ListLoaderArgs) {
  const lang = context.lang
  const search = readOrdersSearch(deps.search)
  const [shell, result, group] = await Promise.all([
    context.queryClient.ensureQueryData(shellQuery(lang)),
    ordersFn({ data: { lang, search } }).then((r) => orLogin(lang, r)),
    userGroupFn({ data: { lang } }),
  ])
  return {
    origin: shell.origin,
    search,
    result,
    companies: await companyChoices(lang, group),
    loyaltyPoints: group.ok ? group.data.loyalty_points : null,
  }
}

/** The acts of the URL's company and dates, and the companies of the account. */
export async function actsLoader({ context, deps }: ListLoaderArgs) {
  const lang = context.lang
  const search = readActsSearch(deps.search)
  const [shell, result, group] = await Promise.all([
    context.queryClient.ensureQueryData(shellQuery(lang)),
    actsFn({ data: { lang, search } }).then((r) => orLogin(lang, r)),
    userGroupFn({ data: { lang } }),
  ])
  return { origin: shell.origin, search, result, companies: await companyChoices(lang, group) }
}

/** The companies of the URL's filters and page, and what the company form needs (user id, how many exist). */
export async function companiesLoader({ context, deps }: ListLoaderArgs) {
  const lang = context.lang
  const search = readCompaniesSearch(deps.search)
  const [shell, group, result] = await Promise.all([
    context.queryClient.ensureQueryData(shellQuery(lang)),
    userGroupFn({ data: { lang } }).then((r) => orLogin(lang, r)),
    companiesFn({ data: { lang, search } }),
  ])
  return {
    origin: shell.origin,
    search,
    userId: group.ok ? group.data.id : null,
    companyCount: group.ok ? group.data.companies.length : 0,
    result,
  }
}
