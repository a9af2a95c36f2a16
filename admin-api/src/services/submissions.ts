import { type Ctx, nowIso } from '../lib/http'

/** Stores a form the site received (newsletter, support message...): its id. */
export async function storeSubmission(c: Ctx, kind: string, data: unknown): Promise<number> {
  const r = await c.env.DB.prepare('INSERT INTO submissions (site_id, kind, data, created_at) VALUES (?, ?, ?, ?)')
    .bind(c.get('site').id, kind, JSON.stringify(data), nowIso())
    .run()
  return Number(r.meta.last_row_id)
}
