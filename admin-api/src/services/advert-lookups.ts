import type { ADVERTS } from '#contract/advert-rules.ts'
import { type Ctx, nowIso } from '../lib/http'
import { siteCountryCode } from '../lib/site-country'

/**
 * The adverts marketplace's lookups and complaints (routes/adverts.ts): categories with their advert
 * counts, attributes and their options, currency rates, regions, locations and sectors, the
 * complaint categories, a complaint.
 */

/** The categories with the number of the site's published adverts in each (its subcategories' too). */
export const advertCategoriesWithCounts = (c: Ctx) =>
  c.env.DB.prepare(
    `SELECT c.id, c.parent_id, c.slug, c.titles,
         (SELECT count(*) FROM adverts a WHERE a.site_id = ? AND a.is_draft = 0 AND a.is_active = 1
            AND a.category_id IN (SELECT id FROM advert_categories WHERE id = c.id OR parent_id = c.id)) AS count
       FROM advert_categories c ORDER BY c.sort, c.id`,
  )
    .bind(c.get('site').id)
    .all<{ id: number; parent_id: number | null; slug: string; titles: string; count: number }>()

export const advertAttributes = (c: Ctx) =>
  c.env.DB.prepare(
    'SELECT id, keyword, type, unit, titles, category_ids FROM advert_attributes ORDER BY sort, id',
  ).all<{
    id: number
    keyword: string
    type: 'select' | 'number'
    unit: string | null
    titles: string
    category_ids: string
  }>()

export const advertAttributeOptions = (c: Ctx) =>
  c.env.DB.prepare(
    'SELECT id, attribute_id, titles FROM advert_attribute_options ORDER BY attribute_id, sort, id',
  ).all<{ id: number; attribute_id: number; titles: string }>()

export const advertCategory = (c: Ctx, id: number) =>
  c.env.DB.prepare('SELECT id, parent_id FROM advert_categories WHERE id = ?')
    .bind(id)
    .first<{ id: number; parent_id: number | null }>()

export const advertSubcategories = (c: Ctx, id: number) =>
  c.env.DB.prepare('SELECT id FROM advert_categories WHERE parent_id = ?').bind(id).all<{ id: number }>()

/** The top-level categories of the adverts matching `where` (over `a`, with its params), with their counts. */
export const topCategoriesWhere = (c: Ctx, where: string, params: unknown[]) =>
  c.env.DB.prepare(
    `SELECT t.id, t.slug, t.titles, count(*) AS count FROM adverts a
       JOIN advert_categories k ON k.id = a.category_id JOIN advert_categories t ON t.id = coalesce(k.parent_id, k.id)
       WHERE ${where} GROUP BY t.id ORDER BY t.sort, t.id`,
  )
    .bind(...params)
    .all<{ id: number; slug: string; titles: string; count: number }>()

export const currencyRates = (c: Ctx) =>
  c.env.DB.prepare('SELECT code, rate, symbol FROM currency_rates ORDER BY sort, code').all<{
    code: (typeof ADVERTS.currencies)[number]
    rate: number
    symbol: string
  }>()

/** The regions with the number of the site's published adverts in each. */
export const regionsWithAdvertCounts = async (c: Ctx) =>
  c.env.DB.prepare(
    `SELECT r.id, r.titles, (SELECT count(*) FROM adverts a WHERE a.site_id = ? AND a.region_id = r.id AND a.is_draft = 0 AND a.is_active = 1) AS count
       FROM regions r WHERE r.country_code = ? ORDER BY r.sort, r.id`,
  )
    .bind(c.get('site').id, await siteCountryCode(c))
    .all<{ id: number; titles: string; count: number }>()

export const advertLocations = async (c: Ctx, regionId: number) =>
  c.env.DB.prepare(
    'SELECT id, region_id, titles FROM localities WHERE country_code = ? AND region_id = ? ORDER BY suburb, id',
  )
    .bind(await siteCountryCode(c), regionId)
    .all<{ id: number; region_id: number; titles: string }>()

export const advertSectors = (c: Ctx, locationId: number) =>
  c.env.DB.prepare('SELECT id, locality_id, titles FROM sectors WHERE locality_id = ? ORDER BY id')
    .bind(locationId)
    .all<{ id: number; locality_id: number; titles: string }>()

export const complaintCategories = (c: Ctx) =>
  c.env.DB.prepare('SELECT id, titles FROM complaint_categories ORDER BY sort, id').all<{
    id: number
    titles: string
  }>()

export async function complaintCategoryKnown(c: Ctx, id: number): Promise<boolean> {
  return !!(await c.env.DB.prepare('SELECT 1 FROM complaint_categories WHERE id = ?').bind(id).first())
}

/** A new complaint of the user about the advert, or null when the user has reported it already. */
export const addComplaint = (c: Ctx, userId: number, advertId: number, categoryId: number, body: string) =>
  c.env.DB.prepare(
    'INSERT INTO complaints (site_id, user_id, advert_id, category_id, body, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, advert_id) DO NOTHING RETURNING id',
  )
    .bind(c.get('site').id, userId, advertId, categoryId, body, 'new', nowIso())
    .first<{ id: number }>()
