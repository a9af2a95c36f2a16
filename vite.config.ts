import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { precompileMessages } from './app/i18n/precompile.ts'
import { LOCALE_ISO } from './app.config.ts'
import { compileHintsForClientChunks } from './platform/build/compile-hints.ts'
import { intlKnownLocales } from './platform/framework/intl-known-locales.ts'
import { reactServerRendererForWorkers } from './platform/framework/react-server-renderer.ts'
import { serverFnFetcherOnFirstCall } from './platform/framework/server-fn-fetcher.ts'

// BUILD_OUT_DIR lets `npm start` build into its own folder, so builds running side by side (tests,
// benches, a second shop) never mix each other's client and server files.
const outDir = process.env.BUILD_OUT_DIR

/**
 * A feature's entry point (app/features/<name>/index.ts) only re-exports (tests/architecture checks
 * it), so it is free of side effects: an importer gets the modules behind the names it uses, not
 * every module of the feature (the layout imports the cart's badge, not its page). Declared here
 * because the bundler otherwise assumes any module may have side effects (decision 0014).
 */
function featureEntriesFreeOfSideEffects(): Plugin {
  return {
    name: 'feature-entries-free-of-side-effects',
    transform(code, id) {
      if (/\/app\/features\/[^/]+\/index\.ts$/.test(id)) return { code, map: null, moduleSideEffects: false }
    },
  }
}

/**
 * Writes client/.vite/chunk-modules.json: the source modules of each client chunk with the bytes each
 * rendered into it (before minification), so the budget check (scripts/check-budgets.mjs) can tell
 * which code a page's first load carries, not only how much, and whose it is (bench/sizes.mjs moduleGroups).
 */
function chunkModulesReport(): Plugin {
  return {
    name: 'chunk-modules-report',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const root = `${process.cwd()}/`
      const chunks: Record<string, Record<string, number>> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        // Modules the bundler kept code of (a re-exporting or fully tree-shaken module renders nothing).
        const kept = Object.entries(chunk.modules).filter(([, info]) => info.renderedLength > 0)
        chunks[chunk.fileName] = Object.fromEntries(
          kept.map(([id, info]) => [id.replace(root, '').replace(/\?.*$/, ''), info.renderedLength]),
        )
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) })
    },
  }
}

// A new id per build, one for the browser's code and the Worker's: the page cache keys on it
// (platform/page-cache/key.ts) and the Worker compares it with the one a page's server-function calls
// name (decision 0131). The config is evaluated once per environment's build: the first one sets it.
process.env.SHOP_BUILD_ID ??= Date.now().toString(36)

// Order matters: the Cloudflare plugin owns the SSR environment, TanStack Start builds on it.
export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(process.env.SHOP_BUILD_ID) },
  server: { port: 8787, host: '127.0.0.1' },
  resolve: {
    // React 19 has useSyncExternalStore: @tanstack/react-store's selector hook takes the package's
    // non-shim build, and the shim for React < 18 leaves every page's first load (budgets.json notInClient).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  // The client manifest feeds the JS/CSS budgets (scripts/check-budgets.mjs); public/.assetsignore keeps it unserved.
  environments: {
    client: {
      build: {
        manifest: true,
        ...(outDir ? { outDir: `${outDir}/client` } : {}),
        // Chunks (decision 0018):
        // - react-dom in a chunk of its own: Chrome compiles each module in its own task, and the
        //   single 300 kB entry was one 40-60 ms compile task on the main thread (x4 on Lighthouse's
        //   phone). Lighthouse mobile category, alternating builds: 99/99/96/96 vs 96/94/90/97.
        // - the other libraries the entry needs at start (router, query client, their helpers) in
        //   one chunk instead of ~15 small ones: every page loads all of them anyway, and each file
        //   is compressed on its own, so many small files cost ~6 kB gzip more than one. The app's
        //   client entry (app/client.tsx, decision 0137) joins them, as TanStack's default entry did.
        rolldownOptions: {
          output: {
            // Chunks are named by their hash alone (decision 0108): the entry carries every lazy
            // chunk's file name for its preloads, and the names were 1.7 kB gzip of each first load.
            // Which modules a chunk holds: client/.vite/chunk-modules.json. The `c` keeps a name
            // from starting with `-`, which command-line tools read as an option. Seven characters of
            // hash, one fewer than the default, were 364 B gzip of each first load (0108's amendment).
            chunkFileNames: 'assets/c[hash:7].js',
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/]react-dom[\\/]/, priority: 2 },
                { name: 'framework', test: /node_modules[\\/]|app[\\/]client\.tsx$/, tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
    },
    // The Worker minified as the client is (decision 0111): 983 -> 563 kB gzip; its source maps go up with it.
    ssr: { build: { minify: true, ...(outDir ? { outDir: `${outDir}/server` } : {}) } },
  },
  plugins: [
    featureEntriesFreeOfSideEffects(),
    serverFnFetcherOnFirstCall(),
    reactServerRendererForWorkers(),
    intlKnownLocales(Object.values(LOCALE_ISO)),
    chunkModulesReport(),
    compileHintsForClientChunks(),
    precompileMessages(),
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
    tanstackStart({
      srcDirectory: 'app',
      router: {
        routesDirectory: '../routes',
        generatedRouteTree: './routeTree.gen.ts',
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      },
      server: { entry: '../worker/index.ts' },
    }),
    react(),
  ],
})
