/** Loads the header's quote-cart entry: only themes with the quoteCart flag render (and so fetch) it. */
export const loadQuoteCartLink = () => import('./QuoteCartLink')
