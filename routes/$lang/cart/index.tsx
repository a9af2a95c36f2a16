import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../../app/features/cart'

/** The cart is personal: it renders in the browser from storage (the server sends only the shell). */
export const Route = createFileRoute('/$lang/cart/')({
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: CartPage,
})
