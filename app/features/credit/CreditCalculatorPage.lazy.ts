// The credit calculator's sheet rides with this loader, which only the /credit route's component chunk imports: TanStack
// Start lists that chunk's CSS for the route, so the server-rendered page links it and a client navigation
// waits for it (decision 0052). The lazy page imports it too, for other hosts.
import './credit.css'
/** Loads the credit calculator (the /credit route renders it under the credit page's text). */
export const loadCreditCalculatorPage = () => import('./CreditCalculatorPage')
