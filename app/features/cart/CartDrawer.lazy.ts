/** Loads the cart drawer on first open: other parts of the app reach it through index.ts (only this loader, never the module). */
export const loadCartDrawer = () => import('./CartDrawer')
