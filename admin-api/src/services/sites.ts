import type { Ctx, Site } from '../lib/http'

/** The shop a Site-Token names, or null (lib/site.ts keeps the answer per token). */
export const siteByToken = (c: Ctx, token: string) =>
  c.env.DB.prepare('SELECT id, token, theme, main_lang FROM sites WHERE token = ?').bind(token).first<Site>()

/** The migrations' first table missing: nothing was applied to this D1 (the deploy skipped that step). */
export async function schemaProblem(db: D1Database): Promise<string | null> {
  try {
    await db.prepare('SELECT 1 FROM sites LIMIT 1').first()
    return null
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (!/no such table/i.test(message)) {
      console.error(`admin-api: /healthz: D1 does not answer: ${message}`)
      return 'D1 does not answer (the reason is in the log)'
    }
    return 'D1 has no tables: run `npx wrangler d1 migrations apply admin-api --remote -c admin-api/wrangler.toml`'
  }
}
