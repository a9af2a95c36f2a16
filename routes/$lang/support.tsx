import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '#app/features/account/index.ts'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/**
 * /{lang}/support: the support form for everyone (accounts spec 3 "Support message"; issue 29). A
 * public page: nothing personal is rendered (a signed-in shopper's own form, prefilled, is
 * /{lang}/account/support).
 */
export const Route = createFileRoute('/$lang/support')({
  // The form's texts ship with the cabinet's lazy messages (app/i18n/lazy-messages.ts), loaded before the render like the cabinet's.
  loader: async ({ context }) => {
    const [shell] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      loadLazyMessages(context.lang),
    ])
    return { origin: shell.origin }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'cabinetNav.support' }),
  component: function PublicSupportRoute() {
    const { origin } = Route.useLoaderData()
    return <SupportPage origin={origin} name="" email="" guest />
  },
})
