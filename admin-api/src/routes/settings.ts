import { endpoints as E } from '../../../app/api/contract/endpoints'
import type { MenuNode } from '../../../app/api/contract/settings'
import { type App, baseUrl, type Ctx, notFound, nowIso, parseJson, route } from '../lib/http'
import { categories, catSlug, catTitle } from '../lib/products'

export async function siteDoc<T = Record<string, unknown>>(c: Ctx, kind: string): Promise<T> {
  const row = await c.env.DB.prepare('SELECT data FROM site_settings WHERE site_id = ? AND kind = ? AND locale = ?').bind(c.get('site').id, kind, c.get('locale')).first<{ data: string }>()
  if (!row) throw notFound(`No ${kind}`)
  return parseJson<T>(row.data, {} as T)
}

/** Makes site-relative image paths absolute. */
export const abs = (c: Ctx, p: string | null | undefined): string | null => (p ? (p.startsWith('/') ? `${baseUrl(c)}${p}` : p) : null)

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

export function registerSettings(app: App) {
  route(app, E.globalSettings, async (c) => {
    const [doc, menu, brands, count] = await Promise.all([
      siteDoc<Record<string, unknown>>(c, 'global'),
      menuTree(c),
      c.env.DB.prepare('SELECT id, name, slug, image FROM brands ORDER BY featured DESC, sort').all<{ id: number; name: string; slug: string; image: string }>(),
      c.env.DB.prepare('SELECT count(*) AS n FROM products WHERE active = 1').first<{ n: number }>(),
    ])
    const logo = doc.logo as { logo?: string; logoDark?: string } | undefined
    const icons = doc.icons as { favicon?: string } | undefined
    return {
      ...doc,
      logo: { logo: abs(c, logo?.logo), logoDark: abs(c, logo?.logoDark) },
      icons: { favicon: abs(c, icons?.favicon) },
      menu_tree: menu,
      brand_tree: (brands.results ?? []).map((b) => ({ ...b, image: abs(c, b.image) })),
      active_products_count: count?.n ?? 0,
    } as never
  })
  route(app, E.footerSettings, async (c) => siteDoc(c, 'footer') as never)
  route(app, E.mainPageSettings, async (c) => siteDoc(c, 'main_page_settings') as never)
  route(app, E.defaultSiteFiles, async (c) => {
    const d = await siteDoc<{ favicon?: string }>(c, 'default-site-files')
    return { ...d, favicon: abs(c, d.favicon) } as never
  })
  route(app, E.staticPage, async (c, { params }) => siteDoc(c, params.kind) as never)
  route(app, E.menuTree, async (c) => menuTree(c))
  route(app, E.newsletter, async (c, { body }) => {
    const r = await c.env.DB.prepare('INSERT INTO submissions (site_id, kind, data, created_at) VALUES (?, ?, ?, ?)').bind(c.get('site').id, 'newsletter', JSON.stringify(body), nowIso()).run()
    return { status: 'ok' as const, id: Number(r.meta.last_row_id) }
  })
}
