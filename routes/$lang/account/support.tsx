import { createFileRoute } from '@tanstack/react-router'
import { userGroupFn } from '#app/features/account/cabinet.functions.ts'
import { orLogin, requireCabinet, SupportPage } from '#app/features/account/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** /{lang}/account/support: the support form and the terms (accounts spec 3, 7). */
export const Route = createFileRoute('/$lang/account/support')({
  beforeLoad: requireCabinet,
  loader: async ({ context }) => {
    const lang = context.lang
    const [shell, group] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(lang)),
      userGroupFn({ data: { lang } }).then((r) => orLogin(lang, r)),
    ])
    const user = group.ok ? group.data.user : null
    return {
      origin: shell.origin,
      name: user ? user.full_name || `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
    }
  },
  staleTime: 0,
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinetNav.support', noindex: true }),
  component: function SupportRoute() {
    const data = Route.useLoaderData()
    return <SupportPage {...data} />
  },
})
