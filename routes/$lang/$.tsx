import { createFileRoute, notFound } from '@tanstack/react-router'

/** Any unknown path under a language prefix is the not-found page with status 404. */
export const Route = createFileRoute('/$lang/$')({
  loader: () => {
    throw notFound()
  },
})
