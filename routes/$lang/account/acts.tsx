import { createFileRoute } from '@tanstack/react-router'
import { ActsPage, orLogin, readActsSearch, requireCabinet } from '../../../app/features/account'
import { actsFn, userGroupFn } from '../../../app/features/account/cabinet.functions'
import { pageHead } from '../../../app/lib/head'
import { shellQuery } from '../../../app/shell/shell.functions'

/** /{lang}/account/acts: the acts (accounts spec 3, 7), company and dates in the URL query. */
export const Route = createFileRoute('/$lang/account/acts')({
  validateSearch: readActsSearch,
  beforeLoad: requireCabinet,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const lang = context.lang
    const [shell, result, group] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(lang)),
      actsFn({ data: { lang, search: deps.search } }).then((r) => orLogin(lang, r)),
      userGroupFn({ data: { lang } }),
    ])
    return { origin: shell.origin, search: deps.search, result, companies: group.ok ? group.data.companies.map((c) => ({ id: c.id, name: c.name })) : [] }
  },
  staleTime: 0,
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinetNav.acts', noindex: true }),
  component: function ActsRoute() {
    const data = Route.useLoaderData()
    return <ActsPage {...data} />
  },
})
