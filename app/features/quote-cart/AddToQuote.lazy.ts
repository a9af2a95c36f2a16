/** Loads the product page's add-to-quote form: only themes with the quoteCart flag fetch it. */
export const loadAddToQuote = () => import('./AddToQuote')
