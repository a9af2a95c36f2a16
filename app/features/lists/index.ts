/**
 * The lists feature's entry point (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import from it. Its server functions are imported from its *.functions.ts modules.
 */
export { ListButtons } from './ListButtons'
export { ListEmpty, ListLoading } from './ListPageState'
export { listsState, markViewed, startLists, toggleCompare } from './store'
