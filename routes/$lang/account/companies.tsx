import { createFileRoute } from '@tanstack/react-router'
import { CompaniesPage, orLogin, requireCabinet } from '../../../app/features/account'
import { companiesFn, userGroupFn } from '../../../app/features/account/cabinet.functions'
import { pageHead } from '../../../app/lib/head'
import { shellQuery } from '../../../app/shell/shell.functions'

/** /{lang}/account/companies: the company list and the single / multi company forms (accounts spec 3, 7). */
export const Route = createFileRoute('/$lang/account/companies')({
  beforeLoad: requireCabinet,
  loader: async ({ context }) => {
    const lang = context.lang
    const [shell, group, result] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(lang)),
      userGroupFn({ data: { lang } }).then((r) => orLogin(lang, r)),
      companiesFn({ data: { lang, page: 1 } }),
    ])
    return { origin: shell.origin, userId: group.ok ? group.data.id : null, result }
  },
  staleTime: 0,
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinetNav.companies', noindex: true }),
  component: function CompaniesRoute() {
    const data = Route.useLoaderData()
    return <CompaniesPage {...data} />
  },
})
