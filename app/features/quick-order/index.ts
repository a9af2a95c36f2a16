/**
 * Entry point of the quick-order feature (docs/decisions/0014-app-layout.md): what the rest of the
 * app may import. Quick orders (one click, pre-order, first to know, bulk): the form names and the
 * loaders of their state and modals. Server functions come from its *.functions.ts modules.
 */

export { loadQuickOrderModals } from './QuickOrderModals.lazy'
export { QUICK_ORDER_FORMS, QUICK_ORDER_SUCCESS, type QuickForm, type QuickSuccess } from './rules'
export { loadQuickOrderState } from './state.lazy'
