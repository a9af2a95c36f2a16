#!/usr/bin/env node
// Idempotent: applies the admin-api D1 migrations to the local database and seeds it when it is
// empty or was seeded by other seed code (seed.mjs stores a fingerprint of admin-api/seed and itself:
// a pull that changes the demo data reseeds instead of leaving a database the code no longer matches).
// Without --products or --seed it keeps the shop the database holds, whatever its size: `npm run seed
// -- --products 100000` stays for the next `npm start`. With them, a database seeded otherwise is
// seeded again as asked. Used by `npm start`.
//   node admin-api/scripts/prepare.mjs [--state-dir .wrangler/state] [--products N] [--seed S] [--force]
import path from 'node:path'
import { applyMigrations, defaultStateDir, findDatabaseFile, parseArgs, seed, seedCodeFingerprint } from './seed.mjs'

const argv = process.argv.slice(2)
const force = argv.includes('--force')
const args = parseArgs(argv.filter((a) => a !== '--force'))
const asked = {
  products: argv.some((a) => a.startsWith('--products')),
  seed: argv.some((a) => a.startsWith('--seed')),
}
const stateDir = args.stateDir || defaultStateDir()

await applyMigrations(stateDir)
const file = await findDatabaseFile(stateDir)
let held = null
if (file && !force) {
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const meta = Object.fromEntries(
      db
        .prepare("SELECT key, value FROM admin_meta WHERE key IN ('seed', 'products', 'seed_fingerprint')")
        .all()
        .map((r) => [r.key, r.value]),
    )
    const current = meta.seed !== undefined && meta.seed_fingerprint === seedCodeFingerprint()
    const asAsked =
      (!asked.seed || meta.seed === args.seed) && (!asked.products || meta.products === String(args.products))
    if (current && asAsked) held = meta
  } finally {
    db.close()
  }
}
if (held) {
  console.log(
    `admin-api: database ready (${path.relative(process.cwd(), file)}: ${held.products} products, seed ${JSON.stringify(held.seed)})`,
  )
} else {
  const started = performance.now()
  await seed({ products: args.products, seed: args.seed, stateDir, migrate: false })
  console.log(`admin-api: seeded ${args.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
