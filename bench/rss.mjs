#!/usr/bin/env node
/**
 * Why does workerd's RSS grow under load? Drives a running storefront (`npm start`, or the bench's)
 * with rounds of autocannon load and, after each round, reads the runtime workerd's RSS and the
 * isolate's JS heap through the Worker's inspector (wrangler dev --inspector-port): used heap
 * before and after a forced full GC. A leak shows as used-after-GC climbing round after round; a
 * cache or allocator headroom shows as RSS above a flat after-GC heap.
 *
 *   node bench/rss.mjs --url http://127.0.0.1:8787 --inspector 9987 [--rounds 6] [--seconds 10] [--mode both|cached|uncached]
 */
import { spawnSync } from 'node:child_process'
import autocannon from 'autocannon'
import WebSocket from 'ws'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const url = arg('url', 'http://127.0.0.1:8787')
const port = Number(new URL(url).port)
const inspectorPort = Number(arg('inspector', String(port + 1200)))
const rounds = Number(arg('rounds', '6'))
const seconds = Number(arg('seconds', '10'))
/** both (default), cached or uncached: which load each round runs. */
const mode = arg('mode', 'both')
const r1 = (n) => Math.round(n * 10) / 10

/** RSS (MB) of the workerd runtime behind the dev proxy listening on `port` (its sibling process). */
function runtimeRss() {
  const ps = spawnSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' }).stdout.trim().split('\n')
  const rows = ps.map((l) => l.trim().split(/\s+/)).filter((p) => p[3]?.endsWith('workerd'))
  const proxy = rows.find((p) => p.includes(`--socket-addr=entry=127.0.0.1:${port}`))
  if (!proxy) return { runtimeMB: null, proxyMB: null }
  const runtime = rows.find((p) => p[1] === proxy[1] && p !== proxy)
  return { runtimeMB: runtime ? r1(Number(runtime[2]) / 1024) : null, proxyMB: r1(Number(proxy[2]) / 1024) }
}

/** One CDP session with the Worker's isolate. */
async function inspector() {
  const ws = new WebSocket(`ws://127.0.0.1:${inspectorPort}/ws`)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  let id = 0
  const waiting = new Map()
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data))
    if (msg.id && waiting.has(msg.id)) {
      waiting.get(msg.id)(msg)
      waiting.delete(msg.id)
    }
  })
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1
      waiting.set(id, resolve)
      ws.send(JSON.stringify({ id, method, params }))
    })
  await send('HeapProfiler.enable')
  return { send, close: () => ws.close() }
}

async function heap(cdp) {
  const before = (await cdp.send('Runtime.getHeapUsage')).result
  // workerd's inspector does not answer HeapProfiler.collectGarbage; a heap snapshot runs a full GC first.
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  const after = (await cdp.send('Runtime.getHeapUsage')).result
  const mb = (n) => r1((n ?? 0) / 2 ** 20)
  return {
    usedMB: mb(before.usedSize),
    heapTotalMB: mb(before.totalSize),
    usedAfterGcMB: mb(after.usedSize),
    heapTotalAfterGcMB: mb(after.totalSize),
    // ArrayBuffer backing stores (response bodies, encoded pages) and the embedder's own heap.
    backingMB: mb(after.backingStorageSize),
    embedderMB: mb(after.embedderHeapUsedSize),
  }
}

async function load(path, uncached) {
  let n = 0
  const result = await autocannon({
    url: `${url}${path}`,
    connections: 20,
    duration: seconds,
    requests: uncached
      ? [
          {
            setupRequest: (req) => {
              n += 1
              return { ...req, path: `${path}?rss=${n}` }
            },
          },
        ]
      : undefined,
  })
  return { requests: result.requests.total, non2xx: result.non2xx }
}

const cdp = await inspector()
const rows = [{ round: 'idle', ...runtimeRss(), ...(await heap(cdp)) }]
console.table(rows)
for (let round = 1; round <= rounds; round += 1) {
  const uncached = mode === 'cached' ? { requests: 0 } : await load('/ro/telefoane', true)
  const cached = mode === 'uncached' ? { requests: 0 } : await load('/ro', false)
  const row = { round, uncachedReq: uncached.requests, cachedReq: cached.requests, ...runtimeRss() }
  Object.assign(row, await heap(cdp))
  rows.push(row)
  console.table([row])
}
cdp.close()
console.table(rows)
if (process.argv.includes('--json')) console.log(JSON.stringify(rows))
