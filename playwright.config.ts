import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 8787)
const ADMIN_PORT = Number(process.env.ADMIN_API_PORT ?? 8788)
/** The default storefront of the run (the electronics demo, ro first). */
export const STOREFRONT_URL = `http://127.0.0.1:${PORT}`
/** The reference back end of the run (the seeded demo shop, its outbox and development endpoints). */
export const ADMIN_URL = `http://127.0.0.1:${ADMIN_PORT}`
/** A second storefront, the pharmacy variant, against the same admin API. */
export const PHARMA_PORT = Number(process.env.E2E_PHARMA_PORT ?? PORT + 2)
/** The business variant (hide_price_for_guests) and the meals variant (no user cabinet), same admin API. */
export const BUSINESS_PORT = Number(process.env.E2E_BUSINESS_PORT ?? PORT + 5)
export const MEALS_PORT = Number(process.env.E2E_MEALS_PORT ?? PORT + 6)
/** The market variant (the adverts marketplace, issue 19), same admin API. */
export const MARKET_PORT = Number(process.env.E2E_MARKET_PORT ?? PORT + 7)
/**
 * The Ukrainian electronics shop (sells in UAH, uk first, +38 mask; admin-api/seed SITE_VARIANTS): not a
 * server of its own but a second Worker in the default storefront's workerd, on this port
 * (scripts/start.mjs SITE_PORTS): no start-up of its own.
 */
export const UAH_PORT = Number(process.env.E2E_UAH_PORT ?? PORT + 4)
export const UAH_BASE = `http://127.0.0.1:${UAH_PORT}`
/** The home-goods variant (the only demo with analytics tags, decision 0028), same admin API. */
export const HOME_PORT = Number(process.env.E2E_HOME_PORT ?? PORT + 3)
/**
 * One production build serves every storefront of the run (scripts/shared-build.mjs): `npm test`
 * builds it first and names the run in BUILD_RUN_ID; a bare `playwright test` lets the first server
 * build it. The run id lives in the environment, so Playwright's worker processes read the same one.
 */
process.env.BUILD_RUN_ID ??= `e2e-${Date.now().toString(36)}`
/** The reference back end's drawn map tiles (offline), as `npm start` sets them for its own back end. */
const DEV_TILES = `${ADMIN_URL}/tiles/{z}/{x}/{y}.svg`
export const SHARED_BUILD_DIR = process.env.SHARED_BUILD_DIR ?? `.wrangler/build-e2e-${PORT}`
/**
 * Each server runs its Worker on Miniflare inside its start script, without wrangler dev's proxy
 * workerd and per-request log relay (scripts/miniflare-server.mjs, decision 0054): the same config,
 * runtime and state layout for about 30% less server CPU per page on two shared cores.
 * E2E_LOCAL_RUNTIME=wrangler runs the suite on `wrangler dev` as `npm start` does.
 */
const LOCAL_RUNTIME = process.env.E2E_LOCAL_RUNTIME ?? 'miniflare'
/**
 * The run's servers keep their local state apart from `npm start`'s demo shop (.wrangler/state) and
 * start from the seed (FRESH_STATE, scripts/fresh-state.mjs): a second run within the hour met the
 * first run's accounts, reviews and SMS counters (30 codes per client IP an hour) and failed.
 */
const STATE_DIR = process.env.E2E_STATE_DIR ?? `.wrangler/state-e2e-${PORT}`
const buildEnv = {
  SHARED_BUILD_DIR,
  BUILD_RUN_ID: process.env.BUILD_RUN_ID,
  LOCAL_RUNTIME,
  STATE_DIR,
  FRESH_STATE: '1',
}
/**
 * Debian's headless shell (package chromium-headless-shell), what Playwright itself runs for headless
 * Chromium: the same Blink and V8 without the full browser's UI and compositor processes. Measured
 * here: 105 s of CPU against 165 s for the same 20 tests in the full browser (decision 0033).
 * The full browser still serves when the shell is missing, and CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const E2E_BROWSER =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** End-to-end tests in Debian's Chromium against `npm start` (storefront + reference admin API). */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Files run in parallel on two workers (each test owns its data: tests/e2e/accounts.ts); the tests
  // of one file run in order. No retries anywhere, and a test that passed only on a retry fails the run.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  failOnFlakyTests: true,
  // Ceilings, not sleeps: two workers share two cores with five storefronts and the back end, so a
  // whole sign-in flow can take 20 s; nothing waits longer than the state it waits for.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: STOREFRONT_URL,
    // A failing test keeps a trace of its actions and their call logs, without DOM snapshots, network or the
    // screencast: recording a snapshot at every action cost about a fifth of the run's CPU (decision
    // 0055). E2E_TRACE=full records them too, for a failure to be replayed step by step.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: { executablePath: E2E_BROWSER, args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...buildEnv,
        PORT: String(PORT),
        ADMIN_API_PORT: String(ADMIN_PORT),
        SITE_PORTS: `${UAH_PORT}=demo-electro-uah-token`,
      },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${PHARMA_PORT}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...buildEnv,
        PORT: String(PHARMA_PORT),
        ADMIN_API_URL: `http://127.0.0.1:${ADMIN_PORT}`,
        MAP_TILES_URL: DEV_TILES,
        THEME: 'pharma',
        SITE_TOKEN: 'demo-pharma-token',
      },
    },
    // Every variant a spec visits runs for the whole run: a server started and stopped by one spec
    // file was stopped under another file that found it running (ECONNRESET, decision 0033).
    ...(['home', 'business', 'meals', 'market'] as const).map((theme) => {
      const port = { home: HOME_PORT, business: BUSINESS_PORT, meals: MEALS_PORT, market: MARKET_PORT }[theme]
      return {
        command: 'node scripts/start.mjs',
        url: `http://127.0.0.1:${port}/healthz`,
        reuseExistingServer: !process.env.CI,
        timeout: 600_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: {
          ...buildEnv,
          PORT: String(port),
          ADMIN_API_URL: `http://127.0.0.1:${ADMIN_PORT}`,
          MAP_TILES_URL: DEV_TILES,
          THEME: theme,
          SITE_TOKEN: `demo-${theme}-token`,
        },
      }
    }),
  ],
})
