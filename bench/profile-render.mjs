#!/usr/bin/env node
/**
 * Where the storefront's render time goes (issue 31 point 4): a V8 CPU profile of the Worker rendering
 * home, a category and a product against the replay back end (bench/replay-backend.mjs), bucketed.
 *   npm run bench:profile [-- --renders 60 --rounds 5 --warmup 5 --port 8890 --interval 500 --json FILE --hits]
 * Steps: builds the storefront with source maps into .wrangler/profile-serve; serves the reference
 * admin API and the storefront on Miniflare directly (scripts/miniflare-server.mjs; no dev proxy), the
 * storefront with workerd's V8 inspector on port+3; the replay back end on port+2 records each page's
 * admin API answers (3 uncached renders per page), then answers from memory only. Per page type:
 * `warmup` renders, then `renders` renders with workerd's CPU measured from /proc (no profiler), then
 * `renders` renders under the Chrome DevTools Protocol profiler (Profiler.start/stop over the
 * inspector's websocket). Each render has its own query string, which bypasses the page cache, as in
 * bench/run.mjs, and asks the back end for every answer (SHARED_ANSWER_SECONDS=0), as a cache MISS does. Home is then rendered with fewer cards (the replay's answers cut to k products per
 * list) for a cost per card. With --hits, the three pages from the page cache too (no query string; each
 * counted "render" is 20 cached requests), for where a HIT's time goes (issue 53.4). Ports: port (storefront), +1 admin API, +2 replay back end, +3 inspector.
 * Prints the result and writes it as JSON (default bench/profile-results.json).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'
import { ensureAdminDevVars, ensureStorefrontDevVars } from '../scripts/dev-vars.mjs'
import { bundleWorker, serveWithMiniflare } from '../scripts/miniflare-server.mjs'
import { benchPages, CATEGORY } from './pages.mjs'
import { cpuMs, quantile } from './proc-stat.mjs'
import { createReplayBackend } from './replay-backend.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const opt = (name, def) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : def)
const RENDERS = Number(opt('renders', '60'))
const ROUNDS = Number(opt('rounds', '5'))
const CUTS = [8, 4, 2, 1]
const HITS = argv.includes('--hits')
/** A HIT costs ~1/20 of a render: each counted "render" of a HIT case is this many cached requests. */
const HITS_PER_RENDER = 20
const WARMUP = Number(opt('warmup', '5'))
const PORT = Number(opt('port', process.env.BENCH_PORT ?? '8890'))
const INTERVAL_US = Number(opt('interval', '500'))
const JSON_OUT = resolve(root, opt('json', 'bench/profile-results.json'))
const ADMIN_PORT = PORT + 1
const PROXY_PORT = PORT + 2
const INSPECTOR_PORT = PORT + 3
const BASE = `http://127.0.0.1:${PORT}`
const serveDir = join(root, '.wrangler', 'profile-serve')
const adminState = join(root, '.wrangler', 'profile-admin-state')
const storefrontState = join(root, '.wrangler', 'profile-storefront-state')
const bin = join(root, 'node_modules', '.bin')
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false' }
const log = (m) => console.error(`[profile] ${m}`)
const r1 = (x) => Math.round(x * 10) / 10
const r2 = (x) => Math.round(x * 100) / 100

/** The buckets, in print order. `idle` is not CPU: the isolate waiting (for the back end, the client). */
const BUCKETS = {
  react: 'React SSR (react-dom/server, react)',
  tanstack: 'TanStack router/start/query (incl. stream, dehydration, seroval)',
  app: 'our app code (app/)',
  worker: 'our Worker code (worker/ except the HTML pass, hono)',
  rewrite: 'HTML rewrite pass (worker/html-stream, paint-first, tag-injection)',
  intl: 'intl (formatjs, react-intl, intl-messageformat)',
  zod: 'zod',
  gc: 'GC ((garbage collector))',
  native: 'workerd/native/(program) (no JS source: runtime, builtins, streams, I/O)',
  other: 'other (other packages)',
}

function packageOf(source) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  return m ? m[1] : null
}

/** The bucket of a profile node from its original source (through the source map) and function name. */
export function bucketOf(functionName, url, source) {
  if (functionName === '(idle)') return 'idle'
  if (functionName === '(garbage collector)') return 'gc'
  if (!url || functionName === '(program)' || functionName === '(root)') return 'native'
  const pkg = source ? packageOf(source) : null
  if (pkg) {
    if (pkg === 'react-dom' || pkg === 'react' || pkg === 'scheduler') return 'react'
    if (
      pkg.startsWith('@tanstack/') ||
      pkg === 'seroval' ||
      pkg === 'seroval-plugins' ||
      pkg === 'cookie-es' ||
      pkg === 'h3' ||
      pkg === 'tiny-invariant'
    )
      return 'tanstack'
    if (pkg.startsWith('@formatjs/') || pkg === 'react-intl' || pkg === 'intl-messageformat') return 'intl'
    if (pkg === 'zod' || pkg.startsWith('@zod/')) return 'zod'
    if (pkg === 'hono') return 'worker'
    return 'other'
  }
  if (source) {
    if (/(^|\/)worker\/html\/(html-stream|paint-first|tag-injection)\.ts$/.test(source)) return 'rewrite'
    if (/(^|\/)worker\//.test(source)) return 'worker'
    // platform/ (the back-end client, the request and site readers) counts with the app it serves
    if (/(^|\/)(app|platform)\//.test(source) || /(^|\/)routes\//.test(source) || /(^|\/)locales\//.test(source))
      return 'app'
  }
  return 'other'
}

// ---- source maps --------------------------------------------------------------------------------

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
)

/** Base64 VLQ fields of one source-map segment. */
function vlq(segment) {
  const out = []
  let value = 0
  let shift = 0
  for (const c of segment) {
    const digit = B64[c]
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return out
}

/**
 * A source map (v3, no index maps) decoded into per-generated-line segments
 * [column, sourceIndex, originalLine (0-based), nameIndex?], sorted by column.
 */
export function decodeSourceMap(map) {
  const lines = []
  let source = 0
  let origLine = 0
  let name = 0
  for (const text of map.mappings.split(';')) {
    const segments = []
    let col = 0
    for (const seg of text ? text.split(',') : []) {
      const f = vlq(seg)
      col += f[0]
      if (f.length >= 4) {
        source += f[1]
        origLine += f[2]
        // f[3], the original column, is not needed (functions are bucketed by file and line)
        if (f.length >= 5) name += f[4]
        segments.push([col, source, origLine, f.length >= 5 ? name : -1])
      }
    }
    lines.push(segments)
  }
  return { sources: map.sources, names: map.names ?? [], sourceRoot: map.sourceRoot ?? '', lines }
}

/** The original position of a generated (0-based line, column): the last segment at or before it. */
export function originalPosition(decoded, line, column) {
  const segments = decoded.lines[line]
  if (!segments?.length) return null
  let lo = 0
  let hi = segments.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (segments[mid][0] <= column) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  const seg = segments[found === -1 ? 0 : found]
  return {
    source: decoded.sourceRoot + decoded.sources[seg[1]],
    line: seg[2] + 1,
    name: seg[3] >= 0 ? decoded.names[seg[3]] : undefined,
  }
}

const maps = new Map()
function traceMap(file) {
  if (!maps.has(file)) {
    let map = null
    try {
      map = decodeSourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
    } catch {}
    maps.set(file, map)
  }
  return maps.get(file)
}

/** The workerd module URL of a profile node as a file of the build (workerd names modules by path). */
function bundleFile(url) {
  const path = url.replace(/^file:\/\//, '')
  return path.startsWith('/') ? path : join(serveDir, 'server', path)
}

/** The original source (repo-relative, or node_modules/<pkg>/...) and line of a function start. */
function originalOf(callFrame) {
  if (!callFrame.url) return { source: null, line: null }
  const map = traceMap(bundleFile(callFrame.url))
  if (!map) return { source: null, line: null }
  const pos = originalPosition(map, callFrame.lineNumber, Math.max(0, callFrame.columnNumber))
  if (!pos?.source) return { source: null, line: null }
  const abs = resolve(dirname(bundleFile(callFrame.url)), pos.source)
  const rel = relative(root, abs)
  const nm = rel.lastIndexOf('node_modules/')
  return { source: nm >= 0 ? rel.slice(nm) : rel, line: pos.line, name: pos.name }
}

// ---- profile analysis ---------------------------------------------------------------------------

/**
 * Self time per node from the samples (each sample lasts until the next one: timeDeltas[i + 1]),
 * bucketed; ms per render. Returns the buckets, the CPU total (all but idle) and the top functions.
 */
export function analyse(profile, renders, resolveFrame = originalOf) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const selfUs = new Map()
  const { samples, timeDeltas } = profile
  for (let i = 0; i < samples.length; i += 1) {
    const dt = i + 1 < timeDeltas.length ? timeDeltas[i + 1] : 0
    selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + Math.max(0, dt))
  }
  const buckets = Object.fromEntries([...Object.keys(BUCKETS), 'idle'].map((k) => [k, 0]))
  const functions = new Map()
  const otherPackages = new Map()
  const unmapped = { count: 0, us: 0 }
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id)
    const orig = resolveFrame(callFrame)
    if (callFrame.url && !orig.source) {
      unmapped.count += 1
      unmapped.us += us
    }
    const bucket = bucketOf(callFrame.functionName, callFrame.url, orig.source)
    buckets[bucket] += us
    if (bucket === 'other') {
      const pkg = (orig.source && packageOf(orig.source)) ?? (orig.source ? 'other sources' : 'unmapped')
      otherPackages.set(pkg, (otherPackages.get(pkg) ?? 0) + us)
    }
    if (bucket === 'idle') continue
    const name = callFrame.functionName || orig.name || '(anonymous)'
    const where = orig.source
      ? `${orig.source}:${orig.line}`
      : callFrame.url
        ? `${callFrame.url}:${callFrame.lineNumber + 1}`
        : ''
    const key = `${name} ${where}`
    const f = functions.get(key) ?? { function: name, where, bucket, us: 0 }
    f.us += us
    functions.set(key, f)
  }
  // Total (inclusive) time of the shop's own functions (app/, platform/, worker/): every sample counts
  // once for each of them on its stack. A component's total is its own body's: React renders the
  // children it returns after it returned. Sampling puts a few tenths of a ms on small functions by
  // chance (pageLook's 12 us a call showed as 0.3 ms): read the large figures.
  const parentOf = new Map()
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id)
  const resolved = new Map()
  const ownKey = (id) => {
    if (!resolved.has(id)) {
      const { callFrame } = nodes.get(id)
      const orig = resolveFrame(callFrame)
      const own = orig.source && /^(app|platform|worker)\//.test(orig.source)
      resolved.set(
        id,
        own ? `${callFrame.functionName || orig.name || '(anonymous)'} ${orig.source}:${orig.line}` : null,
      )
    }
    return resolved.get(id)
  }
  const totalUs = new Map()
  for (const [id, us] of selfUs) {
    if (bucketOf(nodes.get(id).callFrame.functionName, nodes.get(id).callFrame.url, null) === 'idle') continue
    const seen = new Set()
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const key = ownKey(at)
      if (key && !seen.has(key)) {
        seen.add(key)
        totalUs.set(key, (totalUs.get(key) ?? 0) + us)
      }
    }
  }
  const perRender = (us) => us / 1000 / renders
  const cpuUs = Object.entries(buckets).reduce((n, [k, us]) => (k === 'idle' ? n : n + us), 0)
  return {
    cpuMsPerRender: r2(perRender(cpuUs)),
    idleMsPerRender: r2(perRender(buckets.idle)),
    buckets: Object.fromEntries(
      Object.keys(BUCKETS).map((k) => [
        k,
        { msPerRender: r2(perRender(buckets[k])), share: cpuUs ? r1((100 * buckets[k]) / cpuUs) : 0 },
      ]),
    ),
    unmappedMsPerRender: r2(perRender(unmapped.us)),
    otherByPackage: Object.fromEntries(
      [...otherPackages]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([pkg, us]) => [pkg, r2(perRender(us))]),
    ),
    ownByTotal: [...totalUs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([key, us]) => ({ function: key, totalMsPerRender: r2(perRender(us)) })),
    top: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, 15)
      .map((f) => ({
        function: f.function,
        where: f.where,
        bucket: f.bucket,
        msPerRender: r2(perRender(f.us)),
        share: r1((100 * f.us) / cpuUs),
      })),
  }
}

// ---- servers ------------------------------------------------------------------------------------

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], ...opts })
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})`)
}

/** The storefront's workerd (its entry socket is on PORT), among this process's descendants. */
function storefrontWorkerdPids() {
  const ps = spawnSync('ps', ['-e', '-o', 'pid=,args='], { encoding: 'utf8' }).stdout
  return ps
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /workerd/.test(l) && l.includes(`127.0.0.1:${PORT}`))
    .map((l) => Number(l.split(/\s+/)[0]))
}

async function get(path) {
  const res = await fetch(`${BASE}${path}`, { redirect: 'manual' })
  const body = await res.text()
  return { status: res.status, body, cache: res.headers.get('x-page-cache') }
}

/** A CDP session on workerd's inspector, to the storefront's isolate. */
async function inspector() {
  const list = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json()
  const target =
    list.find((t) => /storefront/.test(t.id ?? t.title ?? '') || /storefront/.test(t.webSocketDebuggerUrl ?? '')) ??
    list[0]
  const wsUrl = target.webSocketDebuggerUrl ?? `ws://127.0.0.1:${INSPECTOR_PORT}/${target.id}`
  const ws = new WebSocket(wsUrl)
  await new Promise((ok, fail) => {
    ws.onopen = ok
    ws.onerror = fail
  })
  let id = 0
  const pending = new Map()
  ws.onmessage = (event) => {
    const msg = JSON.parse(typeof event.data === 'string' ? event.data : Buffer.from(event.data).toString())
    if (msg.id && pending.has(msg.id)) {
      const { ok, fail } = pending.get(msg.id)
      pending.delete(msg.id)
      if (msg.error) fail(new Error(`${msg.error.message}`))
      else ok(msg.result)
    }
  }
  const send = (method, params = {}) =>
    new Promise((ok, fail) => {
      id += 1
      pending.set(id, { ok, fail })
      ws.send(JSON.stringify({ id, method, params }))
    })
  return { send, close: () => ws.close(), target: target.id ?? target.title }
}

/** Product cards in a page: distinct product links. */
const cardsIn = (html) => new Set([...html.matchAll(/href="(\/ro\/product\/[^"?#]+)"/g)].map((m) => m[1])).size

/** The least-squares line y = a + b x through points [x, y]. */
export function linearFit(points) {
  const n = points.length
  const mx = points.reduce((t, [x]) => t + x, 0) / n
  const my = points.reduce((t, [, y]) => t + y, 0) / n
  const sxx = points.reduce((t, [x]) => t + (x - mx) ** 2, 0)
  const sxy = points.reduce((t, [x, y]) => t + (x - mx) * (y - my), 0)
  const slope = sxx ? sxy / sxx : 0
  return { intercept: my - slope * mx, slope }
}

/**
 * Cost per product card on home: the slope of CPU (and HTML) against the number of cards over the
 * renders with fewer cards, least squares; the intercept is home without any card.
 */
export function perCardCost(variants) {
  const lineOf = (y) => linearFit(variants.map((v) => [v.productCards, y(v)]))
  const workerd = lineOf((v) => v.workerdCpuMsPerRender)
  const profiled = lineOf((v) => v.profile.cpuMsPerRender)
  const html = lineOf((v) => v.htmlBytes)
  const gzip = lineOf((v) => v.htmlGzipBytes)
  return {
    cards: variants.map((v) => v.productCards).join(', '),
    workerdCpuMsPerCard: r2(workerd.slope),
    workerdCpuMsAtZeroCards: r1(workerd.intercept),
    profiledCpuMsPerCard: r2(profiled.slope),
    profiledCpuMsAtZeroCards: r1(profiled.intercept),
    htmlBytesPerCard: Math.round(html.slope),
    htmlGzipBytesPerCard: Math.round(gzip.slope),
  }
}

/** A recorded JSON answer with every `products` list cut to `k` items; undefined when it has none. */
export function cutProducts(answer, k) {
  const gz = /gzip/.test(String(answer.headers['content-encoding'] ?? ''))
  let json
  try {
    json = JSON.parse((gz ? gunzipSync(answer.body) : answer.body).toString('utf8'))
  } catch {
    return undefined
  }
  let cut = false
  const walk = (v) => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object')
      for (const [key, value] of Object.entries(v)) {
        if (key === 'products' && Array.isArray(value) && value.length > k) {
          v[key] = value.slice(0, k)
          cut = true
        }
        walk(v[key])
      }
  }
  walk(json)
  if (!cut) return undefined
  const text = Buffer.from(JSON.stringify(json))
  const body = gz ? gzipSync(text) : text
  return { status: answer.status, headers: { ...answer.headers, 'content-length': String(body.length) }, body }
}

async function main() {
  const started = new Date().toISOString()
  const loadavgBefore = os.loadavg().map(r2)
  log('building the storefront with source maps (.wrangler/profile-serve)')
  rmSync(serveDir, { recursive: true, force: true })
  // The build checks wrangler.toml's required secret; the same local one the server gets below.
  const secrets = ensureStorefrontDevVars(root)
  run('vite', ['build', '--logLevel', 'error', '--sourcemap', 'true'], {
    env: { ...env, BUILD_OUT_DIR: serveDir, CART_COOKIE_SECRET: secrets.CART_COOKIE_SECRET },
  })

  log('preparing the admin API database and serving it on Miniflare')
  ensureAdminDevVars(root)
  run('node', [join(root, 'admin-api/scripts/prepare.mjs'), '--state-dir', adminState, '--products', '2000'])
  const adminMain = bundleWorker('admin-api/wrangler.toml', join(adminState, 'bundle'), env)
  const servers = []
  const backend = createReplayBackend({ upstreamPort: ADMIN_PORT, mode: 'record' })
  const proxy = createServer((req, res) => backend.handle(req, res).catch(() => res.destroy()))
  const stop = async () => {
    proxy.close()
    for (const s of servers.splice(0)) await s.dispose().catch(() => {})
  }
  try {
    servers.push(
      await serveWithMiniflare({
        name: 'admin-api',
        configPath: 'admin-api/wrangler.toml',
        main: adminMain,
        port: ADMIN_PORT,
        stateDir: adminState,
      }),
    )
    await new Promise((ok) => proxy.listen(PROXY_PORT, '127.0.0.1', ok))
    rmSync(storefrontState, { recursive: true, force: true })
    log(`serving the storefront on Miniflare, inspector on ${INSPECTOR_PORT}`)
    servers.push(
      await serveWithMiniflare({
        name: 'storefront',
        configPath: join(serveDir, 'server', 'wrangler.json'),
        port: PORT,
        stateDir: storefrontState,
        // Every render asks the back end, as a cache MISS does: an answer kept from the last render
        // (decision 0095) would hide the cut product lists, and every cut rendered all the cards.
        vars: [
          `ADMIN_API_URL:http://127.0.0.1:${PROXY_PORT}`,
          `CART_COOKIE_SECRET:${secrets.CART_COOKIE_SECRET}`,
          'SHARED_ANSWER_SECONDS:0',
        ],
        inspectorPort: INSPECTOR_PORT,
      }),
    )
    const pids = storefrontWorkerdPids()
    if (!pids.length) throw new Error('no storefront workerd process found')

    const cat = await get(CATEGORY)
    if (cat.status !== 200) throw new Error(`${CATEGORY} answered ${cat.status}`)
    const pages = benchPages(cat.body)
    log(`pages: ${JSON.stringify(pages)}; record phase (3 uncached renders each)`)
    for (const path of Object.values(pages)) for (let i = 0; i < 3; i += 1) await get(`${path}?bench=record${i}`)
    backend.mode = 'replay'

    const cdp = await inspector()
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: INTERVAL_US })
    let seq = 0
    // The cases: the three pages, then home with every product list of the replayed answers cut to k items.
    // With --hits: the same pages from the page cache (issue 53.4), HITS_PER_RENDER requests per render counted.
    const cases = [
      ...Object.entries(pages).map(([name, path]) => ({ name, path, k: null })),
      ...(HITS
        ? Object.entries(pages).map(([name, path]) => ({ name: `${name} (HIT)`, path, k: null, hit: true }))
        : []),
      ...CUTS.map((k) => ({ name: `home, lists cut to ${k}`, path: pages.home, k })),
    ]
    const use = (c) => {
      backend.transform = c.k === null ? null : (_key, answer) => cutProducts(answer, c.k)
    }
    const render = async (c, tag) => {
      if (c.hit) {
        let page
        for (let i = 0; i < HITS_PER_RENDER; i += 1) page = await get(c.path)
        if (page.status !== 200 || page.cache !== 'HIT')
          throw new Error(`${c.path} answered ${page.status} ${page.cache}`)
        return page
      }
      const page = await get(`${c.path}?bench=${tag}${seq++}`)
      if (page.status !== 200) throw new Error(`${c.path} answered ${page.status}`)
      return page
    }
    backend.resetCounters()
    for (const c of cases) {
      use(c)
      for (let i = 0; i < WARMUP; i += 1) c.page = await render(c, 'prof-warm')
      c.cpu = []
      c.walls = []
    }
    // workerd's CPU without the profiler, in ROUNDS interleaved rounds (this shared machine's speed
    // drifts; each case meets it alike): the median round.
    const perRound = Math.max(1, Math.round(RENDERS / ROUNDS))
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const c of cases) {
        use(c)
        const cpu0 = cpuMs(pids)
        for (let i = 0; i < perRound; i += 1) {
          const t0 = performance.now()
          await render(c, 'prof-cpu')
          c.walls.push(performance.now() - t0)
        }
        c.cpu.push((cpuMs(pids) - cpu0) / perRound)
      }
      log(`CPU round ${round + 1}/${ROUNDS}: ${cases.map((c) => `${c.name} ${r1(c.cpu.at(-1))}`).join(', ')} ms/render`)
    }
    // Then the same renders under the profiler, one case at a time.
    for (const c of cases) {
      use(c)
      await cdp.send('Profiler.start')
      for (let i = 0; i < RENDERS; i += 1) await render(c, 'prof')
      c.profile = analyse((await cdp.send('Profiler.stop')).profile, RENDERS)
    }
    backend.transform = null
    const misses = backend.stats().misses

    const results = {
      startedAt: started,
      machine: { node: process.version, cpus: os.cpus().length, loadavgBefore, loadavgAfter: os.loadavg().map(r2) },
      settings: {
        renders: RENDERS,
        warmup: WARMUP,
        cpuRounds: ROUNDS,
        samplingIntervalUs: INTERVAL_US,
        inspectorTarget: cdp.target,
      },
      replayMisses: misses,
      pages: {},
      homeByCards: [],
    }
    const summary = (c) => ({
      path: c.path,
      renders: RENDERS,
      htmlBytes: Buffer.byteLength(c.page.body),
      htmlGzipBytes: gzipSync(c.page.body).length,
      productCards: cardsIn(c.page.body),
      wallMedianMs: r2(quantile(c.walls, 0.5)),
      workerdCpuMsPerRender: r2(quantile(c.cpu, 0.5)),
      workerdCpuRoundsMs: c.cpu.map(r1),
      profile: c.profile,
    })
    for (const c of cases) {
      if (c.hit) results.pages[c.name] = { ...summary(c), hitsPerRender: HITS_PER_RENDER }
      else if (c.k === null) results.pages[c.name] = summary(c)
      else results.homeByCards.push({ productsPerList: c.k, ...summary(c) })
    }
    results.homeByCards.unshift({ productsPerList: 'all', ...results.pages.home })
    results.perCard = perCardCost(results.homeByCards)
    results.finishedAt = new Date().toISOString()
    cdp.close()
    writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`)
    print(results)
    log(`written ${relative(root, JSON_OUT)}`)
  } finally {
    await stop()
  }
}

function print(results) {
  const { settings, machine } = results
  console.log(`Where the render time goes (issue 31.4): storefront Worker on Miniflare (workerd), replay back end, ${settings.renders} uncached renders per page after ${settings.warmup} warm-up;
${results.replayMisses} replay misses (requests the replay had no answer for).
Method: a V8 CPU profile (Chrome DevTools Protocol Profiler.start/stop on workerd's inspector, sampling every ${settings.samplingIntervalUs} us).
Each sample's self time goes to the function on top of the stack; that function's start is mapped through the build's source maps
(vite build --sourcemap) to its original file: node_modules/<package> or app/, worker/. "(idle)" is the isolate waiting (for the
back end or the client) and is not CPU; "(program)" and frames without a JS source (workerd's C++: streams, I/O, builtins called
from native code) are "workerd/native". "workerd CPU" is the workerd process's user+system time from /proc over the same number
of renders without the profiler, in ${settings.cpuRounds} rounds interleaved across the cases, median round (it includes Miniflare's entry worker, ~2 ms a request, and work off the JS thread). The profiler
slows the isolate down (profiled ms > workerd ms): read the buckets as shares, and scale them to the workerd CPU for ms.
Node ${machine.node}, ${machine.cpus} cores, load average ${machine.loadavgBefore.join(' ')} before, ${machine.loadavgAfter.join(' ')} after.`)
  const names = Object.keys(results.pages)
  const rows = {}
  for (const name of names) {
    const p = results.pages[name]
    rows[name] = {
      path: p.path,
      'product cards': p.productCards,
      'HTML kB (gzip)': `${r1(p.htmlBytes / 1024)} (${r1(p.htmlGzipBytes / 1024)})`,
      'wall ms (median)': p.wallMedianMs,
      'workerd CPU ms': p.workerdCpuMsPerRender,
      'profiled JS-thread CPU ms': p.profile.cpuMsPerRender,
      'idle ms': p.profile.idleMsPerRender,
      'workerd CPU rounds': p.workerdCpuRoundsMs.join(' '),
    }
  }
  console.log('\nPer render')
  console.table(rows)
  const bucketRows = {}
  for (const [key, label] of Object.entries(BUCKETS)) {
    bucketRows[label] = Object.fromEntries(
      names.map((n) => [
        n,
        `${results.pages[n].profile.buckets[key].msPerRender} ms (${results.pages[n].profile.buckets[key].share}%)`,
      ]),
    )
  }
  console.log('\nSelf CPU per render by bucket (ms, share of the profiled CPU)')
  console.table(bucketRows)
  console.log(
    `"other" by package (ms per render): ${names.map((n) => `${n} ${JSON.stringify(results.pages[n].profile.otherByPackage)}`).join('; ')}`,
  )
  console.log(
    `(unmapped JS frames, counted under "other": ${names.map((n) => `${n} ${results.pages[n].profile.unmappedMsPerRender} ms`).join(', ')})`,
  )
  for (const name of names) {
    console.log(`\nTop 15 functions by self time: ${name} (${results.pages[name].path})`)
    console.table(
      results.pages[name].profile.top.map((f) => ({
        function: f.function.slice(0, 40),
        where: f.where.slice(-60),
        bucket: f.bucket,
        ms: f.msPerRender,
        '%': f.share,
      })),
    )
  }
  for (const name of names) {
    console.log(
      `\nThe shop's own functions by total time (their calls' time included; a component's is its own body's): ${name}`,
    )
    console.table(
      results.pages[name].profile.ownByTotal
        .slice(0, 20)
        .map((f) => ({ function: f.function.slice(-90), 'ms per render': f.totalMsPerRender })),
    )
  }
  console.log('\nHome with fewer cards (every product list of the replayed answers cut to k items)')
  console.table(
    results.homeByCards.map((h) => ({
      'products per list': h.productsPerList,
      'product cards': h.productCards,
      'HTML kB gzip': r1(h.htmlGzipBytes / 1024),
      'workerd CPU ms': h.workerdCpuMsPerRender,
      rounds: h.workerdCpuRoundsMs.join(' '),
      'profiled CPU ms': h.profile.cpuMsPerRender,
      'React ms': h.profile.buckets.react.msPerRender,
      'TanStack ms': h.profile.buckets.tanstack.msPerRender,
      'app ms': h.profile.buckets.app.msPerRender,
    })),
  )
  const c = results.perCard
  console.log(
    `Per card (least squares over ${c.cards} cards): workerd CPU ${c.workerdCpuMsPerCard} ms a card, ${c.workerdCpuMsAtZeroCards} ms at 0 cards; profiled CPU ${c.profiledCpuMsPerCard} ms a card, ${c.profiledCpuMsAtZeroCards} ms at 0; HTML ${c.htmlBytesPerCard} B (${c.htmlGzipBytesPerCard} B gzip) a card`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
