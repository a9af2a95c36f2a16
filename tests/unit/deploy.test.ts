import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  DeployError,
  describe as describeConfig,
  dryRunSummary,
  parseArgs,
  placeholders,
  problemLine,
  readBuiltConfig,
  THEMES,
  usage,
} from '#scripts/deploy.mjs'

/**
 * `npm run deploy -- <theme>` (scripts/deploy.mjs): one Worker per theme variant, placeholders refused.
 * The end-to-end part runs the real script for every environment with the config-only Vite build
 * (tests/unit/deploy/config-only.vite.config.ts: the real wrangler.toml, a stub entry), then
 * `wrangler deploy --dry-run --outdir`, offline.
 */

const root = join(import.meta.dirname, '../..')
const ready = {
  targetEnvironment: 'pharma',
  vars: {
    THEME: 'pharma',
    ADMIN_API_URL: 'https://admin.shop.md',
    PUBLIC_ORIGIN: 'https://pharma.shop.md',
    SITE_TOKEN: 'a1b2c3',
  },
  kv_namespaces: [{ binding: 'PAGE_CACHE', id: '0123456789abcdef0123456789abcdef' }],
  routes: [{ pattern: 'pharma.shop.md', custom_domain: true }],
}

describe('placeholders', () => {
  it('a config with real values has none', () => {
    expect(placeholders(ready)).toEqual([])
  })

  it.each([
    ['ADMIN_API_URL', { ADMIN_API_URL: 'http://127.0.0.1:8788' }],
    ['ADMIN_API_URL', { ADMIN_API_URL: 'http://localhost:8788' }],
    ['ADMIN_API_URL', { ADMIN_API_URL: 'http://admin.shop.md' }],
    ['ADMIN_API_URL', { ADMIN_API_URL: 'not a url' }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'https://pharma.example.com' }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: undefined }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'http://pharma.shop.md' }],
    ['SITE_TOKEN', { SITE_TOKEN: 'demo-pharma-token' }],
  ])('%s %j is refused, naming the setting and where to set it', (setting, vars) => {
    const found = placeholders({ ...ready, vars: { ...ready.vars, ...vars } })
    expect(found.map((p) => p.setting)).toEqual([setting])
    expect(found[0]?.fix).toContain(`[env.pharma.vars] ${setting} in wrangler.toml`)
  })

  it('a private SITE_TOKEN (a required secret, not a var) is fine', () => {
    const { SITE_TOKEN: _token, ...vars } = ready.vars
    expect(placeholders({ ...ready, vars, secrets: { required: ['CART_COOKIE_SECRET', 'SITE_TOKEN'] } })).toEqual([])
  })

  // Audit M2: the var deleted and the secret never put (or put on another Worker) deployed a shop
  // whose every call was refused; wrangler checks a secret was put only when it is listed as required.
  it('a SITE_TOKEN that is neither a var nor a required secret is refused, naming both ways', () => {
    const { SITE_TOKEN: _token, ...vars } = ready.vars
    const found = placeholders({ ...ready, vars, secrets: { required: ['CART_COOKIE_SECRET'] } })
    expect(found.map((p) => p.setting)).toEqual(['SITE_TOKEN'])
    const line = problemLine(found[0]!)
    expect(line).toContain('is neither a var nor a required secret')
    expect(line).toContain('add "SITE_TOKEN" to [env.pharma.secrets] required')
    expect(line).toContain('npx wrangler secret put SITE_TOKEN --env pharma')
    expect(placeholders({ ...ready, vars }).map((p) => p.setting)).toEqual(['SITE_TOKEN'])
  })

  it('a KV id that is not a real id is refused with the command that makes one', () => {
    const found = placeholders({
      ...ready,
      kv_namespaces: [{ binding: 'PAGE_CACHE', id: 'page-cache-pharma-placeholder' }],
    })
    expect(found).toEqual([
      expect.objectContaining({ setting: 'kv_namespaces PAGE_CACHE', value: 'page-cache-pharma-placeholder' }),
    ])
    expect(found[0]?.fix).toContain('wrangler kv namespace create PAGE_CACHE-pharma')
  })

  it.each([
    ['PUBLIC_ORIGIN', 'pharma.shop.md'],
    ['ADMIN_API_URL', 'admin.shop.md/api'],
  ])('%s %j is said to lack https://, not called the placeholder (cold review r56)', (setting, value) => {
    const found = placeholders(ready, { [setting]: value })
    expect(found.map((p) => p.setting)).toEqual([setting])
    expect(problemLine(found[0]!)).toMatch(
      new RegExp(`^${setting} lacks https:// \\("${value}"; write https://${value}\\): `),
    )
  })

  it('a THEME outside THEMES is refused (cold review r56: --var THEME:pharmacy served electro)', () => {
    const found = placeholders(ready, { THEME: 'pharmacy' })
    expect(found.map((p) => p.setting)).toEqual(['THEME'])
    expect(problemLine(found[0]!)).toContain('"pharmacy" is not one of electro, home, pharma')
  })

  it.each(['PAGE_CACHE_PURGE_TOKEN', 'CART_COOKIE_SECRET', 'CART_COOKIE_SECRET_PREVIOUS'])(
    'a plain var %s under 32 characters is refused, its value not echoed',
    (name) => {
      const found = placeholders(ready, { [name]: 'short' })
      expect(found.map((p) => p.setting)).toEqual([name])
      const line = problemLine(found[0]!)
      expect(line).toContain('5 characters, under 32')
      expect(line).toContain(`wrangler secret put ${name} --env pharma`)
      expect(line).not.toContain('short"')
      expect(placeholders(ready, { [name]: 'x'.repeat(32) })).toEqual([])
    },
  )

  it('the dry run ends with the count and every problem again', () => {
    const found = placeholders(ready, { PUBLIC_ORIGIN: 'pharma.shop.md', THEME: 'pharmacy' })
    const summary = dryRunSummary(found)
    expect(summary[0]).toBe('[deploy] 2 problem(s) would refuse a real deploy:')
    expect(summary.slice(1)).toEqual(found.map((p) => `[deploy]   ${problemLine(p)}`))
    expect(dryRunSummary([])).toEqual(['[deploy] no problems found: a real deploy would go ahead'])
  })

  // Review R2: each was accepted, and the deployed Worker then failed on every page.
  it.each([
    ['https://pharma.shop.md/ro', 'https://pharma.shop.md'],
    ['https://pharma.shop.md/?utm=1', 'https://pharma.shop.md'],
    ['https://user:pw@pharma.shop.md', 'https://pharma.shop.md'],
  ])(
    'a PUBLIC_ORIGIN with a path, query or credentials (%j) is refused: the Worker would answer every page 503',
    (value, origin) => {
      const found = placeholders(ready, { PUBLIC_ORIGIN: value })
      expect(found.map((p) => p.setting)).toEqual(['PUBLIC_ORIGIN'])
      expect(problemLine(found[0]!)).toContain(`is not a bare origin (write ${origin})`)
      expect(problemLine(found[0]!)).not.toContain(value)
    },
  )

  it('a PUBLIC_ORIGIN with only a trailing slash is the origin (the Worker reads it so)', () => {
    expect(placeholders(ready, { PUBLIC_ORIGIN: 'https://pharma.shop.md/' })).toEqual([])
  })

  it.each([
    ['https://admin.shop.md?key=1', 'https://admin.shop.md'],
    ['https://admin.shop.md/api/?v=2', 'https://admin.shop.md/api'],
    ['https://admin.shop.md/api#x', 'https://admin.shop.md/api'],
    ['https://admin.shop.md/api?', 'https://admin.shop.md/api'],
  ])('an ADMIN_API_URL with a query or fragment (%j) is refused: every call path would land in it', (value, base) => {
    const found = placeholders(ready, { ADMIN_API_URL: value })
    expect(found.map((p) => p.setting)).toEqual(['ADMIN_API_URL'])
    expect(problemLine(found[0]!)).toContain(`has a query or fragment (not echoed: it may hold a key; write ${base})`)
    expect(problemLine(found[0]!)).not.toContain(value)
  })

  it.each(['https://admin.shop.md/', 'https://admin.shop.md/api', 'https://admin.shop.md/api/'])(
    'an ADMIN_API_URL with a path or a trailing slash is fine (%j: the calls go under it)',
    (value) => {
      expect(placeholders(ready, { ADMIN_API_URL: value })).toEqual([])
    },
  )

  it.each(['', '  '])('an empty SITE_TOKEN var (%j) is refused; unset (a secret) is not', (value) => {
    const found = placeholders(ready, { SITE_TOKEN: value })
    expect(found.map((p) => p.setting)).toEqual(['SITE_TOKEN'])
    expect(problemLine(found[0]!)).toMatch(/^SITE_TOKEN is empty .*wrangler secret put SITE_TOKEN --env pharma/)
  })

  // Audit M3: with no route (or one TOML put inside the variant's last [[ratelimits]] table) the dry
  // run said "a real deploy would go ahead", and workers_dev is off: the shop answered nowhere.
  it.each([
    ['no route at all', {}],
    ['a route on another host', { routes: [{ pattern: 'farmacia-buna.ro', custom_domain: true }] }],
    ['a zone route on another host', { routes: ['shop.md/*'] }],
  ])('%s is refused, with the line to add and where', (_what, routes) => {
    const { routes: _r, ...bare } = ready
    const found = placeholders({ ...bare, ...routes })
    expect(found.map((p) => p.setting)).toEqual(['routes'])
    const line = problemLine(found[0]!)
    expect(line).toContain('routes = [{ pattern = "pharma.shop.md", custom_domain = true }]')
    expect(line).toContain('in [env.pharma] of wrangler.toml, directly under its name = line')
    expect(line).toContain('never at the top level')
  })

  it.each([
    [{ routes: ['pharma.shop.md/*'] }],
    [{ routes: [{ pattern: '*.shop.md/*', zone_name: 'shop.md' }] }],
    [{ route: 'https://pharma.shop.md/*' }],
  ])("a route or custom domain on PUBLIC_ORIGIN's host (%j) is fine", (routes) => {
    const { routes: _r, ...bare } = ready
    expect(placeholders({ ...bare, ...routes })).toEqual([])
  })

  it('a variant served on workers.dev needs no route when PUBLIC_ORIGIN is that address; workers_dev off, it does (a review)', () => {
    const { routes: _r, ...bare } = ready
    const onWorkersDev = {
      ...bare,
      vars: { ...bare.vars, PUBLIC_ORIGIN: 'https://storefront-pharma.acct.workers.dev' },
    }
    expect(placeholders({ ...onWorkersDev, workers_dev: true })).toEqual([])
    expect(placeholders({ ...onWorkersDev, workers_dev: false }).map((p) => p.setting)).toEqual(['routes'])
    // workers.dev on, but the pages say another host: that host still needs its route
    expect(placeholders({ ...bare, workers_dev: true }).map((p) => p.setting)).toEqual(['routes'])
  })

  it('an ADMIN_API service binding takes the place of a public ADMIN_API_URL (audit M4)', () => {
    const bound = { ...ready, services: [{ binding: 'ADMIN_API', service: 'admin-api' }] }
    expect(placeholders(bound, { ADMIN_API_URL: 'http://127.0.0.1:8788' })).toEqual([])
    // the URL still makes the paths: no query or fragment, and a URL
    expect(placeholders(bound, { ADMIN_API_URL: 'http://127.0.0.1:8788?k=1' }).map((p) => p.setting)).toEqual([
      'ADMIN_API_URL',
    ])
    // without the binding the placeholder is refused, the fix naming the binding too
    const [p] = placeholders(ready, { ADMIN_API_URL: 'http://127.0.0.1:8788' })
    expect(problemLine(p!)).toContain('[[env.pharma.services]] binding = "ADMIN_API" service = "admin-api"')
  })

  it('--var values count', () => {
    const config = { ...ready, vars: { ...ready.vars, ADMIN_API_URL: 'http://127.0.0.1:8788' } }
    expect(placeholders(config, { ADMIN_API_URL: 'https://admin.shop.md' })).toEqual([])
  })
})

describe('usage', () => {
  it('names a theme that is not one, and the near one (review R2: `deploy -- pharmacy` printed only the usage)', () => {
    expect(usage('pharmacy').split('\n')[0]).toBe(
      '[deploy] "pharmacy" is not a theme variant (did you mean pharma?): each is an [env.<theme>] block of wrangler.toml',
    )
    expect(usage('shop').split('\n')[0]).toBe(
      '[deploy] "shop" is not a theme variant: each is an [env.<theme>] block of wrangler.toml',
    )
    expect(usage(undefined).split('\n')[0]).toMatch(/^Usage: npm run deploy -- <theme>/)
    expect(usage('shop')).toContain(`<theme>: ${THEMES.join(', ')}`)
  })
})

describe('parseArgs', () => {
  it('takes the theme and the dry run, passes --var and the rest to wrangler', () => {
    expect(
      parseArgs(['pharma', '--dry-run', '--var', 'ADMIN_API_URL:https://a.md', '--secrets-file', 's.env']),
    ).toEqual({
      theme: 'pharma',
      dryRun: true,
      viteConfig: undefined,
      vars: { ADMIN_API_URL: 'https://a.md' },
      passThrough: ['--var', 'ADMIN_API_URL:https://a.md', '--secrets-file', 's.env'],
    })
  })

  it.each([['--env'], ['-e'], ['-c'], ['--config']])('refuses %s: the theme picks the environment', (flag) => {
    expect(() => parseArgs(['pharma', flag, 'home'])).toThrow(/theme picks the environment/)
  })
})

interface Run {
  code: number | null
  out: string
}

function deploy(args: string[], outDir: string): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(
      'node',
      ['scripts/deploy.mjs', ...args, '--vite-config', 'tests/unit/deploy/config-only.vite.config.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
          DEPLOY_OUT_DIR: outDir,
          NO_COLOR: '1',
        },
      },
    )
    let out = ''
    child.stdout.on('data', (c) => {
      out += c
    })
    child.stderr.on('data', (c) => {
      out += c
    })
    child.on('close', (code) => done({ code, out }))
  })
}

/** Runs the jobs at most `limit` at a time (two cores: six builds at once only queue). */
async function pool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = []
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++
      results[i] = await (jobs[i] as () => Promise<T>)()
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
  return results
}

describe('npm run deploy -- <theme> for every environment', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'deploy-test-'))
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it('builds each variant as its own Worker, dry-runs it offline, and refuses a real deploy of placeholders', {
    timeout: 600_000,
  }, async () => {
    const started = Date.now()
    const refusedDir = join(outDir, 'refused')
    const [refused, ...runs] = await pool<Run>(
      [() => deploy(['pharma'], refusedDir), ...THEMES.map((theme) => () => deploy([theme, '--dry-run'], outDir))],
      3,
    )
    console.log(
      `deploy test: ${THEMES.length} dry runs and one refused deploy in ${Math.round((Date.now() - started) / 1000)} s`,
    )

    // A real deploy with the repository's placeholders stops before wrangler is asked to upload.
    expect(refused?.code, refused?.out).toBe(1)
    for (const setting of ['ADMIN_API_URL', 'PUBLIC_ORIGIN', 'SITE_TOKEN', 'kv_namespaces PAGE_CACHE'])
      expect(refused?.out).toContain(`refused: ${setting} is the placeholder`)
    expect(refused?.out).toContain('nothing was uploaded')
    expect(refused?.out).not.toContain('wrangler 4')

    const names = new Set<string>()
    const kvIds = new Set<string>()
    THEMES.forEach((theme, i) => {
      const run = runs[i] as Run
      expect(run.code, run.out).toBe(0)
      expect(run.out).toContain(`Worker storefront-${theme} (wrangler environment ${theme})`)
      expect(run.out).toContain('--dry-run: exiting now.')
      expect(run.out).toContain(`warning: ADMIN_API_URL is the placeholder`)

      const config = JSON.parse(readFileSync(join(outDir, theme, 'server/wrangler.json'), 'utf8'))
      expect(config).toMatchObject({
        name: `storefront-${theme}`,
        targetEnvironment: theme,
        workers_dev: false,
        vars: { THEME: theme, SITE_TOKEN: `demo-${theme}-token`, PUBLIC_ORIGIN: `https://${theme}.example.com` },
        durable_objects: { bindings: [{ name: 'CART_STORE', class_name: 'CartStore' }] },
        migrations: [{ tag: 'v1', new_sqlite_classes: ['CartStore'] }],
        secrets: { required: ['CART_COOKIE_SECRET'] },
      })
      // The Durable Objects are the Worker's own (no script_name pointing at another variant's).
      expect(config.durable_objects.bindings[0].script_name).toBeUndefined()
      expect(config.kv_namespaces).toHaveLength(1)
      expect(config.kv_namespaces[0].binding).toBe('PAGE_CACHE')
      names.add(config.name)
      kvIds.add(config.kv_namespaces[0].id)
      // The dry run bundled it.
      expect(existsSync(join(outDir, theme, 'bundle'))).toBe(true)
      // This machine's local secrets (.dev.vars, which the Vite plugin copies for wrangler dev) stay out of the output.
      expect(existsSync(join(outDir, theme, 'server/.dev.vars'))).toBe(false)
    })
    expect(names.size).toBe(THEMES.length)
    expect(kvIds.size).toBe(THEMES.length)
  })
})

describe('describe', () => {
  it('names the Worker and its bindings, without echoing --var values', () => {
    const config = {
      ...ready,
      name: 'storefront-pharma',
      durable_objects: { bindings: [{ name: 'CART_STORE', class_name: 'CartStore' }] },
      secrets: { required: ['CART_COOKIE_SECRET'] },
    }
    expect(describeConfig(config, { SITE_TOKEN: 'secret-token' })).toEqual([
      'Worker storefront-pharma (wrangler environment pharma)',
      '  var THEME = "pharma"',
      '  var ADMIN_API_URL = "https://admin.shop.md"',
      '  var PUBLIC_ORIGIN = "https://pharma.shop.md"',
      '  var SITE_TOKEN = (given with --var)',
      '  KV namespace PAGE_CACHE: 0123456789abcdef0123456789abcdef',
      '  Durable Object CART_STORE: class CartStore of storefront-pharma',
      '  route pharma.shop.md (custom domain)',
      '  secret CART_COOKIE_SECRET (required)',
    ])
    const { routes: _r, ...noRoute } = config
    expect(describeConfig({ ...noRoute, services: [{ binding: 'ADMIN_API', service: 'admin-api' }] })).toContain(
      '  no route or custom domain',
    )
    expect(describeConfig({ ...config, services: [{ binding: 'ADMIN_API', service: 'admin-api' }] })).toContain(
      '  service ADMIN_API: Worker admin-api',
    )
  })

  // Audit L1: a variant block copied with the other's THEME printed a stack trace blaming CLOUDFLARE_ENV.
  it('a built config whose THEME is not its variant is refused in one line naming the var', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-theme-'))
    try {
      writeFileSync(
        join(dir, 'wrangler.json'),
        JSON.stringify({ targetEnvironment: 'market', vars: { THEME: 'pharma' } }),
      )
      expect(() => readBuiltConfig(dir, 'market')).toThrow(
        new DeployError('[env.market.vars] THEME is "pharma" in wrangler.toml: it must be "market"'),
      )
      writeFileSync(join(dir, 'wrangler.json'), JSON.stringify({ vars: { THEME: 'electro' } }))
      expect(() => readBuiltConfig(dir, 'market')).toThrow(/was CLOUDFLARE_ENV ignored\?/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
