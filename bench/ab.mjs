#!/usr/bin/env node
/**
 * Two builds of the storefront side by side on the same replay back end, interleaved (A, B, A, B ...):
 * for a before/after of one server-side change on a shared machine, where two separate `npm run bench`
 * runs minutes apart differ by more than the change. Each build is served on Miniflare directly
 * (bench/serve-direct.mjs); the replay back end (bench/replay-backend.mjs) records the admin API's
 * answers first, then answers from memory. Per page and build: req/s at CONNECTIONS x DURATION on an
 * uncached page (a query string bypasses the page cache), each round, and the medians.
 *
 *   BUILD_OUT_DIR=.wrangler/ab-A npx vite build   # before
 *   (make the change) BUILD_OUT_DIR=.wrangler/ab-B npx vite build   # after
 *   node bench/ab.mjs .wrangler/ab-A .wrangler/ab-B [--admin 8787+1] [--rounds 3] [--pages home,category,product]
 * The admin API must be running (npm start's, port --admin). Ports: AB_PORT (9730) proxy, +1 A, +2 B.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { ensureStorefrontDevVars } from '../scripts/dev-vars.mjs'
import { waitFor } from '../scripts/start-wait.mjs'
import { autocannonLoad } from './load.mjs'
import { benchPages, CATEGORY } from './pages.mjs'
import { quantile } from './proc-stat.mjs'
import { createReplayBackend } from './replay-backend.mjs'

const argv = process.argv.slice(2)
const opt = (name, def) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : def)
const [dirA, dirB] = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'))
if (!dirA || !dirB) {
  console.error('usage: node bench/ab.mjs <build dir A> <build dir B> [--admin port] [--rounds n] [--pages a,b]')
  process.exit(2)
}
const root = resolve(import.meta.dirname, '..')
const PORT = Number(process.env.AB_PORT ?? 9730)
const ADMIN = Number(opt('admin', 8788))
const ROUNDS = Number(opt('rounds', 3))
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const log = (m) => console.error(`[ab] ${m}`)

const backend = createReplayBackend({ upstreamPort: ADMIN, mode: 'record' })
const proxy = createServer((req, res) => backend.handle(req, res).catch(() => res.destroy()))
await new Promise((r) => proxy.listen(PORT, '127.0.0.1', r))

const secrets = ensureStorefrontDevVars(root)
const builds = [
  ['A', resolve(dirA), PORT + 1],
  ['B', resolve(dirB), PORT + 2],
]
const children = builds.map(([name, dir, port]) => {
  const child = spawn(
    process.execPath,
    [
      join(root, 'bench', 'serve-direct.mjs'),
      join(dir, 'server', 'wrangler.json'),
      String(port),
      join(os.tmpdir(), `ab-state-${name}-${port}`),
      `ADMIN_API_URL:http://127.0.0.1:${PORT}`,
      `CART_COOKIE_SECRET:${secrets.CART_COOKIE_SECRET}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  return child
})
const stop = () => {
  for (const c of children)
    try {
      process.kill(-c.pid, 'SIGTERM')
    } catch {}
  proxy.close()
}
process.on('SIGINT', () => {
  stop()
  process.exit(1)
})
try {
  for (const [name, , port] of builds) {
    const { ok } = await waitFor(`http://127.0.0.1:${port}/healthz`, 120_000)
    if (!ok) throw new Error(`build ${name} did not start on ${port}`)
  }
  const base = (port) => `http://127.0.0.1:${port}`
  const all = benchPages(await (await fetch(`${base(PORT + 1)}${CATEGORY}`)).text())
  const wanted = opt('pages', 'home,category,product').split(',')
  const pages = Object.entries(all).filter(([name]) => wanted.includes(name))
  // Record every answer through both builds (3 uncached renders each), then replay from memory only.
  for (const [, , port] of builds)
    for (const [, path] of pages)
      for (let i = 0; i < 3; i += 1) await (await fetch(`${base(port)}${path}?ab=rec${i}`)).text()
  backend.mode = 'replay'
  // The same page from both builds (nonces and build hashes aside), or the comparison says which differs.
  const comparable = (html) =>
    html
      .replace(/127\.0\.0\.1:\d+/g, 'origin')
      .replace(/(nonce="|csp-nonce" content=")[^"]*"/g, '$1"')
      .replace(/\/assets\/[\w.-]+/g, '/assets/x')
      .replace(/\b1\d{12}\b/g, '0')
  for (const [page, path] of pages) {
    const [a, b] = await Promise.all(
      builds.map(async ([, , port]) => comparable(await (await fetch(`${base(port)}${path}?ab=same`)).text())),
    )
    const at = [...a].findIndex((ch, i) => ch !== b[i])
    log(
      `${page}: ${a === b ? 'the same page from A and B' : `A and B differ at ${at}: ${JSON.stringify(a.slice(at - 60, at + 60))} / ${JSON.stringify(b.slice(at - 60, at + 60))}`}`,
    )
  }
  // One shopper at a time: when the headers and when the last byte arrive (median of 20 uncached loads).
  const sequential = Object.fromEntries(pages.map(([page]) => [page, {}]))
  for (const [page, path] of pages)
    for (const [name, , port] of builds) {
      const headers = []
      const whole = []
      for (let i = 0; i < 20; i += 1) {
        const t0 = performance.now()
        const res = await fetch(`${base(port)}${path}?ab=seq${i}`)
        headers.push(performance.now() - t0)
        await res.arrayBuffer()
        whole.push(performance.now() - t0)
      }
      sequential[page][name] = `${quantile(headers, 0.5).toFixed(1)} / ${quantile(whole, 0.5).toFixed(1)}`
    }
  const rows = Object.fromEntries(pages.map(([page]) => [page, { A: [], B: [] }]))
  for (let round = 1; round <= ROUNDS; round += 1)
    for (const [page, path] of pages)
      for (const [name, , port] of round % 2 ? builds : [...builds].reverse()) {
        await (await fetch(`${base(port)}${path}?ab=warm`)).text()
        const run = await autocannonLoad(`${base(port)}${path}?ab=load`, {
          connections: CONNECTIONS,
          duration: DURATION,
        })
        rows[page][name].push(run.reqPerSec)
        log(`round ${round} ${page} ${name}: ${run.reqPerSec} req/s (non-2xx ${run.non2xx}, errors ${run.errors})`)
      }
  const misses = backend.stats().misses
  console.log(
    `A ${dirA}  B ${dirB}  ${CONNECTIONS} connections x ${DURATION} s, ${ROUNDS} rounds; replay misses ${misses}`,
  )
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([page, { A, B }]) => {
        const a = quantile(A, 0.5)
        const b = quantile(B, 0.5)
        return [
          page,
          {
            'A headers / last byte ms': sequential[page].A,
            'B headers / last byte ms': sequential[page].B,
            'A req/s': A.join(' '),
            'B req/s': B.join(' '),
            'A median': a,
            'B median': b,
            'B/A': Math.round((b / a) * 100) / 100,
          },
        ]
      }),
    ),
  )
} finally {
  stop()
}
