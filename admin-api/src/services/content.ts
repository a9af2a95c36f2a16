import { type Ctx, parseJson } from '../lib/http'
import { db } from '../lib/products'

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
  const rows = await db(c).all<{ data: string }>(`SELECT data FROM content WHERE ${where.join(' AND ')} ORDER BY sort, id LIMIT ? OFFSET ?`, [...params, f.limit ?? 1000, f.offset ?? 0])
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
