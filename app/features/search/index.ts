/**
 * The search feature's entry point (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import from it. Its server functions are imported from its *.functions.ts modules.
 */
export { SEARCH_MAX_CHARS, searchQueryFor } from './rules'
export { loadSearchModal } from './SearchModal.lazy'
export { SearchPage } from './SearchPage'
export { openSearch } from './store'
