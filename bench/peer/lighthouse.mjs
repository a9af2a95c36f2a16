#!/usr/bin/env node
// Issue 53 point 3 in one run: Lighthouse mobile on our three pages and the peer's, interleaved (ours, peer, ours,
// peer ...), ROUNDS rounds. Per run: score, FCP, LCP, Total Blocking Time, TTI, and the blocking over the whole load
// (bench/lighthouse.mjs blockingOverTheLoad: TBT counts only the long tasks after First Contentful Paint, and a page
// that paints late leaves its early work out of it), and Lighthouse's benchmark index (read pairs, not absolutes).
// Start the peer with bench/peer/run.sh and our storefront (`npm start`, or any build) first.
//   node bench/peer/lighthouse.mjs [ours base, http://127.0.0.1:8787]
// Env: PEER_PORT (9800), LH_ROUNDS (2), LH_PORT (Chromium's debugging port, 9333), LH_JSON (write the runs there),
// LH_KEEP_DIR (keep every report).
import { writeFileSync } from 'node:fs'
import { lighthouse } from '../lighthouse.mjs'
import { benchPages, CATEGORY } from '../pages.mjs'

const ours = process.argv[2] ?? 'http://127.0.0.1:8787'
const peer = `http://127.0.0.1:${process.env.PEER_PORT ?? 9800}`
const rounds = Number(process.env.LH_ROUNDS ?? 2)
const port = Number(process.env.LH_PORT ?? 9333)
const keepDir = process.env.LH_KEEP_DIR

const ourPages = benchPages(await (await fetch(`${ours}${CATEGORY}`)).text())
// The peer's pages as bench/peer/run.sh and measure.mjs name them.
const peerPages = {
  home: '/en',
  category: '/en/collection/electronics?facets=%5B%5D',
  product: '/en/product/aurora-phone-14?color=black&storage=128-gb',
}
// Each page once before the runs: our page cache holds it and the peer's server has compiled its route.
for (const [base, pages] of [
  [ours, ourPages],
  [peer, peerPages],
])
  for (const path of Object.values(pages)) await (await fetch(`${base}${path}`)).text()

const rows = []
for (let round = 1; round <= rounds; round += 1)
  for (const page of ['home', 'category', 'product'])
    for (const [who, base, pages] of [
      ['ours', ours, ourPages],
      ['peer', peer, peerPages],
    ]) {
      const run = await lighthouse(`${base}${pages[page]}`, { port, label: `${who} ${page}`, keepDir })
      rows.push({ who, page, round, ...run })
      const { performance, fcpMs, lcpMs, tbtMs, blockingOverLoadMs, benchmarkIndex, error } = run
      console.log(
        `[lh] ${who} ${page} round ${round}: ${error ?? `score ${performance}, FCP ${fcpMs}, LCP ${lcpMs}, TBT ${tbtMs}, blocking over the load ${blockingOverLoadMs} ms, benchmark ${benchmarkIndex}`}`,
      )
    }
console.table(
  rows.map(({ who, page, round, performance, fcpMs, lcpMs, tbtMs, blockingOverLoadMs, ttiMs, benchmarkIndex }) => ({
    who,
    page,
    round,
    score: performance,
    'FCP ms': fcpMs,
    'LCP ms': lcpMs,
    'TBT ms': tbtMs,
    'blocking, whole load': blockingOverLoadMs,
    'TTI ms': ttiMs,
    benchmark: benchmarkIndex,
  })),
)
if (process.env.LH_JSON)
  writeFileSync(process.env.LH_JSON, `${JSON.stringify({ at: new Date().toISOString(), ours, peer, rows }, null, 2)}\n`)
