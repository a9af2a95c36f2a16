import type { Ctx, Site } from '../lib/http'

/** The shop a Site-Token names, or null (lib/site.ts keeps the answer per token). */
export const siteByToken = (c: Ctx, token: string) =>
  c.env.DB.prepare('SELECT id, token, theme, main_lang FROM sites WHERE token = ?').bind(token).first<Site>()
