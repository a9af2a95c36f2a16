import type { Ctx } from '../lib/http'

/** What the generated images (routes/images.ts) draw: a site's name and colour, a product's, brand's or category's label. */

/** Any site's global settings by id (the logo is public: no site token, the id is in the path). */
export function siteGlobalSettings(c: Ctx, siteId: number) {
  return c.env.DB.prepare("SELECT data FROM site_settings WHERE site_id = ? AND kind = 'global' LIMIT 1")
    .bind(siteId)
    .first<{ data: string }>()
}

export function productLabel(c: Ctx, id: number) {
  return c.env.DB.prepare(
    'SELECT p.title_en AS title, p.colors, b.name AS brand FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ?',
  )
    .bind(id)
    .first<{ title: string; colors: string; brand: string }>()
}

export function brandLabel(c: Ctx, id: number) {
  return c.env.DB.prepare('SELECT name FROM brands WHERE id = ?').bind(id).first<{ name: string }>()
}

export function categoryLabel(c: Ctx, id: number) {
  return c.env.DB.prepare('SELECT title_en FROM categories WHERE id = ?').bind(id).first<{ title_en: string }>()
}
