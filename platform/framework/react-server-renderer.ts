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
 * Upstream: react-dom@19.3.1 · issue: none found
 */
export const EDGE_RENDERER = 'react-dom/server'
export const NODE_RENDERER = 'react-dom/server.node'

export function reactServerRendererForWorkers(): Plugin {
  return {
    name: 'react-server-renderer-for-workers',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name !== 'client',
    async resolveId(source, importer, options) {
      if (source !== EDGE_RENDERER) return null
      return this.resolve(NODE_RENDERER, importer, { ...options, skipSelf: true })
    },
  }
}
