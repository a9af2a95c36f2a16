/** The loader of the favourites sync: loaded only when a session exists. */
export const loadFavoritesSync = () => import('./favorites-sync')
