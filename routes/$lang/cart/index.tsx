import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '#app/lib/head.ts'
import { CartPage } from '#app/pages/cart/CartPage.tsx'

/** The cart is personal: it renders in the browser from storage (the server sends only the shell). */
export const Route = createFileRoute('/$lang/cart/')({
  head: ({ matches }) => pageHead(matches, { titleId: 'cart.title', noindex: true }),
  component: CartPage,
})
