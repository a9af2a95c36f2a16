import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Another theme variant of the storefront for one spec: `wrangler dev` over the run's one build
 * (SHARED_BUILD_DIR, playwright.config.ts: the theme is a Worker variable, no second build),
 * pointed at the same reference back end. Started in its own process group and stopped with it.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const MAIN_PORT = Number(process.env.E2E_PORT ?? 8787)
const ADMIN_PORT = Number(process.env.ADMIN_API_PORT ?? 8788)

/**
 * The analytics vendors the home-goods demo's settings name (decision 0029). The machine running the
 * tests cannot reach them: a spec visiting that demo answers them itself (page.route), or the failed
 * loads show up as console errors.
 */
export const VENDOR_TAG_URLS = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|mc\.yandex\.ru|code\.jivo\.ru)\//

export interface ThemeServer {
  base: string
  stop: () => Promise<void>
}

export async function startThemeServer(theme: string, siteToken: string, port: number): Promise<ThemeServer> {
  const base = `http://127.0.0.1:${port}`
  if (await healthy(base)) return { base, stop: async () => {} } // reuse one already running (local runs)
  const config = join(resolve(root, process.env.SHARED_BUILD_DIR ?? `.wrangler/build-e2e-${MAIN_PORT}`), 'server', 'wrangler.json')
  if (!existsSync(config)) throw new Error(`no storefront build at ${config}: the e2e servers build it`)
  const secret = /^CART_COOKIE_SECRET=(.+)$/m.exec(readFileSync(join(root, '.dev.vars'), 'utf8'))?.[1]?.trim() ?? ''
  const vars = [`ADMIN_API_URL:http://127.0.0.1:${ADMIN_PORT}`, `SITE_TOKEN:${siteToken}`, `THEME:${theme}`, `CART_COOKIE_SECRET:${secret}`]
  const args = [
    'dev',
    '-c',
    config,
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    join(root, '.wrangler', 'state', `storefront-${port}`),
    '--show-interactive-dev-session=false',
    '--inspector-port',
    String(port + 1200),
  ]
  const child: ChildProcess = spawn(join(root, 'node_modules', '.bin', 'wrangler'), [...args, ...vars.flatMap((v) => ['--var', v])], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: 'ignore',
    detached: true,
  })
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {}
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (await healthy(base)) return { base, stop }
    if (child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 500))
  }
  await stop()
  throw new Error(`the ${theme} storefront did not start on ${base}`)
}

async function healthy(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/healthz`)).ok
  } catch {
    return false
  }
}

/**
 * The home-goods demo for the tests of one describe block: started before them (on E2E_PORT + 3,
 * E2E_HOME_PORT overrides), stopped after. Returns the running server's base URL.
 */
export function homeDemoForSuite(test: { beforeAll: (fn: () => Promise<void>) => void; afterAll: (fn: () => Promise<void>) => void; setTimeout: (ms: number) => void }): () => string {
  let home: ThemeServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    home = await startThemeServer('home', 'demo-home-token', Number(process.env.E2E_HOME_PORT ?? MAIN_PORT + 3))
  })
  test.afterAll(async () => {
    await home?.stop()
  })
  return () => {
    if (!home) throw new Error('the home-goods demo is not running')
    return home.base
  }
}
