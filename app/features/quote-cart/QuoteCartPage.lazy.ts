// The quote cart page's sheet rides with this loader, which only the /quote-cart route's component chunk imports: TanStack
// Start lists that chunk's CSS for the route, so the server-rendered page links it and a client navigation
// waits for it (decision 0052). The lazy page imports it too, for other hosts.
import './quote-cart.css'
/** Loads the quote cart page (its route renders it on themes with the quoteCart flag). */
export const loadQuoteCartPage = () => import('./QuoteCartPage')
