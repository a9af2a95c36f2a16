import { createFileRoute } from '@tanstack/react-router'
import { CompaniesPage, orLogin, readCompaniesSearch, requireCabinet } from '../../../app/features/account'
import { companiesFn, userGroupFn } from '../../../app/features/account/cabinet.functions'
import { pageHead } from '../../../app/lib/head'
import { shellQuery } from '../../../app/shell/shell.functions'

/** /{lang}/account/companies: the company list (its filters and page in the URL query) and the company forms (accounts spec 3, 7). */
export const Route = createFileRoute('/$lang/account/companies')({
  validateSearch: readCompaniesSearch,
  beforeLoad: requireCabinet,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const lang = context.lang
    const [shell, group, result] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(lang)),
      userGroupFn({ data: { lang } }).then((r) => orLogin(lang, r)),
      companiesFn({ data: { lang, search: deps.search } }),
    ])
    return { origin: shell.origin, search: deps.search, userId: group.ok ? group.data.id : null, companyCount: group.ok ? group.data.companies.length : 0, result }
  },
  staleTime: 0,
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinetNav.companies', noindex: true }),
  component: function CompaniesRoute() {
    const data = Route.useLoaderData()
    return <CompaniesPage {...data} />
  },
})
