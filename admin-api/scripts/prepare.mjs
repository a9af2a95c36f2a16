#!/usr/bin/env node
// Idempotent: applies the admin-api D1 migrations to the local database and seeds the default
// shop (2,000 products, seed "storefront") when the database is empty. Used by `npm start`.
//   node admin-api/scripts/prepare.mjs [--state-dir .wrangler/state] [--products N] [--seed S] [--force]
import path from 'node:path'
import { applyMigrations, defaultStateDir, findDatabaseFile, parseArgs, seed } from './seed.mjs'

const argv = process.argv.slice(2)
const force = argv.includes('--force')
const args = parseArgs(argv.filter((a) => a !== '--force'))
const stateDir = args.stateDir || defaultStateDir()

await applyMigrations(stateDir)
const file = await findDatabaseFile(stateDir)
let seeded = false
if (file && !force) {
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    seeded = !!db.prepare("SELECT value FROM admin_meta WHERE key = 'seed'").get()
  } finally {
    db.close()
  }
}
if (seeded) {
  console.log(`admin-api: database ready (${path.relative(process.cwd(), file)})`)
} else {
  const started = performance.now()
  await seed({ products: args.products, seed: args.seed, stateDir, migrate: false })
  console.log(`admin-api: seeded ${args.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
