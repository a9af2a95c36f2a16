import { createFileRoute } from '@tanstack/react-router'
import { contentQuery } from '#app/features/content/content.functions.ts'
import { ContactsPage } from '#app/features/content/index.ts'
import { pageHead } from '#app/lib/head.ts'

export const Route = createFileRoute('/$lang/contacts')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(contentQuery({ kind: 'contacts', lang: context.lang }))
  },
  head: ({ matches }) =>
    pageHead(matches, { titleId: 'content.contacts.title', descriptionId: 'content.contacts.description' }),
  component: ContactsPage,
})
