/** Loads the page advantages on first use (below the fold): other parts of the app reach it through index.ts. */
export const loadPageAdvantages = () => import('./Advantages')
