#!/usr/bin/env node
/**
 * `npm start`: builds the storefront and serves it on http://127.0.0.1:8787 (PORT overrides)
 * together with the reference admin API and its seeded demo shop on http://127.0.0.1:8788.
 * With ADMIN_API_URL set, only the storefront starts, pointed at that back end.
 * SITE_TOKEN and THEME override the site and the theme variant.
 * Local secrets (issue 13) come from git-ignored .dev.vars files, created with random values when
 * missing (scripts/dev-vars.mjs): admin-api/.dev.vars for the reference back end (its wrangler dev
 * reads it), .dev.vars at the root for the storefront (CART_COOKIE_SECRET, passed with --var).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LOOPBACK } from './deploy.mjs'
import { ensureAdminDevVars, ensureStorefrontDevVars, passedWorkerVars, readDevVars } from './dev-vars.mjs'
import { stateToReset, storefrontStateDir } from './fresh-state.mjs'
import { bundleWorker, serveWithMiniflare } from './miniflare-server.mjs'
import { buildOnce } from './shared-build.mjs'
import { parseSitePorts, SITE_PORT_THEMES, sitePortVars } from './site-ports.mjs'
import { notReadyMessage, waitFor } from './start-wait.mjs'
import { adminDevArgs, storefrontDevArgs } from './wrangler-dev-args.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = join(root, 'node_modules', '.bin')
// The shop reads nothing of Request.cf, so wrangler dev is not sent for it: offline, each Worker
// printed an ENOTFOUND stack at start (CLOUDFLARE_CF_FETCH_ENABLED=true asks again).
const env = {
  ...process.env,
  PATH: `${bin}:${process.env.PATH}`,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: process.env.CLOUDFLARE_CF_FETCH_ENABLED ?? 'false',
}
const port = Number(process.env.PORT ?? 8787)
const adminPort = Number(process.env.ADMIN_API_PORT ?? 8788)
const externalAdmin = process.env.ADMIN_API_URL
const adminUrl = externalAdmin ?? `http://127.0.0.1:${adminPort}`
const stateDir = resolve(root, process.env.STATE_DIR ?? join('.wrangler', 'state'))
const children = []
/** `miniflare`: each Worker runs in this process on Miniflare directly (the end-to-end run; decision 0054). */
const inProcess = process.env.LOCAL_RUNTIME === 'miniflare'
const servers = []

function log(message) {
  console.log(`[start] ${message}`)
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`[start] ${cmd} ${args.join(' ')} failed with ${result.status}`)
    process.exit(result.status ?? 1)
  }
}

function serve(name, args) {
  // Children stay in this script's process group: whoever stops the group (Ctrl-C, Playwright's
  // webServer) stops wrangler and workerd too; stop() below handles a plain SIGTERM to this script.
  const child = spawn('wrangler', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() && !line.includes('Unable to fetch the Request.cf object'))
      .map((line) => `[${name}] ${line}`)
      .join('\n')
  child.stdout.on('data', (c) => {
    const text = prefix(c)
    if (text) console.log(text)
  })
  child.stderr.on('data', (c) => {
    const text = prefix(c)
    if (text) console.error(text)
  })
  child.on('exit', (code) => {
    log(`${name} exited (${code})`)
    stop(code ?? 1)
  })
  children.push(child)
}

/** Serves a Worker with Miniflare in this process (LOCAL_RUNTIME=miniflare) instead of a `wrangler dev` child. */
async function serveInProcess(name, spec) {
  try {
    servers.push(await serveWithMiniflare({ name, ...spec }))
  } catch (error) {
    console.error(`[${name}] ${error?.stack ?? error}`)
    stop(1)
  }
}

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const server of servers) server.dispose().catch(() => {})
  for (const child of children) {
    try {
      child.kill('SIGTERM')
    } catch {}
  }
  setTimeout(() => process.exit(code), 300)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

function build(dir) {
  rmSync(dir, { recursive: true, force: true })
  log('building the storefront')
  const result = spawnSync('vite', ['build', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...env, BUILD_OUT_DIR: dir },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`vite build failed with ${result.status}`)
}

// By default each server builds into a folder of its own, so another `vite build` (a test, a bench,
// a second shop) can neither swap the assets out from under it nor mix its files into this build.
// SHARED_BUILD_DIR (with BUILD_RUN_ID) lets the storefronts of one test run serve one build: the
// theme, site token and back end are Worker variables, not build inputs (scripts/shared-build.mjs).
// Before the build: wrangler.toml requires CART_COOKIE_SECRET ([secrets] required), and the build
// warns about a required secret it finds in neither .dev.vars nor the environment.
const storefrontSecrets = ensureStorefrontDevVars(root)
const sharedDir = process.env.SHARED_BUILD_DIR
const serveDir = sharedDir ? resolve(root, sharedDir) : join(root, '.wrangler', `build-${port}`)
if (sharedDir) await buildOnce(serveDir, process.env.BUILD_RUN_ID ?? 'once', { build, log })
else build(serveDir)

// FRESH_STATE=1 (the end-to-end run): start from the seed, not from what an earlier run left.
if (process.env.FRESH_STATE === '1') {
  for (const dir of stateToReset({ stateDir, port, ownsBackEnd: !externalAdmin }))
    rmSync(dir, { recursive: true, force: true })
}

let adminSecrets = {}
if (!externalAdmin) {
  adminSecrets = ensureAdminDevVars(root)
  const prepare = join(root, 'admin-api', 'scripts', 'prepare.mjs')
  if (existsSync(prepare)) {
    log('preparing the reference admin API database')
    run('node', [prepare])
  }
  // SHOP_URL: the base of the activation and password-reset links the back end e-mails (its outbox).
  const adminVars = [`SHOP_URL:http://127.0.0.1:${port}`]
  if (inProcess) {
    const main = bundleWorker('admin-api/wrangler.toml', join(stateDir, `admin-bundle-${adminPort}`), env)
    await serveInProcess('admin-api', {
      configPath: 'admin-api/wrangler.toml',
      main,
      port: adminPort,
      stateDir,
      vars: adminVars,
    })
  } else serve('admin-api', adminDevArgs({ port: adminPort, stateDir, vars: adminVars }))
}

// The storefront's own local state (cart Durable Objects, page-cache KV) per port: two storefronts
// (say the pharmacy variant beside the default one) must not share one SQLite file.
const storefrontState = storefrontStateDir(stateDir, port)
const vars = [`ADMIN_API_URL:${adminUrl}`]
if (process.env.SITE_TOKEN) vars.push(`SITE_TOKEN:${process.env.SITE_TOKEN}`)
if (process.env.THEME) vars.push(`THEME:${process.env.THEME}`)
// As set in the environment (an operator trying a short one sees healthz name it), else .dev.vars's.
vars.push(`CART_COOKIE_SECRET:${process.env.CART_COOKIE_SECRET || storefrontSecrets.CART_COOKIE_SECRET}`)
// A rotation rehearsed locally (README "Rotating CART_COOKIE_SECRET"): the replaced secret, from the
// environment or a CART_COOKIE_SECRET_PREVIOUS line added to .dev.vars.
const previousCartSecret = process.env.CART_COOKIE_SECRET_PREVIOUS || storefrontSecrets.CART_COOKIE_SECRET_PREVIOUS
if (previousCartSecret) vars.push(`CART_COOKIE_SECRET_PREVIOUS:${previousCartSecret}`)
// The key that vouches for the shopper's address on the back end's limited calls (decision 0091): as
// given, else the reference back end's own (admin-api/.dev.vars) when it is the one on this machine.
const clientIpSecret =
  process.env.CLIENT_IP_SECRET ??
  (externalAdmin && !LOOPBACK.test(URL.parse(externalAdmin)?.hostname ?? '')
    ? undefined
    : (adminSecrets.CLIENT_IP_SECRET ?? readDevVars(join(root, 'admin-api', '.dev.vars')).CLIENT_IP_SECRET))
if (clientIpSecret) vars.push(`CLIENT_IP_SECRET:${clientIpSecret}`)
// Social sign-in (decision 0021): with the reference back end, its fake provider stands in for Google,
// Facebook and Twitter unless a SOCIAL_AUTH_URL_<PROVIDER> is given; with an external back end only the given ones.
for (const provider of ['GOOGLE', 'FACEBOOK', 'TWITTER']) {
  const name = `SOCIAL_AUTH_URL_${provider}`
  const url = process.env[name] ?? (externalAdmin ? '' : `${adminUrl}/__dev/social/${provider.toLowerCase()}/authorize`)
  if (url) vars.push(`${name}:${url}`)
}
// The shops map's tiles (docs/settings.md "Map tiles"): with the reference back end, its drawn tiles (offline);
// otherwise MAP_TILES_URL as given, or the Worker's default (OpenStreetMap).
const tiles = process.env.MAP_TILES_URL ?? (externalAdmin ? undefined : `${adminUrl}/tiles/{z}/{x}/{y}.svg`)
if (tiles !== undefined) vars.push(`MAP_TILES_URL:${tiles}`)
if (process.env.MAP_TILES_ATTRIBUTION) vars.push(`MAP_TILES_ATTRIBUTION:${process.env.MAP_TILES_ATTRIBUTION}`)
// The README's other Worker variables, as set here (PAGE_CACHE_MODE=off, IMAGE_ORIGINS, COMPANY_GROUP_ID...).
vars.push(...passedWorkerVars(process.env))
// SITE_PORTS (`port=site-token[:theme],...`, e.g. `8789=demo-electro-uah-token:electro`): more demo
// sites, each the same Worker with another site token (and theme; without one, THEME's) on a port of its
// own in this same workerd (the end-to-end run's Ukrainian shop): no second server process
// (scripts/site-ports.mjs). Only with LOCAL_RUNTIME=miniflare (wrangler dev serves one Worker).
const sitePorts = parseSitePorts(process.env.SITE_PORTS)
for (const entry of sitePorts.ignored)
  log(
    `SITE_PORTS: ignored ${JSON.stringify(entry)} (port=token or port=token:theme, theme one of ${SITE_PORT_THEMES.join(', ')})`,
  )
const siteVariants = sitePorts.variants.map((entry) => ({ port: entry.port, vars: sitePortVars(entry) }))
if (siteVariants.length && !inProcess) log('SITE_PORTS needs LOCAL_RUNTIME=miniflare; ignored')
const storefront = { configPath: join(serveDir, 'server', 'wrangler.json'), port, stateDir: storefrontState, vars }
if (inProcess) await serveInProcess('storefront', { ...storefront, siteVariants })
else serve('storefront', storefrontDevArgs(storefront))

const ready = await waitFor(`http://127.0.0.1:${port}/healthz`, 120_000)
if (!ready.ok) {
  log(notReadyMessage(`http://127.0.0.1:${port}/healthz`, 120, ready.last))
  stop(1)
} else {
  log(`ready: storefront http://127.0.0.1:${port}  admin API ${adminUrl}`)
  if (inProcess)
    for (const v of sitePorts.variants)
      log(`ready: ${v.token} http://127.0.0.1:${v.port} (theme ${v.theme ?? process.env.THEME ?? 'electro'})`)
}
