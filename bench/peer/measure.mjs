#!/usr/bin/env node
// Measures the peer's three pages the way bench/run.mjs's replayComparison measures ours: per page,
// 3 warm-up requests, 40 sequential requests on one connection (client time to the last byte; the server's CPU over
// them / 40), then autocannon at BENCH_CONNECTIONS x BENCH_DURATION s; 1.5 s after the run (pages still in flight
// end) the server's CPU (utime+stime from /proc/<pid>/stat) over the run is divided by the responses served (high
// bound) and by the requests sent (low bound). The mock's CPU is shown too: it must stay far below the peer's.
// Start the servers with bench/peer/run.sh first. Env: BENCH_DURATION (10), BENCH_CONNECTIONS (20), PEER_PORT (9800),
// PEER_PAGES (home,listing,product), PEER_JSON (write the results there).
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { autocannonLoad } from '../load.mjs'
import { cpuMs, quantile } from '../proc-stat.mjs'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const PORT = Number(process.env.PEER_PORT ?? 9800)
const BASE = `http://127.0.0.1:${PORT}`
const PAGES = {
  home: '/en',
  listing: '/en/collection/electronics?facets=%5B%5D',
  product: '/en/product/aurora-phone-14?color=black&storage=128-gb',
}
const STATE = `${process.env.PEER_DIR ?? new URL('../../.wrangler/peer', import.meta.url).pathname}/state`
const only = (process.env.PEER_PAGES ?? 'home,listing,product').split(',')
const peerPid = Number(readFileSync(`${STATE}/peer.pid`, 'utf8'))
const mockPid = Number(readFileSync(`${STATE}/mock.pid`, 'utf8'))
const r2 = (x) => (x === null || x === undefined ? null : Math.round(x * 100) / 100)
const median = (xs) => quantile(xs, 0.5)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function get(path) {
  const t0 = performance.now()
  const res = await fetch(`${BASE}${path}`, { redirect: 'manual' })
  const body = await res.text()
  return { res, body, ms: performance.now() - t0 }
}

/** The shared autocannon run (bench/load.mjs), without the latencies themselves. */
async function load(path) {
  const {
    latencies: _l,
    bytesPerReq: _b,
    ...run
  } = await autocannonLoad(`${BASE}${path}`, {
    connections: CONNECTIONS,
    duration: DURATION,
  })
  return run
}

const out = {
  startedAt: new Date().toISOString(),
  settings: { duration: DURATION, connections: CONNECTIONS },
  node: process.version,
  pages: {},
}
for (const name of only) {
  const path = PAGES[name]
  for (let i = 0; i < 3; i += 1) await get(path)
  const page = await get(path)
  const cards = (page.body.match(/group block bg-card rounded-xl/g) ?? []).length
  const s0 = cpuMs([peerPid])
  const times = []
  for (let i = 0; i < 40; i += 1) times.push((await get(path)).ms)
  const s1 = cpuMs([peerPid])
  console.log(`[peer] ${name}: ${CONNECTIONS} connections x ${DURATION} s on ${path}`)
  const c0 = cpuMs([peerPid])
  const m0 = cpuMs([mockPid])
  const run = await load(path)
  await sleep(1500)
  const c1 = cpuMs([peerPid])
  const m1 = cpuMs([mockPid])
  out.pages[name] = {
    path,
    status: page.res.status,
    htmlBytes: Buffer.byteLength(page.body),
    cards,
    sequential: { medianMs: r2(median(times)), p95Ms: r2(quantile(times, 0.95)), cpuMsPerPage: r2((s1 - s0) / 40) },
    load: run,
    cpuMsPerPage: run.served ? r2((c1 - c0) / run.served) : null,
    cpuMsPerSent: run.sent ? r2((c1 - c0) / run.sent) : null,
    mockCpuMsPerPage: run.served ? r2((m1 - m0) / run.served) : null,
  }
}
out.loadavg = os.loadavg().map(r2)
console.table(
  Object.fromEntries(
    Object.entries(out.pages).map(([name, p]) => [
      name,
      {
        status: p.status,
        cards: p.cards,
        'HTML kB': r2(p.htmlBytes / 1024),
        'req/s': p.load.reqPerSec,
        'median ms': p.load.medianMs,
        'p95 ms': p.load.p95Ms,
        'non-2xx': p.load.non2xx,
        errors: p.load.errors,
        'load CPU ms/page': p.cpuMsPerSent === p.cpuMsPerPage ? p.cpuMsPerPage : `${p.cpuMsPerSent}-${p.cpuMsPerPage}`,
        'seq median ms': p.sequential.medianMs,
        'seq CPU ms/page': p.sequential.cpuMsPerPage,
        'mock CPU ms/page': p.mockCpuMsPerPage,
      },
    ]),
  ),
)
console.log(`[peer] load average ${out.loadavg.join(' ')}`)
if (process.env.PEER_JSON) writeFileSync(process.env.PEER_JSON, `${JSON.stringify(out, null, 2)}\n`)
