import { ADVERTS } from '#contract/advert-rules.ts'
import type { endpoints as E } from '#contract/endpoints.ts'
import { ApiError, notFound } from '../lib/api-error'
import { optionalUser, requireUser } from '../lib/auth'
import type { Ctx, Input } from '../lib/http'
import {
  addAdvertFavorite,
  advertDetail,
  cardsWhere,
  clearAdvertFavorites,
  ORDER,
  removeAdvertFavorite,
  VISIBLE_SQL,
  visibleAdvert,
} from './adverts'

/**
 * The accounts spec's adverts calls on paths the shop also uses (spec 7 "Adverts", decision 0045):
 * `GET /general/v2/product/{slug}` and `GET, POST, DELETE /favorites/` (product_id, DELETE also
 * clear_all) with `?area=adverts`. The catalogue sub-app owns those paths and hands a request with
 * `area` to these handlers (lib/http.ts `routeByArea`), so no other sub-app answers them (decision 0042).
 */

/** The user's favourite adverts that are still visible: every id (newest favourite first) and the newest adverts' cards. */
async function advertFavorites(c: Ctx, userId: number) {
  const site = c.get('site').id
  const ids = await c.env.DB.prepare(
    `SELECT f.advert_id AS id FROM advert_favorites f JOIN adverts a ON a.id = f.advert_id
     WHERE f.site_id = ? AND f.user_id = ? AND a.site_id = ? AND ${VISIBLE_SQL} ORDER BY f.created_at DESC, f.advert_id DESC`,
  )
    .bind(site, userId, site, userId)
    .all<{ id: number }>()
  const where = `a.site_id = ? AND ${VISIBLE_SQL} AND a.id IN (SELECT advert_id FROM advert_favorites WHERE site_id = ? AND user_id = ?)`
  const products = await cardsWhere(
    c,
    where,
    [site, userId, site, userId],
    ORDER['newer+'],
    ADVERTS.maxPageSize,
    0,
    userId,
  )
  return { products, ids: ids.results.map((r) => r.id) }
}

export const advertArea = {
  async detail(c: Ctx, { params }: Input<typeof E.advertBySpecPath>) {
    const user = await optionalUser(c)
    const row = await visibleAdvert(c, params.slug, user?.id ?? null)
    if (!row) throw notFound('Unknown advert')
    return advertDetail(c, row, user?.id ?? null)
  },
  async favorites(c: Ctx, _: Input<typeof E.advertFavorites>) {
    return advertFavorites(c, (await requireUser(c)).id)
  },
  async addFavorite(c: Ctx, { body }: Input<typeof E.addAdvertFavorite>) {
    const user = await requireUser(c)
    // An id text (another back end's advert ids) names no advert of ours: 404, as any unknown one.
    const advert = await visibleAdvert(c, String(body.product_id), user.id)
    if (!advert) throw notFound('Unknown advert')
    await addAdvertFavorite(c, user.id, advert.id)
    return advertFavorites(c, user.id)
  },
  async deleteFavorite(c: Ctx, { body }: Input<typeof E.deleteAdvertFavorite>) {
    const user = await requireUser(c)
    if (body.clear_all) await clearAdvertFavorites(c, user.id)
    else if (body.product_id === undefined)
      throw new ApiError(400, 'Invalid body', { product_id: ['product_id or clear_all is required'] })
    // An id text (another back end's advert ids) is none of ours: nothing to remove, the list as it is.
    else if (typeof body.product_id === 'number') await removeAdvertFavorite(c, user.id, body.product_id)
    return advertFavorites(c, user.id)
  },
}
