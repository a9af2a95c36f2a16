import { createFileRoute } from '@tanstack/react-router'
import { FavoritesPage } from '#app/features/favorites/index.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** /{lang}/favorites: personal, so the list renders in the browser after hydration. */
export const Route = createFileRoute('/$lang/favorites')({
  loader: async ({ context }) => ({
    origin: (await context.queryClient.ensureQueryData(shellQuery(context.lang))).origin,
  }),
  head: ({ matches }) => pageHead(matches, { titleId: 'favorites.title', noindex: true }),
  component: FavoritesRoute,
})

function FavoritesRoute() {
  return <FavoritesPage origin={Route.useLoaderData().origin} />
}
