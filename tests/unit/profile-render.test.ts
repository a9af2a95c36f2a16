import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  analyse,
  bucketOf,
  type CallFrame,
  cutProducts,
  decodeSourceMap,
  originalPosition,
  perCardCost,
} from '../../bench/profile-render.mjs'

/**
 * The render profile's pure parts (bench/profile-render.mjs, issue 31.4): the source-map lookup that
 * names a function's original file, the buckets, the per-render self times, and the cut answers that
 * render home with fewer cards.
 */

describe('source map lookup', () => {
  // line 1: col 0 -> a.ts:1, col 9 -> a.ts:1; line 2: col 0 -> a.ts:2 named foo, col 5 -> b.ts:3
  const decoded = decodeSourceMap({
    mappings: 'AAAA,SAAS;AACAA,KCCA',
    sources: ['a.ts', 'b.ts'],
    names: ['foo'],
    sourceRoot: '../src/',
  })

  it.each([
    [0, 0, '../src/a.ts', 1, undefined],
    [0, 12, '../src/a.ts', 1, undefined],
    [1, 0, '../src/a.ts', 2, 'foo'],
    [1, 4, '../src/a.ts', 2, 'foo'],
    [1, 5, '../src/b.ts', 3, undefined],
    [1, 99, '../src/b.ts', 3, undefined],
  ])('line %i column %i -> %s:%i', (line, column, source, originalLine, name) => {
    expect(originalPosition(decoded, line, column)).toEqual({ source, line: originalLine, name })
  })

  it('finds nothing on a line without mappings', () => {
    expect(originalPosition(decoded, 5, 0)).toBeNull()
  })
})

describe('bucketOf', () => {
  it.each([
    ['(idle)', '', null, 'idle'],
    ['(garbage collector)', '', null, 'gc'],
    ['(program)', '', null, 'native'],
    ['fetch', '', null, 'native'],
    ['pushAttribute', 'index.js', 'node_modules/react-dom/cjs/react-dom-server.edge.production.js', 'react'],
    ['x', 'index.js', 'node_modules/@tanstack/router-core/dist/esm/ssr.js', 'tanstack'],
    ['x', 'index.js', 'node_modules/seroval/dist/esm/index.mjs', 'tanstack'],
    ['variadic', 'index.js', 'node_modules/@formatjs/fast-memoize/index.js', 'intl'],
    ['x', 'index.js', 'node_modules/intl-messageformat/index.js', 'intl'],
    ['x', 'index.js', 'node_modules/zod/v4/core/core.js', 'zod'],
    ['x', 'index.js', 'node_modules/hono/dist/hono.js', 'worker'],
    ['useSnapshot', 'index.js', 'node_modules/valtio/esm/react.mjs', 'other'],
    ['rewrite', 'index.js', 'worker/html/paint-first.ts', 'rewrite'],
    ['transform', 'index.js', 'worker/html/html-stream.ts', 'rewrite'],
    ['inject', 'index.js', 'worker/html/tag-injection.ts', 'rewrite'],
    ['guard', 'index.js', 'worker/middleware/request-guard/index.ts', 'worker'],
    ['Card', 'assets/x.js', 'app/features/catalog/Card.tsx', 'app'],
    ['callEndpoint', 'index.js', 'platform/backend/call.ts', 'app'],
    ['x', 'index.js', null, 'other'],
  ])('%s in %s (%s) -> %s', (fn, url, source, bucket) => {
    expect(bucketOf(fn, url, source)).toBe(bucket)
  })
})

describe('analyse', () => {
  const frame = (functionName: string, url = ''): CallFrame => ({ functionName, url, lineNumber: 0, columnNumber: 0 })
  const sources: Record<string, string> = { 'react.js': 'node_modules/react-dom/server.js', 'app.js': 'app/Card.tsx' }
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('render', 'react.js') },
      { id: 4, callFrame: frame('Card', 'app.js') },
      { id: 5, callFrame: frame('(garbage collector)') },
    ],
    // each sample lasts until the next: 3 -> 3000 us, 4 -> 1000, 3 -> 2000, 2 -> 4000, 5 -> 0 (last)
    samples: [3, 4, 3, 2, 5],
    timeDeltas: [0, 3000, 1000, 2000, 4000],
  }
  const result = analyse(profile, 2, (cf) => ({ source: sources[cf.url] ?? null, line: 1 }))

  it('sums self time per bucket per render, idle apart from the CPU', () => {
    expect(result.cpuMsPerRender).toBe(3)
    expect(result.idleMsPerRender).toBe(2)
    expect(result.buckets.react).toEqual({ msPerRender: 2.5, share: 83.3 })
    expect(result.buckets.app).toEqual({ msPerRender: 0.5, share: 16.7 })
  })

  it('lists the top functions by self time, without idle', () => {
    expect(result.top.map((f) => [f.function, f.where, f.bucket, f.msPerRender])).toEqual([
      ['render', 'node_modules/react-dom/server.js:1', 'react', 2.5],
      ['Card', 'app/Card.tsx:1', 'app', 0.5],
      ['(garbage collector)', '', 'gc', 0],
    ])
  })
})

describe("analyse: total time of the shop's own functions", () => {
  const frame = (functionName: string, url = ''): CallFrame => ({ functionName, url, lineNumber: 0, columnNumber: 0 })
  const sources: Record<string, string> = {
    'react.js': 'node_modules/react-dom/server.js',
    'page.js': 'app/Page.tsx',
    'card.js': 'app/Card.tsx',
    'worker.js': 'worker/index.ts',
  }
  // worker -> react -> Page -> react -> Card (recursive: Card inside Card), and an idle sample under the worker
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2] },
      { id: 2, callFrame: frame('fetch', 'worker.js'), children: [3, 8] },
      { id: 3, callFrame: frame('render', 'react.js'), children: [4] },
      { id: 4, callFrame: frame('Page', 'page.js'), children: [5] },
      { id: 5, callFrame: frame('render', 'react.js'), children: [6] },
      { id: 6, callFrame: frame('Card', 'card.js'), children: [7] },
      { id: 7, callFrame: frame('Card', 'card.js') },
      { id: 8, callFrame: frame('(idle)') },
    ],
    // 3 -> 1000 us, 4 -> 1000, 5 -> 2000, 7 -> 4000, 8 -> 6000 (idle), 2 -> 0 (last)
    samples: [3, 4, 5, 7, 8, 2],
    timeDeltas: [0, 1000, 1000, 2000, 4000, 6000],
  }
  const result = analyse(profile, 1, (cf) => ({ source: sources[cf.url] ?? null, line: 1 }))

  it('counts each sample once for every own function on its stack, recursion once, idle never', () => {
    expect(result.ownByTotal).toEqual([
      { function: 'fetch worker/index.ts:1', totalMsPerRender: 8 },
      { function: 'Page app/Page.tsx:1', totalMsPerRender: 7 },
      { function: 'Card app/Card.tsx:1', totalMsPerRender: 4 },
    ])
  })
})

describe('cutProducts', () => {
  const answer = (value: unknown, gzip = false) => {
    const text = Buffer.from(JSON.stringify(value))
    const body = gzip ? gzipSync(text) : text
    return {
      status: 200,
      headers: {
        'content-type': 'application/json',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        'content-length': String(body.length),
      },
      body,
    }
  }

  it('cuts every products list, nested too, and sets the length', () => {
    const cut = cutProducts(answer({ products: [1, 2, 3], rows: [{ title: 'a', products: [4, 5, 6, 7] }] }), 2)
    expect(JSON.parse(cut?.body.toString() ?? '')).toEqual({
      products: [1, 2],
      rows: [{ title: 'a', products: [4, 5] }],
    })
    expect(cut?.headers['content-length']).toBe(String(cut?.body.length))
  })

  it('keeps a gzip answer gzip', () => {
    const cut = cutProducts(answer({ products: [1, 2, 3] }, true), 1)
    expect(cut?.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(cut?.body ?? Buffer.alloc(0)).toString())).toEqual({ products: [1] })
  })

  it('leaves an answer with nothing to cut, or not JSON, as it is', () => {
    expect(cutProducts(answer({ products: [1] }), 2)).toBeUndefined()
    expect(cutProducts(answer({ title: 'x' }), 2)).toBeUndefined()
    expect(cutProducts({ status: 200, headers: {}, body: Buffer.from('<html>') }, 2)).toBeUndefined()
  })
})

describe('perCardCost', () => {
  const variant = (productCards: number, cpu: number) => ({
    productCards,
    workerdCpuMsPerRender: cpu,
    htmlBytes: 1000 + 2000 * productCards,
    htmlGzipBytes: 500 + 150 * productCards,
    profile: { cpuMsPerRender: cpu + 1 },
  })

  it('fits CPU and HTML against the number of cards', () => {
    expect(perCardCost([variant(60, 40), variant(30, 25), variant(10, 15)])).toEqual({
      cards: '60, 30, 10',
      workerdCpuMsPerCard: 0.5,
      workerdCpuMsAtZeroCards: 10,
      profiledCpuMsPerCard: 0.5,
      profiledCpuMsAtZeroCards: 11,
      htmlBytesPerCard: 2000,
      htmlGzipBytesPerCard: 150,
    })
  })
})
