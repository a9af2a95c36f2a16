import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../../app/features/errors/ErrorPage'

/** Any unknown path under a language prefix is the not-found page (inside the layout), status 404. */
export const Route = createFileRoute('/$lang/$')({
  loader: () => {
    throw notFound()
  },
  notFoundComponent: NotFoundPage,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
})
