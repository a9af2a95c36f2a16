/** Loads the popup host (its rules and timer) after hydration, on sites with popups only (Popups.tsx). */
export const loadPopupHost = () => import('./PopupHost')
