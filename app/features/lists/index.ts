/**
 * Entry point of the lists feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. The shopper's lists (favorites, compare, recently viewed): their store, the buttons
 * on a card and the list pages' empty and loading states. Server functions come from its
 * *.functions.ts modules.
 */
export { ListButtons } from './ListButtons'
export { ListEmpty, ListLoading } from './ListPageState'
export { listsState } from './lists-state'
export { listView } from './rules'
export { clearFavorites, markViewed, saveFavoriteChange, startLists, toggleCompare } from './store'
