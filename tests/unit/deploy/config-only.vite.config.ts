import { cloudflare } from '@cloudflare/vite-plugin'
import { defineConfig } from 'vite'

/**
 * The deploy build without the shop: the Cloudflare plugin with the real wrangler.toml, only the
 * Worker's entry swapped for a stub, so a build per environment takes seconds instead of a minute
 * and writes the same flattened server/wrangler.json (`npm run deploy -- <theme> --vite-config
 * <this file>`, tests/unit/deploy.test.ts). BUILD_OUT_DIR and CLOUDFLARE_ENV as in vite.config.ts.
 */
const outDir = process.env.BUILD_OUT_DIR

export default defineConfig({
  root: `${import.meta.dirname}/../../..`,
  environments: {
    client: { build: { outDir: `${outDir}/client` } },
    ssr: { build: { outDir: `${outDir}/server` } },
  },
  plugins: [cloudflare({ viteEnvironment: { name: 'ssr' }, config: { main: './tests/unit/deploy/stub-worker.ts' } })],
})
