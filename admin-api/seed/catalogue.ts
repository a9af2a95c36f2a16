import { type LeafSpec, type Root, TREE } from './catalogue-tree.ts'
import { PROPS } from './properties.ts'
import type { Gen } from './random.ts'
import type { T4 } from './schema.ts'
import { slugify } from './text.ts'

/** A leaf category with its parents and the department it belongs to. */
export interface Leaf {
  id: number
  c1: number
  c2: number
  spec: LeafSpec
  root: Root
}

export interface Catalogue {
  propIds: Map<string, { id: number; options: { id: number; k: string; v?: string }[] }>
  brandIds: Map<string, number>
  leaves: Leaf[]
}

/** Properties and their options, brands, and the category tree. */
export function generateCatalogue({ emit, t4 }: Gen): Catalogue {
  // --- properties -------------------------------------------------------------------------
  const propIds = new Map<string, { id: number; options: { id: number; k: string; v?: string }[] }>()
  let propId = 0
  let optId = 0
  for (const [key, p] of Object.entries(PROPS)) {
    propId++
    emit('properties', [
      propId,
      p.keyword,
      p.type ?? 'checkbox',
      p.unit ?? null,
      p.filterable === false ? 0 : 1,
      propId,
      t4(p.t),
    ])
    const options: { id: number; k: string; v?: string }[] = []
    p.options.forEach((o, i) => {
      optId++
      options.push({ id: optId, k: o.k, v: o.v })
      emit('property_options', [optId, propId, o.k, o.v ?? null, i, t4(o.t)])
    })
    propIds.set(key, { id: propId, options })
  }

  // --- brands ----------------------------------------------------------------------------
  const brandIds = new Map<string, number>()
  const brandNames: string[] = []
  for (const root of TREE) for (const b of root.brands) if (!brandIds.has(b)) brandNames.push(b)
  brandNames.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  brandNames.forEach((name, i) => {
    const id = i + 1
    brandIds.set(name, id)
    const d: T4 = [
      `${name} - produse originale cu garanție.`,
      `${name} - оригинальная продукция с гарантией.`,
      `${name} - оригінальна продукція з гарантією.`,
      `${name} - genuine products with warranty.`,
    ]
    emit('brands', [id, name, slugify(name) || `brand-${id}`, `/images/brand/${id}.svg`, i, i % 5 === 0 ? 1 : 0, t4(d)])
  })

  // --- categories ------------------------------------------------------------------------
  const leaves: Leaf[] = []
  let catId = 0
  const catRow = (
    id: number,
    parent: number | null,
    level: number,
    sort: number,
    t: T4,
    icon: string | null,
    badge: string | null,
    age = false,
  ) =>
    emit('categories', [
      id,
      parent,
      level,
      sort,
      icon,
      `/images/category/${id}.svg`,
      badge,
      t[0],
      t[1],
      t[2],
      t[3],
      slugify(t[0]),
      slugify(t[1]),
      slugify(t[2]),
      slugify(t[3]),
      age ? 1 : 0,
    ])
  TREE.forEach((root, ri) => {
    const c1 = ++catId
    // Menu badges (docs/settings.md, menu_tree[].badge): a department on sale, a new branch, a hit leaf.
    catRow(c1, null, 1, ri, root.t, root.icon, ri === 3 ? 'sale' : null)
    root.branches.forEach((br, bi) => {
      const c2 = ++catId
      catRow(c2, c1, 2, bi, br.t, null, bi === 1 ? 'new' : null)
      br.leaves.forEach((lf, li) => {
        const c3 = ++catId
        catRow(c3, c2, 3, li, lf.t, null, li === 0 && bi === 0 ? 'hit' : null, lf.age)
        leaves.push({ id: c3, c1, c2, spec: lf, root })
      })
    })
  })

  return { propIds, brandIds, leaves }
}
