import { createFileRoute, notFound } from '@tanstack/react-router'
import { isSocialProvider, SocialCallbackPage } from '#app/features/auth/index.ts'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { pageHead } from '#app/lib/head.ts'

/**
 * /{lang}/auth/social/{provider}: the social sign-in's callback (decision 0021). It always arrives with
 * a query (never page-cached); the page finishes the sign-in in the browser.
 */
export const Route = createFileRoute('/$lang/auth/social/$provider')({
  // In the loader, not beforeLoad: the provider rules then load with this page, not with every page.
  loader: async ({ context, params }) => {
    if (!isSocialProvider(params.provider)) throw notFound()
    await loadLazyMessages(context.lang)
    return { provider: params.provider }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'authFlow.social.page', noindex: true }),
  component: SocialCallbackRoute,
})

function SocialCallbackRoute() {
  const { provider } = Route.useLoaderData()
  return <SocialCallbackPage provider={provider} />
}
