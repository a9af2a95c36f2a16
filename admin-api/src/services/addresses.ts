import type { Ctx } from '../lib/http'
import { db } from './products'

/** A signed-in user's delivery addresses (routes/cart.ts). */

/** The user's addresses with their city's titles and street's name, the default first. */
export const deliveryAddressRows = (c: Ctx, userId: number) =>
  db(c).all<{
    id: number
    city_id: number
    street_id: number | null
    building: string
    apartment: string | null
    note: string | null
    is_default: number
    city: string
    street: string | null
  }>(
    `SELECT a.*, l.titles AS city, s.name AS street FROM delivery_addresses a JOIN localities l ON l.id = a.city_id LEFT JOIN streets s ON s.id = a.street_id WHERE a.user_id = ? ORDER BY a.is_default DESC, a.id DESC`,
    [userId],
  )

export interface NewAddress {
  cityId: number
  streetId: number | null
  building: string
  apartment: string | null
  note: string | null
  isDefault: boolean
}

/** Adds an address; a default one takes the flag from the others in the same transaction. */
export async function addDeliveryAddress(c: Ctx, userId: number, a: NewAddress): Promise<void> {
  const stmts = []
  if (a.isDefault)
    stmts.push(c.env.DB.prepare('UPDATE delivery_addresses SET is_default = 0 WHERE user_id = ?').bind(userId))
  stmts.push(
    c.env.DB.prepare(
      'INSERT INTO delivery_addresses (user_id, city_id, street_id, building, apartment, note, is_default) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).bind(userId, a.cityId, a.streetId, a.building, a.apartment, a.note, a.isDefault ? 1 : 0),
  )
  await c.env.DB.batch(stmts)
}

/** Deletes one of the user's addresses; false when it is not theirs (or gone). */
export async function deleteDeliveryAddress(c: Ctx, userId: number, id: number): Promise<boolean> {
  const r = await c.env.DB.prepare('DELETE FROM delivery_addresses WHERE id = ? AND user_id = ?').bind(id, userId).run()
  return !!r.meta.changes
}
