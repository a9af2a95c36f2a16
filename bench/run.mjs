#!/usr/bin/env node
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os, { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { ensureAdminDevVars, ensureStorefrontDevVars } from '../scripts/dev-vars.mjs'
import { waitFor } from '../scripts/start-wait.mjs'
/**
 * `npm run bench`: one command that says how fast every part is. Builds the storefront, starts it
 * (wrangler dev, local KV page cache) and the reference admin API on loopback ports of its own,
 * then measures and prints a table and writes bench/results.json:
 *  - per page (home, a category, a product): autocannon throughput and latency (median, p95) for the
 *    page uncached (a query string bypasses the cache), served from the page cache, and a static
 *    asset of the same size and type (HTML) served by the same Worker; ratios cached/static and uncached/static;
 *    the cached/static pairs and the floor again on Miniflare directly (`cachedDirect`: no dev proxy);
 *    plus single-connection (sequential) latency = server time without queueing;
 *  - client JS/CSS per page type (gzip) and the Worker bundle (raw, gzip);
 *  - workerd RSS idle and after the load runs;
 *  - Lighthouse mobile and desktop for the three pages;
 *  - the browser's CPU per load of the three pages (bench/browser-cpu.mjs; BENCH_SKIP_BROWSER=1 skips);
 *  - the Worker's HTML rewrite per page, two passes against one (bench/html-pass.mjs);
 *  - server render time of the category at 24, 48 and 96 products per page;
 *  - cart save (POST /api/cart) and save-to-websocket-push latency (the CartStore Durable Object);
 *  - the admin API's own bench (node admin-api/bench.mjs) at the default seed and at 100,000 products, and
 *    the same shops over HTTP endpoint by endpoint (bench/admin-endpoints.mjs: p50/p95, CPU, D1 statements);
 *  - issue 31.3: home, category and product uncached on the live reference back end and on a replay back
 *    end (bench/replay-backend.mjs: the admin API's answers recorded, then served from memory), side by
 *    side: sequential time to the last byte (median, p95) against Server-Timing app;dur (which stops at
 *    the headers), req/s at BENCH_CONNECTIONS, workerd CPU ms per page, HTML raw/gzip, replay misses,
 *    and the load average (results.json `replay`); then the replay again with the storefront on Miniflare
 *    directly (bench/serve-direct.mjs: no wrangler dev proxy in front of the runtime; `replay.direct`), the
 *    two columns of issue 53's table side by side, and directly once more with SHARED_ANSWER_SECONDS=0 (every answer asked
 *    afresh, as a cache MISS renders; `replay.direct.fresh`);
 *  - the page cache's stale path (decision 0065): a product page's MISS, HIT from the isolate's memory, HIT
 *    from the store, the first request after its TTL (STALE) and the one after the refresh (`stale`).
 * Env: BENCH_PORT (8850; admin +1, page-size/replay proxy +2, Chromium +3, admin endpoints bench +4, inspectors +1200 and +1201),
 * BENCH_DURATION (10 s), BENCH_CONNECTIONS (20),
 * BENCH_ROUNDS (4 alternating cached/static rounds of 2 x BENCH_DURATION / BENCH_ROUNDS s each),
 * BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_ADMIN=1, BENCH_SKIP_BROWSER=1, BENCH_SKIP_STALE=1, BENCH_SKIP_LOAD=1 (no load, render, cart,
 * replay runs), BENCH_SKIP_REPLAY=1 (no live/replay comparison), BENCH_ONLY_REPLAY=1 (build, servers and the
 * live/replay comparison only; writes only the `replay` key of results.json, keeping the rest), BENCH_CATEGORY
 * (/ro/telefoane), BENCH_LIGHTHOUSE_DIR (keep every Lighthouse report there, to read what a score came from),
 * LIGHTHOUSE_RUNS (5 per page and preset, median run reported), CHROME_PATH (/usr/bin/chromium),
 * BENCH_STATIC_AS=txt (the static copies as .txt, as runs before decision 0117 did).
 */
import { adminDevArgs, storefrontDevArgs } from '../scripts/wrangler-dev-args.mjs'
import { browserCpuPerLoad } from './browser-cpu.mjs'
import { htmlPassCost } from './html-pass.mjs'
import { lighthouse, medianRun } from './lighthouse.mjs'
import { autocannonLoad } from './load.mjs'
import { benchPages, CATEGORY } from './pages.mjs'
import { cpuMs, quantile } from './proc-stat.mjs'
import { createReplayBackend } from './replay-backend.mjs'
import { clientSizes, workerSizes } from './sizes.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = join(root, 'node_modules', '.bin')
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false' }
const PORT = Number(process.env.BENCH_PORT ?? 8850)
const ADMIN_PORT = PORT + 1
const PROXY_PORT = PORT + 2
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const ONLY_REPLAY = process.env.BENCH_ONLY_REPLAY === '1'
const BASE = `http://127.0.0.1:${PORT}`
const serveDir = join(root, '.wrangler', 'bench-serve')
const adminState = join(root, '.wrangler', 'bench-admin-state')
const storefrontState = join(root, '.wrangler', 'bench-storefront-state')
const groups = []
const results = {
  startedAt: new Date().toISOString(),
  machine: {},
  settings: { duration: DURATION, connections: CONNECTIONS },
}

const log = (m) => console.log(`[bench] ${m}`)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const median = (xs) => quantile(xs, 0.5)
const r2 = (x) => (x === null || x === undefined ? null : Math.round(x * 100) / 100)

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit', ...opts })
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})`)
  return res
}

/** A server in its own process group (setsid-like), stopped with kill(-pid). */
function serve(name, args, command = 'wrangler') {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  // Only the tail is kept: wrangler logs every request, and a load run makes tens of thousands.
  const out = []
  const keep = (c) => {
    out.push(c.toString())
    if (out.length > 200) out.splice(0, out.length - 200)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  groups.push(child)
  child.logTail = () => out.join('').split('\n').slice(-20).join('\n')
  child.name = name
  return child
}

function stopAll() {
  for (const child of groups.splice(0)) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
  }
}
process.on('SIGINT', () => {
  stopAll()
  process.exit(130)
})
process.on('exit', stopAll)

/**
 * RSS (MB) of the workerd processes in the storefront's process group. wrangler dev runs two: the
 * one on the public port (its dev proxy) and the runtime that holds the Worker's isolate.
 */
function workerdProcesses(child) {
  const ps = spawnSync('ps', ['-o', 'pid=,rss=,args=', '-g', String(child.pid)], { encoding: 'utf8' })
  const rows = ps.stdout
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((p) => p[2]?.endsWith('workerd'))
  // On Miniflare directly (bench/serve-direct.mjs) the one workerd on the port is the runtime itself.
  const proxy = child.direct ? [] : rows.filter((p) => p.some((a) => a === `--socket-addr=entry=127.0.0.1:${PORT}`))
  const runtime = rows.filter((p) => !proxy.includes(p))
  return { rows, proxy, runtime }
}

function workerdRss(child) {
  const { rows, proxy, runtime } = workerdProcesses(child)
  const mb = (list) => r2(list.reduce((n, p) => n + Number(p[1]), 0) / 1024)
  return { runtimeMB: mb(runtime), devProxyMB: mb(proxy), totalMB: mb(rows) }
}

/** CPU time (ms, user + system) the workerd processes of a server's process group have used so far. */
function workerdCpuMs(child) {
  const ms = (list) => cpuMs(list.map((p) => p[0]))
  const { rows, proxy, runtime } = workerdProcesses(child)
  return { runtime: ms(runtime), devProxy: ms(proxy), total: ms(rows) }
}

/**
 * Between the storefront and the admin API: rewrites the listing page size (24) to `pageSize`, and is
 * the replay back end (bench/replay-backend.mjs). It records from the start, so answers the Worker's
 * isolate memoises (site settings, 60 s) early in the run are in memory when the replay needs them
 * again; `pass` streams the live answers as before; `replay` answers from memory only.
 */
const proxy = {
  pageSize: null,
  server: null,
  backend: createReplayBackend({ upstreamPort: ADMIN_PORT, mode: 'record' }),
}
function startProxy() {
  proxy.server = createServer((req, res) => {
    let path = req.url ?? '/'
    if (proxy.pageSize) path = path.replace(/([?&]page_size=)24\b/, `$1${proxy.pageSize}`)
    // The Host header stays the proxy's: the admin API builds image URLs from it, and the storefront's
    // CSP allows images from ADMIN_API_URL (this proxy) only - rewriting it got every image blocked.
    proxy.backend.handle(req, res, path).catch(() => res.destroy())
  })
  return new Promise((resolve) => proxy.server.listen(PROXY_PORT, '127.0.0.1', resolve))
}

async function get(path, init = {}, attempt = 1) {
  const t0 = performance.now()
  let res
  let body
  let headersMs
  try {
    res = await fetch(`${BASE}${path}`, { redirect: 'manual', ...init })
    headersMs = performance.now() - t0
    body = await res.text()
  } catch (error) {
    // wrangler dev sometimes drops a streamed response mid-body in its first minute; say so and retry.
    if (attempt >= 3) throw error
    log(`warning: ${path} failed (${error?.cause?.code ?? error?.message}); retrying`)
    await sleep(1000)
    return get(path, init, attempt + 1)
  }
  const timing = /(?:^|,)\s*app;(?:[^,]*;)?dur=([0-9.]+)/.exec(res.headers.get('server-timing') ?? '')
  // ms: to the body's last byte; headersMs: to the response headers (both on the client)
  return {
    res,
    body,
    ms: performance.now() - t0,
    headersMs,
    state: res.headers.get('x-page-cache'),
    serverMs: timing ? Number(timing[1]) : null,
  }
}

const STALE_TTL_S = 14
/** How long the page cache's in-isolate layer keeps a page (PAGE_CACHE_MEMORY_TTL_MS, read from app.config.ts): after it a HIT reads the store. */
const MEMORY_TTL_S =
  Number(
    /PAGE_CACHE_MEMORY_TTL_MS = ([\d_]+)/
      .exec(readFileSync(join(root, 'app.config.ts'), 'utf8'))?.[1]
      .replaceAll('_', ''),
  ) / 1000
/** Between two requests of the stale path: each is measured on an idle isolate, after the refresh the one before started. */
const STALE_GAP_MS = 300

/**
 * The first request after a page's TTL against a MISS and a HIT of the same pages: each path is
 * rendered (MISS), read again from the isolate's memory (HIT) and from the store once the memory let
 * it go (HIT from the store), read after its TTL (STALE: served from the store while one render
 * refreshes it) and once more after the refresh. Each page's reads are timed from its own MISS, so
 * every read finds the page in the state it names; a read that found another state (a page cached
 * earlier in the run) is counted under "answered" and left out of the median. Client ms.
 */
async function stalePath(paths) {
  const expected = { MISS: 'MISS', HIT: 'HIT', 'HIT from the store': 'HIT', STALE: 'STALE', 'after refresh': 'HIT' }
  const rows = Object.fromEntries(Object.keys(expected).map((k) => [k, []]))
  const states = Object.fromEntries(Object.keys(expected).map((k) => [k, []]))
  const missAt = []
  const pass = async (kind, at) => {
    for (const [i, path] of paths.entries()) {
      if (at) await sleep(Math.max(0, at(i) - performance.now()))
      const r = await get(path)
      if (kind === 'MISS') missAt.push(performance.now())
      if (r.state === expected[kind]) rows[kind].push(r.ms)
      states[kind].push(r.state)
      if (!at) await sleep(STALE_GAP_MS)
    }
  }
  await pass('MISS')
  await pass('HIT', (i) => missAt[i] + 1000)
  await pass('HIT from the store', (i) => missAt[i] + (MEMORY_TTL_S + 1) * 1000)
  await pass('STALE', (i) => missAt[i] + (STALE_TTL_S + 1) * 1000)
  await sleep(1500)
  await pass('after refresh')
  const median = (xs) => r2([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN)
  const count = (xs) => {
    const n = new Map()
    for (const x of xs) n.set(x, (n.get(x) ?? 0) + 1)
    return [...n].map(([k, v]) => `${v} ${k}`).join(', ')
  }
  return Object.fromEntries(
    Object.entries(rows).map(([kind, ms]) => [
      kind,
      {
        'median ms': median(ms),
        'max ms': ms.length ? r2(Math.max(...ms)) : Number.NaN,
        pages: ms.length,
        answered: count(states[kind]),
      },
    ]),
  )
}

/** Sequential requests on one connection: the server's own time with no queueing. */
async function sequential(path, n = 100) {
  const times = []
  const headers = []
  const server = []
  const statuses = new Set()
  for (let i = 0; i < n; i += 1) {
    const p = typeof path === 'function' ? path(i) : path
    const r = await get(p)
    times.push(r.ms)
    headers.push(r.headersMs)
    statuses.add(r.res.status)
    if (r.serverMs !== null) server.push(r.serverMs)
  }
  // serverMs: the Worker's own time (Server-Timing app;dur), without the client and the dev proxy. It
  // ends when the response's headers are ready; the client's times run to the headers and to the last byte.
  const serverMs = server.length ? { serverMedianMs: r2(median(server)), serverP95Ms: r2(quantile(server, 0.95)) } : {}
  return {
    medianMs: r2(median(times)),
    p95Ms: r2(quantile(times, 0.95)),
    headersMedianMs: r2(median(headers)),
    ...serverMs,
    statuses: [...statuses].join(','),
  }
}

async function load(path, duration = DURATION) {
  const { served: _s, ...run } = await autocannonLoad(`${BASE}${path}`, { connections: CONNECTIONS, duration })
  return run
}

/**
 * The cached page and the static file, measured in alternating rounds (A B A B ...): this VM's
 * speed drifts by up to 2x within minutes (Lighthouse's benchmark index moved 1,300-2,600 in one
 * session), so two back-to-back runs compare the machine's moods as much as the two paths. Each
 * round yields a ratio; the median ratio is reported with its range.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4) || 4)
/** The static copy of a page: HTML by default (served at its name by the assets' html handling), BENCH_STATIC_AS=txt for the plain-text copy earlier runs used. */
const STATIC_EXT = process.env.BENCH_STATIC_AS === 'txt' ? '.txt' : '.html'
const staticPathOf = (name) => (STATIC_EXT === '.html' ? `/bench-static/${name}` : `/bench-static/${name}.txt`)
async function paired(pathA, pathB) {
  const seconds = Math.max(2, Math.round((DURATION * 2) / ROUNDS))
  const a = []
  const b = []
  for (let i = 0; i < ROUNDS; i += 1) {
    a.push(await load(pathA, seconds))
    b.push(await load(pathB, seconds))
  }
  const merge = (runs) => {
    const latencies = runs.flatMap((r) => r.latencies)
    return {
      reqPerSec: r2(runs.reduce((n, r) => n + r.reqPerSec, 0) / runs.length),
      medianMs: r2(median(latencies)),
      p95Ms: r2(quantile(latencies, 0.95)),
      non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
      errors: runs.reduce((n, r) => n + r.errors, 0),
      bytesPerReq: runs[0].bytesPerReq,
      rounds: runs.map((r) => r.reqPerSec),
    }
  }
  const ratios = a.map((r, i) => r.reqPerSec / b[i].reqPerSec).sort((x, y) => x - y)
  return {
    a: merge(a),
    b: merge(b),
    ratio: r2(median(ratios)),
    ratioRange: `${r2(ratios[0])}-${r2(ratios[ratios.length - 1])}`,
    roundSeconds: seconds,
  }
}

/** A page from the page cache against its static copy (same bytes, same content type), in alternating rounds. */
async function cachedAndStatic(name, path) {
  const hit = await get(path)
  if (hit.state !== 'HIT') log(`warning: ${path} is ${hit.state} after warming`)
  const staticPath = staticPathOf(name)
  const pair = await paired(path, staticPath)
  return {
    cached: { ...pair.a, sequential: await sequential(path, 200), header: (await get(path)).state },
    static: { ...pair.b, sequential: await sequential(staticPath, 200) },
    ratios: { cachedOverStatic: pair.ratio, cachedOverStaticRange: pair.ratioRange },
  }
}

/**
 * The floor: the smallest answer the Worker gives (a trailing-slash 301 from its first middlewares)
 * against the smallest static file. It shows what invoking the Worker costs before any page work,
 * so the cached/static ratios can be read against it.
 */
async function floorPair() {
  log(`floor: a Worker 301 vs a tiny static file (${ROUNDS} alternating rounds)`)
  const floor = await paired(`${CATEGORY}/`, '/favicon.svg')
  return {
    worker301: floor.a.reqPerSec,
    staticTiny: floor.b.reqPerSec,
    ratio: floor.ratio,
    ratioRange: floor.ratioRange,
  }
}

/**
 * Issue 31.3: the same three pages on the live reference back end (through the proxy, streamed) and on
 * the replay back end (answers from memory), back to back per page so the machine's drift hits both
 * alike. Record phase first: each page, uncached, several times in its own language (the path's),
 * with the proxy recording. Then per page and back end: 40 sequential uncached requests on one
 * connection (client time to the last byte, to the headers, and the Worker's Server-Timing app;dur),
 * an autocannon run at CONNECTIONS, the storefront's workerd CPU time over that run divided by the
 * responses it served (and the admin API's, which must be ~0 on replay), the HTML raw and gzip, and
 * the replay's misses (502s the Worker got from the replay back end).
 */
async function replayComparison(pages, storefront, admin, kinds = ['live', 'replay']) {
  const backend = proxy.backend
  backend.mode = 'record'
  log('replay: record phase (each page uncached, 3 times)')
  for (const path of Object.values(pages)) for (let i = 0; i < 3; i += 1) await get(`${path}?bench=record${i}`)
  const out = { recorded: backend.stats().recorded, pages: {} }
  for (const [name, path] of Object.entries(pages)) {
    out.pages[name] = {}
    for (const kind of kinds) {
      backend.mode = kind === 'live' ? 'pass' : 'replay'
      backend.resetCounters()
      for (let i = 0; i < 3; i += 1) await get(`${path}?bench=${kind}-warm${i}`)
      const page = await get(`${path}?bench=${kind}-size`)
      log(`replay: ${name} on the ${kind} back end (40 sequential, then ${CONNECTIONS} connections x ${DURATION} s)`)
      const seqCpu0 = workerdCpuMs(storefront)
      const seq = await sequential((i) => `${path}?bench=${kind}-seq${i}`, 40)
      const seqCpu1 = workerdCpuMs(storefront)
      const cpu0 = workerdCpuMs(storefront)
      const adminCpu0 = workerdCpuMs(admin)
      const { latencies, sent, ...run } = await load(`${path}?bench=${kind}-load`)
      // Up to CONNECTIONS pages are in flight when the run stops: let them end, then count their CPU
      // against the requests sent (low bound) and against the responses served (high bound).
      await sleep(1500)
      const cpu1 = workerdCpuMs(storefront)
      const adminCpu1 = workerdCpuMs(admin)
      const served = latencies.length
      const stats = backend.stats()
      out.pages[name][kind] = {
        status: page.res.status,
        htmlBytes: Buffer.byteLength(page.body),
        htmlGzipBytes: gzipSync(page.body).length,
        sequential: {
          ...seq,
          cpuMsPerPage: r2((seqCpu1.total - seqCpu0.total) / 40),
          appShareOfLastByte: seq.serverMedianMs ? r2(seq.serverMedianMs / seq.medianMs) : null,
        },
        load: run,
        served,
        sent,
        cpuMsPerPage: served ? r2((cpu1.total - cpu0.total) / served) : null,
        cpuMsPerSent: sent ? r2((cpu1.total - cpu0.total) / sent) : null,
        cpuRuntimeMsPerPage: served ? r2((cpu1.runtime - cpu0.runtime) / served) : null,
        adminCpuMsPerPage: served ? r2((adminCpu1.total - adminCpu0.total) / served) : null,
        ...(kind === 'replay'
          ? {
              replayed: stats.replayed,
              misses: stats.misses,
              missedKeys: stats.missedKeys,
              replayAnswerMedianMs: stats.answerMedianMs,
              replayAnswerP95Ms: stats.answerP95Ms,
            }
          : {}),
      }
    }
  }
  backend.mode = 'pass'
  out.peerReqPerSec = PEER_REQ_PER_SEC
  out.loadavg = os.loadavg().map(r2)
  return out
}

/**
 * Issue 53's peer (the Vendure TanStack Start starter, `npm run bench:peer`, bench/peer/) on this machine, req/s at 20
 * connections x 10 s: the mean of two runs interleaved with two of this bench's replay runs (session 68,
 * bench/peer/results.json and its earlierRun: home 110.6 / 115.9, listing 111.5 / 110.9, product 110.9 / 123.4).
 * Before: 96.5 / 96.2 / 96.2 (session 52), 95.1 / 119.3 / 109.6 (session 51), 99.6 / 103.1 / 81.2 (session 50),
 * 123 / 94 / 103 (issue 31).
 */
const PEER_REQ_PER_SEC = { home: 113.3, category: 111.2, product: 117.2 }

function printReplay(replay) {
  printTable(
    `Issue 31.3: live reference back end vs replay back end (uncached pages; seq = 40 sequential on 1 connection; load = ${CONNECTIONS} connections x ${DURATION} s)`,
    Object.entries(replay.pages).flatMap(([name, p]) =>
      Object.entries(p).map(([kind, r]) => ({
        page: name,
        'back end': kind,
        'seq median ms': r.sequential.medianMs,
        'seq p95 ms': r.sequential.p95Ms,
        'seq headers ms': r.sequential.headersMedianMs,
        'app;dur ms': r.sequential.serverMedianMs ?? '-',
        'seq CPU ms/page': r.sequential.cpuMsPerPage,
        'req/s': r.load.reqPerSec,
        'load p95 ms': r.load.p95Ms,
        'load CPU ms/page': r.cpuMsPerSent === r.cpuMsPerPage ? r.cpuMsPerPage : `${r.cpuMsPerSent}-${r.cpuMsPerPage}`,
        'admin CPU ms/page': r.adminCpuMsPerPage,
        'HTML kB': r2(r.htmlBytes / 1024),
        'gzip kB': r2(r.htmlGzipBytes / 1024),
        non2xx: r.load.non2xx,
        misses: r.misses ?? '-',
        'vs peer': kind === 'replay' ? r2(r.load.reqPerSec / PEER_REQ_PER_SEC[name]) : '-',
      })),
    ),
  )
  if (replay.direct)
    printTable(
      `Issue 53: uncached (a query string) on the replay back end, the storefront under wrangler dev and on Miniflare directly, reusing shared answers (decision 0095), and directly with every shared answer asked afresh as a cache MISS does (settings and footer kept a minute in both) (${CONNECTIONS} connections x ${DURATION} s; peer ${Object.values(PEER_REQ_PER_SEC).join(' / ')} req/s)`,
      Object.entries(replay.pages).map(([name, p]) => {
        const direct = replay.direct.pages[name]?.replay
        const fresh = replay.direct.fresh?.pages[name]?.replay
        return {
          page: name,
          'wrangler dev req/s': p.replay.load.reqPerSec,
          'direct req/s': direct?.load.reqPerSec ?? '-',
          'wrangler dev vs peer': r2(p.replay.load.reqPerSec / PEER_REQ_PER_SEC[name]),
          'direct vs peer': direct ? r2(direct.load.reqPerSec / PEER_REQ_PER_SEC[name]) : '-',
          'wrangler dev CPU ms/page (runtime)': p.replay.cpuRuntimeMsPerPage,
          'direct CPU ms/page': direct?.cpuRuntimeMsPerPage ?? '-',
          'direct seq CPU ms/page': direct?.sequential.cpuMsPerPage ?? '-',
          'direct, fresh answers req/s (vs peer)': fresh
            ? `${fresh.load.reqPerSec} (${r2(fresh.load.reqPerSec / PEER_REQ_PER_SEC[name])})`
            : '-',
          'direct, fresh answers CPU ms/page': fresh?.cpuRuntimeMsPerPage ?? '-',
        }
      }),
    )
  const answers = Object.values(replay.pages).map((p) => p.replay.replayAnswerMedianMs)
  console.log(
    `replay back end: ${replay.recorded} answers recorded; its own time per answer (median) ${answers.join(' / ')} ms; load average ${replay.loadavg.join(' ')} (${os.cpus().length} cores)`,
  )
  console.log(
    "seq median = client time to the last byte; seq headers = to the headers; app;dur = the Worker to its headers (Server-Timing; it does not cover the streamed body); CPU = storefront workerd utime+stime / pages (load: / requests sent - / responses served); admin CPU = the reference back end's over the load run",
  )
}

/** Cart Durable Object: sequential save latency (POST /api/cart) and save-to-websocket-push latency. */
async function cartLatencies(n = 40) {
  const origin = BASE
  const product = (id) => ({
    productId: id,
    title: `P${id}`,
    url: `p-${id}`,
    img: '',
    price: 10,
    multiplicity: 1,
    brand: { id: 1, name: 'A', slug: 'a' },
    stock: 1000,
  })
  const body = (version, count) =>
    JSON.stringify({
      order: { localCart: { products: [{ product: product(1), count }] }, localDataFields: {} },
      replace: true,
      expectedVersion: version,
    })
  const save = async (cookie, version, count) => {
    const t0 = performance.now()
    const res = await fetch(`${BASE}/api/cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
      body: body(version, count),
    })
    const json = await res.json().catch(() => ({}))
    return { res, json, ms: performance.now() - t0 }
  }
  const first = await save(null, 0, 1)
  if (!first.res.ok) throw new Error(`POST /api/cart answered ${first.res.status}`)
  const cookie = first.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  let version = first.json.version
  const saves = []
  for (let i = 0; i < n; i += 1) {
    const r = await save(cookie, version, 2 + i)
    if (!r.res.ok) throw new Error(`save ${i} answered ${r.res.status}`)
    version = r.json.version
    saves.push(r.ms)
  }
  const { default: WebSocket } = await import('ws')
  const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws/cart`, { headers: { Cookie: cookie, Origin: origin } })
  const frames = []
  let waiter = null
  socket.on('message', (data) => {
    frames.push(String(data))
    if (waiter) waiter()
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const nextFrame = (ms) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no push within 5 s')), ms)
      waiter = () => {
        clearTimeout(timer)
        waiter = null
        resolve()
      }
    })
  await sleep(300)
  const pushes = []
  for (let i = 0; i < n; i += 1) {
    frames.length = 0
    const t0 = performance.now()
    const arrived = nextFrame(5000)
    const r = await save(cookie, version, 100 + i)
    version = r.json.version
    await arrived
    pushes.push(performance.now() - t0)
  }
  socket.close()
  return {
    saves: n,
    saveMedianMs: r2(median(saves)),
    saveP95Ms: r2(quantile(saves, 0.95)),
    pushMedianMs: r2(median(pushes)),
    pushP95Ms: r2(quantile(pushes, 0.95)),
    note: 'push = POST start to the websocket frame on another connection of the same shopper',
  }
}

const CHROME_PORT = PORT + 3
const LIGHTHOUSE_DIR = process.env.BENCH_LIGHTHOUSE_DIR
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5) || 5)

function printTable(title, rows) {
  console.log(`\n${title}`)
  console.table(rows)
}

async function main() {
  results.machine = { node: process.version, cpus: os.cpus().length, loadavg: os.loadavg().map(r2) }
  log('building the storefront (vite build into .wrangler/bench-serve)')
  rmSync(serveDir, { recursive: true, force: true })
  run('vite', ['build', '--logLevel', 'warn'], { env: { ...env, BUILD_OUT_DIR: serveDir } })
  // Sizes only: the module lists are for the budget check's first-load guard.
  results.client = Object.fromEntries(
    Object.entries(clientSizes(serveDir)).map(([page, { modules: _m, cssFiles: _c, ...size }]) => [page, size]),
  )
  results.worker = workerSizes(serveDir)

  log('preparing the admin API database')
  // the benches measure the 2,000-product demo shop, whatever this state dir held before
  run('node', [join(root, 'admin-api/scripts/prepare.mjs'), '--state-dir', adminState, '--products', '2000'])
  rmSync(storefrontState, { recursive: true, force: true })
  // The same local secrets as `npm start`: admin-api/.dev.vars (read by the admin API's wrangler dev)
  // and the storefront's CART_COOKIE_SECRET.
  ensureAdminDevVars(root)
  const storefrontSecrets = ensureStorefrontDevVars(root)
  const admin = serve('admin-api', adminDevArgs({ port: ADMIN_PORT, stateDir: adminState }))
  await startProxy()
  const startStorefront = (extraVars = []) =>
    serve(
      'storefront',
      storefrontDevArgs({
        configPath: join(serveDir, 'server', 'wrangler.json'),
        port: PORT,
        stateDir: storefrontState,
        vars: [
          `ADMIN_API_URL:http://127.0.0.1:${PROXY_PORT}`,
          `CART_COOKIE_SECRET:${storefrontSecrets.CART_COOKIE_SECRET}`,
          ...extraVars,
        ],
      }),
    )
  // The same build on Miniflare directly (bench/serve-direct.mjs): no dev proxy in front of the runtime.
  const startStorefrontDirect = (extraVars = []) => {
    const child = serve(
      'storefront (Miniflare directly)',
      [
        join(root, 'bench', 'serve-direct.mjs'),
        join(serveDir, 'server', 'wrangler.json'),
        String(PORT),
        storefrontState,
        `ADMIN_API_URL:http://127.0.0.1:${PROXY_PORT}`,
        `CART_COOKIE_SECRET:${storefrontSecrets.CART_COOKIE_SECRET}`,
        ...extraVars,
      ],
      process.execPath,
    )
    child.direct = true
    return child
  }
  const swapStorefront = async (start) => {
    process.kill(-storefront.pid, 'SIGTERM')
    groups.splice(groups.indexOf(storefront), 1)
    await sleep(1500)
    storefront = start()
    if (!(await waitFor(`${BASE}/healthz`, 120_000)).ok)
      throw new Error(`storefront not ready:\n${storefront.logTail()}`)
  }
  // Issue 53's table has both columns: the replay comparison again with the storefront on Miniflare directly.
  const replayDirect = async () => {
    log('replay again with the storefront on Miniflare directly (no wrangler dev proxy)')
    await swapStorefront(() => startStorefrontDirect())
    for (const path of Object.values(pages)) for (let i = 0; i < 3; i += 1) await get(`${path}?bench=direct-warm${i}`)
    const direct = await replayComparison(pages, storefront, admin, ['replay'])
    // The query-string pages reuse shared answers (decision 0095); a cache MISS asks the back end everything.
    // The same run with that reuse off says what such a render costs.
    log('and with every back-end answer asked afresh (SHARED_ANSWER_SECONDS=0), as a cache MISS renders')
    await swapStorefront(() => startStorefrontDirect(['SHARED_ANSWER_SECONDS:0']))
    for (const path of Object.values(pages)) for (let i = 0; i < 3; i += 1) await get(`${path}?bench=fresh-warm${i}`)
    direct.fresh = await replayComparison(pages, storefront, admin, ['replay'])
    return direct
  }
  // Issue 53.4 again without the dev proxy (which no deployed Worker has): the cached pages and their
  // static copies, and the floor, on Miniflare directly.
  const cachedDirect = async () => {
    log('the cached pages and their static copies again on Miniflare directly (no wrangler dev proxy)')
    await swapStorefront(() => startStorefrontDirect())
    for (const path of Object.values(pages)) for (let i = 0; i < 3; i += 1) await get(path)
    const direct = { pages: {} }
    for (const [name, path] of Object.entries(pages)) direct.pages[name] = await cachedAndStatic(name, path)
    direct.floor = await floorPair()
    return direct
  }
  let storefront = startStorefront()
  if (!(await waitFor(`${BASE}/healthz`, 120_000)).ok) {
    throw new Error(`servers not ready:\n${storefront.logTail()}\n${admin.logTail()}`)
  }

  // The pages: home, a category, and the first product linked from that category.
  const cat = await get(CATEGORY)
  if (cat.res.status !== 200) throw new Error(`${CATEGORY} answered ${cat.res.status}`)
  const pages = benchPages(cat.body)
  log(`pages: ${JSON.stringify(pages)}`)

  if (ONLY_REPLAY) {
    for (const path of Object.values(pages)) for (let i = 0; i < 3; i += 1) await get(`${path}?bench=warm${i}`)
    results.replay = await replayComparison(pages, storefront, admin)
    results.replay.direct = await replayDirect()
    stopAll()
    proxy.server.close()
    report()
    return
  }

  // Same-size static files, served by the same Worker (its assets). Written into the served copy.
  const staticDir = join(serveDir, 'client', 'bench-static')
  mkdirSync(staticDir, { recursive: true })
  // All bodies first, then the files: wrangler dev reloads the Worker when its assets folder
  // changes, which cut a fetch in flight when the two were interleaved.
  const sizes = {}
  const bodies = {}
  for (const [name, path] of Object.entries(pages)) {
    const page = await get(`${path}?bench=size`)
    if (page.res.status !== 200) throw new Error(`${path}?bench=size answered ${page.res.status}`)
    sizes[name] = Buffer.byteLength(page.body)
    bodies[name] = page.body
  }
  // As HTML (text/html, like the page): wrangler dev's proxy runs every HTML answer through an HTML
  // rewriter (its live-reload hook), so a .txt file skipped a parse the cached page paid (decision 0117).
  for (const [name, body] of Object.entries(bodies)) writeFileSync(join(staticDir, `${name}${STATIC_EXT}`), body)
  log('the HTML rewrite: two passes against one (bench/html-pass.mjs)')
  results.htmlPass = await htmlPassCost(bodies)
  printTable(
    'HTML rewrite per page: paint-first + site tags, two passes vs one (ms, Node)',
    Object.entries(results.htmlPass).map(([page, r]) => ({ page, ...r })),
  )
  await sleep(2000)
  let probe = await get(staticPathOf('home'))
  if (probe.res.status !== 200) {
    log('restarting the storefront so it serves the generated static files')
    await swapStorefront(startStorefront)
    probe = await get(staticPathOf('home'))
    if (probe.res.status !== 200) throw new Error(`static asset not served (${probe.res.status})`)
  }
  const staticType = probe.res.headers.get('content-type') ?? ''
  if (STATIC_EXT === '.html' && !staticType.startsWith('text/html'))
    throw new Error(`the static copy is served as ${staticType}, not text/html`)

  // Warm every path, then measure idle memory.
  for (const path of Object.values(pages)) {
    for (let i = 0; i < 5; i += 1) await get(`${path}?bench=warm`)
    for (let i = 0; i < 3; i += 1) await get(path)
  }
  await sleep(1000)
  results.memory = { idle: workerdRss(storefront) }

  if (process.env.BENCH_SKIP_LOAD !== '1') {
    results.pages = {}
    for (const [name, path] of Object.entries(pages)) {
      log(
        `${name}: load runs (uncached ${DURATION} s; cached and static in ${ROUNDS} alternating rounds; ${CONNECTIONS} connections)`,
      )
      const { latencies: _l, ...uncached } = await load(`${path}?bench=uncached`)
      const row = {
        path,
        htmlBytes: sizes[name],
        uncached: { ...uncached, sequential: await sequential((i) => `${path}?bench=seq${i}`, 40) },
        ...(await cachedAndStatic(name, path)),
      }
      row.ratios.uncachedOverStatic = r2(row.uncached.reqPerSec / row.static.reqPerSec)
      results.pages[name] = row
    }
    results.floor = await floorPair()
    results.memory.afterLoad = workerdRss(storefront)

    log('render time at 24, 48, 96 products per page')
    // Every render asks the back end afresh: a kept listing answer (decision 0095) would hide the
    // proxy's page size, and each size rendered the same 24 cards.
    await swapStorefront(() => startStorefront(['SHARED_ANSWER_SECONDS:0']))
    results.renderByPageSize = {}
    for (const size of [24, 48, 96]) {
      proxy.pageSize = size === 24 ? null : size
      const sample = await get(`${CATEGORY}?bench=count${size}`)
      const products = new Set([...sample.body.matchAll(/href="(\/ro\/product\/[^"?#]+)"/g)].map((m) => m[1])).size
      const seq = await sequential((i) => `${CATEGORY}?bench=ps${size}-${i}`, 30)
      results.renderByPageSize[size] = {
        ...seq,
        productLinks: products,
        htmlKB: r2(Buffer.byteLength(sample.body) / 1024),
      }
    }
    proxy.pageSize = null
    await swapStorefront(() => startStorefront())

    log('cart save and websocket push latency')
    try {
      results.cart = await cartLatencies()
    } catch (error) {
      results.cart = { error: String(error?.message ?? error) }
    }
  }

  if (process.env.BENCH_SKIP_LOAD !== '1' && process.env.BENCH_SKIP_REPLAY !== '1')
    results.replay = await replayComparison(pages, storefront, admin)

  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    results.lighthouse = {}
    for (const [name, path] of Object.entries(pages)) {
      for (const preset of ['mobile', 'desktop']) {
        log(`lighthouse ${preset} ${path} (${LIGHTHOUSE_RUNS} runs, median)`)
        const runs = []
        for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1)
          runs.push(
            await lighthouse(`${BASE}${path}`, {
              preset,
              port: CHROME_PORT,
              label: `${name} ${preset}`,
              keepDir: LIGHTHOUSE_DIR,
            }),
          )
        results.lighthouse[`${name} ${preset}`] = medianRun(runs)
      }
    }
  }

  if (process.env.BENCH_SKIP_BROWSER !== '1') {
    log('browser CPU per page load (Chromium headless shell, fresh context and warm, 5 loads each, median)')
    try {
      const shell = existsSync('/usr/bin/chromium-headless-shell')
        ? '/usr/bin/chromium-headless-shell'
        : (process.env.CHROME_PATH ?? '/usr/bin/chromium')
      results.browserCpu = await browserCpuPerLoad({ base: BASE, pages, executablePath: shell })
    } catch (error) {
      results.browserCpu = { error: String(error?.message ?? error) }
    }
  }

  if (results.replay) results.replay.direct = await replayDirect()
  if (results.pages) results.cachedDirect = await cachedDirect()

  if (process.env.BENCH_SKIP_STALE !== '1') {
    // Stale-while-revalidate (decision 0065): the storefront again with a TTL of STALE_TTL_S seconds, so
    // the product pages of the category expire during the run.
    log(`the first request after expiry: the storefront with PAGE_CACHE_TTL_SECONDS=${STALE_TTL_S}`)
    await swapStorefront(() => startStorefront([`PAGE_CACHE_TTL_SECONDS:${STALE_TTL_S}`]))
    const products = [...new Set([...cat.body.matchAll(/href="(\/ro\/product\/[^"?#]+)"/g)].map((m) => m[1]))].slice(
      0,
      12,
    )
    results.stale = await stalePath(products)
  }

  stopAll()
  proxy.server.close()
  await sleep(1000)

  if (process.env.BENCH_SKIP_ADMIN !== '1' && existsSync(join(root, 'admin-api/bench.mjs'))) {
    results.adminApi = {}
    for (const [label, products] of [
      ['default seed (2,000)', 2000],
      ['100,000 products', 100000],
    ]) {
      log(`admin API bench: ${label}`)
      const stateDir = join(root, '.wrangler', `bench-admin-${products}`)
      const args = [
        join(root, 'admin-api/bench.mjs'),
        '--products',
        String(products),
        '--iterations',
        '200',
        '--state-dir',
        stateDir,
      ]
      if (existsSync(stateDir)) args.push('--reuse')
      const res = spawnSync('node', args, { cwd: root, env, encoding: 'utf8', timeout: 600_000 })
      process.stdout.write(res.stdout ?? '')
      const last = (res.stdout ?? '').trim().split('\n').pop() ?? ''
      try {
        results.adminApi[label] = JSON.parse(last)
      } catch {
        results.adminApi[label] = { error: `exit ${res.status}: ${(res.stderr ?? '').slice(-300)}` }
      }
    }
    // The same shops over HTTP, endpoint by endpoint (bench/admin-endpoints.mjs, issue 31.6; it prints its own table).
    results.adminEndpoints = {}
    for (const products of [2000, 100000]) {
      log(`admin API endpoints over HTTP: ${products} products`)
      const out = join(tmpdir(), `bench-admin-endpoints-${products}.json`)
      const res = spawnSync(
        'node',
        [
          join(root, 'bench/admin-endpoints.mjs'),
          '--products',
          String(products),
          '--port',
          String(PORT + 4),
          '--json',
          out,
        ],
        {
          cwd: root,
          env,
          encoding: 'utf8',
          timeout: 900_000,
        },
      )
      process.stdout.write(res.stdout ?? '')
      try {
        results.adminEndpoints[products] = JSON.parse(readFileSync(out, 'utf8'))
      } catch {
        results.adminEndpoints[products] = { error: `exit ${res.status}: ${(res.stderr ?? '').slice(-300)}` }
      }
    }
  }

  report()
}

function report() {
  if (results.pages) printLoad()
  if (results.replay) printReplay(results.replay)
  // The split by package is in results.json; the table names the three largest (a nested list printed as [Object]).
  printTable(
    'Client first-load (gzip kB)',
    Object.fromEntries(
      Object.entries(results.client).map(([page, { groups = [], ...size }]) => [
        page,
        {
          ...size,
          largest: groups
            .slice(0, 3)
            .map((g) => `${g.group} ${g.gzipKB}`)
            .join(', '),
        },
      ]),
    ),
  )
  printTable('Worker bundle', [
    { ...results.worker, largest: results.worker.largest.map((l) => `${l.file} ${l.kB} kB`).join(', ') },
  ])
  if (results.memory)
    printTable('workerd RSS (storefront, MB; runtime = the isolate, devProxy = wrangler dev front)', results.memory)
  if (results.renderByPageSize)
    printTable('Category render time by page size (sequential, uncached)', results.renderByPageSize)
  if (results.cart) printTable('Cart Durable Object (sequential, ms)', [results.cart])
  if (results.stale)
    printTable(
      `Page cache: the first request after the TTL (product pages, TTL ${STALE_TTL_S} s, one request at a time, ${STALE_GAP_MS} ms apart or more; client ms)`,
      results.stale,
    )
  if (results.lighthouse) printTable('Lighthouse', results.lighthouse)
  if (results.browserCpu) printTable('Browser CPU per page load, s (decision 0033)', results.browserCpu)
  if (results.adminApi) {
    printTable(
      'Admin API (admin-api/bench.mjs, ms)',
      Object.fromEntries(
        Object.entries(results.adminApi).map(([k, v]) => [
          k,
          v.error
            ? { error: v.error }
            : {
                'listing p50': r2(v.listing?.p50),
                'listing p95': r2(v.listing?.p95),
                'search p50': r2(v.search?.p50),
                'search p95': r2(v.search?.p95),
                'seed s': r2(v.seedSeconds),
              },
        ]),
      ),
    )
  }
  if (results.adminEndpoints) {
    printTable(
      "Admin API over HTTP (bench/admin-endpoints.mjs): home's 11 calls at once",
      Object.fromEntries(
        Object.entries(results.adminEndpoints).map(([k, v]) => [
          `${k} products`,
          v.error
            ? { error: v.error }
            : {
                'p50 ms': v.homeParallel.p50,
                'p95 ms': v.homeParallel.p95,
                'CPU ms a page': v.homeParallel.cpuMsPerPage,
              },
        ]),
      ),
    )
  }
  results.finishedAt = new Date().toISOString()
  results.machine.loadavgAtEnd = os.loadavg().map(r2)
  console.log(
    `\nload average at start ${results.machine.loadavg.join(' ')}, at end ${results.machine.loadavgAtEnd.join(' ')} (${results.machine.cpus} cores)`,
  )
  const file = join(root, 'bench', 'results.json')
  // BENCH_ONLY_REPLAY measures one part: it replaces the `replay` key and keeps the last full run's figures.
  const written =
    ONLY_REPLAY && existsSync(file)
      ? {
          ...JSON.parse(readFileSync(file, 'utf8')),
          replay: {
            ...results.replay,
            run: {
              startedAt: results.startedAt,
              finishedAt: results.finishedAt,
              machine: results.machine,
              settings: results.settings,
            },
          },
        }
      : results
  writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`)
  log('wrote bench/results.json')
}

function printLoad() {
  printTable(
    `Pages: ${CONNECTIONS} connections x ${DURATION} s (autocannon, loopback); seq = 1 connection, sequential`,
    Object.entries(results.pages).flatMap(([name, p]) =>
      ['uncached', 'cached', 'static'].map((kind) => ({
        page: name,
        kind,
        'req/s': p[kind].reqPerSec,
        'median ms': p[kind].medianMs,
        'p95 ms': p[kind].p95Ms,
        'seq median ms': p[kind].sequential.medianMs,
        'seq p95 ms': p[kind].sequential.p95Ms,
        'server median ms': p[kind].sequential.serverMedianMs ?? '-',
        'server p95 ms': p[kind].sequential.serverP95Ms ?? '-',
        non2xx: p[kind].non2xx,
        bytes: p[kind].bytesPerReq,
      })),
    ),
  )
  if (results.floor) printTable('Floor: Worker 301 vs tiny static file (req/s, alternating rounds)', [results.floor])
  printTable(
    'Ratios (throughput)',
    Object.entries(results.pages).map(([name, p]) => ({
      page: name,
      'cached/static (median round)': p.ratios.cachedOverStatic,
      'rounds range': p.ratios.cachedOverStaticRange,
      'uncached/static': p.ratios.uncachedOverStatic,
      'cached header': p.cached.header,
    })),
  )
  if (results.cachedDirect)
    printTable(
      'On Miniflare directly (no wrangler dev proxy): cached page vs its static copy, and the floor (req/s, alternating rounds)',
      [
        ...Object.entries(results.cachedDirect.pages).map(([name, p]) => ({
          page: name,
          'cached req/s': p.cached.reqPerSec,
          'static req/s': p.static.reqPerSec,
          'cached/static (median round)': p.ratios.cachedOverStatic,
          'rounds range': p.ratios.cachedOverStaticRange,
          'cached header': p.cached.header,
        })),
        {
          page: 'floor (Worker 301 vs tiny static)',
          'cached req/s': results.cachedDirect.floor.worker301,
          'static req/s': results.cachedDirect.floor.staticTiny,
          'cached/static (median round)': results.cachedDirect.floor.ratio,
          'rounds range': results.cachedDirect.floor.ratioRange,
          'cached header': '-',
        },
      ],
    )
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  stopAll()
  process.exit(1)
})
