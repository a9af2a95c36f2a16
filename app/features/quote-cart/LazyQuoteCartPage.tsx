import { lazy, Suspense } from 'react'
import { loadQuoteCartPage } from './QuoteCartPage.lazy'
import './quote-cart.css'

const QuoteCartPage = lazy(() => loadQuoteCartPage().then((m) => ({ default: m.QuoteCartPage })))

/**
 * The quote cart page: its code loads lazily, its sheet (quote-cart.css) with this module. Only the /{lang}/quote-cart route's
 * component renders it, so TanStack Start lists the sheet for that route alone: the server-rendered page links
 * it after the base sheet, and a client navigation to the route waits for it (decision 0052).
 */
export function LazyQuoteCartPage() {
  return (
    <Suspense fallback={null}>
      <QuoteCartPage />
    </Suspense>
  )
}
