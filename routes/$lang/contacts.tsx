import { createFileRoute } from '@tanstack/react-router'
import { ContactsPage } from '../../app/features/content'
import { contentQuery } from '../../app/features/content/content.functions'
import { pageHead } from '../../app/lib/head'

export const Route = createFileRoute('/$lang/contacts')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(contentQuery({ kind: 'contacts', lang: context.lang }))
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'content.contacts.title', descriptionId: 'content.contacts.description' }),
  component: ContactsPage,
})
