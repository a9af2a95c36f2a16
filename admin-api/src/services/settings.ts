import { flag, type MenuNode } from '#contract/settings.ts'
import { notFound } from '../lib/api-error'
import { baseUrl, type Ctx, parseJson } from '../lib/http'
import { categories, catSlug, catTitle } from './products'

/** The site's settings documents (site_settings) and what is built from them for every page. */

export async function siteDoc<T = Record<string, unknown>>(c: Ctx, kind: string): Promise<T> {
  const row = await c.env.DB.prepare('SELECT data FROM site_settings WHERE site_id = ? AND kind = ? AND locale = ?')
    .bind(c.get('site').id, kind, c.get('locale'))
    .first<{ data: string }>()
  if (!row) throw notFound(`No ${kind}`)
  return parseJson<T>(row.data, {} as T)
}

const negativeStockFlag = flag(false)

/**
 * The site's allow_negative_stock as the storefront reads it (the contract's flag: true, 1, "1",
 * "true"; anything else, "0" and "false" too, is off): orders, the server cart and the iute credit
 * order may then take more than the stock. One rule for the three (before, create-order took any
 * truthy value, "0" and "false" included, and the cart and the credit order only `true`).
 */
export function negativeStockAllowed(settings: { allow_negative_stock?: unknown }): boolean {
  return negativeStockFlag.parse(settings.allow_negative_stock)
}

/** `negativeStockAllowed` the calling site's global settings (none: off). */
export async function allowsNegativeStock(c: Ctx): Promise<boolean> {
  const settings = await siteDoc<{ allow_negative_stock?: unknown }>(c, 'global').catch(() => ({}))
  return negativeStockAllowed(settings)
}

/**
 * Merges `patch` (RFC 7396, SQLite's json_patch) into a site's global settings in every language;
 * the number of languages changed, 0 when no site has the token. Development only (POST /__dev/site-settings).
 */
export async function patchGlobalSettings(db: D1Database, siteToken: string, patch: unknown): Promise<number> {
  const done = await db
    .prepare(
      "UPDATE site_settings SET data = json_patch(data, ?) WHERE kind = 'global' AND site_id = (SELECT id FROM sites WHERE token = ?)",
    )
    .bind(JSON.stringify(patch), siteToken)
    .run()
  return done.meta.changes
}

/** Makes site-relative image paths absolute. */
export const abs = (c: Ctx, p: string | null | undefined): string | null =>
  p ? (p.startsWith('/') ? `${baseUrl(c)}${p}` : p) : null

const THEME_ROOT: Record<string, number> = { electro: 0, home: 1, pharma: 2, market: 3, business: 4, meals: 5 }

export async function menuTree(c: Ctx): Promise<MenuNode[]> {
  const cats = await categories(c)
  const l = c.get('locale')
  const node = (id: number): MenuNode => {
    const cat = cats.find((x) => x.id === id)!
    return {
      id: cat.id,
      title: catTitle(cat, l),
      url: catSlug(cat, l),
      icon: cat.icon,
      image: abs(c, cat.image),
      badge: cat.badge,
      productCount: cat.product_count,
      subcategories: cats.filter((x) => x.parent_id === cat.id).map((x) => node(x.id)),
    }
  }
  const roots = cats.filter((x) => x.parent_id === null).map((x) => node(x.id))
  // The site's own department first.
  const own = THEME_ROOT[c.get('site').theme] ?? 0
  const first = roots.splice(own, 1)
  return [...first, ...roots]
}

/** The brands of the global settings' brand tree, featured first. */
export async function brandTree(c: Ctx) {
  const r = await c.env.DB.prepare('SELECT id, name, slug, image FROM brands ORDER BY featured DESC, sort').all<{
    id: number
    name: string
    slug: string
    image: string
  }>()
  return r.results ?? []
}

export async function activeProductCount(c: Ctx): Promise<number> {
  const r = await c.env.DB.prepare('SELECT count(*) AS n FROM products WHERE active = 1').first<{ n: number }>()
  return r?.n ?? 0
}
