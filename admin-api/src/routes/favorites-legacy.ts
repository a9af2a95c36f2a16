import { endpoints as E } from '../../../app/api/contract/endpoints'
import { requireUser } from '../lib/auth'
import { ApiError, type App, nowIso, route } from '../lib/http'
import { db } from '../lib/products'
import { favorites } from './catalogue'

/**
 * The spec's legacy favourites calls (accounts spec 7): PATCH /api/v1/user/fav {goods} adds products
 * to the signed-in user's favourites of this site (the storefront merges its local list once at
 * sign-in), DELETE /api/v1/user/fav/{id} removes one. Both answer like /favorites/.
 */
export function registerLegacyFavorites(app: App) {
  route(app, E.legacyAddFavorites, async (c, { body }) => {
    const user = await requireUser(c)
    const ids = [...new Set(body.goods)]
    const known = await db(c).all<{ id: number }>(`SELECT id FROM products WHERE id IN (${ids.map(() => '?').join(',')})`, ids)
    const unknown = ids.filter((id) => !known.some((k) => k.id === id))
    if (unknown.length) throw new ApiError(400, 'Invalid body', { goods: [`unknown products: ${unknown.join(', ')}`] })
    const now = nowIso()
    await c.env.DB.batch(ids.map((id) => c.env.DB.prepare('INSERT OR IGNORE INTO favorites (site_id, user_id, product_id, created_at) VALUES (?, ?, ?, ?)').bind(c.get('site').id, user.id, id, now)))
    return favorites(c, user.id)
  })
  route(app, E.legacyDeleteFavorite, async (c, { params }) => {
    const user = await requireUser(c)
    await c.env.DB.prepare('DELETE FROM favorites WHERE site_id = ? AND user_id = ? AND product_id = ?').bind(c.get('site').id, user.id, params.id).run()
    return favorites(c, user.id)
  })
}
