import type { Ctx } from '../lib/http'
import type { Loc } from '../lib/listing'
import { categories, catSlug, db } from './products'
import { siteDoc } from './settings'

/**
 * The sitemap (GET /general/sitemap-file, served by the storefront as /sitemap.xml): every page of the
 * shop a search engine should find, in the languages the site's `langs` setting names. The URLs follow
 * the storefront's routes:
 * - /{lang}; the content pages whose text the site has (about, delivery, terms, discount, insurance,
 *   contacts, FAQ, services, order guide, partners, career, gallery, articles, brands, special offers);
 * - categories /{lang}/{slug}, brands /{lang}/brands/{slug}, running promotions
 *   /{lang}/special-offers/{slug or id}, articles /{lang}/articles/{slug}, CMS pages /{lang}/{path},
 *   gallery albums /{lang}/gallery/{id}, custom lists /{lang}/list/{id};
 * - every active product, /{lang}/product/{slug}.
 * Not listed: /credit and /meal-plan (the storefront's theme decides whether they exist, the back end
 * cannot tell) and the settings page service_center_page (no route shows it).
 *
 * lastmod: a product's created_at (the products table has no updated_at), an article's created_at, a
 * category's newest active product, the home page's newest product or article; none for the rest
 * (the content documents carry no modification date).
 *
 * Past SITEMAP_URLS_PER_FILE URLs (the protocol's 50,000 by default) the file is a <sitemapindex> of
 * children `{site}/sitemap.xml?page=N`: the pages first, then the products in chunks.
 */

export const SITEMAP_MAX_URLS = 50_000
const ALL_LANGS: Loc[] = ['ro', 'ru', 'uk', 'en']

/** Settings pages (GET /settings/{kind}) and the storefront route that shows each. */
const SETTINGS_PAGES: Record<string, string> = {
  about_us_page: 'about',
  delivery_page: 'delivery',
  terms_and_privacy_policy: 'terms',
  discount_page: 'discount',
  insurance_page: 'insurance',
}
/** Content listings and the route that shows them: listed when the site has a document of the kind. */
const CONTENT_LISTINGS: Record<string, string> = {
  page_contact: 'contacts',
  faq: 'faq',
  service: 'services',
  order_guide: 'order-guide',
  partner: 'partners',
  vacancy: 'career',
  gallery: 'gallery',
  article: 'articles',
  promotion: 'special-offers',
}
const ITEM_KINDS = ['article', 'promotion', 'page', 'gallery', 'custom_instance']

export interface SitemapUrl {
  loc: string
  lastmod?: string
}

export type SitemapFile =
  | { kind: 'urlset'; urls: SitemapUrl[] }
  | { kind: 'index'; children: string[] }
  | { kind: 'none' }

interface ContentRow {
  kind: string
  locale: string
  id: number
  slug: string | null
  data_slug: string | null
  created_at: string | null
  expire: string | null
}

const day = (iso: string | null | undefined) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : undefined)
const newest = (...dates: (string | undefined)[]) =>
  dates.filter((d): d is string => !!d).sort((a, b) => b.localeCompare(a))[0]
/** A path's segments URL-encoded (a CMS path keeps its slashes). */
const encPath = (p: string) =>
  p
    .split('/')
    .filter(Boolean)
    .map((s) => encodeURIComponent(s))
    .join('/')

/** The languages the site's `langs` setting names (all four when it names none the shop knows). */
export async function sitemapLangs(c: Ctx): Promise<Loc[]> {
  const doc = await siteDoc<{ langs?: unknown }>(c, 'global').catch(() => ({}) as { langs?: unknown })
  const named = Array.isArray(doc.langs) ? ALL_LANGS.filter((l) => (doc.langs as unknown[]).includes(l)) : []
  return named.length ? named : ALL_LANGS
}

/** The sitemap's pages other than products, in order, without duplicates. */
async function pageUrls(c: Ctx, site: string, langs: Loc[]): Promise<SitemapUrl[]> {
  const siteId = c.get('site').id
  const kinds = [...new Set([...Object.keys(CONTENT_LISTINGS), ...ITEM_KINDS])]
  const [cats, catNewest, settingsRows, contentRows, brands, newestProduct] = await Promise.all([
    categories(c),
    db(c).all<{ id: number; d: string }>(
      `SELECT id, max(d) AS d FROM (
         SELECT cat1 AS id, created_at AS d FROM products WHERE active = 1
         UNION ALL SELECT cat2, created_at FROM products WHERE active = 1
         UNION ALL SELECT cat3, created_at FROM products WHERE active = 1
       ) GROUP BY id`,
      [],
    ),
    db(c).all<{ kind: string; locale: string }>(
      `SELECT DISTINCT kind, locale FROM site_settings WHERE site_id = ? AND kind IN (${Object.keys(SETTINGS_PAGES)
        .map(() => '?')
        .join(', ')})`,
      [siteId, ...Object.keys(SETTINGS_PAGES)],
    ),
    db(c).all<ContentRow>(
      `SELECT kind, locale, id, slug, json_extract(data, '$.slug') AS data_slug,
         json_extract(data, '$.created_at') AS created_at, json_extract(data, '$.expireDate') AS expire
       FROM content WHERE site_id = ? AND kind IN (${kinds.map(() => '?').join(', ')}) ORDER BY kind, sort, id`,
      [siteId, ...kinds],
    ),
    db(c).all<{ slug: string }>('SELECT slug FROM brands ORDER BY featured DESC, sort, id', []),
    db(c).all<{ d: string | null }>('SELECT max(created_at) AS d FROM products WHERE active = 1', []),
  ])
  const now = Date.now()
  const byCat = new Map(catNewest.map((r) => [r.id, day(r.d)]))
  const urls: SitemapUrl[] = []
  const seen = new Set<string>()
  const add = (l: Loc, path: string, lastmod?: string) => {
    const loc = `${site}/${l}${path ? `/${path}` : ''}`
    if (seen.has(loc)) return
    seen.add(loc)
    urls.push(lastmod ? { loc, lastmod } : { loc })
  }
  const running = (r: ContentRow) => r.kind !== 'promotion' || (!!r.expire && Date.parse(r.expire) > now)
  for (const l of langs) {
    const rows = contentRows.filter((r) => r.locale === l && running(r))
    const articles = rows.filter((r) => r.kind === 'article')
    add(l, '', newest(day(newestProduct[0]?.d), ...articles.map((a) => day(a.created_at))))
    for (const [kind, path] of Object.entries(SETTINGS_PAGES))
      if (settingsRows.some((r) => r.kind === kind && r.locale === l)) add(l, path)
    for (const [kind, path] of Object.entries(CONTENT_LISTINGS)) if (rows.some((r) => r.kind === kind)) add(l, path)
    if (brands.length) add(l, 'brands')
    for (const cat of cats) add(l, encPath(catSlug(cat, l)), byCat.get(cat.id))
    for (const b of brands) add(l, `brands/${encPath(b.slug)}`)
    for (const r of rows) {
      if (r.kind === 'promotion') add(l, `special-offers/${encPath(r.data_slug || String(r.id))}`)
      else if (r.kind === 'article' && (r.data_slug || r.slug))
        add(l, `articles/${encPath((r.data_slug || r.slug)!)}`, day(r.created_at))
      else if (r.kind === 'page' && r.slug) add(l, encPath(r.slug))
      else if (r.kind === 'gallery') add(l, `gallery/${r.id}`)
      else if (r.kind === 'custom_instance') add(l, `list/${r.id}`)
    }
  }
  return urls
}

function productCount(c: Ctx): Promise<number> {
  return db(c)
    .all<{ n: number }>('SELECT count(*) AS n FROM products WHERE active = 1', [])
    .then((r) => r[0]?.n ?? 0)
}

/** Active products `offset`..`offset + limit` (by id), as URLs in each language. */
async function productUrls(c: Ctx, site: string, langs: Loc[], offset: number, limit: number) {
  const rows = await db(c).all<Record<`slug_${Loc}`, string> & { created_at: string }>(
    'SELECT slug_ro, slug_ru, slug_uk, slug_en, created_at FROM products WHERE active = 1 ORDER BY id LIMIT ? OFFSET ?',
    [limit, offset],
  )
  return rows.flatMap((p) =>
    langs.map((l): SitemapUrl => {
      const lastmod = day(p.created_at)
      const loc = `${site}/${l}/product/${encPath(p[`slug_${l}`])}`
      return lastmod ? { loc, lastmod } : { loc }
    }),
  )
}

/**
 * The sitemap file for `page` (none: the root): the whole urlset when it fits in `perFile` URLs,
 * else the index of its children; child N is the pages' N-th chunk, then the products' chunks.
 * A page past the last child is `none`.
 */
export async function sitemapFile(c: Ctx, site: string, perFile: number, page?: number): Promise<SitemapFile> {
  const langs = await sitemapLangs(c)
  const [pages, products] = await Promise.all([pageUrls(c, site, langs), productCount(c)])
  const total = pages.length + products * langs.length
  if (total <= perFile) {
    if (page !== undefined && page !== 1) return { kind: 'none' }
    return { kind: 'urlset', urls: [...pages, ...(await productUrls(c, site, langs, 0, products))] }
  }
  const pageFiles = Math.ceil(pages.length / perFile)
  const perProductFile = Math.max(1, Math.floor(perFile / langs.length))
  const productFiles = Math.ceil(products / perProductFile)
  const files = pageFiles + productFiles
  if (page === undefined)
    return { kind: 'index', children: Array.from({ length: files }, (_, i) => `${site}/sitemap.xml?page=${i + 1}`) }
  if (page < 1 || page > files) return { kind: 'none' }
  if (page <= pageFiles) return { kind: 'urlset', urls: pages.slice((page - 1) * perFile, page * perFile) }
  const chunk = page - pageFiles - 1
  return { kind: 'urlset', urls: await productUrls(c, site, langs, chunk * perProductFile, perProductFile) }
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** The XML text of a sitemap file (sitemaps.org 0.9). */
export function sitemapXml(file: SitemapFile & { kind: 'urlset' | 'index' }, comment: string): string {
  const head = ['<?xml version="1.0" encoding="UTF-8"?>', `<!-- ${comment.replace(/--/g, '- -')} -->`]
  const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
  if (file.kind === 'index')
    return [
      ...head,
      `<sitemapindex ${ns}>`,
      ...file.children.map((u) => `<sitemap><loc>${xml(u)}</loc></sitemap>`),
      '</sitemapindex>',
    ].join('\n')
  return [
    ...head,
    `<urlset ${ns}>`,
    ...file.urls.map((u) => `<url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`),
    '</urlset>',
  ].join('\n')
}
