/**
 * Entry point of the credit feature (issue 18; decision 0019): the credit options of the product
 * and cart pages with the credit modal and its success modal, and the credit calculator page with
 * its success modal. Every part loads lazily; themes with `creditCalculator: false` render none.
 * The formula itself is app/api/contract/credit.ts. Server functions: credit.functions.ts.
 */

export { loadCreditOffers } from './CreditOffers.lazy'
export { LazyCreditCalculatorPage } from './LazyCreditCalculatorPage'
