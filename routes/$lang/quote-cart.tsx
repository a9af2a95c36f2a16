import { createFileRoute, notFound } from '@tanstack/react-router'
import { LazyQuoteCartPage } from '#app/features/quote-cart/index.ts'
import { loadAsideMessages } from '#app/i18n/lazy-messages.ts'
import { pageHead } from '#app/lib/head.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'

/** /{lang}/quote-cart: the quote cart of business buyers, on themes with the quoteCart flag only (else 404: the language layout's not-found page). Personal: renders from this browser's storage. */
export const Route = createFileRoute('/$lang/quote-cart')({
  loader: async ({ context }) => {
    const [shell] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.lang)),
      loadAsideMessages(context.lang),
    ])
    if (!shell.theme.flags.quoteCart) throw notFound()
  },
  head: ({ matches }) => pageHead(matches, { titleId: 'quote.title', noindex: true }),
  component: () => <LazyQuoteCartPage />,
})
