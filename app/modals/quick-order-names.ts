import type { ModalName } from './store'

/**
 * The quick forms' modals and their success modals (spec 2.5; app/features/quick-order, decision
 * 0009). Kept with the modal registry so that the modal host (app/layout/OrderModals.tsx) tells
 * them apart, and the cart's add-to-cart button names them, without importing the quick-order
 * feature's code (decisions 0026, 0077).
 */
export const QUICK_ORDER_FORMS = [
  'oneClick',
  'preOrder',
  'firstToKnow',
  'bulkOrder',
] as const satisfies readonly ModalName[]
export const QUICK_ORDER_SUCCESS = [
  'oneClickSuccess',
  'preOrderSuccess',
  'firstToKnowSuccess',
  'bulkOrderSuccess',
] as const satisfies readonly ModalName[]
export type QuickForm = (typeof QUICK_ORDER_FORMS)[number]
export type QuickSuccess = (typeof QUICK_ORDER_SUCCESS)[number]
