/**
 * Entry point of the quote-cart feature (issue 18; docs/decisions/0014-app-layout.md): the quote
 * cart of business buyers (theme flag quoteCart). Its parts load lazily, so themes without the flag
 * and shop pages pay nothing for them on first load. Server functions: quote-cart.functions.ts.
 */
export { loadAddToQuote } from './AddToQuote.lazy'
export { LazyQuoteCartPage } from './LazyQuoteCartPage'
export { loadQuoteCartLink } from './QuoteCartLink.lazy'
export {
  addToQuote,
  clearQuote,
  parseStoredQuote,
  type QuoteCart,
  type QuoteItem,
  quoteTotals,
  setQuoteCount,
} from './rules'
