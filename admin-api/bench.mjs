#!/usr/bin/env node
// Benchmark of the admin-api catalogue queries (prints numbers; not a test).
//   node admin-api/bench.mjs [--products 100000] [--iterations 300] [--seed bench] [--state-dir DIR] [--reuse]
// 1. seeds N products into a separate persist dir (timed, like `npm run seed -- --products N`),
// 2. runs the very code the worker runs for listings and search (admin-api/src/lib/listing.ts)
//    in-process on node:sqlite against that D1 sqlite file, and prints p50/p95/p99.
import { existsSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ADMIN_DIR, findDatabaseFile, REPO_DIR, seed } from './scripts/seed.mjs'

const argv = process.argv.slice(2)
const opt = (name, def) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : def
}
const products = Number(opt('products', '100000'))
const iterations = Number(opt('iterations', '300'))
const seedValue = opt('seed', 'bench')
const stateDir = path.resolve(opt('state-dir', path.join(REPO_DIR, '.wrangler', 'bench-state')))
const reuse = argv.includes('--reuse')
const broadThreshold = opt('broad-threshold', undefined) === undefined ? undefined : Number(opt('broad-threshold', '0'))

const { DatabaseSync } = await import('node:sqlite')
const listing = await import(pathToFileURL(path.join(ADMIN_DIR, 'src', 'lib', 'listing.ts')).href)

let seedSeconds = null
if (!reuse || !(await findDatabaseFile(stateDir))) {
  if (existsSync(stateDir)) rmSync(stateDir, { recursive: true, force: true })
  const t0 = performance.now()
  await seed({ products, seed: seedValue, stateDir })
  seedSeconds = (performance.now() - t0) / 1000
}
const file = await findDatabaseFile(stateDir)
const db = new DatabaseSync(file, { readOnly: true })
const cache = new Map()
const adapter = {
  async all(sql, params) {
    let s = cache.get(sql)
    if (!s) {
      s = db.prepare(sql)
      cache.set(sql, s)
    }
    return s.all(...params)
  },
}

// Deterministic choices
let x = 12345
const rnd = () => {
  x = (Math.imul(x ^ (x >>> 15), 2246822507) + 0x6d2b79f5) | 0
  return ((x >>> 0) % 1_000_000) / 1_000_000
}
const pick = (a) => a[Math.floor(rnd() * a.length)]

const categories = db.prepare('SELECT * FROM categories ORDER BY level, sort, id').all()
const facetRows = db
  .prepare(
    'SELECT f.category_id, f.option_id, pr.keyword AS pk, o.keyword AS ok FROM category_facets f JOIN property_options o ON o.id = f.option_id JOIN properties pr ON pr.id = f.property_id',
  )
  .all()
const byCat = new Map()
for (const r of facetRows) {
  const m = byCat.get(r.category_id) ?? new Map()
  const list = m.get(r.pk) ?? []
  list.push(r.ok)
  m.set(r.pk, list)
  byCat.set(r.category_id, m)
}
const eligible = categories.filter((c) => (byCat.get(c.id)?.size ?? 0) >= 2)
const locales = ['ro', 'ru', 'uk', 'en']

function listingRequest() {
  const cat = pick(eligible)
  const groups = [...byCat.get(cat.id).entries()]
  const selection = {}
  const g1 = groups.splice(Math.floor(rnd() * groups.length), 1)[0]
  const g2 = pick(groups)
  for (const [k, opts] of [g1, g2]) {
    const n = 1 + Math.floor(rnd() * 2)
    selection[k] = [...new Set(Array.from({ length: n }, () => pick(opts)))]
  }
  return {
    locale: pick(locales),
    category: { id: cat.id, level: cat.level },
    selection,
    sort: pick(['price+', 'price-']),
    page: 1 + Math.floor(rnd() * 3),
    pageSize: 24,
    categories,
  }
}

const words = [
  'samsung',
  'smartphone',
  'laptop',
  'cafea',
  'apple',
  'телефон',
  'ноутбук',
  'кава',
  'vitamine',
  'canapea',
  'scaun',
  'hartie',
  'husa black',
  'tv lg',
  'supă',
  'мороженое',
  'bosch',
  'multivitamine',
  'apa minerala',
  '128',
]
function searchRequest() {
  return {
    locale: pick(locales),
    match: listing.ftsExpression(pick(words)),
    selection: rnd() < 0.3 ? { price: ['100-5000'] } : {},
    sort: pick(['price+', 'price-', 'newer+', 'default']),
    page: 1,
    pageSize: 24,
    categories,
    broadThreshold,
  }
}

async function measure(make) {
  for (let i = 0; i < 20; i++) await listing.runListing(adapter, make())
  const times = []
  const cpu = []
  let rows = 0
  for (let i = 0; i < iterations; i++) {
    const req = make()
    const c0 = process.cpuUsage()
    const t = performance.now()
    const r = await listing.runListing(adapter, req)
    times.push(performance.now() - t)
    const c = process.cpuUsage(c0)
    cpu.push((c.user + c.system) / 1000)
    rows += r.totalCount
  }
  times.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  const q = (arr, p) => arr[Math.min(arr.length - 1, Math.floor((p / 100) * arr.length))]
  return {
    p50: q(times, 50),
    p95: q(times, 95),
    p99: q(times, 99),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    cpuP50: q(cpu, 50),
    cpuP95: q(cpu, 95),
    avgTotal: rows / iterations,
  }
}

const list = await measure(listingRequest)
const search = await measure(searchRequest)
const f = (n) => n.toFixed(2).padStart(8)
console.log(
  `admin-api bench: ${products.toLocaleString('en')} products, ${iterations} iterations each, node ${process.version}, db ${path.relative(REPO_DIR, file)}`,
)
console.log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(
      ' ',
    )} on ${os.cpus().length} cores (wall times suffer when other work runs; cpu = this process's CPU time per call)`,
)
if (seedSeconds !== null)
  console.log(`seed (migrations + ${products} products): ${seedSeconds.toFixed(1)} s   (target < 120 s)`)
console.log('                                                   wall p50 wall p95 wall p99  mean ms  cpu p50  cpu p95')
console.log(
  `category listing (24/page, 2 filters, price sort) ${f(list.p50)} ${f(list.p95)} ${f(list.p99)} ${f(list.mean)} ${f(list.cpuP50)} ${f(list.cpuP95)}   (target p95 < 20 ms; avg matches ${list.avgTotal.toFixed(0)})`,
)
console.log(
  `search (FTS5, 24/page)                            ${f(search.p50)} ${f(search.p95)} ${f(search.p99)} ${f(search.mean)} ${f(search.cpuP50)} ${f(search.cpuP95)}   (target p95 < 30 ms; avg matches ${search.avgTotal.toFixed(0)})`,
)
console.log(JSON.stringify({ products, seedSeconds, listing: list, search }))
db.close()
