#!/usr/bin/env node
/**
 * The bench's storefront on Miniflare directly (scripts/miniflare-server.mjs): one workerd, no dev
 * proxy in front of it - the "ours on Miniflare directly" column of issue 53's table, next to
 * `wrangler dev`. A child process of its own, so bench/run.mjs counts its workerd's CPU by process group.
 * Usage: node bench/serve-direct.mjs <wrangler config> <port> <state dir> [NAME:value ...]
 */
import { serveWithMiniflare } from '../scripts/miniflare-server.mjs'

const [configPath, port, stateDir, ...vars] = process.argv.slice(2)
if (!configPath || !port || !stateDir) {
  console.error('usage: node bench/serve-direct.mjs <wrangler config> <port> <state dir> [NAME:value ...]')
  process.exit(2)
}
const mf = await serveWithMiniflare({ name: 'storefront', configPath, port: Number(port), stateDir, vars })
console.log(`[serve-direct] storefront on http://127.0.0.1:${port}`)
const stop = async () => {
  await mf.dispose().catch(() => {})
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
