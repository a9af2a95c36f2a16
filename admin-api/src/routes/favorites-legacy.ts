import { endpoints as E } from '#contract/endpoints.ts'
import { requireUser } from '../lib/auth'
import { type App, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import { addFavorites, favorites, knownProductIds, removeFavorite } from '../services/favorites'

/**
 * The spec's legacy favourites calls (accounts spec 7): PATCH /api/v1/user/fav {goods} adds products
 * to the signed-in user's favourites of this site (the storefront merges its local list once at
 * sign-in), DELETE /api/v1/user/fav/{id} removes one. Both answer like /favorites/. Ids of no product
 * (one since removed from the catalogue, still in a guest's list) are skipped and named in
 * `skipped`: the batch was refused whole for one of them, and the guest's other favourites were
 * never merged.
 */
export function legacyFavoriteRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.legacyAddFavorites, async (c, { body }) => {
    const user = await requireUser(c)
    const ids = [...new Set(body.goods)]
    const known = await knownProductIds(c, ids)
    const added = ids.filter((id) => known.includes(id))
    const skipped = ids.filter((id) => !known.includes(id))
    if (added.length) await addFavorites(c, user.id, added)
    const answer = await favorites(c, user.id)
    return skipped.length ? { ...answer, skipped } : answer
  })
  route(app, E.legacyDeleteFavorite, async (c, { params }) => {
    const user = await requireUser(c)
    await removeFavorite(c, user.id, params.id)
    return favorites(c, user.id)
  })
  return app
}
