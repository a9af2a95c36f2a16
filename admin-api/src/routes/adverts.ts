import { bodyLimit } from 'hono/body-limit'
import { ADVERT_UPLOAD_BODY_BYTES, ADVERTS } from '#contract/advert-rules.ts'
import { endpoints as E } from '#contract/endpoints.ts'
import type { CheckedImage } from '../lib/advert-images'
import { ApiError, notFound } from '../lib/api-error'
import { optionalUser, requireUser } from '../lib/auth'
import { type App, type Ctx, parseJson, pickLocale, route, subApp } from '../lib/http'
import { SITE_LAYERS, siteScope } from '../lib/site'
import { createAdvert, deleteAdvert, type ParsedForm, readAdvertForm, updateAdvert } from '../services/advert-form'
import {
  addComplaint,
  advertAttributeOptions,
  advertAttributes,
  advertCategoriesWithCounts,
  advertCategory,
  advertLocations,
  advertSectors,
  advertSubcategories,
  complaintCategories,
  complaintCategoryKnown,
  currencyRates,
  regionsWithAdvertCounts,
  topCategoriesWhere,
} from '../services/advert-lookups'
import {
  addAdvertFavorite,
  advertCountOf,
  advertDetail,
  cardsWhere,
  countWhere,
  filterWhere,
  ORDER,
  ownAdvert,
  removeAdvertFavorite,
  VISIBLE_SQL,
  visibleAdvert,
} from '../services/adverts'
import { localityExists, regionExists } from '../services/places'
import {
  advertPhotoLimits,
  giveWrite,
  requireAdvertPhotos,
  TOO_MANY_ADVERTS,
  takeAdvertEdit,
  takeNewAdvert,
  WRITE_LIMITS,
  type WriteLimit,
} from '../services/write-limits'

/**
 * The adverts marketplace (accounts spec 7 "Adverts"; issue 19, decision 0022): lists with
 * filters, detail, add/edit (multipart, advertUploadRoutes) and delete by the owner only,
 * lookups (categories, attributes, rates, regions, locations, sectors, titles), favourites and
 * complaints. Another user's advert, and a draft or inactive one of another user, answers exactly
 * what a missing one does (404). The spec's adverts calls on the shop's paths (`?area=adverts`,
 * decision 0045) are the catalogue sub-app's routes, answered by services/advert-area.ts: one
 * sub-app per path (decision 0042).
 */

const title = (json: string, c: Ctx) =>
  pickLocale(parseJson<Record<string, string> | null>(json, null), c.get('locale')) ?? ''

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
        fields: {
          [ADVERTS.images.field]: [
            `At most ${ADVERTS.images.maxPerAdvert} images of ${ADVERTS.images.maxBytes / (1024 * 1024)} MB each`,
          ],
        },
      },
      413,
    ),
})

const tooManyAdverts = () => new ApiError(409, TOO_MANY_ADVERTS)

/**
 * Counts the form's new photos (files, not ids of stored ones) against the account's day
 * (WRITE_LIMITS.adverts: photos and bytes; 429 over either). Answers what was counted, to give back
 * should the save fail.
 */
async function takePhotos(c: Ctx, userId: number, form: ParsedForm): Promise<WriteLimit[]> {
  const files = form.images.filter((i): i is CheckedImage => typeof i !== 'number')
  const limits = advertPhotoLimits(
    userId,
    files.length,
    files.reduce((sum, f) => sum + f.bytes.byteLength, 0),
  )
  await requireAdvertPhotos(c, limits)
  return limits
}

/**
 * POST and PATCH of the add/edit form: multipart bodies up to ADVERT_UPLOAD_BODY_BYTES (every image
 * at its limit). Their sub-app has this limit in place of the 256 KiB one (lib/site.ts).
 */
export function advertUploadRoutes(): App {
  const app = subApp(siteScope, advertUploadBodies)
  // The spec's POST /api/adverts/{slug}/ and ours without a slug make an advert alike: its slug is the
  // back end's (title and id), whatever the path proposes.
  const create = async (c: Ctx) => {
    const user = await requireUser(c)
    // At most WRITE_LIMITS.adverts.perAccount adverts an account, drafts included: 409 at the cap.
    if ((await advertCountOf(c, user.id)) >= WRITE_LIMITS.adverts.perAccount) throw tooManyAdverts()
    const form = await readAdvertForm(c)
    const photos = await takePhotos(c, user.id, form)
    let created: WriteLimit[]
    try {
      created = await takeNewAdvert(c, user.id)
    } catch (error) {
      await giveWrite(c, photos)
      throw error
    }
    const taken = [...photos, ...created]
    let id: number
    try {
      id = await createAdvert(c, user.id, form)
    } catch (error) {
      await giveWrite(c, taken)
      throw error
    }
    // Parallel creates may all have passed the check above: those that went past the cap are undone.
    if ((await advertCountOf(c, user.id)) > WRITE_LIMITS.adverts.perAccount) {
      const made = await ownAdvert(c, String(id), user.id)
      if (made) await deleteAdvert(c, made)
      await giveWrite(c, taken)
      throw tooManyAdverts()
    }
    return c.json(await answerDetail(c, id, user.id), 201)
  }
  route(app, E.createAdvert, create)
  route(app, E.createAdvertAtSlug, create)
  route(app, E.updateAdvert, async (c, { params }) => {
    const user = await requireUser(c)
    const advert = await ownAdvert(c, params.slug, user.id)
    if (!advert) throw notFound('Unknown advert')
    const form = await readAdvertForm(c)
    const photos = await takePhotos(c, user.id, form)
    // Only a valid edit counts against the account's edits (a refused form changes nothing).
    let edit: WriteLimit[] = []
    try {
      await updateAdvert(c, advert, form, async () => {
        edit = await takeAdvertEdit(c, user.id)
      })
    } catch (error) {
      await giveWrite(c, [...photos, ...edit])
      throw error
    }
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
    const [totalCount, data] = await Promise.all([
      countWhere(c, where, params),
      cardsWhere(c, where, params, ORDER[sortBy], pageSize, (page - 1) * pageSize, userId),
    ])
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
    const rows = await advertCategoriesWithCounts(c)
    return rows.results.map((r) => ({
      id: r.id,
      parent_id: r.parent_id,
      slug: r.slug,
      title: title(r.titles, c),
      count: r.count,
    }))
  })
  route(app, E.advertAttributes, async (c, { query }) => {
    const attrs = await advertAttributes(c)
    const opts = await advertAttributeOptions(c)
    let cats: number[] | null = null
    if (query.category !== undefined) {
      const cat = await advertCategory(c, query.category)
      if (!cat) throw notFound('Unknown category')
      const children = await advertSubcategories(c, cat.id)
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
        options: opts.results
          .filter((o) => o.attribute_id === a.id)
          .map((o) => ({ id: o.id, title: title(o.titles, c) })),
      }))
  })
  route(app, E.currencyRates, async (c) => {
    const rows = await currencyRates(c)
    return { base: ADVERTS.rateBase, rates: rows.results }
  })
  const regions = async (c: Ctx, onlyWithAdverts: boolean) => {
    const rows = await regionsWithAdvertCounts(c)
    return rows.results
      .filter((r) => !onlyWithAdverts || r.count > 0)
      .map((r) => ({ id: r.id, title: title(r.titles, c), count: r.count }))
  }
  route(app, E.advertRegionsWithAdverts, (c, { query }) => regions(c, query.only_adverts === true))
  route(app, E.advertRegions, (c) => regions(c, false))
  route(app, E.advertLocations, async (c, { params }) => {
    if (!(await regionExists(c, params.id))) throw notFound('Unknown region')
    const rows = await advertLocations(c, params.id)
    return rows.results.map((r) => ({ id: r.id, region_id: r.region_id, title: title(r.titles, c) }))
  })
  route(app, E.advertSectors, async (c, { query }) => {
    if (!(await localityExists(c, query.location))) throw notFound('Unknown location')
    const rows = await advertSectors(c, query.location)
    return rows.results.map((r) => ({ id: r.id, location_id: r.locality_id, title: title(r.titles, c) }))
  })

  // ---- favourites -----------------------------------------------------------------------------------
  route(app, E.favoriteAdverts, async (c, { query }) => {
    const user = await requireUser(c)
    const site = c.get('site').id
    // Favourites that are still visible, grouped by top-level category (spec 3: listed per category).
    const base = `a.site_id = ? AND ${VISIBLE_SQL} AND a.id IN (SELECT advert_id FROM advert_favorites WHERE site_id = ? AND user_id = ?)`
    const baseParams = [site, user.id, site, user.id]
    const groups = await topCategoriesWhere(c, base, baseParams)
    let where = base
    const params: unknown[] = [...baseParams]
    if (query.category !== undefined) {
      where += ' AND a.category_id IN (SELECT id FROM advert_categories WHERE id = ? OR parent_id = ?)'
      params.push(query.category, query.category)
    }
    const page = query.page ?? 1
    const [totalCount, data] = await Promise.all([
      countWhere(c, where, params),
      cardsWhere(c, where, params, ORDER['newer+'], ADVERTS.pageSize, (page - 1) * ADVERTS.pageSize, user.id),
    ])
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
    await addAdvertFavorite(c, user.id, body.advert)
    return c.json({ advert: body.advert, is_favorite: true }, 201)
  })
  route(app, E.deleteFavoriteAdvert, async (c, { params }) => {
    const user = await requireUser(c)
    if (!(await removeAdvertFavorite(c, user.id, params.id))) throw notFound('Not a favourite')
    return c.body(null, 204)
  })

  // ---- complaints (reportUser) ---------------------------------------------------------------------
  route(app, E.complaintCategories, async (c) => {
    const rows = await complaintCategories(c)
    return rows.results.map((r) => ({ id: r.id, title: title(r.titles, c) }))
  })
  route(app, E.complaint, async (c, { body }) => {
    const user = await requireUser(c)
    const advert = await visibleAdvert(c, String(body.advert), user.id)
    if (!advert) throw notFound('Unknown advert')
    // The field carries the whole sentence too: a client that shows field messages (the storefront's
    // form does) read only the fragment 'propriul anunț'.
    if (advert.user_id === user.id)
      throw new ApiError(400, 'You cannot report your own advert', { advert: ['You cannot report your own advert'] })
    if (!(await complaintCategoryKnown(c, body.category)))
      throw new ApiError(400, 'Invalid body', { category: ['Unknown category'] })
    const row = await addComplaint(c, user.id, advert.id, body.category, body.body ?? '')
    if (!row) throw new ApiError(409, 'You have already reported this advert')
    return c.json({ id: row.id, status: 'new' as const }, 201)
  })
  return app
}
