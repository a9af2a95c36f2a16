import { createServerFn } from '@tanstack/react-start'
import { int, lang, langOnly, record } from '#app/api/input.ts'
import { clearFavorites, mergeFavorites, serverFavorites, setFavorite } from './favorites-sync.server'

/** Server functions of the favourites sync (favorites-sync.ts): personal, with the shopper's token. */

const MAX_IDS = 200

export const mergeFavoritesFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    const ids = Array.isArray(r.ids) ? r.ids.slice(0, MAX_IDS).map((id) => int(id, 1, Number.MAX_SAFE_INTEGER)) : []
    return { lang: lang(r.lang), ids, merge: r.merge === true }
  })
  .handler(({ data }) => (data.merge ? mergeFavorites(data.lang, data.ids) : serverFavorites(data.lang)))

export const setFavoriteFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const r = record(input)
    return { lang: lang(r.lang), productId: int(r.productId, 1, Number.MAX_SAFE_INTEGER), on: r.on === true }
  })
  .handler(({ data }) => setFavorite(data.lang, data.productId, data.on))

export const clearFavoritesFn = createServerFn({ method: 'POST' })
  .validator(langOnly)
  .handler(({ data }) => clearFavorites(data.lang))
