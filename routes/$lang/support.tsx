import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '#app/features/account/index.ts'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { headText, pageHead } from '#app/lib/head.ts'
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
  // The description is the form's own text, a lazy message: this route's loader has loaded that group
  // when head() runs. Read on a server render only (crawlers read the HTML; no bytes in the entry chunk).
  head: ({ matches }) =>
    pageHead(matches, {
      titleId: 'cabinetNav.support',
      description: import.meta.env.SSR ? headText(matches, 'cabinetSupport.description') : '',
    }),
  component: function PublicSupportRoute() {
    const { origin } = Route.useLoaderData()
    return <SupportPage origin={origin} name="" email="" guest />
  },
})
