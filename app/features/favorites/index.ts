/**
 * Entry point of the favorites feature (docs/decisions/0014-app-layout.md): what the rest of the
 * app may import. The favorites page. Server functions come from its *.functions.ts modules.
 */
export { FavoritesPage } from './FavoritesPage'
