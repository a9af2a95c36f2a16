#!/usr/bin/env node
/**
 * Cart store benchmark (issue 7, decision 0006), against a running storefront (`npm start`):
 * - save: one POST /api/cart round trip (expectedVersion = current version), sequential;
 * - push: from sending a save to the moment all 10 open /ws/cart sockets of the shopper got its
 *   cart:event.
 * Prints median and p95 of each; `--json` prints one JSON line instead (for bench/run.mjs).
 *
 *   node bench/cart.mjs [--url http://127.0.0.1:8787] [--saves 200] [--pushes 100] [--sockets 10] [--json]
 */
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://127.0.0.1:8787' },
    saves: { type: 'string', default: '200' },
    pushes: { type: 'string', default: '100' },
    sockets: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
  },
})
const base = values.url.replace(/\/$/, '')
const origin = new URL(base).origin

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  return { n: sorted.length, median: +percentile(sorted, 50).toFixed(2), p95: +percentile(sorted, 95).toFixed(2) }
}

function order(count) {
  const product = {
    productId: 1,
    title: 'Bench phone',
    url: 'bench-phone',
    img: '',
    price: 100,
    multiplicity: 1,
    brand: { id: 1, name: 'B', slug: 'b' },
    stock: 100000,
  }
  return { localCart: { products: [{ product, count }] }, localDataFields: {} }
}

async function newShopper() {
  const res = await fetch(`${base}/api/cart`)
  if (!res.ok) throw new Error(`GET /api/cart: HTTP ${res.status} (is the storefront running at ${base}?)`)
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('cart_guest='))
    ?.split(';')[0]
  const { version } = await res.json()
  return { cookie, version }
}

async function save(shopper, count) {
  const res = await fetch(`${base}/api/cart`, {
    method: 'POST',
    headers: { Cookie: shopper.cookie, Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ order: order(count), replace: true, expectedVersion: shopper.version }),
  })
  if (res.status !== 200) throw new Error(`POST /api/cart: HTTP ${res.status} ${await res.text()}`)
  shopper.version = (await res.json()).version
}

async function benchSaves(n) {
  const shopper = await newShopper()
  for (let i = 0; i < 10; i++) await save(shopper, i + 1) // warm-up
  const samples = []
  for (let i = 0; i < n; i++) {
    const t = performance.now()
    await save(shopper, (i % 50) + 1)
    samples.push(performance.now() - t)
  }
  return stats(samples)
}

async function openSocket(shopper) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws/cart`, { headers: { Cookie: shopper.cookie } })
  const listeners = new Set()
  ws.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data))
    for (const l of listeners) l(frame)
  })
  await new Promise((resolve, reject) => {
    listeners.add((frame) => frame.type === 'ready' && resolve())
    ws.addEventListener('error', () => reject(new Error('websocket failed')))
  })
  return { ws, listeners }
}

async function benchPushes(n, socketCount) {
  const shopper = await newShopper()
  await save(shopper, 1)
  const sockets = await Promise.all(Array.from({ length: socketCount }, () => openSocket(shopper)))
  const samples = []
  for (let i = 0; i < n + 5; i++) {
    const target = shopper.version + 1
    const t = performance.now()
    const all = Promise.all(
      sockets.map(
        (s) =>
          new Promise((resolve) => {
            const l = (frame) => {
              if (frame.type === 'cart:event' && frame.version >= target) {
                s.listeners.delete(l)
                resolve()
              }
            }
            s.listeners.add(l)
          }),
      ),
    )
    await save(shopper, (i % 50) + 2)
    await all
    if (i >= 5) samples.push(performance.now() - t) // 5 warm-up rounds
  }
  for (const s of sockets) s.ws.close(1000)
  return stats(samples)
}

const saves = await benchSaves(Number(values.saves))
const pushes = await benchPushes(Number(values.pushes), Number(values.sockets))
const result = { cartSave: saves, cartPush: { ...pushes, sockets: Number(values.sockets) } }
if (values.json) console.log(JSON.stringify(result))
else {
  console.log(`cart save round trip     median ${saves.median} ms   p95 ${saves.p95} ms   (n=${saves.n})`)
  console.log(
    `cart push to ${values.sockets} sockets  median ${pushes.median} ms   p95 ${pushes.p95} ms   (n=${pushes.n}, save sent -> all sockets got cart:event)`,
  )
}
