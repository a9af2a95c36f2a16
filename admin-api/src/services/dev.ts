import type { Ctx } from '../lib/http'

/** The development helpers' reads (routes/dev.ts): the outbox, newest first, and a stored order. */

export async function outboxMessages(c: Ctx, to: string | null, kind: string | null, limit: number) {
  const rows = await c.env.DB.prepare(
    `SELECT id, channel, recipient AS "to", kind, locale, subject, body, link, uid, token, code, created_at FROM outbox
     WHERE (?1 IS NULL OR recipient = ?1) AND (?2 IS NULL OR kind = ?2) ORDER BY id DESC LIMIT ?3`,
  )
    .bind(to, kind, limit)
    .all()
  return rows.results
}

export function storedOrder(c: Ctx, number: string) {
  return c.env.DB.prepare('SELECT id, number, data FROM orders WHERE number = ?')
    .bind(number)
    .first<{ id: number; number: string; data: string }>()
}
