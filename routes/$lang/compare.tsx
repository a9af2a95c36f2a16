import { createFileRoute } from '@tanstack/react-router'
import { ComparePage } from '#app/features/compare/index.ts'
import { loadAsideMessages } from '#app/i18n/lazy-messages.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** /{lang}/compare: personal, so the compared products render in the browser after hydration. */
export const Route = createFileRoute('/$lang/compare')({
  loader: async ({ context }) => {
    const [shell] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      loadAsideMessages(context.lang),
    ])
    return { origin: shell.origin }
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'compare.title', noindex: true }),
  component: CompareRoute,
})

function CompareRoute() {
  return <ComparePage origin={Route.useLoaderData().origin} />
}
