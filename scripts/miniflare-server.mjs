/**
 * A Worker served in this Node process by Miniflare directly: the same workerd, the same wrangler
 * config read through wrangler's own `unstable_getMiniflareWorkerOptions`, the same Miniflare wrangler
 * itself runs (resolved from wrangler's install, not a second copy), the same state folder layout as
 * `wrangler dev --persist-to` - without wrangler dev's second workerd (its dev proxy, which every
 * request and every asset passed through), its Node process relaying a log line per request, and its
 * esbuild watcher. The end-to-end run serves its seven servers this way (LOCAL_RUNTIME=miniflare,
 * decision 0054); `npm start` keeps `wrangler dev` for its logs, inspector and reloads.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const wranglerPackage = join(root, 'node_modules', 'wrangler', 'package.json')

/** wrangler's Miniflare (wrangler pins its own; the hoisted copy belongs to the vitest plugin). */
function miniflareOfWrangler() {
  return createRequire(wranglerPackage)('miniflare')
}

async function wranglerApi() {
  return import(pathToFileURL(join(root, 'node_modules', 'wrangler', 'wrangler-dist', 'cli.js')).href)
}

/** Every JavaScript module of a built Worker, the entry first (Miniflare's v4 options take an explicit list). */
export function moduleList(main) {
  const dir = dirname(main)
  const others = readdirSync(dir, { recursive: true })
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => join(dir, f))
    .filter((f) => f !== main)
    .sort()
  return [main, ...others].map((path) => ({ type: 'ESModule', path }))
}

/** Drops the options wrangler fills with nothing (Miniflare's v4 converter refuses some of them, e.g. modulesRules). */
export function withoutEmpty(options) {
  const out = {}
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || key === 'modulesRules') continue
    if (Array.isArray(value) && value.length === 0) continue
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue
    out[key] = value
  }
  return out
}

/** `KEY:value` strings (the `wrangler dev --var` form) as an object. */
export function varsObject(vars) {
  return Object.fromEntries(vars.map((v) => [v.slice(0, v.indexOf(':')), v.slice(v.indexOf(':') + 1)]))
}

/**
 * Bundles a TypeScript Worker (the reference admin API) the way `wrangler deploy` would, into
 * `outDir`; returns the bundle's entry.
 */
export function bundleWorker(configPath, outDir, env) {
  const res = spawnSync(
    join(root, 'node_modules', '.bin', 'wrangler'),
    ['deploy', '--dry-run', '--outdir', outDir, '-c', configPath],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  )
  if (res.status !== 0)
    throw new Error(`wrangler deploy --dry-run -c ${configPath} failed:\n${res.stdout}\n${res.stderr}`)
  return join(outDir, 'index.js')
}

/**
 * Starts one Worker on 127.0.0.1:`port`. `configPath`: its wrangler config; `main`: the built entry
 * (default: the config's own `main`, which must be JavaScript); `vars`: `KEY:value` overrides;
 * `stateDir`: as `wrangler dev --persist-to`; `inspectorPort`: workerd's V8 inspector (Chrome DevTools
 * Protocol) on that port, e.g. for bench/profile-render.mjs; `siteVariants`: `[{ port, vars }]`, the same
 * Worker again on `port` with `vars` over the others. Resolves with the Miniflare instance once it serves.
 */
export async function serveWithMiniflare({
  name,
  configPath,
  main,
  port,
  stateDir,
  vars = [],
  inspectorPort,
  siteVariants = [],
}) {
  const { Miniflare, Log, LogLevel, convertV4MiniflareOptions } = miniflareOfWrangler()
  const { unstable_getMiniflareWorkerOptions } = await wranglerApi()
  const read = unstable_getMiniflareWorkerOptions(resolve(root, configPath))
  const entry = main ?? read.main
  const worker = {
    ...withoutEmpty(read.workerOptions),
    name,
    modulesRoot: dirname(entry),
    modules: moduleList(entry),
    bindings: { ...read.workerOptions.bindings, ...varsObject(vars) },
  }
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port,
      ...(inspectorPort === undefined ? {} : { inspectorPort }),
      // Offline: no fetch of the real Request.cf object (wrangler dev tries, fails and falls back).
      cf: false,
      log: new Log(LogLevel.WARN),
      logRequests: false,
      resourcePersistencePath: join(stateDir, 'v3'),
      // `siteVariants`: the same Worker again, each on a port of its own in this same workerd (a direct
      // socket through its assets router), with its own variables and Durable Object namespace: another
      // demo site without another server.
      workers: [
        worker,
        ...siteVariants.map((v) => ({
          ...worker,
          name: `${name}-${v.port}`,
          bindings: { ...worker.bindings, ...varsObject(v.vars) },
          unsafeDirectSockets: [{ host: '127.0.0.1', port: v.port }],
        })),
      ],
    }),
  )
  await mf.ready
  return mf
}
