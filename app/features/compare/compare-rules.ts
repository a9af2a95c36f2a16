import { propertyText } from '#app/lib/property-text.ts'

/** Compare page rules: one row per property keyword, one value per product, and the differences filter. */

export interface CompareProperty {
  keyword: string
  title: string
  value: string
  unit: string | null
}

export interface CompareRow {
  key: string
  title: string
  /** One value per product, in the products' order; '' when a product lacks the property. */
  values: string[]
  /** True when not every product has the same value. */
  differs: boolean
}

/** The value with its unit, once ("64 GB" + "GB" stays "64 GB"). */
const display = (p: CompareProperty): string => propertyText(p.value, p.unit)

/**
 * Rows for the products' properties: keywords in first-seen order (the first product's order, then
 * new ones from the next), the title of the first product that has it, values joined when a product
 * lists a keyword more than once.
 */
export function compareRows(
  productIds: readonly number[],
  properties: Readonly<Record<number, readonly CompareProperty[] | undefined>>,
): CompareRow[] {
  const order: string[] = []
  const titles = new Map<string, string>()
  const values = new Map<string, Map<number, string[]>>()
  for (const id of productIds) {
    for (const p of properties[id] ?? []) {
      const key = p.keyword.trim() || p.title.trim()
      if (!key) continue
      if (!titles.has(key)) {
        order.push(key)
        titles.set(key, p.title.trim() || key)
        values.set(key, new Map())
      }
      const byProduct = values.get(key)!
      const text = display(p)
      if (text) byProduct.set(id, [...(byProduct.get(id) ?? []), text])
    }
  }
  return order.map((key) => {
    const row = productIds.map((id) => (values.get(key)!.get(id) ?? []).join(', '))
    return {
      key,
      title: titles.get(key)!,
      values: row,
      differs: new Set(row.map((v) => v.toLocaleLowerCase())).size > 1,
    }
  })
}

/** With "only differences" on, rows where every product has the same value are hidden (not with one product). */
export function visibleRows(rows: readonly CompareRow[], onlyDifferences: boolean, productCount: number): CompareRow[] {
  return onlyDifferences && productCount > 1 ? rows.filter((r) => r.differs) : [...rows]
}

export type CompareLayout = 'table' | 'cards'

/** compare_page_view_type: view_2 shows one card per product with aligned rows; anything else a table. */
export function compareLayout(viewType: string | null | undefined): CompareLayout {
  return viewType === 'view_2' ? 'cards' : 'table'
}

export interface CompareGroup {
  id: number
  title: string
  productIds: number[]
}

/**
 * Compared products grouped by their first category (a phone is compared with phones), in the
 * order the groups first appear; products without a category share group 0.
 */
export function compareGroups(
  products: readonly {
    productId: number
    category: readonly {
      categoryId: number
      categoryTitle: string
      subcategoryId: number | null
      subcategoryTitle: string | null
    }[]
  }[],
): CompareGroup[] {
  const groups = new Map<number, CompareGroup>()
  for (const product of products) {
    const cat = product.category[0]
    const id = cat ? (cat.subcategoryId ?? cat.categoryId) : 0
    const title = cat ? (cat.subcategoryTitle ?? cat.categoryTitle) : ''
    const group = groups.get(id) ?? { id, title, productIds: [] }
    group.productIds.push(product.productId)
    groups.set(id, group)
  }
  return [...groups.values()]
}
