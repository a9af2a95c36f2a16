import type { ModalName } from './store'

/**
 * The quick forms' modals and their success modals (spec 2.5; app/features/quick-order, decision
 * 0009). Kept with the modal registry so that the modal host (app/features/cart/CartModals.tsx)
 * tells them apart without importing the quick-order feature's code (decision 0026).
 */
export const QUICK_ORDER_FORMS = ['oneClick', 'preOrder', 'firstToKnow', 'bulkOrder'] as const satisfies readonly ModalName[]
export const QUICK_ORDER_SUCCESS = ['oneClickSuccess', 'preOrderSuccess', 'firstToKnowSuccess', 'bulkOrderSuccess'] as const satisfies readonly ModalName[]
