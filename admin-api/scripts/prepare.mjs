#!/usr/bin/env node
// Idempotent: applies the admin-api D1 migrations to the local database and seeds the default
// shop (2,000 products, seed "storefront") when the database is empty or was seeded by other seed
// code (a fingerprint of admin-api/seed and the seed script; a pull that changes the demo data
// reseeds instead of leaving a database the code no longer matches). Used by `npm start`.
//   node admin-api/scripts/prepare.mjs [--state-dir .wrangler/state] [--products N] [--seed S] [--force]
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyMigrations, defaultStateDir, findDatabaseFile, parseArgs, seed } from './seed.mjs'

const argv = process.argv.slice(2)
const force = argv.includes('--force')
const args = parseArgs(argv.filter((a) => a !== '--force'))
const stateDir = args.stateDir || defaultStateDir()

const ADMIN_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')

/** A hash of the code that generates the demo data. */
function seedFingerprint() {
  const hash = createHash('sha256')
  const seedDir = path.join(ADMIN_DIR, 'seed')
  for (const name of readdirSync(seedDir).sort()) hash.update(name).update(readFileSync(path.join(seedDir, name)))
  hash.update(readFileSync(path.join(ADMIN_DIR, 'scripts', 'seed.mjs')))
  return `${args.seed ?? ''}:${args.products ?? ''}:${hash.digest('hex')}`
}

await applyMigrations(stateDir)
const fingerprint = seedFingerprint()
const file = await findDatabaseFile(stateDir)
let seeded = false
if (file && !force) {
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const row = db.prepare("SELECT value FROM admin_meta WHERE key = 'seed_fingerprint'").get()
    seeded = !!db.prepare("SELECT value FROM admin_meta WHERE key = 'seed'").get() && row?.value === fingerprint
  } finally {
    db.close()
  }
}
if (seeded) {
  console.log(`admin-api: database ready (${path.relative(process.cwd(), file)})`)
} else {
  const started = performance.now()
  await seed({ products: args.products, seed: args.seed, stateDir, migrate: false })
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(await findDatabaseFile(stateDir))
  try {
    db.prepare("INSERT OR REPLACE INTO admin_meta (key, value) VALUES ('seed_fingerprint', ?)").run(fingerprint)
  } finally {
    db.close()
  }
  console.log(`admin-api: seeded ${args.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
