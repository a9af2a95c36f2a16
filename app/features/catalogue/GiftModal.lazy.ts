/** Loads the gift modal on first use: other parts of the app reach it through index.ts (only this loader, never the module). */
export const loadGiftModal = () => import('./GiftModal')
