import { describe, expect, it } from 'vitest'
import { moduleGroup, moduleGroups } from '../../bench/sizes.mjs'

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
