import { lazy } from 'react'
import { QUICK_ORDER_FORMS, QUICK_ORDER_SUCCESS } from '../../modals/quick-order-names'
import type { ModalName } from '../../modals/store'
import type { QuickForm, QuickSuccess } from '../quick-order'
import { loadQuickOrderModals } from '../quick-order'

// A second lazy level: the modal host's first-load chunk lists only this small module's files to
// preload, not every chunk of the drawer and the forms (decision 0009, first-load budget).
const CartDrawer = lazy(() => import('./CartDrawer'))
const QuickOrderModal = lazy(() => loadQuickOrderModals().then((m) => ({ default: m.QuickOrderModal })))
const QuickOrderSuccessModal = lazy(() => loadQuickOrderModals().then((m) => ({ default: m.QuickOrderSuccessModal })))

/** The host of the cart drawer and the quick forms with their success modals; nothing for any other modal. */
export default function CartModals({ name }: { name: ModalName }) {
  if (name === 'cartDrawer') return <CartDrawer />
  if ((QUICK_ORDER_FORMS as readonly string[]).includes(name)) return <QuickOrderModal form={name as QuickForm} />
  if ((QUICK_ORDER_SUCCESS as readonly string[]).includes(name)) return <QuickOrderSuccessModal name={name as QuickSuccess} />
  return null
}
