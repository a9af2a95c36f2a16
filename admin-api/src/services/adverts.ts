import { ADVERTS, type AdvertSort } from '#contract/advert-rules.ts'
import type { AdvertFilters, AdvertCard as ShopCard, AdvertDetail as ShopDetail } from '#contract/adverts.ts'
import { imageUrl } from '../lib/advert-images'
import { badRequest } from '../lib/api-error'
import { type Ctx, nowIso, parseJson, pickLocale } from '../lib/http'
import type { Loc } from '../lib/listing'
import { siteCountryCode } from '../lib/site-country'
import { containsSql, idList } from '../lib/sql-filters'

/** Ours as we answer them: the shop reads an advert id as text (an integer as its digits); ours stay integers. */
type AdvertCard = Omit<ShopCard, 'id'> & { id: number }
type AdvertDetail = Omit<ShopDetail, 'id'> & { id: number }

/**
 * Reading adverts (decision 0022): who sees what, the list's filters and sorts, and the card and
 * detail shapes. A draft or inactive advert exists only for its owner; for anyone else it is a 404,
 * exactly like a missing one.
 */

export interface AdvertRow {
  id: number
  site_id: number
  user_id: number
  slug: string
  type: string
  category_id: number | null
  title_ro: string
  title_ru: string
  title_uk: string
  title_en: string
  description_ro: string
  description_ru: string
  description_uk: string
  description_en: string
  price: number | null
  default_currency: string
  is_negotiable_price: number
  area: number | null
  default_area_unit: string
  lat: number | null
  lon: number | null
  region_id: number | null
  location_id: number | null
  sector_id: number | null
  address: string
  cadastral_number: string
  contacts: string
  is_active: number
  is_draft: number
  created_at: string
  updated_at: string
}
interface JoinedRow extends AdvertRow {
  cat_titles: string | null
  cat_slug: string | null
  region_titles: string | null
  location_titles: string | null
  sector_titles: string | null
}

const LOCS: Loc[] = ['ro', 'ru', 'uk', 'en']
/** Its first parameter is the site's country (a region's id is its id in its country, migration 0023). */
const JOINED = `SELECT a.*, c.titles AS cat_titles, c.slug AS cat_slug, r.titles AS region_titles, l.titles AS location_titles, s.titles AS sector_titles
  FROM adverts a
  LEFT JOIN advert_categories c ON c.id = a.category_id
  LEFT JOIN regions r ON r.country_code = ? AND r.id = a.region_id
  LEFT JOIN localities l ON l.id = a.location_id
  LEFT JOIN sectors s ON s.id = a.sector_id
  LEFT JOIN currency_rates cr ON cr.code = a.default_currency`

/** Visible to `userId` (null: a guest): published and active, or one's own. */
export const VISIBLE_SQL = '(a.user_id = ? OR (a.is_draft = 0 AND a.is_active = 1))'

/** The text in the request's language, else the first language the seller wrote it in. */
export function inLocale(row: AdvertRow, field: 'title' | 'description', loc: Loc): string {
  const own = row[`${field}_${loc}` as 'title_ro']
  if (own) return own
  for (const l of LOCS) {
    const v = row[`${field}_${l}` as 'title_ro']
    if (v) return v
  }
  return ''
}

const titleOf = (json: string | null, loc: Loc) =>
  pickLocale(parseJson<Record<string, string> | null>(json, null), loc) ?? ''
const named = (id: number | null, json: string | null, loc: Loc) =>
  id !== null && json ? { id, title: titleOf(json, loc) } : null

interface Extras {
  images: Map<number, { id: number; position: number; r2_key: string | null }[]>
  favorites: Set<number>
}

async function extras(c: Ctx, ids: number[], userId: number | null): Promise<Extras> {
  const images = new Map<number, { id: number; position: number; r2_key: string | null }[]>()
  const favorites = new Set<number>()
  if (!ids.length) return { images, favorites }
  const marks = idList(ids)
  const imgs = await c.env.DB.prepare(
    `SELECT id, advert_id, position, r2_key FROM advert_images WHERE advert_id IN (${marks}) ORDER BY advert_id, position, id`,
  ).all<{ id: number; advert_id: number; position: number; r2_key: string | null }>()
  for (const i of imgs.results) {
    const list = images.get(i.advert_id) ?? []
    list.push(i)
    images.set(i.advert_id, list)
  }
  if (userId !== null) {
    const favs = await c.env.DB.prepare(
      `SELECT advert_id FROM advert_favorites WHERE site_id = ? AND user_id = ? AND advert_id IN (${marks})`,
    )
      .bind(c.get('site').id, userId)
      .all<{ advert_id: number }>()
    for (const f of favs.results) favorites.add(f.advert_id)
  }
  return { images, favorites }
}

function toCard(c: Ctx, row: JoinedRow, ex: Extras, userId: number | null): AdvertCard {
  const loc = c.get('locale')
  const imgs = ex.images.get(row.id) ?? []
  const first = imgs[0]
  return {
    id: row.id,
    slug: row.slug,
    type: row.type as AdvertCard['type'],
    title: inLocale(row, 'title', loc),
    description: inLocale(row, 'description', loc).slice(0, 300),
    price: row.price,
    default_currency: row.default_currency as AdvertCard['default_currency'],
    is_negotiable_price: row.is_negotiable_price === 1,
    area: row.area,
    default_area_unit: row.default_area_unit as AdvertCard['default_area_unit'],
    category:
      row.category_id !== null && row.cat_titles
        ? { id: row.category_id, title: titleOf(row.cat_titles, loc), slug: row.cat_slug ?? '' }
        : null,
    region: named(row.region_id, row.region_titles, loc),
    location: named(row.location_id, row.location_titles, loc),
    sector: named(row.sector_id, row.sector_titles, loc),
    preview: first ? imageUrl(c, row.id, first.id, first.r2_key) : null,
    images_count: imgs.length,
    is_active: row.is_active === 1,
    is_draft: row.is_draft === 1,
    is_favorite: ex.favorites.has(row.id),
    is_mine: userId !== null && row.user_id === userId,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** Cards of adverts matching `where` (on alias a), in order. */
export async function cardsWhere(
  c: Ctx,
  where: string,
  params: unknown[],
  order: string,
  limit: number,
  offset: number,
  userId: number | null,
): Promise<AdvertCard[]> {
  const rows = await c.env.DB.prepare(`${JOINED} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .bind(await siteCountryCode(c), ...params, limit, offset)
    .all<JoinedRow>()
  const ex = await extras(
    c,
    rows.results.map((r) => r.id),
    userId,
  )
  return rows.results.map((r) => toCard(c, r, ex, userId))
}

export async function countWhere(c: Ctx, where: string, params: unknown[]): Promise<number> {
  const r = await c.env.DB.prepare(
    `SELECT count(*) AS n FROM adverts a LEFT JOIN currency_rates cr ON cr.code = a.default_currency WHERE ${where}`,
  )
    .bind(...params)
    .first<{ n: number }>()
  return r?.n ?? 0
}

export const ORDER: Record<AdvertSort, string> = {
  'newer+': 'a.created_at DESC, a.id DESC',
  'newer-': 'a.created_at ASC, a.id ASC',
  'price+': 'a.price * cr.rate ASC NULLS LAST, a.id DESC',
  'price-': 'a.price * cr.rate DESC NULLS LAST, a.id DESC',
}

/** The list's WHERE clause for the filters (spec 7: filters as JSON; decision 0022). */
export async function filterWhere(
  c: Ctx,
  f: AdvertFilters,
  userId: number | null,
): Promise<{ where: string; params: unknown[] }> {
  const parts: string[] = ['a.site_id = ?']
  const params: unknown[] = [c.get('site').id]
  if (f.mine) {
    if (userId === null)
      throw badRequest('Sign in to list your own adverts', { 'filters.mine': ['requires a bearer token'] })
    parts.push('a.user_id = ?')
    params.push(userId)
    if (f.is_draft !== undefined) {
      parts.push('a.is_draft = ?')
      params.push(f.is_draft ? 1 : 0)
    }
  } else {
    parts.push('a.is_draft = 0 AND a.is_active = 1')
  }
  // Ids are written into the SQL (idList: D1 binds at most 100 parameters; a filter takes 200 ids).
  const inList = (col: string, ids: readonly number[] | undefined) => {
    if (ids?.length) parts.push(`${col} IN (${idList(ids)})`)
  }
  if (f.category?.length) {
    const marks = idList(f.category)
    parts.push(`a.category_id IN (SELECT id FROM advert_categories WHERE id IN (${marks}) OR parent_id IN (${marks}))`)
  }
  if (f.type?.length) {
    parts.push(`a.type IN (${f.type.map(() => '?').join(',')})`)
    params.push(...f.type)
  }
  inList('a.region_id', f.region)
  inList('a.location_id', f.location)
  inList('a.sector_id', f.sector)
  if (f.is_negotiable_price !== undefined) {
    parts.push('a.is_negotiable_price = ?')
    params.push(f.is_negotiable_price ? 1 : 0)
  }
  if (f.price && (f.price[0] !== null || f.price[1] !== null)) {
    const unit = f.price_unit ?? ADVERTS.queryDefaults.price_unit
    const rate = await c.env.DB.prepare('SELECT rate FROM currency_rates WHERE code = ?')
      .bind(unit)
      .first<{ rate: number }>()
    if (!rate) throw badRequest('No rate for the price unit', { 'filters.price_unit': [`no rate for ${unit}`] })
    parts.push('a.price IS NOT NULL')
    if (f.price[0] !== null) {
      parts.push('a.price * cr.rate >= ?')
      params.push(f.price[0] * rate.rate - 1e-6)
    }
    if (f.price[1] !== null) {
      parts.push('a.price * cr.rate <= ?')
      params.push(f.price[1] * rate.rate + 1e-6)
    }
  }
  if (f.area && (f.area[0] !== null || f.area[1] !== null)) {
    const m2 = ADVERTS.areaUnitM2[f.area_unit ?? ADVERTS.queryDefaults.area_unit]
    const areaM2 = `a.area * (CASE a.default_area_unit WHEN 'ari' THEN ${ADVERTS.areaUnitM2.ari} ELSE 1 END)`
    parts.push('a.area IS NOT NULL')
    if (f.area[0] !== null) {
      parts.push(`${areaM2} >= ?`)
      params.push(f.area[0] * m2 - 1e-6)
    }
    if (f.area[1] !== null) {
      parts.push(`${areaM2} <= ?`)
      params.push(f.area[1] * m2 + 1e-6)
    }
  }
  const attrIds = Object.keys(f.attributes ?? {}).map(Number)
  // Each attribute binds up to three parameters; D1 binds at most 100 per statement.
  if (attrIds.length > ADVERTS.maxAttributeFilters)
    throw badRequest('Invalid filters', {
      'filters.attributes': [`at most ${ADVERTS.maxAttributeFilters} attributes at once`],
    })
  if (attrIds.length) {
    const types = await c.env.DB.prepare(
      `SELECT id, type FROM advert_attributes WHERE id IN (${idList(attrIds)})`,
    ).all<{ id: number; type: 'select' | 'number' }>()
    for (const { id, type } of types.results) {
      const v = f.attributes![String(id)]!
      if (type === 'select') {
        if (v.some((x) => x === null))
          throw badRequest('Invalid filters', { [`filters.attributes.${id}`]: ['option ids'] })
        if (!v.length) continue
        parts.push(
          `EXISTS (SELECT 1 FROM advert_attribute_values v WHERE v.advert_id = a.id AND v.attribute_id = ? AND v.value IN (${idList(v as number[])}))`,
        )
        params.push(id)
      } else {
        if (v.length !== 2)
          throw badRequest('Invalid filters', { [`filters.attributes.${id}`]: ['a [min, max] range'] })
        const [min, max] = v as [number | null, number | null]
        parts.push(
          'EXISTS (SELECT 1 FROM advert_attribute_values v WHERE v.advert_id = a.id AND v.attribute_id = ? AND v.value >= ? AND v.value <= ?)',
        )
        params.push(id, min ?? -Number.MAX_VALUE, max ?? Number.MAX_VALUE)
      }
    }
  }
  if (f.search) {
    // instr, not LIKE: D1 refuses a LIKE pattern over 50 bytes (containsSql)
    parts.push(`(${LOCS.map((l) => containsSql(`a.title_${l}`)).join(' OR ')})`)
    params.push(...LOCS.map(() => f.search!))
  }
  return { where: parts.join(' AND '), params }
}

/** An advert of this site visible to the user, by slug (or numeric id); null otherwise. */
export async function visibleAdvert(c: Ctx, slug: string, userId: number | null): Promise<JoinedRow | null> {
  const byId = /^\d{1,9}$/.test(slug)
  return c.env.DB.prepare(`${JOINED} WHERE ${byId ? 'a.id = ?' : 'a.slug = ?'} AND a.site_id = ? AND ${VISIBLE_SQL}`)
    .bind(await siteCountryCode(c), byId ? Number(slug) : slug, c.get('site').id, userId ?? -1)
    .first<JoinedRow>()
}

/** The caller's own advert of this site by slug (or id); null for anyone else's (a 404 to the caller). */
export async function ownAdvert(c: Ctx, slug: string, userId: number): Promise<AdvertRow | null> {
  const byId = /^\d{1,9}$/.test(slug)
  return c.env.DB.prepare(`SELECT * FROM adverts WHERE ${byId ? 'id = ?' : 'slug = ?'} AND site_id = ? AND user_id = ?`)
    .bind(byId ? Number(slug) : slug, c.get('site').id, userId)
    .first<AdvertRow>()
}

/** How many adverts the user has on this site, drafts and paused ones included (WRITE_LIMITS.adverts.perAccount). */
export async function advertCountOf(c: Ctx, userId: number): Promise<number> {
  const row = await c.env.DB.prepare('SELECT count(*) AS n FROM adverts WHERE site_id = ? AND user_id = ?')
    .bind(c.get('site').id, userId)
    .first<{ n: number }>()
  return row?.n ?? 0
}

export async function advertDetail(c: Ctx, row: JoinedRow, userId: number | null): Promise<AdvertDetail> {
  const loc = c.get('locale')
  const ex = await extras(c, [row.id], userId)
  const card = toCard(c, row, ex, userId)
  const attrs = await c.env.DB.prepare(
    `SELECT v.attribute_id, v.value, t.keyword, t.type, t.unit, t.titles, o.titles AS option_titles
     FROM advert_attribute_values v JOIN advert_attributes t ON t.id = v.attribute_id
     LEFT JOIN advert_attribute_options o ON t.type = 'select' AND o.id = v.value AND o.attribute_id = t.id
     WHERE v.advert_id = ? ORDER BY t.sort, t.id`,
  )
    .bind(row.id)
    .all<{
      attribute_id: number
      value: number
      keyword: string
      type: 'select' | 'number'
      unit: string | null
      titles: string
      option_titles: string | null
    }>()
  const texts = (field: 'title' | 'description') =>
    Object.fromEntries(LOCS.map((l) => [l, row[`${field}_${l}` as 'title_ro']])) as Record<Loc, string>
  return {
    ...card,
    description: inLocale(row, 'description', loc),
    titles: texts('title'),
    descriptions: texts('description'),
    lat: row.lat,
    lon: row.lon,
    address: row.address,
    cadastral_number: row.cadastral_number,
    contacts: parseJson<{ name?: string; phone: string }[]>(row.contacts, []),
    images: (ex.images.get(row.id) ?? []).map((i, n) => ({
      id: i.id,
      url: imageUrl(c, row.id, i.id, i.r2_key),
      position: n,
      is_preview: n === 0,
    })),
    attributes: attrs.results.map((a) => ({
      attribute: a.attribute_id,
      keyword: a.keyword,
      title: titleOf(a.titles, loc),
      type: a.type,
      unit: a.unit,
      value: a.value,
      value_title: a.type === 'select' ? titleOf(a.option_titles, loc) : String(a.value),
    })),
  }
}

/** A seeded advert's drawn picture: its position and the advert's title, or null. */
export function seededImage(c: Ctx, advertId: number, imageId: number) {
  return c.env.DB.prepare(
    `SELECT i.position, coalesce(nullif(a.title_en, ''), nullif(a.title_ro, ''), nullif(a.title_ru, ''), a.title_uk) AS title
     FROM advert_images i JOIN adverts a ON a.id = i.advert_id WHERE i.id = ? AND i.advert_id = ? AND i.r2_key IS NULL`,
  )
    .bind(imageId, advertId)
    .first<{ position: number; title: string }>()
}

/** Adds an advert to the user's favourites of this site (already there: kept as is). */
export async function addAdvertFavorite(c: Ctx, userId: number, advertId: number): Promise<void> {
  await c.env.DB.prepare(
    'INSERT OR IGNORE INTO advert_favorites (site_id, user_id, advert_id, created_at) VALUES (?, ?, ?, ?)',
  )
    .bind(c.get('site').id, userId, advertId, nowIso())
    .run()
}

/** Removes an advert from the user's favourites of this site; false when it was not one. */
export async function removeAdvertFavorite(c: Ctx, userId: number, advertId: number): Promise<boolean> {
  const r = await c.env.DB.prepare('DELETE FROM advert_favorites WHERE site_id = ? AND user_id = ? AND advert_id = ?')
    .bind(c.get('site').id, userId, advertId)
    .run()
  return !!r.meta.changes
}

/** Empties the user's advert favourites of this site. */
export async function clearAdvertFavorites(c: Ctx, userId: number): Promise<void> {
  await c.env.DB.prepare('DELETE FROM advert_favorites WHERE site_id = ? AND user_id = ?')
    .bind(c.get('site').id, userId)
    .run()
}
