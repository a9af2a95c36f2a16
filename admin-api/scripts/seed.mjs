#!/usr/bin/env node
// Seeds the local D1 database of admin-api straight through its sqlite file (fast path).
//   node admin-api/scripts/seed.mjs [--products 2000] [--seed storefront] [--state-dir .wrangler/state]
// The state dir defaults to $STATE_DIR or <repo>/.wrangler/state - the dir that
// `wrangler dev -c admin-api/wrangler.toml --persist-to <dir>` reads. Run it while that server is stopped.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
export const ADMIN_DIR = path.resolve(here, '..')
export const REPO_DIR = path.resolve(ADMIN_DIR, '..')

// node:sqlite and type stripping print experimental warnings; keep the output readable.
const emitWarning = process.emitWarning
process.emitWarning = (w, ...rest) => {
  const text = typeof w === 'string' ? w : w?.message
  if (/SQLite|Type Stripping|type stripping/i.test(String(text))) return
  return emitWarning.call(process, w, ...rest)
}

export function defaultStateDir() {
  return path.resolve(REPO_DIR, process.env.STATE_DIR || '.wrangler/state')
}

const MIGRATIONS_TABLE = 'd1_migrations'
const D1_DIR = (stateDir) => path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject')
const migrationFiles = () =>
  readdirSync(path.join(ADMIN_DIR, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort()

/** True when the local database exists and every migration file is recorded as applied. */
async function migrationsUpToDate(stateDir) {
  const file = await findDatabaseFile(stateDir)
  if (!file) return false
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const applied = new Set(
      db
        .prepare(`SELECT name FROM ${MIGRATIONS_TABLE}`)
        .all()
        .map((r) => r.name),
    )
    return migrationFiles().every((f) => applied.has(f))
  } catch {
    return false
  } finally {
    db.close()
  }
}

/**
 * Applies the D1 migrations to the local database in stateDir (creates it when missing), as
 * `wrangler d1 migrations apply DB --local --persist-to stateDir` does and in its table
 * (d1_migrations: name, applied_at), so either can take over from the other. Wrangler started a
 * local runtime per migration: 17 files took 17 s and 19 s of CPU at every fresh start of the
 * end-to-end run (decision 0058). Here Miniflare creates the database file once (its name is
 * Miniflare's, from the database id) and node:sqlite runs each migration in a transaction with
 * foreign keys enforced, as D1 does.
 */
export async function applyMigrations(stateDir) {
  if (await migrationsUpToDate(stateDir)) return
  const file = (await d1File(stateDir)) ?? (await createD1File(stateDir))
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(file)
  try {
    db.exec('PRAGMA foreign_keys = ON')
    db.exec(`CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE}"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`)
    const applied = new Set(
      db
        .prepare(`SELECT name FROM ${MIGRATIONS_TABLE}`)
        .all()
        .map((r) => r.name),
    )
    for (const name of migrationFiles()) {
      if (applied.has(name)) continue
      db.exec('BEGIN')
      try {
        db.exec(readFileSync(path.join(ADMIN_DIR, 'migrations', name), 'utf8'))
        db.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (name) VALUES (?)`).run(name)
        db.exec('COMMIT')
      } catch (error) {
        db.exec('ROLLBACK')
        throw new Error(`admin-api: migration ${name} failed: ${error.message}`)
      }
    }
  } finally {
    db.close()
  }
}

/** The local D1 database file, if Miniflare has created it (the one file besides its metadata). */
async function d1File(stateDir) {
  if (!existsSync(D1_DIR(stateDir))) return null
  const found = readdirSync(D1_DIR(stateDir)).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
  return found.length === 1 ? path.join(D1_DIR(stateDir), found[0]) : await findDatabaseFile(stateDir)
}

/** Lets Miniflare (wrangler's own) create the database file for the id in admin-api/wrangler.toml. */
async function createD1File(stateDir) {
  const id = /database_id\s*=\s*"([^"]+)"/.exec(readFileSync(path.join(ADMIN_DIR, 'wrangler.toml'), 'utf8'))?.[1]
  if (!id) throw new Error('admin-api/wrangler.toml names no database_id')
  const { Miniflare, Log, LogLevel, convertV4MiniflareOptions } = createRequire(
    path.join(REPO_DIR, 'node_modules', 'wrangler', 'package.json'),
  )('miniflare')
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch() { return new Response(null, { status: 204 }) } }',
      cf: false,
      log: new Log(LogLevel.WARN),
      d1Databases: { DB: id },
      resourcePersistencePath: path.join(stateDir, 'v3'),
    }),
  )
  try {
    await (await mf.getD1Database('DB')).prepare('SELECT 1').run()
  } finally {
    await mf.dispose()
  }
  const file = await d1File(stateDir)
  if (!file) throw new Error(`Miniflare created no D1 database under ${D1_DIR(stateDir)}`)
  return file
}

/** Finds the admin-api D1 sqlite file (the one holding the admin_meta table) under stateDir. */
export async function findDatabaseFile(stateDir) {
  const { DatabaseSync } = await import('node:sqlite')
  const dir = D1_DIR(stateDir)
  if (!existsSync(dir)) return null
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.sqlite')) continue
    const file = path.join(dir, f)
    const db = new DatabaseSync(file, { readOnly: true })
    try {
      const row = db
        .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'admin_meta'")
        .get()
      if (row && row.n > 0) return file
    } finally {
      db.close()
    }
  }
  return null
}

// Tables cleared before seeding (everything the app writes, including derived tables).
const CLEAR_EXTRA = [
  'cart_items',
  'reservations',
  'favorites',
  'revoked_tokens',
  'submissions',
  'category_facets',
  'category_brands',
  'facet_index',
  'product_facts',
  'user_emails',
  'user_phones',
  'profile_images',
  'advert_favorites',
  'complaints',
  'phone_registrations',
  // A reseeded review may take an old review's id: its votes and the write counters go with the old shop.
  'review_votes',
  'write_counts',
]

/** Writes a generated shop into an open node:sqlite database. Returns row counts per table. */
export async function seedDatabase(db, { products = 2000, seed = 'storefront' } = {}) {
  const gen = await import(pathToFileURL(path.join(ADMIN_DIR, 'seed', 'generate.ts')).href)
  const counts = {}
  db.exec('PRAGMA foreign_keys = OFF')
  db.exec('BEGIN')
  try {
    const tables = [...Object.keys(gen.SEED_COLUMNS), ...CLEAR_EXTRA]
    for (const t of tables) db.exec(`DELETE FROM ${t}`)
    db.exec("INSERT INTO product_search (product_search) VALUES ('delete-all')")
    // Bulk load: drop the secondary indexes of the seeded tables, rebuild them once at the end.
    const indexes = db
      .prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${tables.map(() => '?').join(',')})`,
      )
      .all(...tables)
    for (const ix of indexes) db.exec(`DROP INDEX ${ix.name}`)
    const stmts = new Map()
    const updates = new Map()
    const sink = {
      row(table, values) {
        if (table === '$update_products') {
          const [col, value, id] = values
          if (col !== 'has_associated' && col !== 'rating') throw new Error(`bad update column ${col}`)
          let u = updates.get(col)
          if (!u) {
            u = db.prepare(`UPDATE products SET ${col} = ? WHERE id = ?`)
            updates.set(col, u)
          }
          u.run(value, id)
          return
        }
        let s = stmts.get(table)
        if (!s) {
          const cols = gen.SEED_COLUMNS[table]
          s = db.prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`)
          stmts.set(table, s)
        }
        s.run(...values)
        counts[table] = (counts[table] || 0) + 1
      },
    }
    const debug = process.env.SEED_DEBUG
      ? (label) => console.log(`  ${label}: ${(process.cpuUsage().user / 1e6).toFixed(1)} s cpu`)
      : () => {}
    await gen.generateShop({ products, seed }, sink)
    debug('rows inserted')
    for (const ix of indexes) db.exec(ix.sql)
    debug('indexes rebuilt')
    for (const sql of gen.SEED_POST_SQL) {
      db.exec(sql)
      debug(sql.trim().split('\n')[0].slice(0, 50))
    }
    db.exec('COMMIT')
  } catch (err) {
    db.exec('ROLLBACK')
    throw err
  }
  db.exec('PRAGMA optimize')
  return counts
}

export async function seed({
  products = 2000,
  seed: seedValue = 'storefront',
  stateDir = defaultStateDir(),
  migrate = true,
} = {}) {
  const { DatabaseSync } = await import('node:sqlite')
  if (migrate) await applyMigrations(stateDir)
  const file = await findDatabaseFile(stateDir)
  if (!file) throw new Error(`admin-api D1 database not found under ${stateDir}`)
  const db = new DatabaseSync(file)
  try {
    db.exec('PRAGMA synchronous = OFF')
    db.exec('PRAGMA cache_size = -200000')
    const counts = await seedDatabase(db, { products, seed: seedValue })
    // The code that made this data (prepare.mjs reseeds a database another version of it made).
    db.prepare("INSERT OR REPLACE INTO admin_meta (key, value) VALUES ('seed_fingerprint', ?)").run(
      seedCodeFingerprint(),
    )
    return { file, counts }
  } finally {
    db.close()
  }
}

/** A hash of the code that generates the demo data: admin-api/seed and this script. */
export function seedCodeFingerprint() {
  const hash = createHash('sha256')
  const seedDir = path.join(ADMIN_DIR, 'seed')
  for (const name of readdirSync(seedDir).sort()) hash.update(name).update(readFileSync(path.join(seedDir, name)))
  hash.update(readFileSync(fileURLToPath(import.meta.url)))
  return hash.digest('hex')
}

export function parseArgs(argv) {
  const out = { products: 2000, seed: 'storefront', stateDir: undefined }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const next = () => argv[++i]
    if (a === '--products') out.products = Number(next())
    else if (a.startsWith('--products=')) out.products = Number(a.slice(11))
    else if (a === '--seed') out.seed = next()
    else if (a.startsWith('--seed=')) out.seed = a.slice(7)
    else if (a === '--state-dir' || a === '--persist-to') out.stateDir = path.resolve(next())
  }
  if (!Number.isFinite(out.products) || out.products < 20) throw new Error('--products must be a number >= 20')
  return out
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  const args = parseArgs(process.argv.slice(2))
  const started = performance.now()
  const stateDir = args.stateDir || defaultStateDir()
  const { file, counts } = await seed({ products: args.products, seed: args.seed, stateDir })
  const secs = ((performance.now() - started) / 1000).toFixed(1)
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  console.log(`seeded ${args.products} products (seed ${JSON.stringify(args.seed)}), ${total} rows in ${secs} s`)
  console.log(`database: ${path.relative(REPO_DIR, file)}`)
}
