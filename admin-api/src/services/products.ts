import type { ProductCard } from '#contract/catalogue.ts'
import { baseUrl, type Ctx, parseJson } from '../lib/http'
import { type CategoryRow, cardColumns, type Db, type Loc, type ProductRow } from '../lib/listing'

export function d1(db: D1Database): Db {
  return {
    async all<T>(sql: string, params: unknown[]) {
      const r = await db
        .prepare(sql)
        .bind(...params)
        .all<T>()
      return r.results ?? []
    },
  }
}

export const db = (c: Ctx) => d1(c.env.DB)

/** The categories, read once per request: the promise is kept, so calls made at once (a card list per slider) share one read. */
export function categories(c: Ctx): Promise<CategoryRow[]> {
  const cached = c.get('categories')
  if (cached) return cached
  const rows = db(c).all<CategoryRow>('SELECT * FROM categories ORDER BY level, sort, id', [])
  c.set('categories', rows)
  return rows
}

export const catTitle = (cat: CategoryRow, l: Loc) => cat[`title_${l}` as 'title_ro']
export const catSlug = (cat: CategoryRow, l: Loc) => cat[`slug_${l}` as 'slug_ro']

/** Views of a product's drawn photo (/images/product/{id}.svg?view=N) the product page's gallery shows. */
export const PRODUCT_PHOTO_VIEWS = 4

/** A product's photos for its page: the main photo (the card's img), then its other views. */
export function productImages(c: Ctx, id: number): string[] {
  const main = `${baseUrl(c)}/images/product/${id}.svg`
  return [main, ...Array.from({ length: PRODUCT_PHOTO_VIEWS - 1 }, (_, i) => `${main}?view=${i + 2}`)]
}

export function toCard(c: Ctx, row: ProductRow, cats: CategoryRow[]): ProductCard {
  const l = c.get('locale')
  const base = baseUrl(c)
  const c2 = cats.find((x) => x.id === row.cat2)
  const c3 = cats.find((x) => x.id === row.cat3)
  return {
    productId: row.id,
    title: row.title,
    code: row.code,
    url: row[`slug_${l}` as 'slug_ro'],
    slugs: { ro: row.slug_ro, ru: row.slug_ru, uk: row.slug_uk, en: row.slug_en },
    img: `${base}/images/product/${row.id}.svg`,
    colors: parseJson<string[]>(row.colors, []),
    price: row.price,
    old_price: row.old_price,
    discount: row.discount,
    brand: { id: row.brand_id, name: row.brand_name, slug: row.brand_slug },
    category: c2
      ? [
          {
            categoryId: c2.id,
            categoryTitle: catTitle(c2, l),
            categoryUrl: catSlug(c2, l),
            subcategoryId: c3?.id ?? null,
            subcategoryTitle: c3 ? catTitle(c3, l) : null,
            subcategoryUrl: c3 ? catSlug(c3, l) : null,
          },
        ]
      : [],
    multiplicity: row.multiplicity,
    active: row.active === 1,
    available: row.available === 1,
    is_stock: row.is_stock === 1,
    stock: row.stock,
    has_associated_products: row.has_associated === 1,
    gift_id: row.gift_id ?? null,
    loyalty_give: row.loyalty_give,
    is_recipe: row.is_recipe === 1,
    weight_gr: row.weight_gr,
    rating: row.rating,
    home_delivery: row.home_delivery === 1,
    card_payment_available: row.card_payment_available === 1,
    age_restricted: [row.cat1, row.cat2, row.cat3].some((id) => cats.find((x) => x.id === id)?.age_restricted === 1),
  }
}

/** Product rows by id, in the order of `ids` (unknown ids skipped). */
export async function productRows(c: Ctx, ids: number[], opts: { activeOnly?: boolean } = {}): Promise<ProductRow[]> {
  const uniq = [...new Set(ids.filter((x) => Number.isInteger(x) && x > 0))].slice(0, 500)
  if (!uniq.length) return []
  const rows = await db(c).all<ProductRow>(
    `SELECT ${cardColumns(c.get('locale'))} FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id IN (${uniq.join(',')})${opts.activeOnly ? ' AND p.active = 1' : ''}`,
    [],
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return uniq.map((id) => byId.get(id)).filter((r): r is ProductRow => !!r)
}

export async function cardsByIds(c: Ctx, ids: number[], opts: { activeOnly?: boolean } = {}): Promise<ProductCard[]> {
  const [rows, cats] = await Promise.all([productRows(c, ids, opts), categories(c)])
  return rows.map((r) => toCard(c, r, cats))
}

/**
 * The product lists of the home page and of /shop/product/?type=: each filter and order is walked on
 * an index of migration 0017 (test/product-list-indexes.test.ts), not sorted whole.
 */
export const PRODUCT_LISTS = {
  newest: { where: 'p.active = 1 AND p.is_stock = 1', order: 'p.id DESC' },
  // `+p.rating`: the rating filters rows on the way, it does not pick the index (SQLite would take the
  // rating index for the range and then sort every match).
  popular: { where: 'p.active = 1 AND p.is_stock = 1 AND +p.rating >= 4', order: 'p.sort_priority DESC, p.id DESC' },
  discount: { where: 'p.active = 1 AND p.is_promo = 1 AND p.is_stock = 1', order: 'p.discount DESC, p.id DESC' },
  rated: { where: 'p.active = 1 AND p.is_stock = 1', order: 'p.rating DESC, p.id DESC' },
} as const

export async function cardsWhere(
  c: Ctx,
  where: string,
  params: unknown[],
  order: string,
  limit: number,
  offset = 0,
): Promise<ProductCard[]> {
  const [rows, cats] = await Promise.all([
    db(c).all<ProductRow>(
      `SELECT ${cardColumns(c.get('locale'))} FROM products p JOIN brands b ON b.id = p.brand_id WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    ),
    categories(c),
  ])
  return rows.map((r) => toCard(c, r, cats))
}

/** Finds a category by id or slug in any language (the requested language first). */
export function findCategory(cats: CategoryRow[], slug: string, l: Loc): CategoryRow | undefined {
  if (/^\d{1,9}$/.test(slug)) {
    const byId = cats.find((x) => x.id === Number(slug))
    if (byId) return byId
  }
  const s = slug.toLowerCase()
  return (
    cats.find((x) => catSlug(x, l) === s) ??
    cats.find((x) => x.slug_ro === s || x.slug_ru === s || x.slug_uk === s || x.slug_en === s)
  )
}

export function categoryPath(cats: CategoryRow[], cat: CategoryRow): CategoryRow[] {
  const out: CategoryRow[] = []
  let cur: CategoryRow | undefined = cat
  for (let i = 0; cur && i < 5; i++) {
    out.unshift(cur)
    cur = cur.parent_id ? cats.find((x) => x.id === cur!.parent_id) : undefined
  }
  return out
}

/** Shop open state at `now` from its weekly hours (Monday first) and UTC offset. */
export function isShopOpen(hoursJson: string, offsetMin: number, now = Date.now()): boolean {
  const hours = parseJson<(string[] | null)[]>(hoursJson, [])
  const local = new Date(now + offsetMin * 60_000)
  const day = (local.getUTCDay() + 6) % 7
  const h = hours[day]
  if (!h || h.length < 2) return false
  const mins = local.getUTCHours() * 60 + local.getUTCMinutes()
  const toMin = (s: string) => {
    const [a, b] = s.split(':').map(Number)
    return (a ?? 0) * 60 + (b ?? 0)
  }
  return mins >= toMin(h[0]!) && mins < toMin(h[1]!)
}
