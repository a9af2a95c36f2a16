/**
 * The quick-order feature's entry point (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import from it. Its server functions are imported from its *.functions.ts modules.
 */

export { loadQuickOrderModals } from './QuickOrderModals.lazy'
export { QUICK_ORDER_FORMS, QUICK_ORDER_SUCCESS, type QuickForm, type QuickSuccess } from './rules'
export { loadQuickOrderState } from './state.lazy'
