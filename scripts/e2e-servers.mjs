#!/usr/bin/env node
/**
 * The end-to-end run's servers, all at once (decision 0058). `npm test` starts them in the background
 * right after the build, so their start-up (six storefronts on Miniflare, the back end's database
 * and seed) overlaps the vitest stage instead of following it one server after another (Playwright
 * starts its `webServer` entries in turn: 41 s before the first test). Playwright then finds them
 * running (E2E_SERVERS_UP=1 makes `reuseExistingServer` true) and the script's process group is
 * stopped when the run ends.
 *
 * The servers are playwright.config.ts's own `webServer` entries (command, environment, health
 * URL), read from the config, so there is one list. Prints one line per server when it answers and
 * `[e2e-servers] ready` when all do; exits non-zero if one fails or is not up within its timeout.
 *
 *   node --experimental-strip-types scripts/e2e-servers.mjs          start, then keep serving
 *   node --experimental-strip-types scripts/e2e-servers.mjs --wait   wait until every server answers
 */
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { default: config } = await import(join(root, 'playwright.config.ts'))
const servers = [config.webServer].flat()

const up = async (url) => {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

async function waitFor(url, timeoutMs, failed = () => false) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !failed()) {
    if (await up(url)) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

if (process.argv.includes('--wait')) {
  const results = await Promise.all(servers.map((s) => waitFor(s.url, s.timeout ?? 600_000)))
  const down = servers.filter((_, i) => !results[i]).map((s) => s.url)
  if (down.length) {
    console.error(`[e2e-servers] not up: ${down.join(' ')}`)
    process.exit(1)
  }
  process.exit(0)
}

const children = []
let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 1_000)
}
process.on('SIGTERM', () => stop(0))
process.on('SIGINT', () => stop(0))

const started = Date.now()
const ready = await Promise.all(
  servers.map(async (server) => {
    const child = spawn(server.command, { cwd: root, shell: true, env: { ...process.env, ...server.env }, stdio: ['ignore', 'ignore', 'inherit'] })
    children.push(child)
    let exited = false
    child.on('exit', (code) => {
      exited = true
      if (!stopping) {
        console.error(`[e2e-servers] ${server.url} exited (${code})`)
        stop(1)
      }
    })
    const ok = await waitFor(server.url, server.timeout ?? 600_000, () => exited || stopping)
    if (ok) console.log(`[e2e-servers] ${server.url} up after ${((Date.now() - started) / 1000).toFixed(1)} s`)
    return ok
  }),
)
if (ready.every(Boolean)) console.log('[e2e-servers] ready')
else stop(1)
