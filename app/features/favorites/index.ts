/**
 * Entry point of the favorites feature (docs/decisions/0014-app-layout.md): what the rest of the
 * app may import. The favorites page, and the notice of saved products the back end no longer lists
 * (the compare page's too). Server functions come from its *.functions.ts modules.
 */
export { FavoritesPage } from './FavoritesPage'
export { SavedUnavailable } from './SavedUnavailable'
export { unavailableIds } from './saved-unavailable'
