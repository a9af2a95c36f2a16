import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { shellQuery } from '../../shell/shell.functions'
import { actsFn, ordersFn, userGroupFn } from './cabinet.functions'
import { orLogin } from './guard'
import { readActsSearch, readOrdersSearch } from './rules'

/**
 * The loaders of the cabinet's filtered lists (/{lang}/account/orders, /{lang}/orders and
 * /{lang}/account/acts). They parse the URL query themselves: the routes keep it raw
 * (app/lib/search-params.ts), so the parsers load with the page's chunk, not with every shop page.
 */
interface ListLoaderArgs {
  context: { lang: Locale; queryClient: QueryClient }
  deps: { search: Record<string, unknown> }
}

const companiesOf = (group: Awaited<ReturnType<typeof userGroupFn>>) => (group.ok ? group.data.companies.map((c) => ({ id: c.id, name: c.name })) : [])

/** The orders of the URL's filters, and the companies and loyalty points of the account. */
export async function ordersLoader({ context, deps }: ListLoaderArgs) {
  const lang = context.lang
  const search = readOrdersSearch(deps.search)
  const [shell, result, group] = await Promise.all([
    context.queryClient.ensureQueryData(shellQuery(lang)),
    ordersFn({ data: { lang, search } }).then((r) => orLogin(lang, r)),
    userGroupFn({ data: { lang } }),
  ])
  return { origin: shell.origin, search, result, companies: companiesOf(group), loyaltyPoints: group.ok ? group.data.loyalty_points : null }
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
  return { origin: shell.origin, search, result, companies: companiesOf(group) }
}
