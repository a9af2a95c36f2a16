import { posix } from 'node:path'
import { type Edge, type Graph, parseImports, tokenize } from './import-graph'

/**
 * The architecture rules of app/ and routes/ (docs/decisions/0014-app-layout.md), as functions over
 * a module graph (import-graph.ts). Each returns its violations as readable lines, empty when the
 * graph is clean. features.test.ts runs them over small in-memory graphs with a planted violation
 * (and a clean one), then over the real tree.
 */

const FEATURE = /^app\/features\/([^/]+)\//

/** The feature a file belongs to (`app/features/<name>/...`), or null. */
export function featureOf(file: string): string | null {
  return FEATURE.exec(file)?.[1] ?? null
}

/**
 * A feature's public surface: `index.ts` (client-safe exports: components, stores, rules, types and
 * the loaders of its lazy parts) and its `*.functions.ts` modules (server functions: the browser
 * gets RPC stubs, so routes and other features import them where they load data).
 */
export function isEntry(file: string): boolean {
  return /^app\/features\/[^/]+\/(index\.ts|[^/]+\.functions\.ts)$/.test(file)
}

/**
 * The unit a module belongs to for the layering rule: a feature (`app/features/cart`), a top-level
 * folder of app/ (`app/shell`, `app/ui`...) or a top-level file (`app/router.tsx`); null outside app/.
 */
export function unitOf(file: string): string | null {
  const feature = featureOf(file)
  if (feature) return `app/features/${feature}`
  const m = /^app\/([^/]+)(\/)?/.exec(file)
  if (!m) return null
  return `app/${m[1]}`
}

/** An edge the rules tolerate, with the reason written next to it. */
export interface Allowance {
  from: string | RegExp
  to: string | RegExp
  reason: string
}

const matches = (pattern: string | RegExp, value: string) =>
  typeof pattern === 'string' ? pattern === value : pattern.test(value)
const allowed = (allow: readonly Allowance[], from: string, to: string) =>
  allow.some((a) => matches(a.from, from) && matches(a.to, to))
const show = (e: Edge) => (e.kind === 'static' ? '' : ` (${e.kind})`)
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/**
 * (a) Code of app/ outside a feature - another feature, the layout, the router - imports the
 * feature only through its entry points. Static, type and lazy `import()` edges all count: a lazy
 * part is exposed by a loader in the feature's entry (`loadCheckoutModal`), not by a deep path.
 */
export function featureBoundaries(graph: Graph, allow: readonly Allowance[] = []): string[] {
  const out: string[] = []
  for (const [from, edges] of Object.entries(graph)) {
    if (!from.startsWith('app/')) continue
    const owner = featureOf(from)
    for (const e of edges) {
      const target = featureOf(e.to)
      if (!target || target === owner || isEntry(e.to) || allowed(allow, from, e.to)) continue
      out.push(`${from} -> ${e.to}${show(e)}: use app/features/${target}/index.ts`)
    }
  }
  return out
}

/** (d) Route files import features only through their entry points (lazy and type imports too). */
export function routesUseEntries(graph: Graph, allow: readonly Allowance[] = []): string[] {
  const out: string[] = []
  for (const [from, edges] of Object.entries(graph)) {
    if (!from.startsWith('routes/')) continue
    for (const e of edges) {
      const target = featureOf(e.to)
      if (!target || isEntry(e.to) || allowed(allow, from, e.to)) continue
      out.push(`${from} -> ${e.to}${show(e)}: use app/features/${target}/index.ts`)
    }
  }
  return out
}

/**
 * (c) A component file (.tsx) never imports a server-only module (`*.server.ts`) itself, statically
 * or lazily; it calls a server function (`*.functions.ts`). A type import is erased by the compiler
 * and cannot bring server code into the browser, so it is not counted.
 */
export function noServerInComponents(graph: Graph, allow: readonly Allowance[] = []): string[] {
  const out: string[] = []
  for (const [from, edges] of Object.entries(graph)) {
    if (!from.endsWith('.tsx')) continue
    for (const e of edges) {
      if (e.kind === 'type' || !/\.server\.tsx?$/.test(e.to) || allowed(allow, from, e.to)) continue
      out.push(`${from} -> ${e.to}${show(e)}: server-only; call it through a *.functions.ts server function`)
    }
  }
  return out
}

/**
 * The edges along which one module needs another at run time: static value imports and lazy
 * `import()` (not type imports, which the compiler erases), tests left out.
 */
function runtimeEdges(graph: Graph, inScope: (file: string) => boolean): Map<string, string[]> {
  const next = new Map<string, string[]>()
  for (const [from, edges] of Object.entries(graph)) {
    if (!inScope(from) || isTest(from)) continue
    next.set(
      from,
      edges.filter((e) => e.kind !== 'type' && inScope(e.to) && !isTest(e.to)).map((e) => e.to),
    )
  }
  return next
}

/** Strongly connected components with a cycle (Tarjan), each as a shortest cycle path from its first node. */
function cycles(next: Map<string, string[]>): string[][] {
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const out = (v: string) => next.get(v) ?? []
  const connect = (v: string) => {
    indexOf.set(v, index)
    low.set(v, index)
    index++
    stack.push(v)
    onStack.add(v)
    for (const w of out(v)) {
      if (!indexOf.has(w)) {
        connect(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!))
    }
    if (low.get(v) !== indexOf.get(v)) return
    const component: string[] = []
    let w: string
    do {
      w = stack.pop()!
      onStack.delete(w)
      component.push(w)
    } while (w !== v)
    if (component.length > 1 || out(v).includes(v)) found.push(component)
  }
  for (const v of [...next.keys()].sort()) if (!indexOf.has(v)) connect(v)
  return found.map((component) => {
    const members = new Set(component)
    const start = [...component].sort()[0]!
    const previous = new Map<string, string>()
    const queue = [start]
    const seen = new Set([start])
    while (queue.length) {
      const v = queue.shift()!
      for (const w of out(v)) {
        if (!members.has(w)) continue
        if (w === start) {
          const path = [v]
          for (let u = previous.get(v); u !== undefined; u = previous.get(u)) path.unshift(u)
          return [...path, start]
        }
        if (!seen.has(w)) {
          seen.add(w)
          previous.set(w, v)
          queue.push(w)
        }
      }
    }
    return [...component, component[0]!]
  })
}

/**
 * (b) No import cycles among the modules of app/ and routes/, reported as paths (`a -> b -> a`).
 * Static value imports and lazy `import()` both count: a lazy edge cannot meet a half-initialised
 * module, but it is still a dependency - the module it loads (and everything that one imports) is
 * part of the importer's code - so a circle closed by a lazy edge (a page that loads a modal which
 * imports the page's feature back) is a knot all the same (decision 0077). A type import is erased
 * by the compiler and is left out. Tests are leaves of the graph (nothing imports them) and are
 * left out too.
 */
export function moduleCycles(
  graph: Graph,
  inScope: (file: string) => boolean = (f) => f.startsWith('app/') || f.startsWith('routes/'),
): string[] {
  return cycles(runtimeEdges(graph, inScope)).map((c) => c.join(' -> '))
}

/** The files that sit on an import cycle of moduleCycles (each counted once): the ratchet's measure. */
export function filesInCycles(graph: Graph, inScope?: (file: string) => boolean): string[] {
  const files = new Set(moduleCycles(graph, inScope).flatMap((c) => c.split(' -> ')))
  return [...files].sort()
}

const ENTRY_INDEX = /^app\/features\/[^/]+\/index\.ts$/
const LOADERS = /^app\/features\/[^/]+\/[^/]+\.lazy\.ts$/

/**
 * The graph as the bundler links it: an import of a feature's index.ts goes to the modules that
 * define the names it takes (the index only re-exports and is free of side effects), as long as
 * the names are known; otherwise the edge stays on the index.
 */
export function throughEntries(graph: Graph): Graph {
  const out: Graph = {}
  for (const [from, edges] of Object.entries(graph)) {
    out[from] = edges.flatMap((e) => {
      if (!ENTRY_INDEX.test(e.to) || !e.names) return [e]
      const reexports = graph[e.to] ?? []
      const targets = e.names.map((n) => reexports.find((r) => r.names?.includes(n)))
      if (targets.some((t) => !t)) return [e]
      return [...new Set(targets.map((t) => t!.to))].map((to) => ({
        to,
        kind: targets.every((t) => t!.to !== to || t!.kind === 'type') ? ('type' as const) : e.kind,
      }))
    })
  }
  return out
}

/**
 * (b) The same over units (a feature, or a top-level folder of app/): features sit on app/shell,
 * app/modals, app/toasts, app/ui, app/lib..., the layout sits on features, and no feature reaches
 * back into one that imports it. Read as the bundler links it (throughEntries): importing one name
 * of a feature depends on the module that defines it, not on the whole feature. Lazy edges count as
 * in moduleCycles: a feature's `*.lazy.ts` loader (loadersOnlyLoad) is the feature's own module and
 * its `import()` a real dependency, so a unit that loads another unit's part lazily depends on it.
 * Each cycle is shown with one module-level edge per step.
 */
export function unitCycles(graph: Graph): string[] {
  const linked = throughEntries(graph)
  const edges = runtimeEdges(linked, (f) => unitOf(f) !== null)
  const unitNext = new Map<string, string[]>()
  const witness = new Map<string, string>()
  for (const [from, targets] of edges) {
    const a = unitOf(from)!
    if (!unitNext.has(a)) unitNext.set(a, [])
    for (const to of targets) {
      const b = unitOf(to)!
      if (a === b) continue
      if (!unitNext.get(a)!.includes(b)) unitNext.get(a)!.push(b)
      if (!witness.has(`${a} ${b}`)) witness.set(`${a} ${b}`, `${from} -> ${to}`)
    }
  }
  return cycles(unitNext).map((c) => {
    const steps = c.slice(1).map((b, i) => `  ${witness.get(`${c[i]} ${b}`)}`)
    return `${c.join(' -> ')}\n${steps.join('\n')}`
  })
}

/**
 * A feature's `index.ts` only re-exports (`export { a } from './a'`, `export type { T } from`,
 * `export * from`): it has no code of its own, so the bundler may skip every module behind it that
 * an importer does not use (vite.config.ts declares these files free of side effects). It never
 * re-exports values from a server-only module.
 */
export function entriesOnlyReExport(sources: Record<string, string>): string[] {
  const out: string[] = []
  for (const [file, text] of Object.entries(sources)) {
    if (!/^app\/features\/[^/]+\/index\.ts$/.test(file)) continue
    const tokens = tokenize(text)
    let k = 0
    const at = (i: number) => tokens[i]?.value
    while (k < tokens.length) {
      const start = k
      let ok = at(k) === 'export'
      k++
      let typeOnly = false
      if (ok && at(k) === 'type') {
        typeOnly = true
        k++
      }
      if (ok && at(k) === '*') {
        k++
        if (at(k) === 'as') k += 2
      } else if (ok && at(k) === '{') {
        while (k < tokens.length && at(k) !== '}') k++
        k++
      } else ok = false
      if (ok && at(k) === 'from' && tokens[k + 1]?.type === 'string') {
        const spec = tokens[k + 1]!.value
        k += 2
        if (at(k) === ';') k++
        if (!typeOnly && /\.server$/.test(spec)) out.push(`${file}: re-exports server-only ${spec}`)
        continue
      }
      out.push(
        `${file}: only re-exports are allowed (found "${tokens
          .slice(start, start + 6)
          .map((t) => t.value)
          .join(' ')}")`,
      )
      // skip to the next export to report each statement once
      k = start + 1
      while (k < tokens.length && at(k) !== 'export') k++
    }
  }
  return out
}

/**
 * Browser code imports the API contract for its types only (`import type`), or a contract module
 * that does not load zod (about 20 kB gzip) at run time; the cart sync client checks the wire by
 * hand. Server-only modules and server functions are left to their own checks.
 */
export function browserContractImports(
  graph: Graph,
  sources: Record<string, string>,
  isBrowser: (file: string) => boolean,
): string[] {
  const loadsZod = (file: string, seen = new Set<string>()): boolean => {
    if (seen.has(file)) return false
    seen.add(file)
    if (/\bfrom\s+['"]zod['"]/.test(sources[file] ?? '')) return true
    return (graph[file] ?? []).some((e) => e.kind === 'static' && loadsZod(e.to, seen))
  }
  const out: string[] = []
  for (const [from, edges] of Object.entries(graph)) {
    if (!isBrowser(from)) continue
    for (const e of edges) {
      if (e.kind !== 'type' && e.to.startsWith('app/api/contract/') && loadsZod(e.to))
        out.push(`${from} -> ${e.to}${show(e)}: loads zod in the browser; import its types with \`import type\``)
    }
  }
  return out
}

/**
 * A loader module (`app/features/<name>/<Part>.lazy.ts`) only loads its feature's own module
 * (`export const loadPart = () => import('./Part')`): no static import, nothing from another
 * feature. Other parts of the app reach a feature's lazy parts through these loaders (re-exported
 * by its index.ts), so the part stays in its own chunk. One loader module per part: a module lands
 * in one chunk, and a loader shared by the layout and a page would put every page's loader (and
 * its preload list) into the first load.
 */
export function loadersOnlyLoad(graph: Graph): string[] {
  const out: string[] = []
  for (const [from, edges] of Object.entries(graph)) {
    if (!LOADERS.test(from)) continue
    const owner = featureOf(from)
    for (const e of edges) {
      if (e.kind === 'static') out.push(`${from} -> ${e.to}: a loader module imports nothing statically`)
      else if (e.kind === 'dynamic' && featureOf(e.to) !== owner)
        out.push(`${from} -> ${e.to} (dynamic): loads only its own feature's modules`)
    }
  }
  return out
}

/**
 * A boundary between parts of the repository (docs/architecture.md): files matching `from` import,
 * among the modules matching `to`, only those matching `allowed` (static, type and lazy imports all
 * count). `reason` is shown with each violation.
 */
export interface Boundary {
  name: string
  from: RegExp
  to: RegExp
  allowed?: RegExp
  /** Only value imports count (a type import is erased by the compiler). */
  values?: boolean
  reason: string
}

/** The edges that cross a boundary, as readable lines (empty when the graph keeps it). */
export function boundaryViolations(graph: Graph, rule: Boundary, allow: readonly Allowance[] = []): string[] {
  const out: string[] = []
  for (const [from, edges] of Object.entries(graph)) {
    if (!rule.from.test(from)) continue
    for (const e of edges) {
      if (
        !rule.to.test(e.to) ||
        rule.allowed?.test(e.to) ||
        (rule.values && e.kind === 'type') ||
        allowed(allow, from, e.to)
      )
        continue
      out.push(`${from} -> ${e.to}${show(e)}: ${rule.reason}`)
    }
  }
  return out
}

/** The parts of the repository and what must never import what (docs/architecture.md). */
/**
 * The parts of platform/ that browser code may import, and that run in the browser: platform/shared,
 * and the framework patches applied before and at hydration.
 */
const BROWSER_PLATFORM =
  /^platform\/(shared\/[^/]+|framework\/(before-hydration|fresh-hydration|hydration-scroll)\.ts)$/

export const REPO_BOUNDARIES: readonly Boundary[] = [
  {
    name: 'the contract is self-contained',
    from: /^app\/api\/contract\//,
    to: /^(?!app\/api\/contract\/)/,
    reason:
      'the contract (app/api/contract) imports nothing outside itself: it runs in the browser, the Worker and admin-api alike',
  },
  {
    name: 'admin-api imports only the contract from the storefront',
    from: /^admin-api\//,
    to: /^(?!admin-api\/)/,
    allowed: /^app\/api\/contract\//,
    reason:
      'admin-api (a separate Worker) shares only app/api/contract with the storefront; not app.config.ts, not app/features',
  },
  {
    name: 'admin-api route modules do not import each other',
    from: /^admin-api\/src\/routes\//,
    to: /^admin-api\/src\/routes\//,
    reason:
      'a route module (a sub-app) reaches shared code through admin-api/src/services or lib, never another route module',
  },
  {
    name: 'admin-api services and lib do not import route modules',
    from: /^admin-api\/src\/(services|lib)\//,
    to: /^admin-api\/src\/(routes\/|index\.ts$)/,
    reason: 'services and lib sit below the routes',
  },
  {
    name: 'the cart Durable Object imports only the contract, app.config and the platform env type',
    from: /^durable-objects\//,
    to: /^(app|routes|worker|platform)\/|^app\.config\.ts$/,
    allowed: /^(app\/api\/contract\/[^/]+|app\.config\.ts|platform\/env\.ts)$/,
    reason:
      'durable-objects/ imports no app/features UI, no routes, nothing of the app but the contract and app.config.ts',
  },
  {
    name: 'the app never imports the Worker',
    from: /^(app|routes)\//,
    to: /^(worker|durable-objects)\//,
    reason:
      'the app reaches server capabilities (the cart session, signed cookies, the public origin, the env) through platform/, never worker/',
  },
  {
    name: 'the Worker imports from the app only the contract',
    from: /^worker\//,
    to: /^(app|routes)\//,
    allowed: /^app\/api\/contract\//,
    reason:
      'the Worker meets the app through platform/ and the contract (app/api/contract); anything else it needs belongs in platform/',
  },
  {
    name: 'platform imports neither the app nor the Worker',
    from: /^platform\//,
    to: /^(app|routes|worker)\//,
    allowed: /^app\/api\/contract\//,
    reason: 'platform/ sits below the Worker and the app: it imports only the contract, app.config.ts and itself',
  },
  {
    name: 'browser code reaches platform only through platform/shared and the browser patches',
    // Server-only modules and server functions (whose handlers the compiler keeps on the server) may
    // import any of platform/; tests are not bundled; a type import is erased.
    from: /^(app|routes)\/(?!.*\.(server|functions|test)\.tsx?$)/,
    to: /^platform\//,
    values: true,
    allowed: BROWSER_PLATFORM,
    reason:
      'platform/ is server code: import it from a *.server.ts module (browser-safe parts live in platform/shared)',
  },
  {
    name: 'platform/shared runs in the browser too',
    // the browser patches of platform/framework are browser code as well (BROWSER_PLATFORM)
    from: BROWSER_PLATFORM,
    to: /.*/,
    allowed:
      /^(platform\/shared\/[^/]+|platform\/framework\/(before-hydration|fresh-hydration|hydration-scroll)\.ts|app\/api\/contract\/[^/]+|app\.config\.ts)$/,
    reason: 'platform/shared is loaded by browser code: it imports only itself, the contract and app.config.ts',
  },
  {
    name: 'app.config.ts imports only the contract',
    from: /^app\.config\.ts$/,
    to: /.*/,
    allowed: /^app\/api\/contract\/[^/]+$/,
    reason:
      'app.config.ts is read by browser code, the Worker and the Durable Object alike: it holds constants over the contract',
  },
  {
    name: 'app code never imports routes (except the generated route tree)',
    from: /^app\/(?!routeTree\.gen\.ts$)/,
    to: /^routes\//,
    reason: 'routes/ sit on top of app/',
  },
  {
    name: 'admin-api and the Worker import nothing of each other',
    from: /^(worker|platform|durable-objects|app|routes)\//,
    to: /^admin-api\//,
    reason: 'the storefront talks to admin-api over HTTP only (the contract), like to any back end',
  },
]

/** What marks SQL in admin-api: a D1 statement (`prepare(`), a batch, the binding used directly, the query helper. */
const SQL = /\bprepare\(|\.batch\(|\benv\.DB\.|\bdb\(c\)/

/**
 * One owner for SQL in admin-api (issue 54.4): D1 statements live in admin-api/src/services/ alone.
 * A route module validates, calls services and shapes the answer; lib/ keeps HTTP, auth and
 * utilities and calls a service when it needs a row. Tests are left out.
 */
export function sqlOutsideServices(sources: Record<string, string>): string[] {
  return Object.entries(sources)
    .filter(
      ([file, text]) =>
        /^admin-api\/src\//.test(file) && !/^admin-api\/src\/services\//.test(file) && !isTest(file) && SQL.test(text),
    )
    .map(
      ([file, text]) =>
        `${file}:${text.split('\n').findIndex((l) => SQL.test(l)) + 1}: SQL outside admin-api/src/services; move it into a service`,
    )
}

/** admin-api/src/lib has no import cycle (static value imports; moduleCycles): HTTP, auth and utilities stand in layers. */
export const adminLibCycles = (graph: Graph): string[] => moduleCycles(graph, (f) => f.startsWith('admin-api/src/lib/'))

/**
 * Where the cart lives is chosen once (decision 0050): the setting `cart_settings.server_cart`,
 * and the old `serverCartState.enabled` flag that copied it, appear in code only in `allowed` (the
 * chooser, app/features/cart/backend-choice.ts, and the settings contract that defines it). Every
 * other module asks the active CartBackend. Comments and tests do not count.
 */
export function cartBackendChoiceOutside(sources: Record<string, string>, allowed: readonly string[]): string[] {
  const out: string[] = []
  for (const [file, text] of Object.entries(sources)) {
    if (isTest(file) || allowed.includes(file)) continue
    const tokens = tokenize(text)
    const hit = tokens.findIndex(
      (t, i) =>
        (t.type !== 'punct' && t.value === 'server_cart') ||
        (t.value === 'serverCartState' && tokens[i + 1]?.value === '.' && tokens[i + 2]?.value === 'enabled'),
    )
    if (hit >= 0)
      out.push(
        `${file}: reads ${tokens[hit]!.value === 'server_cart' ? 'cart_settings.server_cart' : 'serverCartState.enabled'} outside the cart backend chooser; ask the active CartBackend (decision 0050)`,
      )
  }
  return out
}

/**
 * Imports say where they go (issue 54.5): a relative path stays inside its top-level folder (app/,
 * routes/, worker/, platform/, durable-objects/, admin-api/) and climbs at most two folders; anything
 * further is a package.json alias (`#app/...`, `#platform/...`, `#contract/...`, `#config`,
 * `#locales/...`, `#admin-api/...`, `#durable-objects/...`, `#scripts/...`, `#docs/...`; `node
 * scripts/codemods/imports.mjs alias` rewrites them).
 */
export function wanderingImports(sources: Record<string, string>): string[] {
  const top = (path: string) => path.split('/')[0]
  const out: string[] = []
  for (const [file, text] of Object.entries(sources)) {
    if (file.endsWith('.gen.ts')) continue // generated by the router plugin, not written by hand
    // a root file (app.config.ts) belongs to no folder part: its relative imports name the folder they enter
    if (!file.includes('/')) continue
    for (const { specifier } of parseImports(text)) {
      if (!specifier.startsWith('.')) continue
      const target = posix.normalize(posix.join(posix.dirname(file), specifier))
      if (/^(\.\.\/){3}/.test(specifier)) out.push(`${file}: '${specifier}' climbs three folders or more; use an alias`)
      else if (top(target) !== top(file) || !target.includes('/'))
        out.push(`${file}: '${specifier}' leaves ${top(file)}/; use an alias`)
    }
  }
  return out
}

/** A call of React's `use` (not a method such as Hono's `app.use`). */
const USE_CALL = /(^|[^.\w$])use\(/
/** What makes a call on the same line conditional: an `if`, a ternary, `??`, `&&` or `||` before it. */
const CONDITION_BEFORE = /\bif\s*\(|\?\?|&&|\|\||\?(?!\.)/

/**
 * React's `use` is called on every render of the component, never behind a condition. React replays a
 * component whose promise settled from its first hook, and a replay that skips `use` runs the hooks
 * after it as updates of hooks never mounted: production error #467 (decision 0084). Wrap a value that
 * is already there in a settled promise (platform/shared/settled-thenable.ts) and call `use` anyway.
 * Checked per line, in app/, routes/ and platform/shared; tests are left out.
 */
export function conditionalUseCalls(sources: Record<string, string>): string[] {
  return Object.entries(sources)
    .filter(([file]) => /^(app|routes|platform\/shared)\//.test(file) && !isTest(file))
    .flatMap(([file, text]) =>
      text.split('\n').flatMap((line, i) => {
        const at = line.search(USE_CALL)
        if (at < 0 || line.trimStart().startsWith('//') || line.trimStart().startsWith('*')) return []
        return CONDITION_BEFORE.test(line.slice(0, at + 1))
          ? [
              `${file}:${i + 1}: use() behind a condition; call it on every render (a settled promise for a value already there)`,
            ]
          : []
      }),
    )
}

/** A top-level statement's start: `const x`, `function x`, with `export` or `async` before it. */
const TOP_LEVEL = /^(?:export )?(?:async )?(?:const|let|function) /m

/**
 * A GET server function carries its input in the address, and the Worker answers a 414 past
 * LIMITS.maxPathLength (2,048 characters): a GET's id list is capped at IDS_PER_GET (20 ids fit
 * whatever the ids; app/features/catalogue/batcher.ts), and a call that needs more ids at once is a
 * POST. Checked in *.functions.ts: an `idList(value, max)` with another max, in a GET server function
 * or in a helper a GET server function calls.
 */
export function idListsInGetAddresses(sources: Record<string, string>): string[] {
  const out: string[] = []
  for (const [file, text] of Object.entries(sources)) {
    if (!file.endsWith('.functions.ts') || isTest(file)) continue
    const starts = [...text.matchAll(new RegExp(TOP_LEVEL.source, 'gm'))].map((m) => m.index)
    const statements = starts.map((start, i) => text.slice(start, starts[i + 1]))
    const isGet = (s: string) => /createServerFn\(\{\s*method:\s*'GET'/.test(s)
    const gets = statements.filter(isGet)
    for (const statement of statements) {
      const name = /^(?:export )?(?:async )?(?:const|let|function) ([\w$]+)/.exec(statement)?.[1] ?? '?'
      const calledByGet = gets.some((g) => g !== statement && new RegExp(`[^\\w$.]${name}\\b`).test(g))
      if (!isGet(statement) && !calledByGet) continue
      for (const m of statement.matchAll(/\bidList\([^,]+,\s*([^)]+)\)/g))
        if (m[1]!.trim() !== 'IDS_PER_GET')
          out.push(
            `${file}: ${name} takes up to ${m[1]!.trim()} ids in a GET's address; cap it at IDS_PER_GET or make it a POST`,
          )
    }
  }
  return out
}
