import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { graphFromDisk } from './import-graph'
import {
  type Allowance,
  browserContractImports,
  cartBackendChoiceOutside,
  entriesOnlyReExport,
  featureBoundaries,
  filesInCycles,
  loadersOnlyLoad,
  moduleCycles,
  noServerInComponents,
  routesUseEntries,
  unitCycles,
} from './rules'

/**
 * The architecture rules (rules.ts, table-tested in rules.test.ts) over the real tree: app/ and
 * routes/ (docs/decisions/0014-app-layout.md).
 */

const root = join(__dirname, '..', '..')
const graph = graphFromDisk(root, ['app', 'routes'])
const sources = Object.fromEntries(Object.keys(graph).map((file) => [file, readFileSync(join(root, file), 'utf8')]))

/** Tolerated edges, each with its reason. */
const ALLOW: Allowance[] = [
  {
    from: /\.test\.tsx?$/,
    to: /\.fixture\.ts$/,
    reason: "a test may build its data with another feature's test fixture (test-only code, never in a bundle)",
  },
]

/**
 * Files on an import cycle once lazy `import()` edges count too (decision 0077): may only fall.
 * 8 on c020e6a: the cart page -> the checkout modal's loader -> the modal -> the cart's index -> the
 * page (5), and the lists store -> the favourites sync's loader -> the sync -> the store (3).
 * 5 once the lists' state has a module of its own (the sync imports it, not the store).
 */
const FILES_IN_CYCLES_CEILING = 5
/** Cycles among units with lazy edges counted: 1 on c020e6a (cart -> checkout -> cart, the same knot). */
const UNIT_CYCLES_CEILING = 1

describe('architecture of app/ and routes/', () => {
  it('the tree was read (the scanner found the app)', () => {
    expect(Object.keys(graph).length).toBeGreaterThan(200)
    expect(graph['routes/$lang/route.tsx']?.length).toBeGreaterThan(3)
  })

  it('(a) features are entered only through index.ts or *.functions.ts (static, type and lazy imports)', () => {
    expect(featureBoundaries(graph, ALLOW)).toEqual([])
  })

  it('(b) import cycles among app/ and routes/ modules, static and lazy edges counted, only fall (a ratchet)', () => {
    expect(filesInCycles(graph).length, moduleCycles(graph).join('\n')).toBeLessThanOrEqual(FILES_IN_CYCLES_CEILING)
  })

  it('(b) cycles among units (features, app/shell, app/layout, app/modals, app/toasts, app/ui...), lazy edges counted, only fall', () => {
    expect(unitCycles(graph).length, unitCycles(graph).join('\n')).toBeLessThanOrEqual(UNIT_CYCLES_CEILING)
  })

  it('(c) no component (.tsx) imports a *.server module', () => {
    expect(noServerInComponents(graph, ALLOW)).toEqual([])
  })

  it('(d) routes import features only through their entry points', () => {
    expect(routesUseEntries(graph, ALLOW)).toEqual([])
  })

  it('every feature has an index.ts that only re-exports (the bundler may skip what an importer does not use)', () => {
    const features = [
      ...new Set(
        Object.keys(graph)
          .map((f) => /^app\/features\/([^/]+)\//.exec(f)?.[1])
          .filter((f): f is string => !!f),
      ),
    ]
    const without = features.filter((f) => !(`app/features/${f}/index.ts` in graph))
    expect(without).toEqual([])
    expect(entriesOnlyReExport(sources)).toEqual([])
  })

  it('a loader module (*.lazy.ts) only loads its own part (an edge to it is a lazy edge)', () => {
    expect(loadersOnlyLoad(graph)).toEqual([])
  })

  it('browser code imports the zod contract only for its types', () => {
    const isBrowser = (f: string) => /^(app|routes)\//.test(f) && !/\.(server|functions)\.ts$|\.test\.tsx?$/.test(f) && !f.startsWith('app/api/')
    expect(browserContractImports(graph, sources, isBrowser)).toEqual([])
  })

  it('where the cart lives is read from the settings in one module only (decision 0050)', () => {
    expect(cartBackendChoiceOutside(sources, ['app/features/cart/backend-choice.ts', 'app/api/contract/settings.ts'])).toEqual([])
  })
})
