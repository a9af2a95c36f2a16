import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { EDGE_RENDERER, NODE_RENDERER, reactServerRendererForWorkers } from './react-server-renderer'

const require = createRequire(import.meta.url)

describe("the Worker renders with react-dom's Node build (decision 0079)", () => {
  const plugin = reactServerRendererForWorkers() as Plugin & {
    applyToEnvironment: (environment: { name: string }) => boolean
    resolveId: (this: unknown, source: string, importer?: string, options?: object) => Promise<unknown>
  }
  const context = { resolve: async (source: string) => ({ id: `/resolved/${source}` }) }

  it('resolves react-dom/server to the Node build for the server, never for the browser', async () => {
    expect(plugin.applyToEnvironment({ name: 'ssr' })).toBe(true)
    expect(plugin.applyToEnvironment({ name: 'client' })).toBe(false)
    expect(await plugin.resolveId.call(context, EDGE_RENDERER, '/x.js', {})).toEqual({
      id: `/resolved/${NODE_RENDERER}`,
    })
    expect(await plugin.resolveId.call(context, 'react-dom/client', '/x.js', {})).toBeNull()
    expect(await plugin.resolveId.call(context, 'react-dom/server.edge', '/x.js', {})).toBeNull()
  })

  it("upstream: the Node build has the stream TanStack's renderRouterToStream calls, and writes strings with encodeInto", () => {
    expect(typeof require(NODE_RENDERER).renderToReadableStream).toBe('function')
    const root = dirname(require.resolve('react-dom/package.json'))
    const source = readFileSync(join(root, 'cjs/react-dom-server.node.production.js'), 'utf8')
    expect(source).toContain('textEncoder.encodeInto(chunk, target)')
  })
})
