import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Order matters: the Cloudflare plugin owns the SSR environment, TanStack Start builds on it.
export default defineConfig({
  server: { port: 8787, host: '127.0.0.1' },
  // The client manifest feeds the JS/CSS budgets (scripts/check-budgets.mjs); public/.assetsignore keeps it unserved.
  environments: { client: { build: { manifest: true } } },
  plugins: [
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
    tanstackStart({
      srcDirectory: 'app',
      router: { routesDirectory: '../routes', generatedRouteTree: './routeTree.gen.ts' },
      server: { entry: '../worker/index.ts' },
    }),
    react(),
  ],
})
