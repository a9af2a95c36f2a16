#!/usr/bin/env node
/**
 * `npm run deploy -- <theme> [--dry-run] [--var KEY:value ...] [other wrangler deploy options]`
 *
 * Builds the storefront for one theme variant and deploys it as that variant's own Worker
 * (wrangler.toml `[env.<theme>]`: its name, vars, page-cache KV namespace, cart Durable Objects).
 * The Cloudflare Vite plugin picks the wrangler environment at BUILD time (`CLOUDFLARE_ENV`) and
 * writes a flattened `server/wrangler.json`; `wrangler deploy -c` of that file ships it. A plain
 * build deploys the top level (the local electro shop) whatever `--env` says, hence this script.
 *
 * Before anything is uploaded the flattened config is checked for the placeholders wrangler.toml
 * ships with (a loopback ADMIN_API_URL, an example.com PUBLIC_ORIGIN, a demo SITE_TOKEN, KV ids
 * that are not real ids): a deploy with one is refused, naming the setting and how to set it.
 * `--dry-run` builds, checks and runs `wrangler deploy --dry-run --outdir` (offline, nothing is
 * uploaded), prints the Worker name and bindings, and reports the placeholders as warnings.
 * `--var KEY:value` (wrangler's own option, passed on) overrides a var for this deploy and counts
 * in the check. Other options (`--secrets-file <file>` on a variant's first deploy, ...) go to
 * `wrangler deploy` as they are.
 *
 * Output: dist/deploy/<theme>/{client,server,bundle} (DEPLOY_OUT_DIR overrides the dist/deploy part).
 * `--vite-config <file>` builds with another Vite config (the test's config-only build).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const THEMES = ['electro', 'home', 'pharma', 'market', 'business', 'meals']

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Splits the command line into the theme, our own flags and what goes on to `wrangler deploy`. */
export function parseArgs(argv) {
  const out = { theme: undefined, dryRun: false, viteConfig: undefined, vars: {}, passThrough: [] }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--dry-run') out.dryRun = true
    else if (arg === '--vite-config') out.viteConfig = argv[++i]
    else if (arg === '--var') {
      const pair = argv[++i] ?? ''
      const at = pair.indexOf(':')
      if (at < 1) throw new Error(`--var expects KEY:value, got "${pair}"`)
      out.vars[pair.slice(0, at)] = pair.slice(at + 1)
      out.passThrough.push('--var', pair)
    } else if (arg === '--env' || arg === '-e' || arg === '--config' || arg === '-c') {
      throw new Error(
        `${arg} is not an option here: the theme picks the environment and its config (npm run deploy -- <theme>)`,
      )
    } else if (!arg.startsWith('-') && out.theme === undefined) out.theme = arg
    else out.passThrough.push(arg)
  }
  return out
}

/** A host on this machine (the local demo's back end and storefront). */
export const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|org|net)|test|invalid|localhost)$/i
const KV_ID = /^[0-9a-f]{32}$/

function hostOf(value) {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/** The shortest secret the Worker takes in a deployment (CART_COOKIE_SECRET and its _PREVIOUS, PAGE_CACHE_PURGE_TOKEN; decision 0015). */
export const MIN_SECRET_LENGTH = 32

/**
 * What is wrong with a URL setting, or null when it is a public https URL: a value without a scheme
 * (`pharma.shop.md`) is named as such, not called "the placeholder". `bare` (PUBLIC_ORIGIN): an
 * origin only, as the Worker reads it (platform/origin.ts; anything more answers every page 503).
 * ADMIN_API_URL may carry a path (the calls go under it), but no query or fragment: the shop
 * appends each call's path to the value, so `?key=1` would swallow every path (every call a 404).
 */
function urlProblem(value, { bare = false } = {}) {
  if (value === undefined || value === '') return 'is unset'
  const url = hostOf(value)
  if (!url || !/^https?:$/.test(url.protocol))
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(value)
      ? `is not an https URL: ${JSON.stringify(value)}`
      : `lacks https:// (${JSON.stringify(value)}; write https://${value})`
  if (LOOPBACK.test(url.hostname) || PLACEHOLDER_HOST.test(url.hostname))
    return `is the placeholder ${JSON.stringify(value)}`
  if (url.protocol !== 'https:') return `is plain http (${JSON.stringify(value)}): it must be https`
  if (bare && (url.pathname !== '/' || url.search || url.hash || url.username || url.password))
    return `is not a bare origin (write ${url.origin}): with a path, query or credentials the Worker answers every page 503`
  if (!bare && (url.search || url.hash || value.trim().endsWith('?') || value.trim().endsWith('#')))
    return `has a query or fragment (not echoed: it may hold a key; write ${url.origin}${url.pathname.replace(/\/+$/, '')}): each call's path is appended to the value, so every call would miss`
  return null
}

/** The service the ADMIN_API binding names (same-account deploys; platform/env.ts), or null. */
function adminBinding(config) {
  const bound = (config.services ?? []).find((s) => s?.binding === 'ADMIN_API')
  return bound ? String(bound.service ?? '(unnamed)') : null
}

/**
 * ADMIN_API_URL beside an ADMIN_API binding: the calls go to the bound Worker, the URL only makes
 * their paths, so any http(s) URL without a query or fragment does (the placeholder included).
 */
function boundUrlProblem(value) {
  if (value === undefined || value === '') return 'is unset'
  const url = hostOf(value)
  if (!url || !/^https?:$/.test(url.protocol)) return `is not an http(s) URL: ${JSON.stringify(value)}`
  if (url.search || url.hash || value.trim().endsWith('?') || value.trim().endsWith('#'))
    return `has a query or fragment (not echoed; write ${url.origin}${url.pathname.replace(/\/+$/, '')}): each call's path is appended to the value`
  return null
}

/** The hosts of the config's routes and custom domains (`route` or `routes`; a pattern's path dropped). */
export function routeHosts(config) {
  const routes = config.routes ?? (config.route ? [config.route] : [])
  return routes
    .map((r) => (typeof r === 'string' ? r : r?.pattern))
    .filter((p) => typeof p === 'string' && p)
    .map((p) =>
      p
        .replace(/^[a-z]+:\/\//i, '')
        .split('/')[0]
        .replace(/:\d+$/, '')
        .toLowerCase(),
    )
}

/** Whether a route's host (`shop.md`, `*.shop.md`, `*shop.md`) takes requests for `host`. */
function hostMatches(pattern, host) {
  return pattern.startsWith('*') ? host.endsWith(pattern.slice(1)) : pattern === host
}

/**
 * What a deploy of `config` (a flattened wrangler.json, `vars` laid over its vars) must fix: the
 * placeholders wrangler.toml ships with, a URL without its scheme, a THEME the shop does not know, a
 * secret given as a short plain var: [{ setting, value, problem, fix }]. Empty when it is ready to deploy.
 */
export function placeholders(config, vars = {}) {
  const env = config.targetEnvironment ?? '<theme>'
  const where = (key) => `[env.${env}.vars] ${key} in wrangler.toml (or --var ${key}:<value>)`
  const merged = { ...(config.vars ?? {}), ...vars }
  const found = []
  const binding = adminBinding(config)
  const apiProblem = binding ? boundUrlProblem(merged.ADMIN_API_URL) : urlProblem(merged.ADMIN_API_URL)
  if (apiProblem) {
    found.push({
      setting: 'ADMIN_API_URL',
      value: merged.ADMIN_API_URL ?? '(unset)',
      problem: apiProblem,
      fix: binding
        ? `set ${where('ADMIN_API_URL')} to an http(s) URL without query or fragment (the calls go through the ADMIN_API binding to ${binding}; its host is not used)`
        : `set ${where('ADMIN_API_URL')} to your admin back end's public https URL, or bind a Worker of this account: [[env.${env}.services]] binding = "ADMIN_API" service = "admin-api"`,
    })
  }
  const originProblem = urlProblem(merged.PUBLIC_ORIGIN, { bare: true })
  if (originProblem) {
    found.push({
      setting: 'PUBLIC_ORIGIN',
      value: merged.PUBLIC_ORIGIN ?? '(unset)',
      problem: originProblem,
      fix: `set ${where('PUBLIC_ORIGIN')} to the variant's https origin, and add a route or custom domain for it`,
    })
  } else {
    // Without a route or custom domain on PUBLIC_ORIGIN's host the shop is reachable nowhere (audit M3:
    // a route written below the variant's last [[...]] table went into that table) - unless the variant
    // is served on workers.dev and PUBLIC_ORIGIN is that address (a review: such a deploy was refused,
    // with a fix that cannot be made: no custom domain can be on workers.dev).
    const host = new URL(merged.PUBLIC_ORIGIN).hostname.toLowerCase()
    const hosts = routeHosts(config)
    const onWorkersDev = config.workers_dev === true && host.endsWith('.workers.dev')
    if (!onWorkersDev && !hosts.some((h) => hostMatches(h, host))) {
      found.push({
        setting: 'routes',
        value: hosts.length ? hosts.join(', ') : '(none)',
        problem: hosts.length
          ? `name no route or custom domain on ${host}, PUBLIC_ORIGIN's host (${hosts.join(', ')}): the shop would answer nowhere its pages say it is`
          : `are none: with workers_dev off the Worker would have no address (PUBLIC_ORIGIN's host is ${host})`,
        fix: `put \`routes = [{ pattern = "${host}", custom_domain = true }]\` in [env.${env}] of wrangler.toml, directly under its name = line (not after a [[...]] table, which would take it, and never at the top level, which every variant without its own would inherit)`,
      })
    }
  }
  // An unknown theme is served as electro (app/themes): a pharmacy without its prescription rules.
  if (merged.THEME !== undefined && !THEMES.includes(merged.THEME)) {
    found.push({
      setting: 'THEME',
      value: merged.THEME,
      problem: `${JSON.stringify(merged.THEME)} is not one of ${THEMES.join(', ')} (the shop would serve electro)`,
      fix: `drop --var THEME (the variant sets THEME ${JSON.stringify(env)}) or give one of ${THEMES.join(', ')}`,
    })
  }
  const shortSecretEffect = {
    PAGE_CACHE_PURGE_TOKEN: ' (the Worker answers every purge 503)',
    CART_COOKIE_SECRET: ' (the cart answers 503)',
    // Ignored by the Worker: the old secret's cookies are refused, as if no rotation were under way.
    CART_COOKIE_SECRET_PREVIOUS: " (ignored: the previous secret's cookies are refused)",
  }
  for (const [name, effect] of Object.entries(shortSecretEffect)) {
    const value = merged[name]
    if (typeof value === 'string' && value.trim().length < MIN_SECRET_LENGTH) {
      found.push({
        setting: name,
        value: `(${value.trim().length} characters)`,
        problem: `is a plain var of ${value.trim().length} characters, under ${MIN_SECRET_LENGTH}${effect}`,
        fix: `remove it from the vars and run \`npx wrangler secret put ${name} --env ${env}\` with ${MIN_SECRET_LENGTH}+ random characters`,
      })
    }
  }
  if (typeof merged.SITE_TOKEN === 'string' && !merged.SITE_TOKEN.trim()) {
    // Sent as an empty Site-Token header: the back end knows no such site, every page shows defaults.
    found.push({
      setting: 'SITE_TOKEN',
      value: JSON.stringify(merged.SITE_TOKEN),
      problem: 'is empty (the back end would refuse every call: every page with the default settings)',
      fix: `set ${where('SITE_TOKEN')} to the site's token on your back end (or, if it is private, remove the var, add "SITE_TOKEN" to [env.${env}.secrets] required and run \`npx wrangler secret put SITE_TOKEN --env ${env}\`)`,
    })
  }
  if (typeof merged.SITE_TOKEN === 'string' && /^demo-/.test(merged.SITE_TOKEN)) {
    found.push({
      setting: 'SITE_TOKEN',
      value: merged.SITE_TOKEN,
      fix: `set ${where('SITE_TOKEN')} to the site's token on your back end (or, if it is private, remove it there, add "SITE_TOKEN" to [env.${env}.secrets] required and run \`npx wrangler secret put SITE_TOKEN --env ${env}\`)`,
    })
  }
  // A private token is a secret: wrangler checks it was put only when it is listed as required. Neither a
  // var nor required, the Worker would go out with none (audit M2: every call 403, healthz "check SITE_TOKEN").
  if (merged.SITE_TOKEN === undefined && !(config.secrets?.required ?? []).includes('SITE_TOKEN')) {
    found.push({
      setting: 'SITE_TOKEN',
      value: '(unset)',
      problem: 'is neither a var nor a required secret (the Worker would call the back end with no site token)',
      fix: `set ${where('SITE_TOKEN')}, or, if it is private, add "SITE_TOKEN" to [env.${env}.secrets] required and run \`npx wrangler secret put SITE_TOKEN --env ${env}\` (on a first deploy: put it in the --secrets-file)`,
    })
  }
  for (const kv of config.kv_namespaces ?? []) {
    if (!KV_ID.test(kv.id ?? '')) {
      found.push({
        setting: `kv_namespaces ${kv.binding}`,
        value: kv.id ?? '(unset)',
        fix: `run \`npx wrangler kv namespace create ${kv.binding}-${env}\` and put the id it prints in [[env.${env}.kv_namespaces]] (binding "${kv.binding}") in wrangler.toml`,
      })
    }
  }
  return found
}

/** The Worker name and its bindings, one per line, as the dry run prints them. */
export function describe(config, vars = {}) {
  const lines = [`Worker ${config.name} (wrangler environment ${config.targetEnvironment ?? '(top level)'})`]
  // Values given with --var are not echoed (wrangler hides them too: they may come from a secret store).
  for (const [key, value] of Object.entries({ ...(config.vars ?? {}), ...vars }))
    lines.push(`  var ${key} = ${key in vars ? '(given with --var)' : JSON.stringify(value)}`)
  for (const kv of config.kv_namespaces ?? []) lines.push(`  KV namespace ${kv.binding}: ${kv.id}`)
  for (const d of config.durable_objects?.bindings ?? [])
    lines.push(`  Durable Object ${d.name}: class ${d.class_name} of ${d.script_name ?? config.name}`)
  for (const r of config.routes ?? (config.route ? [config.route] : [])) {
    const pattern = typeof r === 'string' ? r : r?.pattern
    lines.push(`  route ${pattern}${typeof r === 'object' && r?.custom_domain ? ' (custom domain)' : ''}`)
  }
  if (!(config.routes ?? config.route)) lines.push('  no route or custom domain')
  for (const s of config.services ?? []) lines.push(`  service ${s.binding}: Worker ${s.service}`)
  for (const name of config.secrets?.required ?? []) lines.push(`  secret ${name} (required)`)
  if (config.assets?.directory) lines.push(`  static assets from ${config.assets.directory}`)
  return lines
}

/** A refusal the deploy prints as one line (no stack trace). */
export class DeployError extends Error {}

/** Reads the flattened config a build wrote and checks it is the variant's. */
export function readBuiltConfig(serverDir, theme) {
  const config = JSON.parse(readFileSync(join(serverDir, 'wrangler.json'), 'utf8'))
  if (config.targetEnvironment !== theme) {
    throw new DeployError(
      `the build is not the ${theme} variant (environment ${config.targetEnvironment}, THEME ${config.vars?.THEME}): was CLOUDFLARE_ENV ignored?`,
    )
  }
  // A block copied from another variant keeps its THEME (audit L1: a stack trace blaming CLOUDFLARE_ENV).
  if (config.vars?.THEME !== theme)
    throw new DeployError(
      `[env.${theme}.vars] THEME is ${JSON.stringify(config.vars?.THEME ?? '(unset)')} in wrangler.toml: it must be "${theme}"`,
    )
  return config
}

function run(cmd, args, env) {
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`[deploy] ${cmd} ${args.join(' ')} failed (${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
}

async function main() {
  let args
  try {
    args = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`[deploy] ${error.message}`)
    process.exit(2)
  }
  if (!args.theme || !THEMES.includes(args.theme)) {
    console.error(usage(args.theme))
    process.exit(2)
  }
  const { theme, dryRun } = args
  const outDir = resolve(root, process.env.DEPLOY_OUT_DIR ?? join('dist', 'deploy'), theme)
  // Wrangler reads CLOUDFLARE_ENV as --env too, and the flattened config has no environments left.
  const { CLOUDFLARE_ENV: _ignored, ...inherited } = process.env
  const env = {
    ...inherited,
    PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
    WRANGLER_SEND_METRICS: 'false',
  }
  rmSync(outDir, { recursive: true, force: true })
  console.log(`[deploy] building the ${theme} variant into ${outDir}`)
  run('vite', ['build', '--logLevel', 'warn', ...(args.viteConfig ? ['-c', args.viteConfig] : [])], {
    ...env,
    CLOUDFLARE_ENV: theme,
    BUILD_OUT_DIR: outDir,
  })
  const serverDir = join(outDir, 'server')
  // The Vite plugin copies the local .dev.vars (this machine's CART_COOKIE_SECRET) beside the built
  // config for `wrangler dev`. A deployed Worker takes its secrets from `wrangler secret put`, so the
  // local file does not stay in the deploy's output.
  rmSync(join(serverDir, '.dev.vars'), { force: true })
  let config
  try {
    config = readBuiltConfig(serverDir, theme)
  } catch (error) {
    if (!(error instanceof DeployError)) throw error
    console.error(`[deploy] ${error.message}`)
    process.exit(1)
  }

  const found = placeholders(config, args.vars)
  const lines = found.map((p) => `[deploy] ${dryRun ? 'warning' : 'refused'}: ${problemLine(p)}`)
  for (const line of lines) console.error(line)
  if (found.length && !dryRun) {
    console.error(
      `[deploy] nothing was uploaded: fix the ${found.length} setting(s) above, then run npm run deploy -- ${theme} again`,
    )
    process.exit(1)
  }

  const deployArgs = ['deploy', '-c', join(serverDir, 'wrangler.json'), ...args.passThrough]
  if (dryRun) deployArgs.push('--dry-run', '--outdir', join(outDir, 'bundle'))
  run('wrangler', deployArgs, env)
  console.log(`[deploy] ${dryRun ? 'dry run (nothing uploaded)' : 'deployed'}:`)
  for (const line of describe(config, args.vars)) console.log(`[deploy] ${line}`)
  // Repeated at the end, where the operator looks once wrangler's output has scrolled the first ones away.
  for (const line of dryRunSummary(found)) console.log(line)
}

/** The usage text, naming a theme that is not one (`pharmacy` printed only the usage before; review R2). */
export function usage(theme) {
  const lines = []
  if (theme !== undefined) {
    const near = THEMES.find((t) => theme.toLowerCase().startsWith(t) || t.startsWith(theme.toLowerCase()))
    lines.push(
      `[deploy] ${JSON.stringify(theme)} is not a theme variant${near ? ` (did you mean ${near}?)` : ''}: each is an [env.<theme>] block of wrangler.toml`,
    )
  }
  lines.push(
    'Usage: npm run deploy -- <theme> [--dry-run] [--var KEY:value] [wrangler deploy options]',
    `  <theme>: ${THEMES.join(', ')}`,
  )
  return lines.join('\n')
}

/** One problem of `placeholders` as the deploy prints it. */
export function problemLine(p) {
  return `${p.setting} ${p.problem ?? `is the placeholder ${JSON.stringify(p.value)}`}: ${p.fix}`
}

/** The dry run's last lines: how many problems would refuse a real deploy, and each again. */
export function dryRunSummary(found) {
  if (!found.length) return ['[deploy] no problems found: a real deploy would go ahead']
  return [
    `[deploy] ${found.length} problem(s) would refuse a real deploy:`,
    ...found.map((p) => `[deploy]   ${problemLine(p)}`),
  ]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
