/**
 * Local secrets for `npm start` (and the bench), issue 13. Nothing secret is committed:
 *
 *  - admin-api/.dev.vars (read by `wrangler dev -c admin-api/wrangler.toml` over its [vars]):
 *    ENVIRONMENT=development, random JWT_SECRET and PAYMENT_SIGNING_SECRET, FAKE_PAYMENTS=on (the fake
 *    payment page), TEST_FAULTS=on and a random TEST_FAULTS_TOKEN (the e2e tests read it from here),
 *    DEV_OUTBOX=on (GET /__dev/outbox: the e-mails and SMS the back end wrote, for the accounts e2e
 *    tests), FAKE_SOCIAL=on (the fake Google / Facebook / Twitter provider under /__dev/social) and a
 *    random CLIENT_IP_SECRET, which scripts/start.mjs gives the storefront too (decision 0091).
 *  - .dev.vars at the repository root: the storefront's CART_COOKIE_SECRET, passed to its wrangler dev
 *    with --var. To rehearse a rotation, put the new value there and add the old one as
 *    CART_COOKIE_SECRET_PREVIOUS=<old value> (scripts/start.mjs passes it too; README "Rotating
 *    CART_COOKIE_SECRET").
 *
 * Missing files are created (mode 600) and missing keys added; existing values are never changed.
 * Both files are git-ignored.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const random = () => randomBytes(32).toString('hex')

/** KEY=value lines (# comments and blank lines skipped; optional quotes removed). */
export function parseDevVars(text) {
  const out = {}
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!m || line.trim().startsWith('#')) continue
    out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return out
}

export function readDevVars(file) {
  return existsSync(file) ? parseDevVars(readFileSync(file, 'utf8')) : {}
}

const LOCK_WAIT_MS = 10_000
/** A lock older than this was left by a script that died holding it. */
const STALE_LOCK_MS = 30_000

/**
 * Runs `fn` holding `<file>.lock` (an atomic mkdir). The e2e run starts six storefronts at once, each
 * making sure of .dev.vars: without the lock one read the file between another's create and its
 * write, added a second CART_COOKIE_SECRET, and the storefronts signed cookies with two secrets.
 */
function withLock(file, fn) {
  const lock = `${file}.lock`
  const deadline = Date.now() + LOCK_WAIT_MS
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true })
      else if (Date.now() > deadline) throw new Error(`${lock} is held: remove it if no start script runs`)
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20)
    }
  }
  try {
    return fn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Writes `file` whole or not at all: a reader never sees it half written. */
function writeWhole(file, text) {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, text, { mode: 0o600 })
  renameSync(temporary, file)
}

/**
 * Makes sure `file` holds every key of `defaults` (values made by the functions); answers the file's
 * values. Existing values are kept; several scripts at once end with one value per key.
 */
function ensure(file, header, defaults) {
  return withLock(file, () => {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : `${header}\n`
    const current = parseDevVars(text)
    const missing = Object.keys(defaults).filter((k) => !current[k])
    if (missing.length === 0) return current
    const extra = missing.map((k) => `${k}=${defaults[k]()}`).join('\n')
    const written = `${text}${text.endsWith('\n') ? '' : '\n'}${extra}\n`
    writeWhole(file, written)
    return parseDevVars(written)
  })
}

/** admin-api/.dev.vars: the reference back end's local secrets and development switches. */
export function ensureAdminDevVars(root) {
  return ensure(
    join(root, 'admin-api', '.dev.vars'),
    '# Written by scripts/start.mjs for local development (git-ignored). Deployments use `wrangler secret put`.',
    {
      ENVIRONMENT: () => 'development',
      JWT_SECRET: random,
      PAYMENT_SIGNING_SECRET: random,
      FAKE_PAYMENTS: () => 'on',
      TEST_FAULTS: () => 'on',
      TEST_FAULTS_TOKEN: random,
      DEV_OUTBOX: () => 'on',
      FAKE_SOCIAL: () => 'on',
      CLIENT_IP_SECRET: random,
    },
  )
}

/** .dev.vars at the root: the storefront's local secrets. */
export function ensureStorefrontDevVars(root) {
  return ensure(
    join(root, '.dev.vars'),
    '# Written by scripts/start.mjs for local development (git-ignored). Deployments use `wrangler secret put`.',
    {
      CART_COOKIE_SECRET: random,
    },
  )
}

/**
 * The Worker variables `npm start` passes to the storefront as set in its environment (the README's
 * Configuration table): an operator tries cache, CSP and group settings locally as they will deploy
 * them. SITE_TOKEN, THEME, ADMIN_API_URL, CLIENT_IP_SECRET, the social sign-in and map variables have
 * their own defaults in scripts/start.mjs.
 */
export const PASSED_WORKER_VARS = [
  'PUBLIC_ORIGIN',
  'PAGE_CACHE_MODE',
  'PAGE_CACHE_TTL_SECONDS',
  'PAGE_CACHE_MAX_AGE_SECONDS',
  'PAGE_CACHE_GROUP_IDS',
  'PAGE_CACHE_PURGE_TOKEN',
  'IMAGE_ORIGINS',
  'SHARED_ANSWER_SECONDS',
  'COMPANY_GROUP_ID',
  // The page cache on Upstash instead of the local KV (both or neither: the store needs the pair).
  'UPSTASH_REDIS_REST_URL',
  'UPSTASH_REDIS_REST_TOKEN',
]

/** `KEY:value` for each of PASSED_WORKER_VARS set (not empty) in `env`. */
export function passedWorkerVars(env) {
  return PASSED_WORKER_VARS.filter((name) => env[name]).map((name) => `${name}:${env[name]}`)
}
