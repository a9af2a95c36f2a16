/**
 * Entry point of the product feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. The product page. Server functions come from its *.functions.ts modules.
 */
export { ProductPage } from './ProductPage'
