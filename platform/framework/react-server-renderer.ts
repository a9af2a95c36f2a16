import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The Worker renders with react-dom's Node build, not its edge build (decision 0079). Both export
 * renderToReadableStream, which TanStack's renderRouterToStream calls. The edge build turns every
 * attribute name and value into bytes with its own `TextEncoder.encode` call (a new Uint8Array each,
 * then copied into the output buffer); the Node build writes strings straight into its 4 kB buffer
 * with `encodeInto`. On the home page's ~3,000 attributes that was React's largest cost
 * (`pushAttribute`, 14 % of the render's CPU). workerd's nodejs_compat gives the Node build what it
 * requires (util, crypto, async_hooks, stream, setImmediate, Buffer).
 *
 * And only its stream renderer (decision 0110): `react-dom/server.node` requires two whole CommonJS
 * files, the streaming one and the legacy one (renderToString, renderToStaticMarkup), which no
 * bundler can shake. The Worker calls renderToReadableStream alone (the navigation's HTML reads a
 * stream too, app/layout/navigation-html.server.tsx), so `react-dom/server` is a module of the
 * streaming file's renderers: 258 kB of source, ~45 kB gzip, less in the Worker bundle.
 *
 * Upstream: react-dom@19.3.1 · issue: none found
 */
export const EDGE_RENDERER = 'react-dom/server'
export const NODE_RENDERER = 'react-dom/server.node'
/** The module `react-dom/server` becomes in the server environments. */
export const STREAM_RENDERER_ID = '\0react-dom-server-stream'

const reactDomRoot = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'))

/** react-dom's Node streaming renderer, the build `react-dom/server.node` itself would pick. */
export function streamRendererFile(production: boolean): string {
  return join(reactDomRoot, 'cjs', `react-dom-server.node.${production ? 'production' : 'development'}.js`)
}

/** What `react-dom/server` exports to the Worker: the Node build's stream renderers and nothing else. */
export function streamRendererModule(production: boolean): string {
  return [
    `import server from ${JSON.stringify(streamRendererFile(production))}`,
    'export const renderToReadableStream = server.renderToReadableStream',
    'export const resume = server.resume',
    'export const version = server.version',
    'export default { renderToReadableStream, resume, version }',
  ].join('\n')
}

export function reactServerRendererForWorkers(): Plugin {
  let production = false
  return {
    name: 'react-server-renderer-for-workers',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name !== 'client',
    configResolved(config) {
      production = config.isProduction
    },
    resolveId(source) {
      return source === EDGE_RENDERER || source === NODE_RENDERER ? STREAM_RENDERER_ID : null
    },
    load(id) {
      return id === STREAM_RENDERER_ID ? streamRendererModule(production) : null
    },
  }
}
