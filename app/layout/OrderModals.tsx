import { lazy } from 'react'
import { loadCartDrawer } from '../features/cart'
import { loadQuickOrderModals } from '../features/quick-order'
import { withLaterMessages } from '../i18n/lazy-messages'
import { QUICK_ORDER_FORMS, QUICK_ORDER_SUCCESS, type QuickForm, type QuickSuccess } from '../modals/quick-order-names'
import type { ModalName } from '../modals/store'

// A second lazy level: the modal host's first-load chunk lists only this small module's files to
// preload, not every chunk of the drawer and the forms (decision 0009, first-load budget). In the
// layout, not in the cart: it hosts the cart's drawer and the quick-order feature's forms, and the
// cart imports no other feature (decision 0077).
const CartDrawer = lazy(withLaterMessages(loadCartDrawer))
const QuickOrderModal = lazy(
  withLaterMessages(() => loadQuickOrderModals().then((m) => ({ default: m.QuickOrderModal }))),
)
const QuickOrderSuccessModal = lazy(
  withLaterMessages(() => loadQuickOrderModals().then((m) => ({ default: m.QuickOrderSuccessModal }))),
)

/** The host of the cart drawer and the quick forms with their success modals; nothing for any other modal. */
export default function OrderModals({ name }: { name: ModalName }) {
  if (name === 'cartDrawer') return <CartDrawer />
  if ((QUICK_ORDER_FORMS as readonly string[]).includes(name)) return <QuickOrderModal form={name as QuickForm} />
  if ((QUICK_ORDER_SUCCESS as readonly string[]).includes(name))
    return <QuickOrderSuccessModal name={name as QuickSuccess} />
  return null
}
