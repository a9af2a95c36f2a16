import { type Ctx, nowIso } from '../lib/http'
import { randomHex } from '../lib/secrets'

/** The cabinet's profile data and image (routes/cabinet-profile.ts; decision 0020). */

type ProfileField = 'first_name' | 'last_name' | 'birthday'

/** Changes the given fields of the user (only those; at least one). */
export async function updateProfile(
  c: Ctx,
  userId: number,
  changes: Partial<Record<ProfileField, string | null>>,
): Promise<void> {
  const fields = Object.keys(changes) as ProfileField[]
  await c.env.DB.prepare(`UPDATE users SET ${fields.map((k) => `${k} = ?`).join(', ')} WHERE id = ?`)
    .bind(...fields.map((k) => changes[k] ?? null), userId)
    .run()
}

export function profileImage(c: Ctx, key: string) {
  return c.env.DB.prepare('SELECT content_type, bytes FROM profile_images WHERE key = ?')
    .bind(key)
    .first<{ content_type: string; bytes: ArrayBuffer | number[] }>()
}

/** Stores the user's image under a new random key (the old URL stops working). */
export async function saveProfileImage(c: Ctx, userId: number, type: string, bytes: Uint8Array): Promise<void> {
  await c.env.DB.prepare(
    `INSERT INTO profile_images (user_id, key, content_type, bytes, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET key = excluded.key, content_type = excluded.content_type, bytes = excluded.bytes, updated_at = excluded.updated_at`,
  )
    .bind(userId, randomHex(16), type, bytes, nowIso())
    .run()
}

/** Deletes the user's image: false when there was none. */
export async function deleteProfileImage(c: Ctx, userId: number): Promise<boolean> {
  const r = await c.env.DB.prepare('DELETE FROM profile_images WHERE user_id = ?').bind(userId).run()
  return r.meta.changes > 0
}
