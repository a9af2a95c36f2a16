#!/usr/bin/env node
/**
 * The storefronts of the end-to-end run, in one place: playwright.config.ts makes its webServer list
 * from `e2eServers()`, and `npm test` (scripts/test.sh) starts the same servers itself as soon as the
 * build is there, while the unit tests still run, so the end-to-end stage does not wait ~25 s for
 * them (decision 0082).
 *
 *   node scripts/e2e-servers.mjs start   starts every server in its own process group, waits for
 *                                        each /healthz, and leaves them running (exit 0); on a
 *                                        failure it stops what it started (exit 1) and Playwright
 *                                        starts them as usual.
 *   node scripts/e2e-servers.mjs stop    stops the servers `start` left running.
 *
 * Logs: test-results/servers/<name>.log. The process groups: test-results/servers/pids.
 */
import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The ports of the run (E2E_PORT and ADMIN_API_PORT move them all; each variant has its own override). */
export function e2ePorts(env = process.env) {
  const port = Number(env.E2E_PORT ?? 8787)
  return {
    storefront: port,
    admin: Number(env.ADMIN_API_PORT ?? 8788),
    pharma: Number(env.E2E_PHARMA_PORT ?? port + 2),
    home: Number(env.E2E_HOME_PORT ?? port + 3),
    uah: Number(env.E2E_UAH_PORT ?? port + 4),
    business: Number(env.E2E_BUSINESS_PORT ?? port + 5),
    meals: Number(env.E2E_MEALS_PORT ?? port + 6),
    market: Number(env.E2E_MARKET_PORT ?? port + 7),
  }
}

/**
 * Every server of the run: `{ name, url, env }`, each started with `node scripts/start.mjs` and `env`
 * over the caller's environment. One production build serves them all (SHARED_BUILD_DIR, named for the
 * run by BUILD_RUN_ID); each keeps its state apart from `npm start`'s and starts from the seed
 * (FRESH_STATE); each runs its Worker on Miniflare directly unless E2E_LOCAL_RUNTIME=wrangler
 * (decision 0054).
 */
export function e2eServers(env = process.env) {
  const ports = e2ePorts(env)
  const adminUrl = `http://127.0.0.1:${ports.admin}`
  const common = {
    SHARED_BUILD_DIR: env.SHARED_BUILD_DIR ?? `.wrangler/build-e2e-${ports.storefront}`,
    BUILD_RUN_ID: env.BUILD_RUN_ID,
    LOCAL_RUNTIME: env.E2E_LOCAL_RUNTIME ?? 'miniflare',
    STATE_DIR: env.E2E_STATE_DIR ?? `.wrangler/state-e2e-${ports.storefront}`,
    FRESH_STATE: '1',
  }
  // The reference back end's drawn map tiles (offline), as `npm start` sets them for its own back end.
  const tiles = `${adminUrl}/tiles/{z}/{x}/{y}.svg`
  const variant = (name, port, extra) => ({
    name,
    url: `http://127.0.0.1:${port}/healthz`,
    env: { ...common, PORT: String(port), ADMIN_API_URL: adminUrl, MAP_TILES_URL: tiles, ...extra },
  })
  return [
    {
      // The electronics demo with the reference back end, and the Ukrainian shop as a second Worker
      // in the same workerd (scripts/start.mjs SITE_PORTS).
      name: 'electro',
      url: `http://127.0.0.1:${ports.storefront}/healthz`,
      env: {
        ...common,
        PORT: String(ports.storefront),
        ADMIN_API_PORT: String(ports.admin),
        SITE_PORTS: `${ports.uah}=demo-electro-uah-token`,
      },
    },
    variant('pharma', ports.pharma, { THEME: 'pharma', SITE_TOKEN: 'demo-pharma-token' }),
    // Every variant a spec visits runs for the whole run: a server started and stopped by one spec
    // file was stopped under another file that found it running (ECONNRESET, decision 0033).
    ...['home', 'business', 'meals', 'market'].map((theme) =>
      variant(theme, ports[theme], { THEME: theme, SITE_TOKEN: `demo-${theme}-token` }),
    ),
  ]
}

const logDir = join(root, 'test-results', 'servers')
const pidFile = join(logDir, 'pids')

async function healthy(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok
  } catch {
    return false
  }
}

function stop() {
  let pids = []
  try {
    pids = readFileSync(pidFile, 'utf8').split('\n').filter(Boolean).map(Number)
  } catch {
    return
  }
  for (const pid of pids) {
    try {
      process.kill(-pid, 'SIGTERM')
    } catch {}
  }
  rmSync(pidFile, { force: true })
}

async function start(timeoutMs = 300_000) {
  const servers = e2eServers()
  for (const s of servers) {
    if (await healthy(s.url)) {
      console.error(`[e2e-servers] ${s.url} already answers: Playwright will use what runs there`)
      return false
    }
  }
  mkdirSync(logDir, { recursive: true })
  const pids = servers.map((s) => {
    const log = openSync(join(logDir, `${s.name}.log`), 'w')
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, ...s.env },
      detached: true, // its own process group: `stop` ends the script, wrangler and workerd together
      stdio: ['ignore', log, log],
    })
    child.unref()
    closeSync(log)
    return child.pid
  })
  writeFileSync(pidFile, `${pids.join('\n')}\n`)
  const deadline = Date.now() + timeoutMs
  const waiting = new Set(servers.map((s) => s.url))
  while (waiting.size && Date.now() < deadline) {
    for (const url of [...waiting]) if (await healthy(url)) waiting.delete(url)
    if (waiting.size) await new Promise((r) => setTimeout(r, 250))
  }
  if (waiting.size) {
    console.error(`[e2e-servers] not ready: ${[...waiting].join(', ')} (logs: ${logDir})`)
    stop()
    return false
  }
  return true
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2]
  if (command === 'start') process.exit((await start()) ? 0 : 1)
  else if (command === 'stop') stop()
  else {
    console.error('usage: node scripts/e2e-servers.mjs start|stop')
    process.exit(2)
  }
}
