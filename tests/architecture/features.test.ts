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
  featureOf,
  filesInCycles,
  idListsInGetAddresses,
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

/**
 * Tolerated edges, each with its reason: none today. (A test building its data with another feature's
 * fixture was one; the one such fixture is the contract's now, app/api/contract/product-card.fixture.ts.)
 */
const ALLOW: Allowance[] = []

describe('architecture of app/ and routes/', () => {
  it('the tree was read (the scanner found the app)', () => {
    expect(Object.keys(graph).length).toBeGreaterThan(200)
    expect(graph['routes/$lang/route.tsx']?.length).toBeGreaterThan(3)
  })

  it('(a) features are entered only through index.ts or *.functions.ts (static, type and lazy imports)', () => {
    expect(featureBoundaries(graph, ALLOW)).toEqual([])
  })

  // Lazy `import()` edges count (decision 0077). The ratchet that brought the files on a cycle from
  // 8 (c020e6a: cart page <-> checkout modal 5, lists store <-> favourites sync 3) and the unit
  // cycles from 1 (cart <-> checkout) down to 0 is now the rule itself: none.
  it('(b) no import cycles among app/ and routes/ modules, static and lazy edges counted', () => {
    expect(moduleCycles(graph)).toEqual([])
    expect(filesInCycles(graph)).toEqual([])
  })

  it('(b) no cycles among units (features, app/shell, app/layout, app/modals, app/toasts, app/ui...), lazy edges counted', () => {
    expect(unitCycles(graph)).toEqual([])
  })

  it('the cart imports no other feature (the cart page composes them in app/pages/cart; they may import the cart)', () => {
    const siblings = Object.entries(graph)
      .filter(([from]) => featureOf(from) === 'cart')
      .flatMap(([from, edges]) =>
        edges
          .filter((e) => featureOf(e.to) !== null && featureOf(e.to) !== 'cart')
          .map((e) => `${from} -> ${e.to} (${e.kind})`),
      )
    expect(siblings).toEqual([])
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
    const isBrowser = (f: string) =>
      /^(app|routes)\//.test(f) &&
      !/\.(server|functions)\.ts$|\.test\.tsx?$/.test(f) &&
      // the contract itself (its modules import zod); app/api's other modules are browser code like any
      !f.startsWith('app/api/contract/')
    expect(browserContractImports(graph, sources, isBrowser)).toEqual([])
  })

  it('where the cart lives is read from the settings in one module only (decision 0050)', () => {
    expect(
      cartBackendChoiceOutside(sources, ['app/features/cart/cart-location.ts', 'app/api/contract/settings.ts']),
    ).toEqual([])
  })

  it("a GET server function's id list fits its address (at most IDS_PER_GET; more is a POST)", () => {
    expect(idListsInGetAddresses(sources)).toEqual([])
  })
})
