import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { showToast } from '#app/toasts/store.ts'
import type { CartBackend } from './cart-backend'
import { cartState, startCart } from './store'

/**
 * Starts the cart once per page with the backend the caller chose from the site settings
 * (chooseCartBackend, decision 0050) and the page's translator. Called by the layout, which reads
 * the settings and renders on every page (decision 0077); nothing else starts the cart. It is also
 * where an unreadable stored cart is reported: what could be read is kept and the sync fills in the
 * shop's copy when there is one (cart.corrupted says so; it said "reset" while the cart came back).
 */
export function useCartStart(backend: CartBackend | Promise<CartBackend>) {
  const intl = useIntl()
  useEffect(() => {
    // In a task of its own, not in hydration's effects: the first storage read and the sync
    // module's import cost a phone tens of ms, which would lengthen hydration's longest task.
    // The server cart's backend is a chunk of its own (backend-choice.ts): adds made meanwhile wait for it.
    const timer = setTimeout(async () => {
      startCart({ backend: await backend, t: (id) => intl.formatMessage({ id }) })
      if (cartState.corrupted) {
        cartState.corrupted = false
        showToast(intl.formatMessage({ id: 'cart.corrupted' }), 'error')
      }
    }, 0)
    return () => clearTimeout(timer)
  }, [intl, backend])
}
