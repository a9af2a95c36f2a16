import { createFileRoute } from '@tanstack/react-router'
import { loadLaterMessages } from '#app/i18n/lazy-messages.ts'
import { pageHead } from '#app/lib/head.ts'
import { CartPage } from '#app/pages/cart/CartPage.tsx'

/** The cart is personal: it renders in the browser from storage (the server sends only the shell). */
export const Route = createFileRoute('/$lang/cart/')({
  // Its forms' texts (delivery, promo, checkout) are later messages (decision 0087): there before it renders.
  loader: ({ context }) => loadLaterMessages(context.lang).then(() => undefined),
  head: ({ matches }) => pageHead(matches, { titleId: 'cart.title', noindex: true }),
  component: CartPage,
})
