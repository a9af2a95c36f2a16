import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  ensureAdminDevVars,
  ensureStorefrontDevVars,
  PASSED_WORKER_VARS,
  parseDevVars,
  passedWorkerVars,
} from '../../scripts/dev-vars.mjs'

/**
 * scripts/dev-vars.mjs: the local secrets every start script makes sure of. The e2e run starts six
 * storefronts at once; they must end with one CART_COOKIE_SECRET, the one the tests sign cookies with.
 */
const module = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/dev-vars.mjs')
const root = mkdtempSync(join(tmpdir(), 'dev-vars-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let n = 0
const freshDir = () => {
  const dir = join(root, String(n++))
  mkdirSync(dir)
  return dir
}

/** A start script in its own process: prints the storefront secret it was given. */
function startScript(dir: string): Promise<string> {
  const script = `const { ensureStorefrontDevVars } = await import(${JSON.stringify(module)})
    process.stdout.write(ensureStorefrontDevVars(${JSON.stringify(dir)}).CART_COOKIE_SECRET)`
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (err += d))
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(err))))
  })
}

const secretLines = (dir: string) =>
  readFileSync(join(dir, '.dev.vars'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('CART_COOKIE_SECRET='))

describe('scripts/dev-vars.mjs', () => {
  it('six start scripts at once end with one secret, and each was given it', async () => {
    for (let round = 0; round < 4; round++) {
      const dir = freshDir()
      const given = await Promise.all(Array.from({ length: 6 }, () => startScript(dir)))
      expect(secretLines(dir)).toHaveLength(1)
      expect(new Set(given)).toEqual(
        new Set([parseDevVars(readFileSync(join(dir, '.dev.vars'), 'utf8')).CART_COOKIE_SECRET]),
      )
    }
  }, 30_000)

  it('waits while another script holds the lock, then writes', async () => {
    const dir = freshDir()
    mkdirSync(join(dir, '.dev.vars.lock'))
    const started = startScript(dir)
    await new Promise((r) => setTimeout(r, 400))
    expect(existsSync(join(dir, '.dev.vars'))).toBe(false)
    rmSync(join(dir, '.dev.vars.lock'), { recursive: true })
    expect(await started).toMatch(/^[0-9a-f]{64}$/)
    expect(secretLines(dir)).toHaveLength(1)
    expect(existsSync(join(dir, '.dev.vars.lock'))).toBe(false)
  }, 15_000)

  it('takes over a lock a dead script left behind (older than 30 s)', () => {
    const dir = freshDir()
    const lock = join(dir, '.dev.vars.lock')
    mkdirSync(lock)
    const past = new Date(Date.now() - 60_000)
    utimesSync(lock, past, past)
    const before = Date.now()
    expect(ensureStorefrontDevVars(dir).CART_COOKIE_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(Date.now() - before).toBeLessThan(1_000)
  })

  it('keeps existing values and adds only the missing keys', () => {
    const dir = freshDir()
    mkdirSync(join(dir, 'admin-api'))
    writeFileSync(join(dir, 'admin-api', '.dev.vars'), '# mine\nJWT_SECRET="kept"\nFAKE_PAYMENTS=off')
    const vars = ensureAdminDevVars(dir)
    expect(vars.JWT_SECRET).toBe('kept')
    expect(vars.FAKE_PAYMENTS).toBe('off')
    expect(vars.TEST_FAULTS).toBe('on')
    expect(vars.PAYMENT_SIGNING_SECRET).toMatch(/^[0-9a-f]{64}$/)
    // the secret scripts/start.mjs gives the storefront too (decision 0091)
    expect(vars.CLIENT_IP_SECRET).toMatch(/^[0-9a-f]{64}$/)
    const text = readFileSync(join(dir, 'admin-api', '.dev.vars'), 'utf8')
    expect(text.startsWith('# mine\nJWT_SECRET="kept"\nFAKE_PAYMENTS=off\n')).toBe(true)
    expect(ensureAdminDevVars(dir)).toEqual(vars)
  })
})

describe('npm start passes the Worker variables of the README as set in its environment', () => {
  it('each set one as KEY:value, empty and unknown ones not', () => {
    expect(
      passedWorkerVars({
        PAGE_CACHE_MODE: 'off',
        IMAGE_ORIGINS: 'https://cdn.example',
        COMPANY_GROUP_ID: '',
        HOME: '/root',
      }),
    ).toEqual(['PAGE_CACHE_MODE:off', 'IMAGE_ORIGINS:https://cdn.example'])
  })

  it('the Upstash pair is passed, so the page cache on Upstash can be tried locally (cold review r56)', () => {
    expect(
      passedWorkerVars({ UPSTASH_REDIS_REST_URL: 'https://eu1.upstash.io', UPSTASH_REDIS_REST_TOKEN: 'tok' }),
    ).toEqual(['UPSTASH_REDIS_REST_URL:https://eu1.upstash.io', 'UPSTASH_REDIS_REST_TOKEN:tok'])
  })

  it('every one is a variable the README documents and the Worker declares', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const env = readFileSync(join(root, 'platform/env.ts'), 'utf8') + readFileSync(join(root, 'wrangler.toml'), 'utf8')
    for (const name of PASSED_WORKER_VARS) {
      expect(readme, name).toContain(`\`${name}\``)
      expect(env, name).toMatch(new RegExp(`\\b${name}\\b`))
    }
  })
})
