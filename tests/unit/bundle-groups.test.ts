import { describe, expect, it } from 'vitest'
import { inStableOrder, moduleGroup, moduleGroups } from '../../bench/sizes.mjs'

describe('whose code a first load carries (bench/sizes.mjs, scripts/check-budgets.mjs)', () => {
  it.each([
    ['node_modules/@tanstack/router-core/dist/esm/router.js', '@tanstack/router-core'],
    ['node_modules/react-intl/index.js', 'react-intl'],
    ['node_modules/.pnpm/x@1/node_modules/valtio/esm/vanilla.mjs', 'valtio'],
    ['\u0000vite/preload-helper.js', '\u0000vite/preload-helper.js'],
    ['app/features/cart/store.ts', 'app/features/cart'],
    ['app/features/index.ts', 'app/features'],
    ['app/layout/Header.tsx', 'app/layout'],
    ['app/routeTree.gen.ts', 'app/routeTree.gen.ts'],
    ['routes/$lang/adverts/index.tsx', 'routes'],
    ['app.config.ts', 'app.config.ts'],
  ])('%s belongs to %s', (id, group) => {
    expect(moduleGroup(id)).toBe(group)
  })

  it("splits each chunk's gzip bytes among its modules by the bytes they rendered, and sums them by group", () => {
    const groups = moduleGroups([
      {
        modules: {
          'node_modules/@tanstack/query-core/build/modern/query.js': 3000,
          'node_modules/@tanstack/query-core/build/modern/queryClient.js': 1000,
          'app/features/cart/store.ts': 2000,
          'app/layout/Header.tsx': 2000,
        },
        gzipBytes: 2048,
      },
      // a chunk of one package counts whole, whatever its source size
      { modules: { 'node_modules/react-dom/cjs/react-dom-client.production.js': 9000 }, gzipBytes: 3072 },
      { modules: { 'app/layout/Footer.tsx': 1000 }, gzipBytes: 512 },
    ])
    expect(groups).toEqual([
      { group: 'react-dom', sourceKB: 8.8, gzipKB: 3 },
      { group: '@tanstack/query-core', sourceKB: 3.9, gzipKB: 1 },
      { group: 'app/layout', sourceKB: 2.9, gzipKB: 1 },
      { group: 'app/features/cart', sourceKB: 2, gzipKB: 0.5 },
    ])
    expect(moduleGroups([])).toEqual([])
    expect(moduleGroups([{ modules: {}, gzipBytes: 100 }])).toEqual([])
  })
})

describe("the Worker's modules in an order their hashes do not decide (bench/sizes.mjs inStableOrder)", () => {
  // The Worker's budget gzips every module in one stream: in the directory's (hash) order the same code
  // measured 611.9 or 612.7 kB from one build to the next (session 74).
  const bodies: Record<string, string> = {
    'server/assets/cart-session-D_fdy4jY.js': 'cart',
    'server/assets/cart-session-Zz9_-abc.js': 'a second cart-session chunk',
    'server/assets/AddToQuote-B5dGcJeU.js': 'quote',
    'server/index.js': 'entry',
    'server/wasm/yoga-0123abcd.wasm': 'wasm',
  }
  const read = (f: string) => Buffer.from(bodies[f] ?? '')
  const renamed = (f: string) => f.replace(/-[\w-]{8}\./, '-XXXXXXXX.')

  it('by name without the hash, then by content: the same files under other hashes come in the same order', () => {
    const files = Object.keys(bodies)
    const order = inStableOrder(files, read)
    expect(order).toEqual([
      'server/assets/AddToQuote-B5dGcJeU.js',
      'server/assets/cart-session-Zz9_-abc.js',
      'server/assets/cart-session-D_fdy4jY.js',
      'server/index.js',
      'server/wasm/yoga-0123abcd.wasm',
    ])
    expect(inStableOrder([...files].reverse(), read)).toEqual(order)
    // other hashes, the same contents: the same order of contents
    const rehashed = Object.fromEntries(
      files.map((f, i) => [f.replace(/-[\w-]{8}\./, `-${'q1w2e3r'}${i}.`), bodies[f]]),
    )
    const again = inStableOrder(Object.keys(rehashed), (f) => Buffer.from(rehashed[f] ?? ''))
    expect(again.map((f) => rehashed[f])).toEqual(order.map((f) => bodies[f]))
    expect(again.map(renamed)).toEqual(order.map(renamed))
  })
})
