import { ApiError } from '../lib/api-error'
import type { Ctx } from '../lib/http'
import { db } from './products'

/** The delivery geography (regions, localities, sectors, streets) and the shops' hours (routes/cart.ts). */

export const regionRows = (c: Ctx) =>
  db(c).all<{ id: number; titles: string }>('SELECT id, titles FROM regions ORDER BY sort', [])

export const allLocalities = (c: Ctx) =>
  db(c).all<{ id: number; region_id: number; slug: string; suburb: number; titles: string }>(
    'SELECT * FROM localities ORDER BY region_id, id',
    [],
  )

export async function regionExists(c: Ctx, id: number): Promise<boolean> {
  const region = await c.env.DB.prepare('SELECT id FROM regions WHERE id = ?').bind(id).first()
  return !!region
}

export const localitiesOf = (c: Ctx, regionId: number) =>
  db(c).all<{ id: number; region_id: number; slug: string; suburb: number; titles: string }>(
    'SELECT * FROM localities WHERE region_id = ? ORDER BY id',
    [regionId],
  )

export async function localityExists(c: Ctx, id: number): Promise<boolean> {
  const city = await c.env.DB.prepare('SELECT id FROM localities WHERE id = ?').bind(id).first()
  return !!city
}

/**
 * A body's locality id (delivery-cost, create-order) as a locality of the database: an integer id as
 * it is; a text id (spec 7's `kishinev`, what a back end of text ids gives) names the locality by
 * its slug, and an unknown one is a 400 on `field`.
 */
export async function localityIdOf(c: Ctx, id: number | string | undefined, field: string) {
  if (typeof id !== 'string') return id
  const row = await c.env.DB.prepare('SELECT id FROM localities WHERE slug = ?').bind(id).first<{ id: number }>()
  if (!row) throw new ApiError(400, 'Invalid body', { [field]: ['unknown locality'] })
  return row.id
}

export const sectorsOf = (c: Ctx, localityId: number) =>
  db(c).all<{ id: number; locality_id: number; titles: string }>(
    'SELECT * FROM sectors WHERE locality_id = ? ORDER BY id',
    [localityId],
  )

/** Where a street is: its locality, or null for no such street. */
export async function streetLocality(c: Ctx, id: number): Promise<number | null> {
  const st = await c.env.DB.prepare('SELECT locality_id FROM streets WHERE id = ?')
    .bind(id)
    .first<{ locality_id: number }>()
  return st ? st.locality_id : null
}

/** At most 50 streets of the locality whose name contains `text` (taken literally: LIKE's wildcards escaped). */
export function streetsLike(c: Ctx, localityId: number, text: string) {
  const q = text.replace(/[\\%_]/g, (m) => `\\${m}`)
  return db(c).all<{ id: number; name: string; locality_id: number }>(
    "SELECT id, name, locality_id FROM streets WHERE locality_id = ? AND name LIKE ? ESCAPE '\\' ORDER BY name LIMIT 50",
    [localityId, `%${q}%`],
  )
}

export const shopHours = (c: Ctx, id: number) =>
  c.env.DB.prepare('SELECT id, hours, timezone_offset_min FROM shops WHERE id = ?')
    .bind(id)
    .first<{ id: number; hours: string; timezone_offset_min: number }>()

export async function shopExists(c: Ctx, id: number): Promise<boolean> {
  const shop = await c.env.DB.prepare('SELECT id FROM shops WHERE id = ?').bind(id).first()
  return !!shop
}

export const localityTitles = (c: Ctx, id: number) =>
  c.env.DB.prepare('SELECT id, region_id, titles FROM localities WHERE id = ?')
    .bind(id)
    .first<{ id: number; region_id: number; titles: string }>()

export const regionTitles = (c: Ctx, id: number) =>
  c.env.DB.prepare('SELECT id, titles FROM regions WHERE id = ?').bind(id).first<{ id: number; titles: string }>()
