import { type Ctx, parseJson } from '../lib/http'
import { siteCountryCode } from '../lib/site-country'
import { db } from './products'

/** The site's content documents (articles, promotions, contacts...: the `content` table) in the request language. */

export type Doc = Record<string, unknown> & { id: number }

export interface ContentFilter {
  grp?: string | null
  slug?: string
  status?: number
  id?: number
  limit?: number
  offset?: number
}

/** Content documents of the site in the request language, ordered by sort then id. */
export async function contentDocs<T = Doc>(c: Ctx, kind: string, f: ContentFilter = {}): Promise<T[]> {
  const where = ['site_id = ?', 'kind = ?', 'locale = ?']
  const params: unknown[] = [c.get('site').id, kind, c.get('locale')]
  if (f.grp !== undefined) {
    where.push(f.grp === null ? 'grp IS NULL' : 'grp = ?')
    if (f.grp !== null) params.push(f.grp)
  }
  if (f.slug !== undefined) {
    where.push('slug = ?')
    params.push(f.slug)
  }
  if (f.status !== undefined) {
    where.push('status = ?')
    params.push(f.status)
  }
  if (f.id !== undefined) {
    where.push('id = ?')
    params.push(f.id)
  }
  const rows = await db(c).all<{ data: string }>(
    `SELECT data FROM content WHERE ${where.join(' AND ')} ORDER BY sort, id LIMIT ? OFFSET ?`,
    [...params, f.limit ?? 1000, f.offset ?? 0],
  )
  return rows.map((r) => parseJson<T>(r.data, {} as T))
}

export async function contentCount(c: Ctx, kind: string, f: ContentFilter = {}): Promise<number> {
  const where = ['site_id = ?', 'kind = ?', 'locale = ?']
  const params: unknown[] = [c.get('site').id, kind, c.get('locale')]
  if (f.grp) {
    where.push('grp = ?')
    params.push(f.grp)
  }
  if (f.status !== undefined) {
    where.push('status = ?')
    params.push(f.status)
  }
  const r = await db(c).all<{ n: number }>(`SELECT count(*) AS n FROM content WHERE ${where.join(' AND ')}`, params)
  return r[0]?.n ?? 0
}

/** Article rows (data and group) in the request language, ordered by sort then id. */
export function articleRows(
  c: Ctx,
  f: { grp?: string | null; status?: number | null; id?: number; notId?: number; limit?: number; offset?: number },
) {
  const where = ["site_id = ? AND kind = 'article' AND locale = ?"]
  const params: unknown[] = [c.get('site').id, c.get('locale')]
  const add = (cond: string, value: unknown) => {
    where.push(cond)
    params.push(value)
  }
  if (f.grp) add('grp = ?', f.grp)
  if (f.status) add('status = ?', f.status)
  if (f.id !== undefined) add('id = ?', f.id)
  if (f.notId !== undefined) add('id != ?', f.notId)
  const page = f.limit === undefined ? '' : ` LIMIT ? OFFSET ?`
  return db(c).all<{ data: string; grp: string | null }>(
    `SELECT data, grp FROM content WHERE ${where.join(' AND ')} ORDER BY sort, id${page}`,
    page ? [...params, f.limit, f.offset ?? 0] : params,
  )
}

/** An article's id by its slug in any language (slugs differ per language), or null. */
export async function articleIdBySlug(c: Ctx, slug: string): Promise<number | null> {
  const hit = await db(c).all<{ id: number }>(
    "SELECT id FROM content WHERE site_id = ? AND kind = 'article' AND slug = ? LIMIT 1",
    [c.get('site').id, slug],
  )
  return hit[0]?.id ?? null
}

/** A product's title and description in the request language, by its slug in any language. */
export function productSeoRows(c: Ctx, slug: string) {
  const l = c.get('locale')
  return db(c).all<{ id: number; title: string; descr: string | null }>(
    `SELECT p.id, p.title_${l} AS title, t.description AS descr FROM products p LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = ?
     WHERE p.slug_ro = ?2 OR p.slug_ru = ?2 OR p.slug_uk = ?2 OR p.slug_en = ?2 LIMIT 1`,
    [l, slug],
  )
}

/** The site's country's shops (migration 0024), in their order. */
export async function shopRows(c: Ctx) {
  return db(c).all<{
    id: number
    sorted: number
    titles: string
    addresses: string
    phone: string
    lat: number
    lon: number
    hours: string
    timezone_offset_min: number
  }>('SELECT * FROM shops WHERE country_code = ? ORDER BY sorted, id', [await siteCountryCode(c)])
}
