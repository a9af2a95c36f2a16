import { proxy } from 'valtio'

/**
 * Favorites, compare and recently viewed: product ids kept in browser storage under the spec's keys
 * (favorites, compare, viewedProducts; recent_products_ecom mirrors viewed for the e-commerce widgets).
 * Personal, so they load after hydration and never render on the server. A module of its own so that
 * the favourites sync (loaded lazily by store.ts) reads it without importing the store back.
 */
export const listsState = proxy({
  favorites: [] as number[],
  compare: [] as number[],
  viewed: [] as number[],
  loaded: false,
})
