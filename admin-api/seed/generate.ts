/**
 * Deterministic seed generator for the reference admin back end.
 *
 * Without runtime imports outside admin-api/seed on purpose: Node 22 runs it directly through type
 * stripping (admin-api/scripts/seed.mjs writes into the local D1 sqlite file; relative imports
 * name their .ts files for that) and the workerd tests import it to insert a small shop through
 * the D1 binding. Same `seed` and `products` => same rows. Uses only erasable TypeScript syntax.
 *
 * One module per concern: schema.ts (tables, post SQL), random.ts (seeded draws), text.ts,
 * catalogue-tree.ts and properties.ts (data), catalogue.ts, products.ts, places.ts, accounts.ts,
 * carrier.ts and sites.ts (with site-settings.ts, site-content.ts, site-shop.ts), meal-plans.ts. The parts run in
 * this order: the seeded draws and the rows' order are the output.
 */
import { generateAccounts } from './accounts.ts'
import { generateAdverts } from './adverts.ts'
import { generateCarrier } from './carrier.ts'
import { generateCatalogue } from './catalogue.ts'
import { generateMealPlans } from './meal-plans.ts'
import { generatePlaces } from './places.ts'
import { generateProducts } from './products.ts'
import { makeGen } from './random.ts'
import type { SeedOptions, SeedSink } from './schema.ts'
import { generateSites } from './sites.ts'
import { iso, SEED_BASE_TIME } from './text.ts'

export { makeRng } from './random.ts'
export {
  type Locale,
  SEED_COLUMNS,
  SEED_LOCALES,
  SEED_POST_SQL,
  type SeedOptions,
  type SeedSink,
  SITE_THEMES,
} from './schema.ts'
export { slugify } from './text.ts'

/** Generates the shop and hands every row to the sink, table by table (see SEED_COLUMNS). */
export async function generateShop(opts: SeedOptions, sink: SeedSink): Promise<{ products: number; seed: string }> {
  const seed = String(opts.seed ?? 'storefront')
  const productCount = Math.max(20, Math.min(1_000_000, Math.floor(opts.products ?? 2000)))
  const g = makeGen(seed, productCount, sink)
  const { emit } = g

  emit('admin_meta', ['seed', seed])
  emit('admin_meta', ['products', String(productCount)])
  emit('admin_meta', ['generated_for', iso(SEED_BASE_TIME)])

  const catalogue = generateCatalogue(g)
  const products = generateProducts(g, catalogue)
  generatePlaces(g)
  await generateAccounts(g, catalogue.leaves, products)
  generateCarrier(g)
  generateSites(emit, {
    json: g.json,
    productCount,
    leaves: catalogue.leaves.map((l) => ({ id: l.id, theme: l.root.theme })),
    byLeaf: products.byLeaf,
  })

  // Late product updates are expressed as rows of a pseudo table the sinks turn into UPDATEs.
  for (const id of products.assocIds) emit('$update_products', ['has_associated', 1, id])
  for (const [id, r] of products.ratings) emit('$update_products', ['rating', r, id])
  // The adverts marketplace: its own draws, after every other row (the rows above stay as they were).
  generateAdverts(seed, emit)
  // The products that sell the meal plans: after every other row, no draws (meal-plans.ts).
  generateMealPlans(emit, productCount, catalogue)

  return { products: productCount, seed }
}
