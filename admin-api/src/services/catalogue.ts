import type { ProductCard } from '#contract/catalogue.ts'
import { ApiError, notFound } from '../lib/api-error'
import { type Ctx, nowIso, parseJson } from '../lib/http'
import {
  cardColumns,
  type ListingRequest,
  type ListingResult,
  type Loc,
  type ProductRow,
  runListing,
} from '../lib/listing'
import { correctedExpression } from '../lib/listing/fuzzy-search'
import { siteCountryCode } from '../lib/site-country'
import type { Client } from './login-limits'
import { cardsByIds, db, isShopOpen } from './products'
import { ALREADY_VOTED, giveWrite, requireVoteAllowed } from './write-limits'

/**
 * The shop's catalogue reads and writes (routes/catalogue.ts): listings, a product's page parts,
 * reviews, brands, slugs in another language, stock and prices of a selection.
 */

/** A listing of the products (lib/listing.ts builds the statements). */
export const productListing = (c: Ctx, req: ListingRequest): Promise<ListingResult> => runListing(db(c), req)

/** A search's words with one typo per word forgiven, or null. */
export const correctedSearch = (c: Ctx, text: string) => correctedExpression(db(c), text)

export async function productBySlug(c: Ctx, slug: string): Promise<ProductRow | undefined> {
  const l = c.get('locale')
  const cols = cardColumns(l)
  if (/^\d{1,9}$/.test(slug)) {
    const r = await db(c).all<ProductRow>(
      `SELECT ${cols} FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ?`,
      [Number(slug)],
    )
    if (r[0]) return r[0]
  }
  const r = await db(c).all<ProductRow>(
    `SELECT ${cols} FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.slug_ro = ?1 OR p.slug_ru = ?1 OR p.slug_uk = ?1 OR p.slug_en = ?1 LIMIT 1`,
    [slug.toLowerCase()],
  )
  return r[0]
}

export async function properties(c: Ctx, productId: number) {
  const l = c.get('locale')
  const rows = await db(c).all<{
    id: number
    keyword: string
    ptitles: string
    unit: string | null
    okeyword: string
    otitles: string
  }>(
    `SELECT pr.id, pr.keyword, pr.titles AS ptitles, pr.unit, o.keyword AS okeyword, o.titles AS otitles
     FROM product_options po JOIN property_options o ON o.id = po.option_id JOIN properties pr ON pr.id = po.property_id
     WHERE po.product_id = ? ORDER BY pr.sort`,
    [productId],
  )
  const t = (s: string) => parseJson<Record<string, string>>(s, {})[l] ?? ''
  return rows.map((r) => ({
    id: r.id,
    keyword: r.keyword,
    title: t(r.ptitles),
    value: t(r.otitles),
    option_keyword: r.okeyword,
    unit: r.unit,
  }))
}

export async function links(c: Ctx, productId: number, kind: 's' | 'c' | 'a'): Promise<ProductCard[]> {
  const rows = await db(c).all<{ other_id: number }>(
    'SELECT other_id FROM product_links WHERE product_id = ? AND kind = ?',
    [productId, kind],
  )
  return cardsByIds(
    c,
    rows.map((r) => r.other_id),
    { activeOnly: true },
  )
}

/** The products' stock in the site's country's shops (migration 0024). */
export async function shopsFor(c: Ctx, productIds: number[]) {
  if (!productIds.length) return []
  const l = c.get('locale')
  const rows = await db(c).all<{
    product_id: number
    id: number
    qty: number
    titles: string
    hours: string
    timezone_offset_min: number
  }>(
    `SELECT ss.product_id, s.id, ss.qty, s.titles, s.hours, s.timezone_offset_min FROM shop_stock ss JOIN shops s ON s.id = ss.shop_id WHERE ss.product_id IN (${productIds.join(',')}) AND s.country_code = ? ORDER BY s.sorted, s.id`,
    [await siteCountryCode(c)],
  )
  return rows.map((r) => ({
    product_id: r.product_id,
    shopId: r.id,
    title: parseJson<Record<string, string>>(r.titles, {})[l] ?? '',
    qty: r.qty,
    isOpen: isShopOpen(r.hours, r.timezone_offset_min),
  }))
}

/**
 * A like or dislike of a review. With a `voter` (the client, services/write-limits.ts writeClient) it
 * counts once per voter and review (review_votes): the same vote again changes nothing and answers 409;
 * the other vote moves the voter's one vote across (a shopper who tapped the wrong button can fix it,
 * and the counts still hold one vote per client). Without a voter (a development client that is not
 * counted) every vote counts, as before.
 */
export async function voteReview(c: Ctx, id: number, col: 'likes' | 'dislikes', client: Client | null = null) {
  const DB = c.env.DB
  const voter = client?.ip ?? null
  if (voter === null) {
    const r = await DB.prepare(`UPDATE reviews SET ${col} = ${col} + 1 WHERE id = ? RETURNING id, likes, dislikes`)
      .bind(id)
      .first<{ id: number; likes: number; dislikes: number }>()
    if (!r) throw notFound('Unknown review')
    return r
  }
  if (!(await DB.prepare('SELECT 1 FROM reviews WHERE id = ?').bind(id).first())) throw notFound('Unknown review')
  const other = col === 'likes' ? 'dislikes' : 'likes'
  const before = await DB.prepare('SELECT vote FROM review_votes WHERE review_id = ? AND voter = ?')
    .bind(id, voter)
    .first<{ vote: string }>()
  // A new vote counts against its /48's votes on the review; a moved one does not.
  const taken = before === null ? await requireVoteAllowed(c, id, client) : []
  // Each step is guarded by the state it starts from, so a parallel vote of the same client cannot count twice.
  const changed =
    before === null
      ? await DB.prepare(
          'INSERT INTO review_votes (review_id, voter, vote, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (review_id, voter) DO NOTHING',
        )
          .bind(id, voter, col, nowIso())
          .run()
      : before.vote === other
        ? await DB.prepare(
            'UPDATE review_votes SET vote = ?, created_at = ? WHERE review_id = ? AND voter = ? AND vote = ?',
          )
            .bind(col, nowIso(), id, voter, other)
            .run()
        : null
  if (!changed?.meta.changes) {
    await giveWrite(c, taken)
    throw new ApiError(409, ALREADY_VOTED)
  }
  const r = await DB.prepare(
    before === null
      ? `UPDATE reviews SET ${col} = ${col} + 1 WHERE id = ? RETURNING id, likes, dislikes`
      : `UPDATE reviews SET ${col} = ${col} + 1, ${other} = max(${other} - 1, 0) WHERE id = ? RETURNING id, likes, dislikes`,
  )
    .bind(id)
    .first<{ id: number; likes: number; dislikes: number }>()
  if (!r) throw notFound('Unknown review')
  return r
}

export const productDescription = (c: Ctx, productId: number, l: Loc) =>
  db(c).all<{ description: string }>('SELECT description FROM product_texts WHERE product_id = ? AND locale = ?', [
    productId,
    l,
  ])

export const reviewCount = (c: Ctx, productId: number) =>
  db(c).all<{ n: number }>('SELECT count(*) AS n FROM reviews WHERE product_id = ?', [productId])

export async function productExists(c: Ctx, productId: number): Promise<boolean> {
  const exists = await db(c).all('SELECT id FROM products WHERE id = ?', [productId])
  return exists.length > 0
}

export const reviewPage = (c: Ctx, productId: number, limit: number, offset: number) =>
  db(c).all<{
    id: number
    product_id: number
    author: string
    rating: number
    text: string
    likes: number
    dislikes: number
    created_at: string
  }>(
    'SELECT id, product_id, author, rating, text, likes, dislikes, created_at FROM reviews WHERE product_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    [productId, limit, offset],
  )

export const reviewStats = (c: Ctx, productId: number) =>
  db(c).all<{ n: number; r: number | null }>(
    'SELECT count(*) AS n, avg(rating) AS r FROM reviews WHERE product_id = ?',
    [productId],
  )

/** Saves a review and the product's new average rating; answers the review's id. */
export async function addReview(
  c: Ctx,
  review: { product_id: number; userId: number | null; author: string; rating: number; text: string; created: string },
) {
  const r = await c.env.DB.prepare(
    'INSERT INTO reviews (product_id, user_id, author, rating, text, likes, dislikes, created_at) VALUES (?, ?, ?, ?, ?, 0, 0, ?) RETURNING id',
  )
    .bind(review.product_id, review.userId, review.author, review.rating, review.text, review.created)
    .first<{ id: number }>()
  await c.env.DB.prepare(
    'UPDATE products SET rating = (SELECT round(avg(rating), 2) FROM reviews WHERE product_id = ?1) WHERE id = ?1',
  )
    .bind(review.product_id)
    .run()
  return r
}

export const productCountWhere = (c: Ctx, where: string) =>
  db(c).all<{ n: number }>(`SELECT count(*) AS n FROM products p WHERE ${where}`, [])

export const recommendedLinks = (c: Ctx, ids: number[]) =>
  db(c).all<{ other_id: number }>(
    `SELECT DISTINCT other_id FROM product_links WHERE product_id IN (${ids.join(',')}) AND kind IN ('s', 'c') LIMIT 24`,
    [],
  )

export const associatedLinks = (c: Ctx, ids: number[]) =>
  db(c).all<{ other_id: number }>(
    `SELECT DISTINCT other_id FROM product_links WHERE product_id IN (${ids.join(',')}) AND kind = 'a'`,
    [],
  )

export const stockOf = (c: Ctx, ids: number[]) =>
  db(c).all<{ id: number; available: number; is_stock: number; stock: number }>(
    `SELECT id, available, is_stock, stock FROM products WHERE id IN (${ids.join(',')})`,
    [],
  )

export const checkoutRows = (c: Ctx, ids: number[]) =>
  db(c).all<{ id: number; active: number; available: number; is_stock: number; stock: number; price: number }>(
    `SELECT id, active, available, is_stock, stock, price FROM products WHERE id IN (${ids.join(',') || '0'})`,
    [],
  )

/** A product (by a slug in any language, or its id) and its slug in `to`. */
export const productSlugIn = (c: Ctx, to: Loc, slug: string) =>
  db(c).all<{ id: number; s: string }>(
    `SELECT id, slug_${to} AS s FROM products WHERE slug_ro = ?1 OR slug_ru = ?1 OR slug_uk = ?1 OR slug_en = ?1 OR (id = ?2) LIMIT 1`,
    [slug, /^\d{1,9}$/.test(slug) ? Number(slug) : -1],
  )

export const articleBySlug = (c: Ctx, slug: string) =>
  db(c).all<{ id: number }>("SELECT id FROM content WHERE site_id = ? AND kind = 'article' AND slug = ? LIMIT 1", [
    c.get('site').id,
    slug,
  ])

export const articleSlugIn = (c: Ctx, to: Loc, id: number) =>
  db(c).all<{ slug: string }>(
    "SELECT slug FROM content WHERE site_id = ? AND kind = 'article' AND locale = ? AND id = ?",
    [c.get('site').id, to, id],
  )

export const brandBySlug = (c: Ctx, slug: string) =>
  db(c).all<{ id: number; slug: string }>('SELECT id, slug FROM brands WHERE slug = ?', [slug])

export const priceSum = (c: Ctx, ids: number[]) =>
  db(c).all<{ s: number | null }>(`SELECT sum(price) AS s FROM products WHERE id IN (${ids.join(',')})`, [])

/** A page of brands (`w`: the WHERE clause over `b`, with its params) and their total. */
export const brandPage = (c: Ctx, w: string, params: unknown[], limit: number, offset: number) =>
  Promise.all([
    db(c).all<{ id: number; name: string; slug: string; image: string | null; featured: number; n: number }>(
      `SELECT b.id, b.name, b.slug, b.image, b.featured, (SELECT count(*) FROM products p WHERE p.brand_id = b.id AND p.active = 1) AS n FROM brands b ${w} ORDER BY b.featured DESC, b.sort LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    ),
    db(c).all<{ n: number }>(`SELECT count(*) AS n FROM brands b ${w}`, params),
  ])

export const brandBySlugOrId = (c: Ctx, slug: string) =>
  db(c).all<{ id: number; name: string; slug: string; image: string | null; featured: number; descr: string }>(
    'SELECT * FROM brands WHERE slug = ? OR (id = ? AND ? ) LIMIT 1',
    [slug, /^\d{1,9}$/.test(slug) ? Number(slug) : -1, 1],
  )
