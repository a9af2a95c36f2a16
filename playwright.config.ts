import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs'
import { e2ePorts, e2eServers } from './scripts/e2e-servers.mjs'

const PORTS = e2ePorts()
const PORT = PORTS.storefront
/** The default storefront of the run (the electronics demo, ro first). */
export const STOREFRONT_URL = `http://127.0.0.1:${PORT}`
/** The reference back end of the run (the seeded demo shop, its outbox and development endpoints). */
export const ADMIN_URL = `http://127.0.0.1:${PORTS.admin}`
/** A second storefront, the pharmacy variant, against the same admin API. */
export const PHARMA_PORT = PORTS.pharma
/** The business variant (hide_price_for_guests) and the meals variant (no user cabinet), same admin API. */
export const BUSINESS_PORT = PORTS.business
export const MEALS_PORT = PORTS.meals
/** The market variant (the adverts marketplace, issue 19), same admin API. */
export const MARKET_PORT = PORTS.market
/**
 * The Ukrainian electronics shop (sells in UAH, uk first, +38 mask; admin-api/seed SITE_VARIANTS): not a
 * server of its own but a second Worker in the default storefront's workerd, on this port
 * (scripts/start.mjs SITE_PORTS): no start-up of its own.
 */
export const UAH_PORT = PORTS.uah
export const UAH_BASE = `http://127.0.0.1:${UAH_PORT}`
/** The home-goods variant (the only demo with analytics tags, decision 0028), same admin API. */
export const HOME_PORT = PORTS.home
/**
 * One production build serves every storefront of the run (scripts/shared-build.mjs): `npm test`
 * builds it first and names the run in BUILD_RUN_ID; a bare `playwright test` lets the first server
 * build it. The run id lives in the environment, so Playwright's worker processes read the same one.
 */
process.env.BUILD_RUN_ID ??= `e2e-${Date.now().toString(36)}`
/**
 * The servers (scripts/e2e-servers.mjs): each runs its Worker on Miniflare inside its start script,
 * without wrangler dev's proxy workerd and per-request log relay (decision 0054), keeps its local
 * state apart from `npm start`'s demo shop and starts from the seed (a second run within the hour met
 * the first run's accounts, reviews and SMS counters and failed). `npm test` starts them while its unit
 * tests run and says so with E2E_SERVERS=started (decision 0082); Playwright then uses them.
 */
const SERVERS = e2eServers()
const reuseServers = !process.env.CI || process.env.E2E_SERVERS === 'started'
/**
 * Debian's headless shell (package chromium-headless-shell), what Playwright itself runs for headless
 * Chromium: the same Blink and V8 without the full browser's UI and compositor processes. Measured
 * here: 105 s of CPU against 165 s for the same 20 tests in the full browser (decision 0033).
 * The full browser still serves when the shell is missing, and CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const E2E_BROWSER =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

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
    launchOptions: { executablePath: E2E_BROWSER, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: SERVERS.map((server) => ({
    command: 'node scripts/start.mjs',
    url: server.url,
    reuseExistingServer: reuseServers,
    timeout: 600_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: server.env as Record<string, string>,
  })),
})
