import type { Db, Loc, ProductRow, Sort } from './types.ts'

// The SQL building blocks every listing shares: card columns, sort orders, cards by id, search terms.

const TITLE_COL: Record<Loc, string> = { ro: 'p.title_ro', ru: 'p.title_ru', uk: 'p.title_uk', en: 'p.title_en' }
export const LOCS: Loc[] = ['ro', 'ru', 'uk', 'en']

/** Columns of a product card row, `p` = products, `b` = brands. */
export function cardColumns(locale: Loc): string {
  const title = TITLE_COL[locale] ?? 'p.title_ro'
  return `p.id, p.code, p.brand_id, b.name AS brand_name, b.slug AS brand_slug, p.cat1, p.cat2, p.cat3, ${title} AS title,
    p.slug_ro, p.slug_ru, p.slug_uk, p.slug_en, p.price, p.old_price, p.discount, p.multiplicity, p.stock, p.active,
    p.available, p.is_stock, p.is_recipe, p.loyalty_give, p.weight_gr, p.colors, p.has_associated, p.gift_id, p.rating,
    p.home_delivery, p.card_payment_available, p.created_at`
}

export const ORDER: Record<Sort, (loc: Loc) => string> = {
  'price+': () => 'p.price ASC, p.id ASC',
  'price-': () => 'p.price DESC, p.id DESC',
  'name+': (l) => `${TITLE_COL[l].replace('p.', 't.')} ASC, p.id ASC`,
  'name-': (l) => `${TITLE_COL[l].replace('p.', 't.')} DESC, p.id DESC`,
  'newer+': () => 'p.id DESC',
  'sort_priority-': () => 'p.sort_priority DESC, p.id DESC',
  default: () => 'p.is_stock DESC, p.sort_priority DESC, p.id DESC',
}

/** Card rows for ids, in the order of ids. */
export async function cardsFor(db: Db, locale: Loc, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return []
  const rows = await db.all<ProductRow>(
    `SELECT ${cardColumns(locale)} FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id IN (${ids.join(',')})`,
    [],
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRow => !!r)
}

/**
 * Builds a safe FTS5 expression from user text: every word of at least two characters (the
 * storefront's minimum search length) as a quoted prefix term; single characters are ignored.
 */
export function ftsExpression(text: string): string {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 2).slice(0, 8)
  return words.map((w) => `"${w}"*`).join(' AND ')
}
