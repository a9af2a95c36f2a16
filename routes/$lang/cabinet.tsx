import { createFileRoute, redirect } from '@tanstack/react-router'
import { accountSummaryFn } from '#app/features/account/account.functions.ts'
import { CabinetPage } from '#app/features/account/index.ts'
import { readSessionHint } from '#app/features/auth/index.ts'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/**
 * /{lang}/cabinet: signed-in only (accounts spec 2 "Access rule"). The Worker's session gate checks
 * the token on a page load; here the cabinet setting, the browser's session on client navigation,
 * and a session the back end refused all send the shopper to /{lang}?login=true.
 */
export const Route = createFileRoute('/$lang/cabinet')({
  beforeLoad: async ({ context }) => {
    const [shell] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      loadLazyMessages(context.lang),
    ])
    const toLogin = redirect({ to: '/$lang', params: { lang: context.lang }, search: { login: true } })
    if (!shell.settings.additional_settings.is_user_cabinet) throw toLogin
    if (typeof document !== 'undefined' && !readSessionHint()) throw toLogin
  },
  loader: async ({ context }) => {
    const [shell, summary] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      accountSummaryFn({ data: { lang: context.lang } }),
    ])
    if (!summary.ok && summary.signedOut)
      throw redirect({ to: '/$lang', params: { lang: context.lang }, search: { login: true } })
    return { origin: shell.origin, account: summary.ok ? summary.account : null }
  },
  staleTime: 0,
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinet.title', noindex: true }),
  component: CabinetRoute,
})

function CabinetRoute() {
  const { account, origin } = Route.useLoaderData()
  return <CabinetPage account={account} origin={origin} />
}
