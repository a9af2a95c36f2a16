/**
 * Local secrets for `npm start` (and the bench), issue 13. Nothing secret is committed:
 *
 *  - admin-api/.dev.vars (read by `wrangler dev -c admin-api/wrangler.toml` over its [vars]):
 *    ENVIRONMENT=development, random JWT_SECRET and PAYMENT_SIGNING_SECRET, FAKE_PAYMENTS=on (the fake
 *    payment page), TEST_FAULTS=on and a random TEST_FAULTS_TOKEN (the e2e tests read it from here),
 *    DEV_OUTBOX=on (GET /__dev/outbox: the e-mails and SMS the back end wrote, for the accounts e2e
 *    tests) and FAKE_SOCIAL=on (the fake Google / Facebook / Twitter provider under /__dev/social).
 *  - .dev.vars at the repository root: the storefront's CART_COOKIE_SECRET, passed to its wrangler dev
 *    with --var.
 *
 * Missing files are created (mode 600) and missing keys added; existing values are never changed.
 * Both files are git-ignored.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
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

/** Makes sure `file` holds every key of `defaults` (values made by the functions); answers the file's values. */
function ensure(file, header, defaults) {
  const wanted = () => Object.entries(defaults).map(([k, make]) => [k, make()])
  if (!existsSync(file)) {
    const body = `${header}\n${wanted()
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')}\n`
    try {
      // Exclusive create: two scripts starting at once (say two storefronts) end with one file.
      writeFileSync(file, body, { flag: 'wx', mode: 0o600 })
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error
    }
  }
  const current = readDevVars(file)
  const missing = Object.keys(defaults).filter((k) => !current[k])
  if (missing.length) {
    const text = readFileSync(file, 'utf8')
    const extra = missing.map((k) => `${k}=${defaults[k]()}`).join('\n')
    writeFileSync(file, `${text}${text.endsWith('\n') || !text ? '' : '\n'}${extra}\n`, { mode: 0o600 })
  }
  return readDevVars(file)
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
