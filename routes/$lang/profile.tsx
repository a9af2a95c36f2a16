import { createFileRoute } from '@tanstack/react-router'
import { profileFn } from '#app/features/account/cabinet.functions.ts'
import { orLogin, ProfilePage, requireCabinet } from '#app/features/account/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** /{lang}/profile: name, avatar, phones and e-mails, the deletion request (accounts spec 2, 3, 4, 7). */
export const Route = createFileRoute('/$lang/profile')({
  beforeLoad: requireCabinet,
  loader: async ({ context }) => {
    const lang = context.lang
    const [shell, result] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(lang)),
      profileFn({ data: { lang } }).then((r) => orLogin(lang, r)),
    ])
    return { origin: shell.origin, data: result.ok ? result.data : null }
  },
  staleTime: 0,
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinetNav.profile', noindex: true }),
  component: function ProfileRoute() {
    const data = Route.useLoaderData()
    return <ProfilePage {...data} />
  },
})
