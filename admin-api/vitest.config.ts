import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const here = fileURLToPath(new URL('.', import.meta.url))

// The admin-api project: tests run inside workerd against the Worker in src/index.ts with a D1
// database migrated and seeded (small deterministic shop) by test/setup.ts.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${here}migrations`)
  return {
    root: here,
    plugins: [
      cloudflareTest({
        main: `${here}src/index.ts`,
        wrangler: { configPath: `${here}wrangler.toml` },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      name: 'admin',
      include: ['test/**/*.test.ts'],
      setupFiles: ['./test/setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }
})
