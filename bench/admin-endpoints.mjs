#!/usr/bin/env node
/**
 * The reference back end over HTTP, endpoint by endpoint (issue 31 point 6; prints numbers, not a test).
 *   node bench/admin-endpoints.mjs [--products 2000] [--requests 40] [--rounds 20] [--port 8870] [--json FILE]
 * Seeds (or reuses) a shop of N products in .wrangler/bench-endpoints-N, serves the admin API on
 * Miniflare directly (scripts/miniflare-server.mjs: the Worker's own workerd, no dev proxy), then:
 *  - each call a storefront page makes (home's 13, a category listing, a product), one at a time:
 *    p50/p95 ms, the Worker's CPU ms per request (workerd's /proc utime+stime over the calls), and the
 *    D1 statements it prepared (its `Server-Timing: db;desc="N queries"`);
 *  - home's 11 page calls at once, as the storefront's loader sends them: the batch's p50/p95 ms.
 * The CPU includes Miniflare's entry worker (~2 ms a request here, /healthz measured alone), which a
 * deployed Worker does not pay.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { REPO_DIR } from '../admin-api/scripts/seed.mjs'
import { ensureAdminDevVars } from '../scripts/dev-vars.mjs'
import { bundleWorker, serveWithMiniflare } from '../scripts/miniflare-server.mjs'
import { cpuMs, quantile } from './proc-stat.mjs'

const argv = process.argv.slice(2)
const opt = (name, def) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : def)
const products = Number(opt('products', '2000'))
const requests = Number(opt('requests', '40'))
const rounds = Number(opt('rounds', '20'))
const port = Number(opt('port', '8870'))
const jsonOut = opt('json', undefined)
const BASE = `http://127.0.0.1:${port}`
const HEADERS = { 'Site-Token': 'demo-electro-token', 'Accept-Language': 'ro' }

const bin = join(REPO_DIR, 'node_modules', '.bin')
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false' }
const stateDir = join(REPO_DIR, '.wrangler', `bench-endpoints-${products}`)

/** The calls of the shell (settings, once per isolate in the storefront) and of the home page's loader. */
const SHELL = ['/settings/global_site_settings', '/settings/footer_settings']
const HOME = [
  '/base/slides_banner',
  '/general/sliders',
  '/base/main_page_similar_category',
  '/base/advantage/main_page',
  '/ro/main/slider-new_products/',
  '/ro/main/slides-popular-product/',
  '/shop/product/?type=discount&page_size=10',
  '/general/v2/product_of_the_day/',
  '/settings/main_page_settings',
  '/general/brand/?page=1&page_size=500',
  '/general/promotions?page=1&page_size=100',
]

const r1 = (x) => Math.round(x * 10) / 10

function prepare() {
  const res = spawnSync(
    'node',
    [join(REPO_DIR, 'admin-api', 'scripts', 'prepare.mjs'), '--state-dir', stateDir, '--products', String(products)],
    { cwd: REPO_DIR, env, stdio: 'inherit' },
  )
  if (res.status !== 0) throw new Error('prepare.mjs failed')
}

function workerdPids() {
  const out = []
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      if (cmd.includes('workerd') && cmd.includes(`127.0.0.1:${port}`)) out.push(pid)
    } catch {}
  }
  return out
}

async function timed(path) {
  const t0 = performance.now()
  const res = await fetch(`${BASE}${path}`, { headers: HEADERS })
  await res.arrayBuffer()
  const ms = performance.now() - t0
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  const queries = Number(/db;desc="(\d+) queries"/.exec(res.headers.get('Server-Timing') ?? '')?.[1] ?? Number.NaN)
  return { ms, queries }
}

async function main() {
  ensureAdminDevVars(REPO_DIR)
  prepare()
  const main = bundleWorker('admin-api/wrangler.toml', join(stateDir, 'bundle'), env)
  const server = await serveWithMiniflare({
    name: 'admin-api',
    configPath: 'admin-api/wrangler.toml',
    main,
    port,
    stateDir,
  })
  try {
    const cards = await (await fetch(`${BASE}/ro/main/slider-new_products/`, { headers: HEADERS })).json()
    const product = cards.products?.[0]?.url
    const endpoints = [
      ...SHELL,
      ...HOME,
      '/general/v2/category/smartphone-uri/?page=1&page_size=24&sort=newer%2B',
      `/general/v2/product/${product}/`,
    ]
    const pids = workerdPids()
    for (const path of endpoints) await timed(path) // warm: the isolate compiled, the statements prepared
    const rows = []
    for (const path of endpoints) {
      const cpu0 = cpuMs(pids)
      const samples = []
      for (let i = 0; i < requests; i++) samples.push(await timed(path))
      const cpu = (cpuMs(pids) - cpu0) / requests
      const ms = samples.map((s) => s.ms)
      rows.push({
        path,
        p50: r1(quantile(ms, 0.5)),
        p95: r1(quantile(ms, 0.95)),
        cpuMs: r1(cpu),
        queries: samples[0].queries,
      })
    }
    const batches = []
    const cpu0 = cpuMs(pids)
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now()
      await Promise.all(HOME.map(timed))
      batches.push(performance.now() - t0)
    }
    const homeCpuMs = r1((cpuMs(pids) - cpu0) / rounds)
    const result = {
      products,
      loadavg: os.loadavg().map(r1),
      cpus: os.cpus().length,
      endpoints: rows,
      homeParallel: {
        calls: HOME.length,
        p50: r1(quantile(batches, 0.5)),
        p95: r1(quantile(batches, 0.95)),
        cpuMsPerPage: homeCpuMs,
      },
    }
    console.log(
      `\nadmin API over HTTP, ${products} products (load average ${result.loadavg.join(' ')}, ${result.cpus} cores), ${requests} calls each:`,
    )
    console.log(`${'endpoint'.padEnd(72)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'cpu ms'.padStart(7)} queries`)
    for (const r of rows)
      console.log(
        `${r.path.slice(0, 72).padEnd(72)} ${String(r.p50).padStart(7)} ${String(r.p95).padStart(7)} ${String(r.cpuMs).padStart(7)} ${String(r.queries).padStart(7)}`,
      )
    console.log(
      `home's ${HOME.length} calls at once: p50 ${result.homeParallel.p50} ms, p95 ${result.homeParallel.p95} ms, ${homeCpuMs} ms CPU a page`,
    )
    if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(result, null, 2)}\n`)
    return result
  } finally {
    await server.dispose()
  }
}

await main()
