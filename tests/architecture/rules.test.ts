import { describe, expect, it } from 'vitest'
import { type Graph, graphFromSources, type ImportRef, parseImports } from './import-graph'
import {
  adminLibCycles,
  boundaryViolations,
  browserContractImports,
  cartBackendChoiceOutside,
  conditionalUseCalls,
  entriesOnlyReExport,
  featureBoundaries,
  filesInCycles,
  idListsInGetAddresses,
  loadersOnlyLoad,
  moduleCycles,
  noServerInComponents,
  REPO_BOUNDARIES,
  routesUseEntries,
  sqlOutsideServices,
  unitCycles,
  wanderingImports,
} from './rules'

/**
 * The architecture rules on small in-memory trees: each rule must pass a clean tree and report a
 * planted violation (features.test.ts runs the same rules over the real tree).
 */

describe('import scanner', () => {
  it.each<[string, string, ImportRef[]]>([
    ['named', `import { a, b } from './x'`, [{ specifier: './x', kind: 'static', names: ['a', 'b'] }]],
    [
      'renamed: the name it takes',
      `import { a as x } from './x'`,
      [{ specifier: './x', kind: 'static', names: ['a'] }],
    ],
    [
      'default and namespace',
      `import A from './a'\nimport * as B from './b'`,
      [
        { specifier: './a', kind: 'static', names: ['default'] },
        { specifier: './b', kind: 'static' },
      ],
    ],
    ['side effect only', `import './styles.css'`, [{ specifier: './styles.css', kind: 'static', names: [] }]],
    ['multi-line', `import {\n  a,\n  b,\n} from '../y'`, [{ specifier: '../y', kind: 'static', names: ['a', 'b'] }]],
    ['type only', `import type { T } from './t'`, [{ specifier: './t', kind: 'type', names: ['T'] }]],
    [
      'every name a type',
      `import { type A, type B } from './t'`,
      [{ specifier: './t', kind: 'type', names: ['A', 'B'] }],
    ],
    [
      'a value among types',
      `import { type A, b } from './t'`,
      [{ specifier: './t', kind: 'static', names: ['A', 'b'] }],
    ],
    [
      'default beside types',
      `import D, { type A } from './t'`,
      [{ specifier: './t', kind: 'static', names: ['A', 'default'] }],
    ],
    [
      're-exports: the names they give',
      `export { a, b as c } from './a'\nexport * from './b'\nexport * as d from './c'`,
      [
        { specifier: './a', kind: 'static', names: ['a', 'c'] },
        { specifier: './b', kind: 'static' },
        { specifier: './c', kind: 'static' },
      ],
    ],
    ['type re-export', `export type { T } from './t'`, [{ specifier: './t', kind: 'type', names: ['T'] }]],
    ['local export list is no import', `const a = 1\nexport { a }\nconst b = Array.from([])`, []],
    ['lazy', `const M = lazy(() => import('./Modal'))`, [{ specifier: './Modal', kind: 'dynamic' }]],
    [
      'lazy in a JSX attribute',
      `<button onClick={() => void import('../q/state').then((m) => m.open())}>x</button>`,
      [{ specifier: '../q/state', kind: 'dynamic' }],
    ],
    ['typeof import is a type', `type Impl = typeof import('./impl')`, [{ specifier: './impl', kind: 'type' }]],
    [
      'import.meta and computed import are not followed',
      `const g = import.meta.glob('./x/*.json')\nconst m = import(name)`,
      [],
    ],
    [
      'comments',
      `// import { a } from './a'\n/* import('./b') */\nimport { c } from './c'`,
      [{ specifier: './c', kind: 'static', names: ['c'] }],
    ],
    [
      'strings and templates',
      `const s = "import { a } from './a'"\nconst t = \`import('./b') \${x}\`\nimport { c } from './c'`,
      [{ specifier: './c', kind: 'static', names: ['c'] }],
    ],
    [
      'a regex with quotes',
      `const r = /['"]/g\nimport { c } from './c'`,
      [{ specifier: './c', kind: 'static', names: ['c'] }],
    ],
    [
      'JSX text with an apostrophe and a closing tag',
      `import { a } from './a'\nconst x = <p>Don't</p>\nconst y = <Foo a={1} />\nconst m = lazy(() => import('./m'))`,
      [
        { specifier: './a', kind: 'static', names: ['a'] },
        { specifier: './m', kind: 'dynamic' },
      ],
    ],
  ])('%s', (_name, source, expected) => {
    expect(parseImports(source)).toEqual(expected)
  })
})

/** A tree from file -> source lines; every file exists, so relative imports resolve to them. */
const tree = (files: Record<string, string>) => graphFromSources(files)

describe('(a) a feature is entered only through its entry points', () => {
  const base = {
    'app/features/cart/index.ts': `export { cartState } from './store'`,
    'app/features/cart/store.ts': `export const cartState = {}`,
    'app/features/cart/cart.functions.ts': `export const loadFn = 1`,
    'app/features/checkout/CheckoutModal.lazy.ts': `export const loadCheckoutModal = () => import('./CheckoutModal')`,
    'app/features/checkout/CheckoutModal.tsx': `export default function CheckoutModal() {}`,
    'app/features/checkout/index.ts': `export { loadCheckoutModal } from './CheckoutModal.lazy'`,
  }
  it('passes imports of index.ts and *.functions.ts', () => {
    const graph = tree({
      ...base,
      'app/features/checkout/Modal.tsx': `import { cartState } from '../cart'\nimport { loadFn } from '../cart/cart.functions'`,
      'app/features/cart/CartPage.tsx': `import { loadCheckoutModal } from '../checkout'\nconst M = lazy(loadCheckoutModal)`,
      'app/layout/Header.tsx': `import { cartState } from '../features/cart'`,
    })
    expect(featureBoundaries(graph)).toEqual([])
  })
  it.each([
    [
      'a static deep import',
      { 'app/features/checkout/Modal.tsx': `import { cartState } from '../cart/store'` },
      'app/features/checkout/Modal.tsx -> app/features/cart/store.ts',
    ],
    [
      'a type import',
      { 'app/features/checkout/Modal.tsx': `import type { X } from '../cart/store'` },
      'app/features/checkout/Modal.tsx -> app/features/cart/store.ts (type)',
    ],
    [
      'a lazy import',
      { 'app/features/cart/CartPage.tsx': `const M = lazy(() => import('../checkout/CheckoutModal'))` },
      'app/features/cart/CartPage.tsx -> app/features/checkout/CheckoutModal.tsx (dynamic)',
    ],
    [
      'the layout reaching into a feature',
      { 'app/layout/Header.tsx': `import { cartState } from '../features/cart/store'` },
      'app/layout/Header.tsx -> app/features/cart/store.ts',
    ],
  ])('reports %s', (_name, planted, expected) => {
    const found = featureBoundaries(tree({ ...base, ...planted }))
    expect(found).toHaveLength(1)
    expect(found[0]).toContain(expected)
  })
  it('tolerates an allowed edge (with its reason)', () => {
    const graph = tree({ ...base, 'app/features/checkout/Modal.tsx': `import { cartState } from '../cart/store'` })
    expect(
      featureBoundaries(graph, [
        { from: /^app\/features\/checkout\//, to: 'app/features/cart/store.ts', reason: 'test' },
      ]),
    ).toEqual([])
  })
})

describe('(d) routes use the entry points', () => {
  const base = {
    'app/features/cart/index.ts': `export { CartPage } from './CartPage'`,
    'app/features/cart/CartPage.tsx': `export function CartPage() {}`,
    'app/features/cart/cart.functions.ts': `export const cartQuery = 1`,
    'app/shell/useShell.tsx': `export const useShell = 1`,
  }
  it('passes entries and non-feature modules', () => {
    const graph = tree({
      ...base,
      'routes/$lang/cart.tsx': `import { CartPage } from '../../app/features/cart'\nimport { cartQuery } from '../../app/features/cart/cart.functions'\nimport { useShell } from '../../app/shell/useShell'`,
    })
    expect(routesUseEntries(graph)).toEqual([])
  })
  it.each([
    [
      'a page imported by its path',
      `import { CartPage } from '../../app/features/cart/CartPage'`,
      'routes/$lang/cart.tsx -> app/features/cart/CartPage.tsx',
    ],
    [
      'a lazy page',
      `const P = lazyRouteComponent(() => import('../../app/features/cart/CartPage'))`,
      'routes/$lang/cart.tsx -> app/features/cart/CartPage.tsx (dynamic)',
    ],
  ])('reports %s', (_name, source, expected) => {
    const found = routesUseEntries(tree({ ...base, 'routes/$lang/cart.tsx': source }))
    expect(found).toHaveLength(1)
    expect(found[0]).toContain(expected)
  })
})

describe('(c) components never import server-only modules', () => {
  const base = {
    'app/features/brands/brands.server.ts': `export async function loadBrands() {}\nexport type Brand = {}`,
    'app/features/brands/brands.functions.ts': `import { loadBrands } from './brands.server'\nexport const getBrands = 1`,
  }
  it('passes a server function and a type import', () => {
    const graph = tree({
      ...base,
      'app/features/brands/BrandsPage.tsx': `import { getBrands } from './brands.functions'\nimport type { Brand } from './brands.server'`,
    })
    expect(noServerInComponents(graph)).toEqual([])
  })
  it.each([
    [
      'a static import',
      `import { loadBrands } from './brands.server'`,
      'app/features/brands/BrandsPage.tsx -> app/features/brands/brands.server.ts',
    ],
    [
      'a lazy import',
      `const m = () => import('./brands.server')`,
      'app/features/brands/BrandsPage.tsx -> app/features/brands/brands.server.ts (dynamic)',
    ],
  ])('reports %s', (_name, source, expected) => {
    const found = noServerInComponents(tree({ ...base, 'app/features/brands/BrandsPage.tsx': source }))
    expect(found).toHaveLength(1)
    expect(found[0]).toContain(expected)
  })
})

describe('(b) no import cycles', () => {
  const clean = {
    'app/modals/store.ts': `export const modalState = {}`,
    'app/features/cart/index.ts': `export { CartBadge } from './CartBadge'\nexport { loadCartModals } from './CartModals.lazy'`,
    'app/features/cart/CartBadge.tsx': `import { modalState } from '../../modals/store'`,
    'app/features/cart/CartModals.lazy.ts': `export const loadCartModals = () => import('./CartModals')`,
    'app/features/cart/CartModals.tsx': `import { modalState } from '../../modals/store'`,
    // the host loads the modals lazily and the modals import the host's state: not a cycle
    'app/layout/ModalHost.tsx': `import { loadCartModals } from '../features/cart'\nimport { modalState } from '../modals/store'`,
    // a type import back is erased: not a cycle
    'app/features/delivery/index.ts': `export type { DeliveryState } from './state'`,
    'app/features/delivery/state.ts': `import type { X } from '../cart'\nexport type DeliveryState = {}`,
  }
  it('passes a layered tree with lazy and type edges back', () => {
    const graph = tree(clean)
    expect(moduleCycles(graph)).toEqual([])
    expect(unitCycles(graph)).toEqual([])
  })
  it('reports a module cycle with its path', () => {
    const graph = tree({
      ...clean,
      'app/features/cart/store.ts': `import { deliveryState } from '../delivery/state'\nexport const cartState = {}`,
      'app/features/delivery/state.ts': `import { cartState } from '../cart/store'\nexport const deliveryState = {}`,
    })
    expect(moduleCycles(graph)).toEqual([
      'app/features/cart/store.ts -> app/features/delivery/state.ts -> app/features/cart/store.ts',
    ])
  })
  it('reports a cycle through two entry points', () => {
    const graph = tree({
      ...clean,
      'app/features/cart/index.ts': `export { CartBadge } from './CartBadge'\nexport { PickupNote } from './Pickup'`,
      'app/features/cart/Pickup.tsx': `import { stores } from '../delivery'\nexport const PickupNote = 1`,
      'app/features/delivery/index.ts': `export { stores } from './stores'`,
      'app/features/delivery/stores.ts': `import { CartBadge } from '../cart'\nexport const stores = 1`,
    })
    expect(moduleCycles(graph)).toEqual([
      'app/features/cart/Pickup.tsx -> app/features/delivery/index.ts -> app/features/delivery/stores.ts -> app/features/cart/index.ts -> app/features/cart/Pickup.tsx',
    ])
  })
  it('reports a cycle between units that no single module closes', () => {
    // the shell's header shows the cart badge, and the cart reads the modal host of the layout
    const graph = tree({
      ...clean,
      'app/layout/Header.tsx': `import { CartBadge } from '../features/cart'`,
      'app/layout/host-state.ts': `export const hostState = {}`,
      'app/features/cart/CartBadge.tsx': `import { hostState } from '../../layout/host-state'`,
    })
    expect(moduleCycles(graph)).toEqual([])
    const found = unitCycles(graph)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^app\/features\/cart -> app\/layout -> app\/features\/cart\n/)
    expect(found[0]).toContain('app/features/cart/CartBadge.tsx -> app/layout/host-state.ts')
  })
  const checkout = {
    'app/features/cart/index.ts': `export { cartState } from './store'\nexport { CartPage } from './CartPage'`,
    'app/features/cart/store.ts': `export const cartState = {}`,
    'app/features/cart/CartPage.tsx': `import { loadCheckoutModal } from '../checkout'\nimport { cartState } from './store'\nconst M = lazy(() => loadCheckoutModal())`,
    'app/features/checkout/index.ts': `export { loadCheckoutModal } from './CheckoutModal.lazy'\nexport { OrderSuccess } from './OrderSuccess'`,
    'app/features/checkout/CheckoutModal.lazy.ts': `export const loadCheckoutModal = () => import('./CheckoutModal')`,
    'app/features/checkout/CheckoutModal.tsx': `import { cartState } from '../cart'`,
    'app/features/checkout/OrderSuccess.tsx': `export function OrderSuccess() {}`,
  }
  it("counts lazy edges: a page that opens another feature's modal through its loader, while the modal imports the page's feature, is a cycle (the static-only rule missed it)", () => {
    const graph = tree(checkout)
    expect(moduleCycles(graph)).toEqual([
      'app/features/cart/CartPage.tsx -> app/features/checkout/index.ts -> app/features/checkout/CheckoutModal.lazy.ts -> app/features/checkout/CheckoutModal.tsx -> app/features/cart/index.ts -> app/features/cart/CartPage.tsx',
    ])
    expect(filesInCycles(graph)).toHaveLength(5)
    const units = unitCycles(graph)
    expect(units).toHaveLength(1)
    expect(units[0]).toMatch(/^app\/features\/cart -> app\/features\/checkout -> app\/features\/cart\n/)
    expect(units[0]).toContain('app/features/cart/CartPage.tsx -> app/features/checkout/CheckoutModal.lazy.ts')
  })
  it('counts a lazy edge inside a feature: a store that loads its sync lazily while the sync imports the store', () => {
    const graph = tree({
      'app/features/lists/store.ts': `import { loadSync } from './sync.lazy'\nexport const listsState = {}`,
      'app/features/lists/sync.lazy.ts': `export const loadSync = () => import('./sync')`,
      'app/features/lists/sync.ts': `import { listsState } from './store'`,
    })
    expect(moduleCycles(graph)).toEqual([
      'app/features/lists/store.ts -> app/features/lists/sync.lazy.ts -> app/features/lists/sync.ts -> app/features/lists/store.ts',
    ])
    // the state in a module of its own: the sync imports it, not the store that loads the sync
    const untied = tree({
      'app/features/lists/store.ts': `import { loadSync } from './sync.lazy'\nexport { listsState } from './lists-state'`,
      'app/features/lists/lists-state.ts': `export const listsState = {}`,
      'app/features/lists/sync.lazy.ts': `export const loadSync = () => import('./sync')`,
      'app/features/lists/sync.ts': `import { listsState } from './lists-state'`,
    })
    expect(moduleCycles(untied)).toEqual([])
  })
  it('passes the page composed outside the feature: the cart page imports the cart and the checkout, the checkout imports the cart', () => {
    const { 'app/features/cart/CartPage.tsx': _page, ...rest } = checkout
    const graph = tree({
      ...rest,
      'app/features/cart/index.ts': `export { cartState } from './store'`,
      'app/pages/cart/CartPage.tsx': `import { cartState } from '../../features/cart'\nimport { loadCheckoutModal } from '../../features/checkout'\nconst M = lazy(() => loadCheckoutModal())`,
      'routes/$lang/cart/index.tsx': `import { CartPage } from '../../../app/pages/cart/CartPage'`,
    })
    expect(moduleCycles(graph)).toEqual([])
    expect(unitCycles(graph)).toEqual([])
  })
  it('reads an entry point as the bundler links it: a name the entry gives as a type only is no edge', () => {
    const graph = tree({
      ...clean,
      'app/features/cart/CartBadge.tsx': `import { DeliveryState } from '../delivery'\nimport { modalState } from '../../modals/store'`,
      'app/features/delivery/state.ts': `import { CartBadge } from '../cart'\nexport type DeliveryState = {}`,
    })
    expect(unitCycles(graph)).toEqual([])
  })
  it('leaves tests out (nothing imports them)', () => {
    const graph = tree({ ...clean, 'app/modals/store.test.ts': `import { CartBadge } from '../features/cart'` })
    expect(unitCycles(graph)).toEqual([])
  })
})

describe('entry points only re-export', () => {
  it('passes re-exports of values, types and namespaces', () => {
    expect(
      entriesOnlyReExport({
        'app/features/cart/index.ts': `/** The cart. */\nexport { a, type B } from './a'\nexport type { C } from './c'\nexport * from './d'\nexport * as e from './e'\nexport type { S } from './cart.server'`,
      }),
    ).toEqual([])
  })
  it.each([
    ['code of its own', `export { a } from './a'\nexport const load = () => import('./m')`, 'only re-exports'],
    ['an import', `import { a } from './a'\nexport { a }`, 'only re-exports'],
    ['a server module', `export { loadCart } from './cart.server'`, 're-exports server-only ./cart.server'],
  ])('reports %s', (_name, source, expected) => {
    const found = entriesOnlyReExport({ 'app/features/cart/index.ts': source })
    expect(found.length).toBeGreaterThan(0)
    expect(found[0]).toContain(expected)
  })
})

describe('loader modules only load their own part', () => {
  it('passes a loader of its own module', () => {
    expect(
      loadersOnlyLoad(
        tree({
          'app/features/checkout/CheckoutModal.lazy.ts': `export const loadCheckoutModal = () => import('./CheckoutModal')`,
          'app/features/checkout/CheckoutModal.tsx': ``,
        }),
      ),
    ).toEqual([])
  })
  it.each([
    [
      'a static import',
      `import { cartState } from '../cart/store'\nexport const loadCheckoutModal = () => import('./CheckoutModal')`,
      'a loader module imports nothing statically',
    ],
    [
      "another feature's module",
      `export const loadCartPage = () => import('../cart/store')`,
      "loads only its own feature's modules",
    ],
  ])('reports %s', (_name, source, expected) => {
    const found = loadersOnlyLoad(
      tree({
        'app/features/checkout/CheckoutModal.lazy.ts': source,
        'app/features/checkout/CheckoutModal.tsx': ``,
        'app/features/cart/store.ts': ``,
      }),
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toContain(expected)
  })
})

describe('browser code and the contract', () => {
  const sources = {
    'app/api/contract/cart-sync.ts': `import { z } from 'zod'\nexport const saveSchema = z.object({})\nexport type Save = {}`,
    'app/api/contract/static-pages.ts': `export const STATIC_PAGES = ['about']`,
    'app/api/contract/endpoints.ts': `import { saveSchema } from './cart-sync'`,
  }
  const isBrowser = (f: string) => f.startsWith('app/features/') && !f.endsWith('.server.ts')
  it('passes type imports and zod-free contract modules', () => {
    const all = {
      ...sources,
      'app/features/cart/sync/api.ts': `import type { Save } from '../../../api/contract/cart-sync'\nimport { STATIC_PAGES } from '../../../api/contract/static-pages'`,
    }
    expect(browserContractImports(graphFromSources(all), all, isBrowser)).toEqual([])
  })
  it.each([
    ['a schema', `import { saveSchema } from '../../../api/contract/cart-sync'`],
    ['a module that loads zod through another', `import { endpoints } from '../../../api/contract/endpoints'`],
  ])('reports %s', (_name, source) => {
    const all = { ...sources, 'app/features/cart/sync/api.ts': source }
    expect(browserContractImports(graphFromSources(all), all, isBrowser)).toHaveLength(1)
  })
})

describe('boundaries between the parts of the repository', () => {
  const rule = (name: string) => REPO_BOUNDARIES.find((r) => r.name === name)!
  /** [rule, a planted violation (from -> to), an edge the rule allows (from -> to)] */
  const table: [string, [string, string], [string, string]][] = [
    [
      'the contract is self-contained',
      ['app/api/contract/cart-sync.ts', 'app.config.ts'],
      ['app/api/contract/cart-sync.ts', 'app/api/contract/wire.ts'],
    ],
    [
      'admin-api imports only the contract from the storefront',
      ['admin-api/src/lib/site.ts', 'app.config.ts'],
      ['admin-api/src/lib/site.ts', 'app/api/contract/wire.ts'],
    ],
    [
      'admin-api imports only the contract from the storefront',
      ['admin-api/src/routes/cart.ts', 'app/features/cart/index.ts'],
      ['admin-api/src/routes/cart.ts', 'admin-api/src/services/pricing.ts'],
    ],
    [
      'admin-api route modules do not import each other',
      ['admin-api/src/routes/orders.ts', 'admin-api/src/routes/cart.ts'],
      ['admin-api/src/routes/orders.ts', 'admin-api/src/services/pricing.ts'],
    ],
    [
      'admin-api services and lib do not import route modules',
      ['admin-api/src/services/pricing.ts', 'admin-api/src/routes/settings.ts'],
      ['admin-api/src/services/pricing.ts', 'admin-api/src/services/settings.ts'],
    ],
    [
      'the cart Durable Object imports only the contract, app.config and the platform env type',
      ['durable-objects/cart-store.ts', 'app/features/cart/store.ts'],
      ['durable-objects/cart-store.ts', 'platform/env.ts'],
    ],
    [
      'the app never imports the Worker',
      ['app/features/auth/flows.server.ts', 'worker/api/cart.ts'],
      ['app/features/auth/flows.server.ts', 'platform/cart-session.ts'],
    ],
    [
      'the app never imports the Worker',
      ['routes/$lang/cart/index.tsx', 'durable-objects/cart-store.ts'],
      ['routes/$lang/cart/index.tsx', 'app/features/cart/index.ts'],
    ],
    [
      'the Worker imports from the app only the contract',
      ['worker/api/cart.ts', 'app/features/cart/index.ts'],
      ['worker/api/cart.ts', 'app/api/contract/cart-sync.ts'],
    ],
    [
      'the Worker imports from the app only the contract',
      ['worker/index.ts', 'routes/__root.tsx'],
      ['worker/api/auth.ts', 'platform/shared/protected-pages.ts'],
    ],
    [
      'platform imports neither the app nor the Worker',
      ['platform/request.server.ts', 'app/features/auth/session.server.ts'],
      ['platform/request.server.ts', 'app/api/contract/endpoints.ts'],
    ],
    [
      'platform imports neither the app nor the Worker',
      ['platform/deleted-account.ts', 'worker/lib/cookies.ts'],
      ['platform/deleted-account.ts', 'platform/cart-session.ts'],
    ],
    [
      'browser code reaches platform only through platform/shared and the browser patches',
      ['app/features/auth/LoginForm.tsx', 'platform/origin.ts'],
      ['app/features/auth/session-client.ts', 'platform/shared/session-cookies.ts'],
    ],
    [
      'browser code reaches platform only through platform/shared and the browser patches',
      ['app/router.tsx', 'platform/framework/start-event-release.ts'],
      ['app/features/auth/flows.server.ts', 'platform/origin.ts'],
    ],
    [
      'platform/shared runs in the browser too',
      ['platform/shared/utm.ts', 'platform/env.ts'],
      ['platform/shared/utm.ts', 'app.config.ts'],
    ],
    [
      'platform/shared runs in the browser too',
      ['platform/framework/before-hydration.ts', 'platform/backend/call.ts'],
      ['platform/framework/before-hydration.ts', 'platform/shared/utm.ts'],
    ],
    [
      'app.config.ts imports only the contract',
      ['app.config.ts', 'platform/env.ts'],
      ['app.config.ts', 'app/api/contract/wire.ts'],
    ],
    [
      'app code never imports routes (except the generated route tree)',
      ['app/shell/Header.tsx', 'routes/__root.tsx'],
      ['app/routeTree.gen.ts', 'routes/__root.tsx'],
    ],
    [
      'admin-api and the Worker import nothing of each other',
      ['worker/api/cart.ts', 'admin-api/src/lib/http.ts'],
      ['worker/api/cart.ts', 'app/api/contract/cart-sync.ts'],
    ],
  ]
  it('every boundary has a planted violation here', () => {
    expect(new Set(table.map(([name]) => name))).toEqual(new Set(REPO_BOUNDARIES.map((r) => r.name)))
  })
  it.each(table)('%s: reports a planted violation and passes an allowed edge', (name, [from, to], [okFrom, okTo]) => {
    // A type import counts too, except where a rule counts only what reaches the bundle (values).
    const kind = rule(name).values ? 'static' : 'type'
    const planted: Graph = { [from]: [{ to, kind }] }
    expect(boundaryViolations(planted, rule(name))).toEqual([
      `${from} -> ${to}${kind === 'type' ? ' (type)' : ''}: ${rule(name).reason}`,
    ])
    const clean: Graph = { [okFrom]: [{ to: okTo, kind: 'static' }] }
    expect(boundaryViolations(clean, rule(name))).toEqual([])
  })
  it('browser code may import a platform type; a server function or test may import platform values', () => {
    const r = rule('browser code reaches platform only through platform/shared and the browser patches')
    const graph: Graph = {
      'app/features/catalogue/listing.ts': [{ to: 'platform/backend/client.ts', kind: 'type' }],
      'app/features/product/product.functions.ts': [{ to: 'platform/request.server.ts', kind: 'static' }],
      'app/features/account/rules.test.ts': [{ to: 'platform/backend/client.ts', kind: 'static' }],
      'app/features/product/ProductPage.tsx': [{ to: 'platform/backend/client.ts', kind: 'dynamic' }],
    }
    expect(boundaryViolations(graph, r)).toEqual([
      `app/features/product/ProductPage.tsx -> platform/backend/client.ts (dynamic): ${r.reason}`,
    ])
  })
  it('a lazy import counts too, and an allowance lets an edge through', () => {
    const planted = graphFromSources({
      'admin-api/src/routes/a.ts': `const m = () => import('./b')`,
      'admin-api/src/routes/b.ts': ``,
    })
    const r = rule('admin-api route modules do not import each other')
    expect(boundaryViolations(planted, r)).toHaveLength(1)
    expect(
      boundaryViolations(planted, r, [
        { from: 'admin-api/src/routes/a.ts', to: 'admin-api/src/routes/b.ts', reason: 'test' },
      ]),
    ).toEqual([])
  })
})

describe('admin-api holds SQL in services alone', () => {
  const clean = {
    'admin-api/src/routes/settings.ts': `route(app, E.globalSettings, async (c) => siteDoc(c, 'global'))`,
    'admin-api/src/lib/site.ts': `site = (await siteByToken(c, token)) ?? null`,
    'admin-api/src/lib/sms.ts': `const rows = await smsSiteCounters(env.DB)`,
    'admin-api/src/services/cart.ts': `const row = await c.env.DB.prepare('SELECT 1').first()`,
    'admin-api/src/services/products.ts': `const rows = await db(c).all('SELECT 1', [])\nawait c.env.DB.batch([a, b])`,
    'admin-api/test/cart.test.ts': `await env.DB.prepare('DELETE FROM carts').run()`,
    'admin-api/src/lib/auth.test.ts': `await env.DB.prepare('SELECT 1').run()`,
  }
  it('passes services, tests and code that only calls them', () => {
    expect(sqlOutsideServices(clean)).toEqual([])
  })
  it.each([
    [
      'a route module with a statement',
      'admin-api/src/routes/cart.ts',
      `const a = 1\nconst row = await c.env.DB.prepare('SELECT 1').first()`,
      2,
    ],
    [
      'a route module with the query helper',
      'admin-api/src/routes/orders.ts',
      `const rows = await db(c).all('SELECT 1', [])`,
      1,
    ],
    ['a route module with a batch', 'admin-api/src/routes/auth.ts', `await c.env.DB.batch(statements)`, 1],
    [
      'a lib module with a statement',
      'admin-api/src/lib/auth.ts',
      `const row = await c.env.DB\n  .prepare('SELECT token_key FROM users WHERE id = ?')`,
      2,
    ],
    ['a lib module reading the binding', 'admin-api/src/lib/site.ts', `const r = await env.DB.exec('SELECT 1')`, 1],
    ['the entry module', 'admin-api/src/index.ts', `await c.env.DB.prepare('SELECT 1').run()`, 1],
  ])('reports %s', (_, file, text, line) => {
    expect(sqlOutsideServices({ ...clean, [file]: text })).toEqual([
      `${file}:${line}: SQL outside admin-api/src/services; move it into a service`,
    ])
  })
})

describe('admin-api/src/lib has no import cycle', () => {
  const clean: Graph = {
    'admin-api/src/lib/http.ts': [
      { to: 'admin-api/src/lib/api-error.ts', kind: 'static' },
      { to: 'admin-api/src/lib/auth.ts', kind: 'static' },
    ],
    'admin-api/src/lib/auth.ts': [
      { to: 'admin-api/src/lib/api-error.ts', kind: 'static' },
      { to: 'admin-api/src/lib/http.ts', kind: 'type' },
      { to: 'admin-api/src/services/sessions.ts', kind: 'static' },
    ],
    'admin-api/src/services/sessions.ts': [{ to: 'admin-api/src/lib/http.ts', kind: 'type' }],
    'admin-api/src/lib/api-error.ts': [],
  }
  it('passes a layered lib (type imports back are erased)', () => {
    expect(adminLibCycles(clean)).toEqual([])
  })
  it('reports a cycle between lib modules', () => {
    const planted: Graph = {
      ...clean,
      'admin-api/src/lib/auth.ts': [
        ...clean['admin-api/src/lib/auth.ts']!,
        { to: 'admin-api/src/lib/http.ts', kind: 'static' },
      ],
    }
    expect(adminLibCycles(planted)).toEqual([
      'admin-api/src/lib/auth.ts -> admin-api/src/lib/http.ts -> admin-api/src/lib/auth.ts',
    ])
  })
  it('leaves cycles outside lib to other rules', () => {
    const outside: Graph = {
      'admin-api/src/services/a.ts': [{ to: 'admin-api/src/services/b.ts', kind: 'static' }],
      'admin-api/src/services/b.ts': [{ to: 'admin-api/src/services/a.ts', kind: 'static' }],
    }
    expect(adminLibCycles(outside)).toEqual([])
  })
})

describe('the cart backend is chosen in one module (decision 0050)', () => {
  const allowed = ['app/features/cart/backend-choice.ts', 'app/api/contract/settings.ts']
  it('passes the chooser, the settings contract, tests and comments', () => {
    const sources = {
      'app/features/cart/backend-choice.ts': `export const choose = (s) => (s.cart_settings.server_cart ? server : local)`,
      'app/api/contract/settings.ts': `export const cartSettings = z.object({ server_cart: z.boolean() })`,
      'app/features/cart/store.test.ts': `start({ cart_settings: { server_cart: true } })`,
      'app/features/cart/CartPage.tsx': `// the setting cart_settings.server_cart picks the backend\nconst b = cartBackend()`,
    }
    expect(cartBackendChoiceOutside(sources, allowed)).toEqual([])
  })
  it('reports a planted read of the setting or of the old flag', () => {
    const sources = {
      'app/features/checkout/CheckoutModal.tsx': `if (settings.cart_settings.server_cart) return`,
      'app/features/cart/PromoForm.tsx': `const on = settings['cart_settings']['server_cart']`,
      'app/features/cart/store.ts': `if (serverCartState.enabled) send()`,
    }
    expect(cartBackendChoiceOutside(sources, allowed)).toEqual([
      'app/features/checkout/CheckoutModal.tsx: reads cart_settings.server_cart outside the cart backend chooser; ask the active CartBackend (decision 0050)',
      'app/features/cart/PromoForm.tsx: reads cart_settings.server_cart outside the cart backend chooser; ask the active CartBackend (decision 0050)',
      'app/features/cart/store.ts: reads serverCartState.enabled outside the cart backend chooser; ask the active CartBackend (decision 0050)',
    ])
  })
})

describe('imports say where they go', () => {
  it.each([
    ['app/features/cart/store.ts', "import { x } from '../../../app.config'", 'climbs three folders'],
    ['app/lib/x.ts', "import { x } from '../../app.config'", 'leaves app/'],
    ['app/features/cart/sync/socket.ts', "import { x } from '../../../lib/y'", 'climbs three folders'],
    ['worker/api/cart.ts', "import { x } from '../../platform/env'", 'leaves worker/'],
    ['routes/$lang/index.tsx', "const m = () => import('../../app/features/home')", 'leaves routes/'],
    ['app/lib/a.ts', "const text = readFileSync('../../platform/env.ts')", null],
  ])('%s: %s', (file, text, problem) => {
    const found = wanderingImports({ [file]: text })
    if (problem) expect(found).toEqual([expect.stringContaining(problem)])
    else expect(found).toEqual([])
  })
  it('short paths inside a part and aliases pass', () => {
    expect(
      wanderingImports({
        'app/features/cart/store.ts':
          "import { a } from './rules'\nimport { b } from '../../lib/c'\nimport { C } from '#config'\nimport { p } from '#platform/env.ts'",
      }),
    ).toEqual([])
  })
})

describe("React's use() is never behind a condition", () => {
  it('passes calls made on every render, a ternary inside the argument and methods named use', () => {
    const clean = {
      'app/i18n/lazy.ts': 'export function useLazy(l) {\n  use(load(l))\n}',
      'app/shell/useShell.tsx': 'return use(cached ? settled(cached) : client.ensureQueryData(q))',
      'app/ui/Gate.tsx': 'use(visibilityGate(selector) ?? open)',
      'worker/app.ts': "if (dev) app.use('*', logger())",
      'app/ui/x.test.tsx': 'if (a) use(b)',
      'app/ui/doc.ts': '// if (a) use(b) was the bug',
    }
    expect(conditionalUseCalls(clean)).toEqual([])
  })
  it.each([
    ['an if', 'if (!loaded.has(locale)) use(loadLazyMessages(locale))'],
    ['a fallback', 'return client.getQueryData(key) ?? use(client.ensureQueryData(q))'],
    ['a short circuit', 'const v = ready && use(promise)'],
    ['an alternative', 'const v = cached || use(promise)'],
    ['a ternary', 'const v = cached ? cached : use(promise)'],
  ])('reports %s', (_name, line) => {
    expect(conditionalUseCalls({ 'app/features/x/y.tsx': `const a = 1\n${line}` })).toEqual([
      'app/features/x/y.tsx:2: use() behind a condition; call it on every render (a settled promise for a value already there)',
    ])
  })
})

describe('idListsInGetAddresses', () => {
  const file = 'app/features/x/x.functions.ts'
  const get = (validator: string) =>
    `import { createServerFn } from '@tanstack/react-start'\n${validator}\nexport const getX = createServerFn({ method: 'GET' })\n  .validator(input)\n  .handler(() => 1)\n`

  it.each<[string, string, string[]]>([
    ['a GET capped at IDS_PER_GET', `const input = (r: any) => ({ ids: idList(r.ids, IDS_PER_GET) })`, []],
    [
      'a GET whose helper takes 200 ids',
      `function input(raw: unknown) {\n  return { ids: idList(record(raw).ids, 200) }\n}`,
      [`${file}: input takes up to 200 ids in a GET's address; cap it at IDS_PER_GET or make it a POST`],
    ],
    ['a helper no GET calls', `const other = (r: any) => idList(r.ids, 500)\nconst input = (r: any) => r`, []],
  ])('%s', (_, validator, expected) => {
    expect(idListsInGetAddresses({ [file]: get(validator) })).toEqual(expected)
  })

  it('an inline validator of a GET, and a POST that may take more', () => {
    const text = `export const getA = createServerFn({ method: 'GET' })\n  .validator((r: any) => ({ ids: idList(r.ids, 50) }))\n  .handler(() => 1)\nexport const postB = createServerFn({ method: 'POST' })\n  .validator((r: any) => ({ ids: idList(r.ids, 200) }))\n  .handler(() => 1)\n`
    expect(idListsInGetAddresses({ [file]: text })).toEqual([
      `${file}: getA takes up to 50 ids in a GET's address; cap it at IDS_PER_GET or make it a POST`,
    ])
  })

  it('tests and other modules are not read', () => {
    const text = `export const getA = createServerFn({ method: 'GET' }).validator((r: any) => idList(r, 50))\n`
    expect(idListsInGetAddresses({ 'app/features/x/x.functions.test.ts': text, 'app/features/x/x.ts': text })).toEqual(
      [],
    )
  })
})
