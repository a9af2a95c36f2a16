/** Loads the credit calculator (the /credit route renders it under the credit page's text). */
export const loadCreditCalculatorPage = () => import('./CreditCalculatorPage')
