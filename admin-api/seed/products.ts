import type { Catalogue, Leaf } from './catalogue.ts'
import { SHOP_STOCK_TWINS } from './places.ts'
import { DESCR, PROPS } from './properties.ts'
import type { Gen } from './random.ts'
import { SEED_LOCALES, type T4 } from './schema.ts'
import { iso, round2, SEED_BASE_TIME, slugify } from './text.ts'

export interface Products {
  byLeaf: Map<number, number[]>
  priceOf: Float64Array
  /** Late updates: products with associated products, and average ratings. */
  assocIds: number[]
  ratings: [number, number][]
}

/** Products with their texts and options; then links, reviews and shop stock (needs every product's leaf). */
export function generateProducts(
  { rnd, int, pick, chance, emit, json, productCount }: Gen,
  { propIds, brandIds, leaves }: Catalogue,
): Products {
  // --- products --------------------------------------------------------------------------
  const byLeaf = new Map<number, number[]>()
  const leafOf = new Int32Array(productCount + 1)
  const priceOf = new Float64Array(productCount + 1)
  const stockOf = new Float64Array(productCount + 1)
  const letters = 'ABCDEFGHJKLMNPRSTVXZ'
  for (let id = 1; id <= productCount; id++) {
    // The first products go round-robin over the leaves so small shops cover every category.
    const leaf = id <= leaves.length * 3 ? (leaves[(id - 1) % leaves.length] as Leaf) : pick(leaves)
    const spec = leaf.spec
    leafOf[id] = leaf.id
    const list = byLeaf.get(leaf.id)
    if (list) list.push(id)
    else byLeaf.set(leaf.id, [id])
    const brand = pick(spec.brands ?? leaf.root.brands)
    const brandId = brandIds.get(brand) as number
    const optionIds: [number, number][] = []
    let colorHex: string | null = null
    let colorT: T4 | null = null
    let variant: T4 | null = null
    for (const g of spec.groups ?? leaf.root.groups) {
      const prop = propIds.get(g)!
      const spec2 = PROPS[g]!
      const allowed = spec.opts?.[g]
      const choices = allowed
        ? prop.options.map((o, i) => ({ o, i })).filter((x) => allowed.includes(x.o.k))
        : prop.options.map((o, i) => ({ o, i }))
      const choice = choices[Math.floor(rnd() * choices.length)]!
      const oi = choice.i
      const opt = choice.o
      optionIds.push([opt.id, prop.id])
      if (g === 'color') {
        colorHex = opt.v ?? null
        colorT = spec2.options[oi]!.t
      }
      if (g === 'storage' || g === 'volume' || g === 'pack' || g === 'portion' || (g === 'screen' && !variant))
        variant = spec2.options[oi]!.t
    }
    const modelKind = spec.model ?? 'alnum'
    const model =
      modelKind === 'alnum'
        ? `${letters[int(0, letters.length - 1)]}${letters[int(0, letters.length - 1)]}-${int(10, 990)}`
        : modelKind === 'size'
          ? `${int(5, 1000)} mg`
          : `${pick(['Classic', 'Premium', 'Original', 'Select', 'Family', 'Bio', 'Gold'])}`
    const titles = SEED_LOCALES.map((_, li) => {
      const parts = [spec.noun[li], brand, model]
      if (variant) parts.push(variant[li]!)
      if (colorT) parts.push(colorT[li]!.toLowerCase())
      return parts.join(' ')
    }) as T4
    const slugs = titles.map((t) => `${slugify(t)}-${id}`)
    const [pmin, pmax] = spec.price
    // Prices end in .99 or are whole lei, like a real shop.
    const raw = pmin + (pmax - pmin) * rnd() * rnd()
    const price = raw > 100 ? Math.round(raw / 10) * 10 - 1 : round2(Math.floor(raw) + (chance(0.5) ? 0.99 : 0.5))
    const hasDiscount = chance(0.28)
    const discount = hasDiscount ? pick([5, 10, 15, 20, 25, 30, 40]) : 0
    const oldPrice = hasDiscount ? round2(Math.round((price / (1 - discount / 100)) * 100) / 100) : null
    const mult = spec.mult ?? 1
    const sr = rnd()
    const stockUnits = sr < 0.1 ? 0 : sr < 0.25 ? int(1, 5) : int(6, 400)
    const stock =
      mult === 0.5 ? stockUnits * 0.5 + (stockUnits > 0 ? 0.5 : 0) : mult === 6 ? stockUnits * 6 : stockUnits
    const active = chance(0.97) ? 1 : 0
    const available = stock > 0 || chance(0.3) ? 1 : 0
    const isStock = stock > 0 ? 1 : 0
    const recipe = spec.recipe && chance(spec.recipe) ? 1 : 0
    const loyalty = chance(0.4) ? round2(price * pick([0.01, 0.02, 0.03, 0.05])) : 0
    const [wmin, wmax] = spec.weight
    const weight = int(wmin, wmax)
    const colors = colorHex ? (chance(0.25) ? [colorHex, pick(PROPS.color!.options).v as string] : [colorHex]) : []
    const created = iso(SEED_BASE_TIME - (productCount - id) * 37 * 60_000)
    const code = `${String(leaf.id).padStart(2, '0')}${String(id).padStart(7, '0')}`
    priceOf[id] = price
    stockOf[id] = stock
    emit('products', [
      id,
      code,
      brandId,
      leaf.c1,
      leaf.c2,
      leaf.id,
      titles[0],
      titles[1],
      titles[2],
      titles[3],
      slugs[0]!,
      slugs[1]!,
      slugs[2]!,
      slugs[3]!,
      price,
      oldPrice,
      discount,
      mult,
      stock,
      active,
      available,
      isStock,
      recipe,
      hasDiscount ? 1 : 0,
      loyalty,
      weight,
      json(colors),
      int(0, 1000),
      weight > 30000 ? 0 : 1,
      recipe ? 0 : 1,
      0,
      0,
      created,
    ])
    SEED_LOCALES.forEach((loc, li) => {
      emit('product_texts', [
        id,
        loc,
        (DESCR[li] as string).replace('{title}', titles[li] as string).replace('{brand}', brand),
      ])
    })
    optionIds.sort((a, b) => a[0] - b[0])
    for (const [o, p] of optionIds) emit('product_options', [o, id, p])
  }

  // --- links, reviews, shop stock (second pass: needs every product's leaf) -----------------
  const reviewers = [
    'Ion Popescu',
    'Maria Rusu',
    'Андрей Кожокару',
    'Елена Морару',
    'Олена Ковальчук',
    'John Smith',
    'Ana Ciobanu',
    'Sergiu Lungu',
    'Наталья Бодюл',
    'Victor Țurcanu',
  ]
  const reviewTexts = [
    'Produs excelent, recomand!',
    'Отличное качество за свои деньги.',
    'Все добре, доставка швидка.',
    'Works as described, fast delivery.',
    'Ambalaj bun, livrare la timp.',
    'Немного дороговато, но доволен.',
    'Good value, would buy again.',
    'Calitate medie, dar prețul e bun.',
  ]
  let reviewId = 0
  const leafById = new Map(leaves.map((l) => [l.id, l]))
  const departmentLeaves = new Map<number, Leaf[]>()
  for (const l of leaves) departmentLeaves.set(l.c1, [...(departmentLeaves.get(l.c1) ?? []), l])
  const hasAssoc = new Uint8Array(productCount + 1)
  const ratingSum = new Float64Array(productCount + 1)
  const ratingN = new Uint16Array(productCount + 1)
  for (let id = 1; id <= productCount; id++) {
    const own = byLeaf.get(leafOf[id]!) as number[]
    const sim = new Set<number>()
    for (let k = 0; k < 6 && sim.size < 4 && own.length > 1; k++) {
      const o = own[Math.floor(rnd() * own.length)]!
      if (o !== id) sim.add(o)
    }
    for (const o of [...sim].sort((a, b) => a - b)) emit('product_links', [id, 's', o])
    // Compatible products come from another shelf of the same department (a case for a phone, not water).
    const mine = leafById.get(leafOf[id]!)!
    const shelves = departmentLeaves.get(mine.c1)!.filter((l) => l.id !== mine.id)
    const others = byLeaf.get(pick(shelves.length > 0 ? shelves : leaves).id)
    if (others && others.length > 0) {
      const comp = new Set<number>()
      for (let k = 0; k < 2; k++) {
        const o = others[Math.floor(rnd() * others.length)]!
        if (o !== id) comp.add(o)
      }
      for (const o of [...comp].sort((a, b) => a - b)) emit('product_links', [id, 'c', o])
    }
    if (chance(0.3)) {
      const a1 = int(1, productCount)
      const a2 = int(1, productCount)
      const set = [...new Set([a1, a2])].filter((x) => x !== id).sort((a, b) => a - b)
      if (set.length) hasAssoc[id] = 1
      for (const o of set) emit('product_links', [id, 'a', o])
    }
    if (chance(0.25)) {
      const n = int(1, 4)
      for (let r = 0; r < n; r++) {
        const rating = pick([3, 4, 4, 5, 5, 5])
        ratingSum[id]! += rating
        ratingN[id]! += 1
        emit('reviews', [
          ++reviewId,
          id,
          null,
          pick(reviewers),
          rating,
          pick(reviewTexts),
          int(0, 40),
          int(0, 6),
          iso(SEED_BASE_TIME - int(1, 400) * 86_400_000),
        ])
      }
    }
    const shopsN = stockOf[id]! > 0 ? int(0, 3) : 0
    const shopSet = new Set<number>()
    for (let s = 0; s < shopsN; s++) shopSet.add(int(1, 6))
    const qtyAt = new Map<number, number>()
    for (const s of [...shopSet].sort((a, b) => a - b)) {
      qtyAt.set(s, Math.min(stockOf[id]!, int(1, 20)))
      emit('shop_stock', [id, s, qtyAt.get(s)!])
    }
    // The other countries' shops carry their Moldovan twin's stock (no more draws: the rest of the seed is unchanged).
    for (const [shop, twin] of SHOP_STOCK_TWINS) {
      const qty = qtyAt.get(twin)
      if (qty !== undefined) emit('shop_stock', [id, shop, qty])
    }
  }
  // Derived product flags are written by post SQL-free updates in the sinks; we keep them here as
  // admin_meta hints instead of a second product pass: has_associated and rating are applied below.
  const assocIds: number[] = []
  const ratings: [number, number][] = []
  for (let id = 1; id <= productCount; id++) {
    if (hasAssoc[id]) assocIds.push(id)
    if (ratingN[id]) ratings.push([id, round2(ratingSum[id]! / ratingN[id]!)])
  }

  return { byLeaf, priceOf, assocIds, ratings }
}
