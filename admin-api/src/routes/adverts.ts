import { bodyLimit } from 'hono/body-limit'
import { ADVERT_UPLOAD_BODY_BYTES, ADVERTS } from '../../../app/api/contract/advert-rules'
import { endpoints as E } from '../../../app/api/contract/endpoints'
import { ApiError, notFound } from '../lib/api-error'
import { optionalUser, requireUser } from '../lib/auth'
import { type App, type Ctx, nowIso, parseJson, pickLocale, route, subApp } from '../lib/http'
import { SITE_LAYERS, siteScope } from '../lib/site'
import { createAdvert, deleteAdvert, readAdvertForm, updateAdvert } from '../services/advert-form'
import { advertDetail, cardsWhere, countWhere, filterWhere, ORDER, ownAdvert, VISIBLE_SQL, visibleAdvert } from '../services/adverts'

/**
 * The adverts marketplace (accounts spec 7 "Adverts"; issue 19, decision 0022): lists with
 * filters, detail, add/edit (multipart, advertUploadRoutes) and delete by the owner only,
 * lookups (categories, attributes, rates, regions, locations, sectors, titles), favourites and
 * complaints. Another user's advert, and a draft or inactive one of another user, answers exactly
 * what a missing one does (404). The spec's adverts calls on the shop's paths (`?area=adverts`,
 * decision 0045) are the catalogue sub-app's routes, answered by services/advert-area.ts: one
 * sub-app per path (decision 0042).
 */

const title = (json: string, c: Ctx) => pickLocale(parseJson<Record<string, string> | null>(json, null), c.get('locale')) ?? ''

async function answerDetail(c: Ctx, id: number, userId: number) {
  const row = await visibleAdvert(c, String(id), userId)
  if (!row) throw notFound('Unknown advert')
  return advertDetail(c, row, userId)
}

const advertUploadBodies = bodyLimit({
  maxSize: ADVERT_UPLOAD_BODY_BYTES,
  onError: (c) =>
    c.json(
      {
        error: `Body larger than ${ADVERT_UPLOAD_BODY_BYTES} bytes`,
        fields: { [ADVERTS.images.field]: [`At most ${ADVERTS.images.maxPerAdvert} images of ${ADVERTS.images.maxBytes / (1024 * 1024)} MB each`] },
      },
      413,
    ),
})

/**
 * POST and PATCH of the add/edit form: multipart bodies up to ADVERT_UPLOAD_BODY_BYTES (every image
 * at its limit). Their sub-app has this limit in place of the 256 KiB one (lib/site.ts).
 */
export function advertUploadRoutes(): App {
  const app = subApp(siteScope, advertUploadBodies)
  route(app, E.createAdvert, async (c) => {
    const user = await requireUser(c)
    const id = await createAdvert(c, user.id, await readAdvertForm(c))
    return c.json(await answerDetail(c, id, user.id), 201)
  })
  route(app, E.updateAdvert, async (c, { params }) => {
    const user = await requireUser(c)
    const advert = await ownAdvert(c, params.slug, user.id)
    if (!advert) throw notFound('Unknown advert')
    await updateAdvert(c, advert, await readAdvertForm(c))
    return answerDetail(c, advert.id, user.id)
  })
  return app
}

export function advertRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.adverts, async (c, { query }) => {
    const user = await optionalUser(c)
    const userId = user?.id ?? null
    const page = query.page ?? 1
    const pageSize = query.page_size ?? ADVERTS.pageSize
    const sortBy = query.sortBy ?? ADVERTS.defaultSort
    const { where, params } = await filterWhere(c, query.filters ?? {}, userId)
    const [totalCount, data] = await Promise.all([countWhere(c, where, params), cardsWhere(c, where, params, ORDER[sortBy], pageSize, (page - 1) * pageSize, userId)])
    return { data, totalCount, pages: Math.ceil(totalCount / pageSize), page, page_size: pageSize, sortBy }
  })
  route(app, E.advert, async (c, { params }) => {
    const user = await optionalUser(c)
    const row = await visibleAdvert(c, params.slug, user?.id ?? null)
    if (!row) throw notFound('Unknown advert')
    return advertDetail(c, row, user?.id ?? null)
  })
  route(app, E.deleteAdvert, async (c, { params }) => {
    const user = await requireUser(c)
    const advert = await ownAdvert(c, params.slug, user.id)
    if (!advert) throw notFound('Unknown advert')
    await deleteAdvert(c, advert)
    return c.body(null, 204)
  })
  route(app, E.advertTitle, async (c, { params }) => {
    const user = await optionalUser(c)
    const row = await visibleAdvert(c, params.slug, user?.id ?? null)
    if (!row) throw notFound('Unknown advert')
    const d = await advertDetail(c, row, user?.id ?? null)
    return { id: d.id, slug: d.slug, title: d.title, titles: d.titles }
  })

  // ---- lookups ------------------------------------------------------------------------------------
  route(app, E.advertCategories, async (c) => {
    const rows = await c.env.DB.prepare(
      `SELECT c.id, c.parent_id, c.slug, c.titles,
         (SELECT count(*) FROM adverts a WHERE a.site_id = ? AND a.is_draft = 0 AND a.is_active = 1
            AND a.category_id IN (SELECT id FROM advert_categories WHERE id = c.id OR parent_id = c.id)) AS count
       FROM advert_categories c ORDER BY c.sort, c.id`,
    )
      .bind(c.get('site').id)
      .all<{ id: number; parent_id: number | null; slug: string; titles: string; count: number }>()
    return rows.results.map((r) => ({ id: r.id, parent_id: r.parent_id, slug: r.slug, title: title(r.titles, c), count: r.count }))
  })
  route(app, E.advertAttributes, async (c, { query }) => {
    const attrs = await c.env.DB.prepare('SELECT id, keyword, type, unit, titles, category_ids FROM advert_attributes ORDER BY sort, id').all<{
      id: number
      keyword: string
      type: 'select' | 'number'
      unit: string | null
      titles: string
      category_ids: string
    }>()
    const opts = await c.env.DB.prepare('SELECT id, attribute_id, titles FROM advert_attribute_options ORDER BY attribute_id, sort, id').all<{ id: number; attribute_id: number; titles: string }>()
    let cats: number[] | null = null
    if (query.category !== undefined) {
      const cat = await c.env.DB.prepare('SELECT id, parent_id FROM advert_categories WHERE id = ?').bind(query.category).first<{ id: number; parent_id: number | null }>()
      if (!cat) throw notFound('Unknown category')
      const children = await c.env.DB.prepare('SELECT id FROM advert_categories WHERE parent_id = ?').bind(cat.id).all<{ id: number }>()
      cats = [cat.id, ...(cat.parent_id !== null ? [cat.parent_id] : []), ...children.results.map((r) => r.id)]
    }
    return attrs.results
      .map((a) => ({ ...a, categories: parseJson<number[]>(a.category_ids, []) }))
      .filter((a) => cats === null || a.categories.some((id) => cats.includes(id)))
      .map((a) => ({
        id: a.id,
        keyword: a.keyword,
        type: a.type,
        unit: a.unit,
        title: title(a.titles, c),
        categories: a.categories,
        options: opts.results.filter((o) => o.attribute_id === a.id).map((o) => ({ id: o.id, title: title(o.titles, c) })),
      }))
  })
  route(app, E.currencyRates, async (c) => {
    const rows = await c.env.DB.prepare('SELECT code, rate, symbol FROM currency_rates ORDER BY sort, code').all<{ code: (typeof ADVERTS.currencies)[number]; rate: number; symbol: string }>()
    return { base: ADVERTS.rateBase, rates: rows.results }
  })
  const regions = async (c: Ctx, onlyWithAdverts: boolean) => {
    const rows = await c.env.DB.prepare(
      `SELECT r.id, r.titles, (SELECT count(*) FROM adverts a WHERE a.site_id = ? AND a.region_id = r.id AND a.is_draft = 0 AND a.is_active = 1) AS count
       FROM regions r ORDER BY r.sort, r.id`,
    )
      .bind(c.get('site').id)
      .all<{ id: number; titles: string; count: number }>()
    return rows.results.filter((r) => !onlyWithAdverts || r.count > 0).map((r) => ({ id: r.id, title: title(r.titles, c), count: r.count }))
  }
  route(app, E.advertRegionsWithAdverts, (c, { query }) => regions(c, query.only_adverts === true))
  route(app, E.advertRegions, (c) => regions(c, false))
  route(app, E.advertLocations, async (c, { params }) => {
    if (!(await c.env.DB.prepare('SELECT 1 FROM regions WHERE id = ?').bind(params.id).first())) throw notFound('Unknown region')
    const rows = await c.env.DB.prepare('SELECT id, region_id, titles FROM localities WHERE region_id = ? ORDER BY suburb, id').bind(params.id).all<{ id: number; region_id: number; titles: string }>()
    return rows.results.map((r) => ({ id: r.id, region_id: r.region_id, title: title(r.titles, c) }))
  })
  route(app, E.advertSectors, async (c, { query }) => {
    if (!(await c.env.DB.prepare('SELECT 1 FROM localities WHERE id = ?').bind(query.location).first())) throw notFound('Unknown location')
    const rows = await c.env.DB.prepare('SELECT id, locality_id, titles FROM sectors WHERE locality_id = ? ORDER BY id').bind(query.location).all<{ id: number; locality_id: number; titles: string }>()
    return rows.results.map((r) => ({ id: r.id, location_id: r.locality_id, title: title(r.titles, c) }))
  })

  // ---- favourites -----------------------------------------------------------------------------------
  route(app, E.favoriteAdverts, async (c, { query }) => {
    const user = await requireUser(c)
    const site = c.get('site').id
    // Favourites that are still visible, grouped by top-level category (spec 3: listed per category).
    const base = `a.site_id = ? AND ${VISIBLE_SQL} AND a.id IN (SELECT advert_id FROM advert_favorites WHERE site_id = ? AND user_id = ?)`
    const baseParams = [site, user.id, site, user.id]
    const groups = await c.env.DB.prepare(
      `SELECT t.id, t.slug, t.titles, count(*) AS count FROM adverts a
       JOIN advert_categories k ON k.id = a.category_id JOIN advert_categories t ON t.id = coalesce(k.parent_id, k.id)
       WHERE ${base} GROUP BY t.id ORDER BY t.sort, t.id`,
    )
      .bind(...baseParams)
      .all<{ id: number; slug: string; titles: string; count: number }>()
    let where = base
    const params: unknown[] = [...baseParams]
    if (query.category !== undefined) {
      where += ' AND a.category_id IN (SELECT id FROM advert_categories WHERE id = ? OR parent_id = ?)'
      params.push(query.category, query.category)
    }
    const page = query.page ?? 1
    const [totalCount, data] = await Promise.all([countWhere(c, where, params), cardsWhere(c, where, params, ORDER['newer+'], ADVERTS.pageSize, (page - 1) * ADVERTS.pageSize, user.id)])
    return {
      categories: groups.results.map((g) => ({ id: g.id, slug: g.slug, title: title(g.titles, c), count: g.count })),
      data,
      totalCount,
      pages: Math.ceil(totalCount / ADVERTS.pageSize),
    }
  })
  route(app, E.addFavoriteAdvert, async (c, { body }) => {
    const user = await requireUser(c)
    if (!(await visibleAdvert(c, String(body.advert), user.id))) throw notFound('Unknown advert')
    await c.env.DB.prepare('INSERT OR IGNORE INTO advert_favorites (site_id, user_id, advert_id, created_at) VALUES (?, ?, ?, ?)').bind(c.get('site').id, user.id, body.advert, nowIso()).run()
    return c.json({ advert: body.advert, is_favorite: true }, 201)
  })
  route(app, E.deleteFavoriteAdvert, async (c, { params }) => {
    const user = await requireUser(c)
    const r = await c.env.DB.prepare('DELETE FROM advert_favorites WHERE site_id = ? AND user_id = ? AND advert_id = ?').bind(c.get('site').id, user.id, params.id).run()
    if (!r.meta.changes) throw notFound('Not a favourite')
    return c.body(null, 204)
  })

  // ---- complaints (reportUser) ---------------------------------------------------------------------
  route(app, E.complaintCategories, async (c) => {
    const rows = await c.env.DB.prepare('SELECT id, titles FROM complaint_categories ORDER BY sort, id').all<{ id: number; titles: string }>()
    return rows.results.map((r) => ({ id: r.id, title: title(r.titles, c) }))
  })
  route(app, E.complaint, async (c, { body }) => {
    const user = await requireUser(c)
    const advert = await visibleAdvert(c, String(body.advert), user.id)
    if (!advert) throw notFound('Unknown advert')
    if (advert.user_id === user.id) throw new ApiError(400, 'You cannot report your own advert', { advert: ['your own advert'] })
    if (!(await c.env.DB.prepare('SELECT 1 FROM complaint_categories WHERE id = ?').bind(body.category).first())) throw new ApiError(400, 'Invalid body', { category: ['Unknown category'] })
    const row = await c.env.DB.prepare(
      'INSERT INTO complaints (site_id, user_id, advert_id, category_id, body, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, advert_id) DO NOTHING RETURNING id',
    )
      .bind(c.get('site').id, user.id, advert.id, body.category, body.body ?? '', 'new', nowIso())
      .first<{ id: number }>()
    if (!row) throw new ApiError(409, 'You have already reported this advert')
    return c.json({ id: row.id, status: 'new' as const }, 201)
  })
  return app
}
