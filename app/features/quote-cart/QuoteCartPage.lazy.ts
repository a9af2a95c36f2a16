/** Loads the quote cart page (its route renders it on themes with the quoteCart flag). */
export const loadQuoteCartPage = () => import('./QuoteCartPage')
