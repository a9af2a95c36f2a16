/**
 * Entry point of the search feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. Search: the results page, the search window (through its loader) and its open action.
 * The router reads and writes ?query with search-params.ts. Server functions come from its *.functions.ts modules.
 */
export { SEARCH_MAX_CHARS, searchQueryFor, searchText } from './rules'
export { loadSearchModal } from './SearchModal.lazy'
export { SearchPage } from './SearchPage'
export { parseRouterSearch, stringifyRouterSearch } from './search-params'
export { openSearch } from './store'
