/**
 * Entry point of the search feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. Search: the results page, the search window (through its loader) and its open action.
 * Server functions come from its *.functions.ts modules.
 */
export { SEARCH_MAX_CHARS, searchQueryFor } from './rules'
export { loadSearchModal } from './SearchModal.lazy'
export { SearchPage } from './SearchPage'
export { openSearch } from './store'
