import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '#app/features/auth/index.ts'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** /{lang}/register: the registration page (accounts spec 2); the same for every visitor, so cacheable. */
export const Route = createFileRoute('/$lang/register')({
  loader: async ({ context }) => {
    const [shell] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      loadLazyMessages(context.lang),
    ])
    return { origin: shell.origin }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'authFlow.registerPage.title', noindex: true }),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { origin } = Route.useLoaderData()
  return <RegisterPage origin={origin} />
}
