import { notFound } from '../lib/api-error'
import type { Ctx } from '../lib/http'
import { likePattern } from '../lib/sql-filters'
import { db } from './products'

/** The demo postal carrier's directory (np_cities, np_streets, np_points; decision 0010). */

export async function cityExists(c: Ctx, ref: string): Promise<boolean> {
  const city = await c.env.DB.prepare('SELECT ref FROM np_cities WHERE ref = ?').bind(ref).first()
  return !!city
}

export async function requireCity(c: Ctx, ref: string) {
  if (!(await cityExists(c, ref))) throw notFound('Unknown city')
}

export function findCities(c: Ctx, query: string) {
  return db(c).all<{ ref: string; description: string; description_ro: string; area: string }>(
    "SELECT * FROM np_cities WHERE description LIKE ?1 ESCAPE '\\' OR description_ro LIKE ?1 ESCAPE '\\' ORDER BY description LIMIT 20",
    [likePattern(query)],
  )
}

export function findStreets(c: Ctx, cityRef: string, query: string) {
  return db(c).all<{ ref: string; description: string; description_ro: string; street_type: string }>(
    "SELECT * FROM np_streets WHERE city_ref = ?1 AND (description LIKE ?2 ESCAPE '\\' OR description_ro LIKE ?2 ESCAPE '\\') ORDER BY description LIMIT 20",
    [cityRef, likePattern(query)],
  )
}

/** A city's warehouses or post machines, those whose number starts with `num` when given. */
export function findPoints(c: Ctx, cityRef: string, kind: 'warehouse' | 'postmachine', num: string | null) {
  return db(c).all<{ ref: string; number: number; address: string }>(
    `SELECT ref, number, address FROM np_points WHERE city_ref = ? AND kind = ?${num ? ' AND CAST(number AS TEXT) LIKE ?' : ''} ORDER BY number LIMIT 50`,
    num ? [cityRef, kind, `${num}%`] : [cityRef, kind],
  )
}

export async function pointNumber(c: Ctx, ref: string): Promise<number | null> {
  const p = await c.env.DB.prepare('SELECT number FROM np_points WHERE ref = ?').bind(ref).first<{ number: number }>()
  return p?.number ?? null
}

export async function pointInCity(c: Ctx, ref: string, cityRef: string, kind: string): Promise<boolean> {
  return !!(await c.env.DB.prepare('SELECT ref FROM np_points WHERE ref = ? AND city_ref = ? AND kind = ?')
    .bind(ref, cityRef, kind)
    .first())
}
