/** Loads the local cart's refresh on first use (other features reach it through index.ts). */
export const loadCartRefresh = () => import('./cart-refresh')
