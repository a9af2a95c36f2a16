#!/usr/bin/env node
/**
 * The cart never loses a line (issue 25, decision 0032): a stress run anyone can repeat.
 *
 * 1. Sign-in rounds, in Debian's Chromium (/usr/bin/chromium): per round a fresh browser context
 *    (a new guest) fills a cart from a category page, opens more tabs, signs in to a fresh account
 *    in one of them while the others keep adding products; then the account cart must hold every
 *    product added, each exactly once. Prints rounds, lines lost, lines doubled and the merge
 *    latency (sign-in submitted -> the account cart holds every guest line), median and p95.
 * 2. Concurrent writers: `--writers` clients x `--saves` saves on one cart, each save a
 *    compare-and-set (expectedVersion) retried after a 409 with the reloaded version; the final
 *    count must equal writers x saves. Prints the lost updates.
 *
 * Both cores are loaded by busy loops this script starts and stops itself (`--busy 0` for none).
 * Without --url it builds and starts its own storefront + reference admin API (scripts/start.mjs,
 * like bench/run.mjs) on --port / --admin-port and stops them at the end.
 *
 *   node bench/cart-merge.mjs [--rounds 50] [--tabs 3] [--busy 2] [--writers 50] [--saves 20]
 *                             [--url http://127.0.0.1:8787 --admin-url http://127.0.0.1:8788] [--json]
 * Exit code 1 when a line was lost or doubled or an update was lost.
 */
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs'
import { waitFor } from '../scripts/start-wait.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'admin-url': { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_CART_PORT ?? '8797' },
    'admin-port': { type: 'string', default: process.env.BENCH_CART_ADMIN_PORT ?? '8798' },
    rounds: { type: 'string', default: '50' },
    tabs: { type: 'string', default: '3' },
    adds: { type: 'string', default: '2' },
    busy: { type: 'string', default: '2' },
    writers: { type: 'string', default: '50' },
    saves: { type: 'string', default: '20' },
    json: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    debug: { type: 'boolean', default: false },
  },
})
const ROUNDS = Number(values.rounds)
const TABS = Math.max(2, Number(values.tabs))
const ADDS = Number(values.adds)
const SITE = { 'Site-Token': 'demo-electro-token', 'Content-Type': 'application/json' }
const CATEGORY = '/ro/telefoane'
const log = (m) => {
  if (!values.quiet) console.error(`[cart-merge] ${m}`)
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const children = []

function stopAll() {
  for (const child of children.splice(0)) {
    try {
      process.kill(child.group ? -child.pid : child.pid, 'SIGTERM')
    } catch {}
  }
}
process.on('exit', stopAll)
process.on('SIGINT', () => {
  stopAll()
  process.exit(130)
})

async function servers() {
  if (values.url)
    return {
      base: values.url.replace(/\/$/, ''),
      admin: (values['admin-url'] ?? 'http://127.0.0.1:8788').replace(/\/$/, ''),
    }
  const env = {
    ...process.env,
    PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
    PORT: values.port,
    ADMIN_API_PORT: values['admin-port'],
  }
  log(`building and starting the storefront on :${values.port} and the admin API on :${values['admin-port']}`)
  const child = spawn('node', ['scripts/start.mjs'], { cwd: root, env, detached: true, stdio: 'ignore' })
  child.group = true
  children.push(child)
  const base = `http://127.0.0.1:${values.port}`
  if (!(await waitFor(`${base}/healthz`, 300_000, fetch, 500)).ok) throw new Error('the storefront did not start')
  return { base, admin: `http://127.0.0.1:${values['admin-port']}` }
}

function busyLoops(n) {
  for (let i = 0; i < n; i++) {
    const child = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' })
    children.push(child)
  }
}

const percentile = (xs, p) => {
  if (!xs.length) return null
  const s = [...xs].sort((a, b) => a - b)
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)])
}

// --- accounts ------------------------------------------------------------------------------------

let counter = 0
async function newCustomer(admin) {
  const email = `bench.cart.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  const password = `Pw-${Math.random().toString(36).slice(2, 10)}`
  // The registering "browser" keeps its password only with its device key (decision 0064).
  const device_key = `bench-device-${Math.random().toString(36).slice(2)}`.padEnd(43, '0')
  const r = await fetch(`${admin}/auth/users/`, {
    method: 'POST',
    headers: { ...SITE, 'Accept-Language': 'ro' },
    body: JSON.stringify({ email, password, first_name: 'Bench', device_key }),
  })
  if (r.status !== 201) throw new Error(`register: HTTP ${r.status} ${await r.text()}`)
  for (let i = 0; i < 40; i++) {
    const o = await fetch(`${admin}/__dev/outbox?to=${encodeURIComponent(email)}&kind=activation&limit=1`)
    const link = ((await o.json()).messages ?? [])[0]?.link
    if (link) {
      const url = new URL(link)
      const a = await fetch(`${admin}/auth/users/activation/`, {
        method: 'POST',
        headers: SITE,
        body: JSON.stringify({ uid: url.searchParams.get('uid'), token: url.searchParams.get('token'), device_key }),
      })
      if (a.status !== 200) throw new Error(`activation: HTTP ${a.status} ${await a.text()}`)
      return { email, password }
    }
    await sleep(250)
  }
  throw new Error('no activation message')
}

// --- browser steps -------------------------------------------------------------------------------

const hydrated = (page) =>
  page.waitForFunction(() => document.documentElement.dataset.online !== undefined, null, {
    timeout: 60_000,
    polling: 50,
  })
/** The cart sync has loaded this tab's cart (cart-version written) and holds `n` lines. */
const lines = (page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{}').products ?? []).map((l) => l.product.productId))

let tabNo = 0
const t0 = Date.now()
function trace(page) {
  if (!values.debug) return
  const name = `tab${++tabNo}`
  page.on('request', (r) => {
    if (/\/api\/cart|\/ws\/cart/.test(r.url()))
      console.error(
        `${Date.now() - t0} ${name} > ${r.method()} ${new URL(r.url()).pathname} ${(r.postData() ?? '').replace(/"product":\{[^}]*\}/g, 'P').slice(0, 200)}`,
      )
  })
  page.on('response', async (r) => {
    if (/\/api\/cart/.test(r.url()))
      console.error(
        `${Date.now() - t0} ${name} < ${r.status()} ${new URL(r.url()).pathname} ${(await r.text().catch(() => '')).replace(/"product":\{[^}]*\}/g, 'P').slice(0, 200)}`,
      )
  })
  page.on(
    'framenavigated',
    (f) => f === page.mainFrame() && console.error(`${Date.now() - t0} ${name} navigated ${f.url()}`),
  )
}

async function openCategory(context) {
  const page = await context.newPage()
  trace(page)
  await page.goto(CATEGORY, { timeout: 60_000 })
  await hydrated(page)
  return page
}

/** Clicks the add button of the product card `productId` and waits until this tab's cart holds it. */
async function add(page, productId) {
  const card = page.locator(`[data-testid=product-card][data-product-id="${productId}"]`)
  await card.getByTestId('card-add').click({ timeout: 30_000 })
  await page.waitForFunction(
    (id) => (JSON.parse(localStorage.getItem('cart') ?? '{}').products ?? []).some((l) => l.product.productId === id),
    productId,
    { timeout: 30_000, polling: 50 },
  )
}

async function signIn(page, customer) {
  await page.goto('/ro?login=true', { timeout: 60_000 })
  await hydrated(page)
  const modal = page.getByTestId('auth-modal')
  await modal.waitFor({ timeout: 30_000 })
  await modal.getByLabel('E-mail').fill(customer.email)
  await modal.getByLabel('Parolă', { exact: true }).fill(customer.password)
  const submitted = Date.now()
  await modal.getByRole('button', { name: 'Intră în cont', exact: true }).click()
  return submitted
}

async function accountCart(context) {
  const res = await context.request.get('/api/cart')
  const body = await res.json()
  return {
    signedIn: body.signedIn,
    counts: new Map(body.order.localCart.products.map((l) => [l.product.productId, l.count])),
  }
}

async function round(browser, base, admin, products, index) {
  const customer = await newCustomer(admin)
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } })
  try {
    // Each round uses its own products: the guest's first lines, then one set per adding tab.
    const pick = (k) => products[(index * (2 + ADDS * TABS) + k) % products.length]
    const guestLines = [pick(0), pick(1)]
    const first = await openCategory(context)
    for (const id of guestLines) await add(first, id)
    const tabs = [first]
    for (let t = 1; t < TABS; t++) tabs.push(await openCategory(context))
    const expected = new Map(guestLines.map((id) => [id, 1]))
    const submitted = await signIn(first, customer)
    // Sign in in the first tab; the shopper keeps adding in the others while it happens - one
    // click at a time, switching tabs, as one person does (the sign-in, the merge and the syncing
    // tab's work run concurrently with those clicks).
    const adders = (async () => {
      for (let a = 0; a < ADDS; a++) {
        for (let t = 1; t < TABS; t++) {
          const id = pick(2 + (t - 1) * ADDS + a)
          if (expected.has(id)) continue
          expected.set(id, 1)
          await add(tabs[t], id)
          await sleep(100 + Math.random() * 300)
        }
      }
    })()
    // Merge latency: sign-in submitted -> the account cart holds every guest line.
    let merged = null
    for (let i = 0; i < 600 && merged === null; i++) {
      const cart = await accountCart(context)
      if (cart.signedIn && guestLines.every((id) => cart.counts.has(id))) merged = Date.now() - submitted
      else await sleep(100)
    }
    await adders
    // Settled: every tab has loaded the account cart and saved what it holds (no tab has changes
    // left: each tab's stored cart equals the account's).
    let cart = await accountCart(context)
    for (let i = 0; i < 300; i++) {
      cart = await accountCart(context)
      const views = await Promise.all(tabs.map((p) => lines(p).catch(() => null)))
      const settled = views.every((v) => v && v.length === cart.counts.size && v.every((id) => cart.counts.has(id)))
      if (settled && [...expected.keys()].every((id) => cart.counts.has(id))) break
      await sleep(100)
    }
    let lost = 0
    let doubled = 0
    for (const [id, count] of expected) {
      const got = cart.counts.get(id) ?? 0
      if (got < count) lost++
      else if (got > count) doubled++
    }
    for (const id of cart.counts.keys()) if (!expected.has(id)) doubled++
    if (values.debug) console.error(`expected ${JSON.stringify([...expected])} got ${JSON.stringify([...cart.counts])}`)
    return { lost, doubled, merged, expected: expected.size }
  } finally {
    await context.close()
  }
}

/** Products of the category with an add button, by id (cards of sellable products). */
async function productIds(browser, base) {
  const context = await browser.newContext({ baseURL: base })
  const page = await openCategory(context)
  const ids = await page.$$eval('[data-testid=product-card]', (cards) =>
    cards
      .filter((c) => c.querySelector('[data-testid=card-add]'))
      .map((c) => Number(c.getAttribute('data-product-id'))),
  )
  await context.close()
  if (ids.length < 1 + ADDS * (TABS - 1))
    throw new Error(`only ${ids.length} products with an add button on ${CATEGORY}`)
  return ids
}

// --- concurrent writers --------------------------------------------------------------------------

async function writers(base, n, saves) {
  const origin = new URL(base).origin
  const product = {
    productId: 1,
    title: 'Bench',
    url: 'bench',
    img: '',
    price: 1,
    multiplicity: 1,
    brand: { id: 1, name: 'B', slug: 'b' },
    stock: 1_000_000,
  }
  const body = (count, expectedVersion) =>
    JSON.stringify({
      order: { localCart: { products: [{ product, count }] }, localDataFields: {} },
      replace: true,
      expectedVersion,
    })
  // The first save creates the guest (its cookie); everyone then writes that one cart.
  const first = await fetch(`${base}/api/cart`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: body(1, 0),
  })
  if (first.status !== 200) throw new Error(`first save: HTTP ${first.status} ${await first.text()}`)
  const cookie = first.headers
    .getSetCookie()
    .find((c) => c.startsWith('cart_guest='))
    ?.split(';')[0]
  const headers = { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' }
  const read = async () =>
    (await (await fetch(`${base}/api/cart`, { headers: { Cookie: cookie } })).json()).order.localCart.products[0]
      ?.count ?? 0
  let conflicts = 0
  let start = 0
  {
    const r = await (await fetch(`${base}/api/cart`, { headers: { Cookie: cookie } })).json()
    start = r.order.localCart.products[0].count
  }
  const writer = async () => {
    for (let s = 0; s < saves; s++) {
      for (;;) {
        const state = await (await fetch(`${base}/api/cart`, { headers: { Cookie: cookie } })).json()
        const count = state.order.localCart.products[0].count + 1
        const res = await fetch(`${base}/api/cart`, { method: 'POST', headers, body: body(count, state.version) })
        if (res.status === 200) break
        if (res.status !== 409) throw new Error(`save: HTTP ${res.status} ${await res.text()}`)
        conflicts++
      }
    }
  }
  const t = Date.now()
  await Promise.all(Array.from({ length: n }, writer))
  const final = await read()
  return {
    writers: n,
    saves,
    expected: n * saves,
    got: final - start,
    lost: n * saves - (final - start),
    conflicts,
    seconds: (Date.now() - t) / 1000,
  }
}

// --- main ----------------------------------------------------------------------------------------

const { base, admin } = await servers()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
})
let exitCode = 0
try {
  const products = await productIds(browser, base)
  busyLoops(Number(values.busy))
  log(`${ROUNDS} rounds, ${TABS} tabs, ${ADDS} adds per other tab, ${values.busy} busy loops, against ${base}`)
  const results = []
  let failures = 0
  for (let i = 0; i < ROUNDS; i++) {
    try {
      const r = await round(browser, base, admin, products, i)
      results.push(r)
      log(`round ${i + 1}: ${r.expected} lines, lost ${r.lost}, doubled ${r.doubled}, merge ${r.merged ?? 'never'} ms`)
    } catch (error) {
      failures++
      log(`round ${i + 1} failed to run: ${String(error).split('\n')[0]}`)
    }
  }
  const lost = results.reduce((n, r) => n + r.lost, 0)
  const doubled = results.reduce((n, r) => n + r.doubled, 0)
  const latencies = results.map((r) => r.merged).filter((x) => x !== null)
  const neverMerged = results.filter((r) => r.merged === null).length
  // The writers run without the busy loops (a thousand compare-and-set rounds are slow enough).
  for (const child of children.filter((c) => !c.group)) child.kill('SIGTERM')
  const w = await writers(base, Number(values.writers), Number(values.saves))
  const summary = {
    rounds: results.length,
    roundsNotRun: failures,
    tabs: TABS,
    busyLoops: Number(values.busy),
    lines: results.reduce((n, r) => n + r.expected, 0),
    linesLost: lost,
    linesDoubled: doubled,
    neverMerged,
    mergeMs: { median: percentile(latencies, 50), p95: percentile(latencies, 95) },
    concurrentWriters: w,
  }
  if (values.json) console.log(JSON.stringify(summary))
  else {
    console.log(
      `sign-in rounds        ${summary.rounds} (${failures} could not run), ${TABS} tabs, ${summary.busyLoops} busy loops, ${summary.lines} lines`,
    )
    console.log(`lines lost            ${lost}`)
    console.log(`lines doubled         ${doubled}`)
    console.log(
      `merge latency         median ${summary.mergeMs.median} ms   p95 ${summary.mergeMs.p95} ms   (sign-in submitted -> account cart has the guest lines; never: ${neverMerged})`,
    )
    console.log(
      `concurrent writers    ${w.writers} x ${w.saves} saves: expected ${w.expected}, got ${w.got}, lost updates ${w.lost} (${w.conflicts} 409s retried, ${w.seconds} s)`,
    )
  }
  if (lost || doubled || neverMerged || w.lost || failures) exitCode = 1
} finally {
  await browser.close()
  stopAll()
}
process.exit(exitCode)
