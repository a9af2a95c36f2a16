import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const here = fileURLToPath(new URL('.', import.meta.url))

// The admin-api project: tests run inside workerd against the Worker in src/index.ts with a D1
// database migrated and seeded (small deterministic shop) by test/setup.ts.
//
// The Worker's secrets and development switches are test bindings, fresh random values per run (the
// committed wrangler.toml has no secrets; these override admin-api/.dev.vars should `npm start` have
// written one). test/config.test.ts calls the app with other values to check the production rules.
const random = () => randomBytes(32).toString('hex')
const TEST_BINDINGS = {
  ENVIRONMENT: 'development',
  JWT_SECRET: random(),
  PAYMENT_SIGNING_SECRET: random(),
  FAKE_PAYMENTS: 'on',
  TEST_FAULTS: 'on',
  TEST_FAULTS_TOKEN: random(),
  DEV_OUTBOX: 'on',
  FAKE_SOCIAL: 'on',
  SHOP_URL: 'http://shop.test',
  // As `npm start` runs it: the storefront's calls vouch for X-Forwarded-For with this (decision 0091).
  CLIENT_IP_SECRET: random(),
  // The files share one D1 and the electro site: a budget no run of the suite reaches. test/sms.test.ts
  // calls the app with small budgets on a site of its own.
  SMS_BUDGET_PER_HOUR: '100000',
  // Above what a code or a reset link takes here, and less than the 150 ms default, so the suite's
  // many such requests cost little (test/accounts.test.ts checks both kinds of address take it).
  EVEN_ANSWER_MS: '60',
  SMS_BUDGET_PER_DAY: '100000',
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${here}migrations`)
  return {
    root: here,
    plugins: [
      cloudflareTest(({ inject }) => ({
        main: `${here}src/index.ts`,
        wrangler: { configPath: `${here}wrangler.toml` },
        // FAKE_PROVIDERS_URL: the local stand-in for the mail, SMS and sign-in providers (test/fake-providers.global-setup.ts).
        miniflare: {
          bindings: { ...TEST_BINDINGS, TEST_MIGRATIONS: migrations, FAKE_PROVIDERS_URL: inject('fakeProvidersUrl') },
        },
      })),
    ],
    test: {
      name: 'admin',
      maxWorkers: 2,
      // One workerd per worker for all its files, not one per file: a fresh runtime cost ~7 s a file
      // (32 files: 413 s against 151 s on the same loaded machine, decision 0054). The files share the
      // seeded D1 (test/setup.ts seeds once) and each test makes its own accounts, carts and orders.
      isolate: false,
      include: ['test/**/*.test.ts'],
      setupFiles: ['./test/setup.ts'],
      globalSetup: ['./test/fake-providers.global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }
})
