import { ApiError } from '../lib/api-error'
import type { Ctx } from '../lib/http'
import { siteCountryCode } from '../lib/site-country'
import { searchFold } from './carrier'
import { db } from './products'

/**
 * The delivery geography (regions, localities, sectors, streets) and the shops' hours (routes/cart.ts).
 * Shops too are the site's country's (migration 0024).
 * Regions and localities are the calling site's country's (migration 0023; the site's country from
 * its settings, decision 0112): a region's id is its id in that country (3 is the capital); a
 * locality of another country is no locality here.
 */

type LocalityRow = { id: number; region_id: number; slug: string; suburb: number; titles: string }
const LOCALITY_COLUMNS = 'id, region_id, slug, suburb, titles'

export const regionRows = async (c: Ctx) =>
  db(c).all<{ id: number; titles: string }>('SELECT id, titles FROM regions WHERE country_code = ? ORDER BY sort', [
    await siteCountryCode(c),
  ])

export const allLocalities = async (c: Ctx) =>
  db(c).all<LocalityRow>(`SELECT ${LOCALITY_COLUMNS} FROM localities WHERE country_code = ? ORDER BY region_id, id`, [
    await siteCountryCode(c),
  ])

export async function regionExists(c: Ctx, id: number): Promise<boolean> {
  return (await regionTitles(c, id)) !== null
}

export const localitiesOf = async (c: Ctx, regionId: number) =>
  db(c).all<LocalityRow>(
    `SELECT ${LOCALITY_COLUMNS} FROM localities WHERE country_code = ? AND region_id = ? ORDER BY id`,
    [await siteCountryCode(c), regionId],
  )

/** A locality of the site's country (its region, slug, suburb flag and titles), or null: another country's is none here. */
export const localityRow = async (c: Ctx, id: number) =>
  c.env.DB.prepare(`SELECT ${LOCALITY_COLUMNS} FROM localities WHERE id = ? AND country_code = ?`)
    .bind(id, await siteCountryCode(c))
    .first<LocalityRow>()

export async function localityExists(c: Ctx, id: number): Promise<boolean> {
  return (await localityRow(c, id)) !== null
}

/**
 * A body's locality id (delivery-cost, create-order) as a locality of the database: an integer id as
 * it is; a text id (spec 7's `kishinev`, what a back end of text ids gives) names the locality by
 * its slug, and an unknown one is a 400 on `field`.
 */
export async function localityIdOf(c: Ctx, id: number | string | undefined, field: string) {
  if (typeof id !== 'string') return id
  const row = await c.env.DB.prepare('SELECT id FROM localities WHERE country_code = ? AND slug = ?')
    .bind(await siteCountryCode(c), id)
    .first<{ id: number }>()
  if (!row) throw new ApiError(400, 'Invalid body', { [field]: ['unknown locality'] })
  return row.id
}

/** A locality of the site's country : the sectors and streets of another are none here. */
const IN_COUNTRY = 'locality_id IN (SELECT id FROM localities WHERE id = ? AND country_code = ?)'

export const sectorsOf = async (c: Ctx, localityId: number) =>
  db(c).all<{ id: number; locality_id: number; titles: string }>(
    `SELECT id, locality_id, titles FROM sectors WHERE ${IN_COUNTRY} ORDER BY id`,
    [localityId, await siteCountryCode(c)],
  )

/** Where a street is: its locality, or null for no such street. */
export async function streetLocality(c: Ctx, id: number): Promise<number | null> {
  const st = await c.env.DB.prepare('SELECT locality_id FROM streets WHERE id = ?')
    .bind(id)
    .first<{ locality_id: number }>()
  return st ? st.locality_id : null
}

/**
 * At most 50 streets of the locality whose name holds `text` in any case, with or without the marks of
 * Latin letters (searchFold: "stefan" and the cedilla "Ştefan" find "bd. Ștefan cel Mare"; SQLite's LIKE
 * folds ASCII only and kept the marks, so a shopper typing without them found nothing and a saved
 * address lost its street). A locality's streets are few: they are read whole and matched here.
 */
export async function streetsLike(c: Ctx, localityId: number, text: string) {
  const rows = await db(c).all<{ id: number; name: string; locality_id: number }>(
    `SELECT id, name, locality_id FROM streets WHERE ${IN_COUNTRY} ORDER BY name`,
    [localityId, await siteCountryCode(c)],
  )
  const q = searchFold(text.trim())
  return rows.filter((r) => searchFold(r.name).includes(q)).slice(0, 50)
}

/** A shop of the site's country (migration 0024): its hours, or null (another country's shop is none here). */
export const shopHours = async (c: Ctx, id: number) =>
  c.env.DB.prepare('SELECT id, hours, timezone_offset_min FROM shops WHERE id = ? AND country_code = ?')
    .bind(id, await siteCountryCode(c))
    .first<{ id: number; hours: string; timezone_offset_min: number }>()

/** Whether `id` is a shop of the site's country (an order's pickup point). */
export async function shopExists(c: Ctx, id: number): Promise<boolean> {
  const shop = await c.env.DB.prepare('SELECT id FROM shops WHERE id = ? AND country_code = ?')
    .bind(id, await siteCountryCode(c))
    .first()
  return !!shop
}

export const regionTitles = async (c: Ctx, id: number) =>
  c.env.DB.prepare('SELECT id, titles FROM regions WHERE country_code = ? AND id = ?')
    .bind(await siteCountryCode(c), id)
    .first<{ id: number; titles: string }>()
