import { lazy, Suspense } from 'react'
import { loadCreditCalculatorPage } from './CreditCalculatorPage.lazy'
import './credit.css'

const CreditCalculatorPage = lazy(() => loadCreditCalculatorPage().then((m) => ({ default: m.CreditCalculatorPage })))

/**
 * The credit calculator under the credit page's text: its code loads lazily, its sheet (credit.css) with this module. Only the /{lang}/credit route's
 * component renders it, so TanStack Start lists the sheet for that route alone: the server-rendered page links
 * it after the base sheet, and a client navigation to the route waits for it (decision 0052).
 */
export function LazyCreditCalculatorPage() {
  return (
    <Suspense fallback={null}>
      <CreditCalculatorPage />
    </Suspense>
  )
}
