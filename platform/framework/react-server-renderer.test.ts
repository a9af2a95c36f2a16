import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  EDGE_RENDERER,
  NODE_RENDERER,
  reactServerRendererForWorkers,
  STREAM_RENDERER_ID,
  streamRendererFile,
  streamRendererModule,
} from './react-server-renderer'

const require = createRequire(import.meta.url)

describe("the Worker renders with react-dom's Node stream renderer (decisions 0079, 0110)", () => {
  const plugin = reactServerRendererForWorkers() as Plugin & {
    applyToEnvironment: (environment: { name: string }) => boolean
    configResolved: (config: { isProduction: boolean }) => void
    resolveId: (source: string) => string | null
    load: (id: string) => string | null
  }

  it('resolves react-dom/server (and server.node) to the stream module for the server, never for the browser', () => {
    expect(plugin.applyToEnvironment({ name: 'ssr' })).toBe(true)
    expect(plugin.applyToEnvironment({ name: 'client' })).toBe(false)
    expect(plugin.resolveId(EDGE_RENDERER)).toBe(STREAM_RENDERER_ID)
    expect(plugin.resolveId(NODE_RENDERER)).toBe(STREAM_RENDERER_ID)
    expect(plugin.resolveId('react-dom/client')).toBeNull()
    expect(plugin.resolveId('react-dom/server.edge')).toBeNull()
    expect(plugin.load('/other.js')).toBeNull()
  })

  it('the module imports the streaming file alone: production in a production build, development otherwise', () => {
    plugin.configResolved({ isProduction: true })
    const production = plugin.load(STREAM_RENDERER_ID) ?? ''
    expect(production).toContain(streamRendererFile(true))
    expect(production).toContain('react-dom-server.node.production.js')
    expect(production).not.toContain('legacy')
    plugin.configResolved({ isProduction: false })
    expect(plugin.load(STREAM_RENDERER_ID)).toContain('react-dom-server.node.development.js')
    expect(streamRendererModule(true)).toMatch(/^import server from "[^"]+"$/m)
  })

  it("upstream: the streaming file has the stream TanStack's renderRouterToStream calls, writes strings with encodeInto, and server.node adds only the legacy file", () => {
    for (const production of [true, false]) {
      const server = require(streamRendererFile(production))
      expect(typeof server.renderToReadableStream).toBe('function')
      expect(server.renderToString).toBeUndefined()
    }
    expect(readFileSync(streamRendererFile(true), 'utf8')).toContain('textEncoder.encodeInto(chunk, target)')
    const nodeEntry = readFileSync(require.resolve(NODE_RENDERER), 'utf8')
    const required = [...nodeEntry.matchAll(/require\('([^']+)'\)/g)].map((m) => m[1]).sort()
    expect(required).toEqual([
      './cjs/react-dom-server-legacy.node.development.js',
      './cjs/react-dom-server-legacy.node.production.js',
      './cjs/react-dom-server.node.development.js',
      './cjs/react-dom-server.node.production.js',
    ])
  })
})
