import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { graphFromDisk } from './import-graph'
import {
  type Allowance,
  adminLibCycles,
  boundaryViolations,
  conditionalUseCalls,
  moduleCycles,
  REPO_BOUNDARIES,
  sqlOutsideServices,
  wanderingImports,
} from './rules'

const root = join(__dirname, '..', '..')

function files(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path)
      return /\.(ts|tsx|mjs)$/.test(name) ? [path] : []
    })
  } catch {
    return []
  }
}

/**
 * The boundaries between the repository's parts (REPO_BOUNDARIES in rules.ts, each table-tested with
 * a planted violation in rules.test.ts; docs/architecture.md) over the real tree.
 */
const graph = graphFromDisk(root, [
  'app',
  'routes',
  'worker',
  'platform',
  'durable-objects',
  'admin-api',
  'app.config.ts',
])
const ALLOW: Allowance[] = [
  {
    from: 'admin-api/test/check-backend.test.ts',
    to: /^scripts\/check-backend\//,
    reason: 'the back-end conformance checker (scripts/check-backend) is tested against the reference back end',
  },
  {
    from: 'admin-api/test/spec-shaped.test.ts',
    to: /^(scripts\/check-backend\/|platform\/backend\/(call|client|failures)\.ts$)/,
    reason:
      "the storefront's own client and the checker run against a spec-shaped proxy of the reference back end (issue 49.3)",
  },
  {
    from: 'admin-api/test/contract.test.ts',
    to: /^(scripts\/contract-doc\/generate\.ts|docs\/contract\.sent\.json)$/,
    reason: 'samples the reference back end\'s answers for docs/contract.md\'s "admin-api/ sends" column (issue 49.1)',
  },
]

describe('architecture boundaries', () => {
  it('the tree was read: every part is in the graph', () => {
    for (const part of [
      'app/',
      'routes/',
      'worker/',
      'platform/',
      'durable-objects/',
      'admin-api/src/routes/',
      'admin-api/src/services/',
      'app.config.ts',
    ]) {
      expect(Object.keys(graph).filter((f) => f.startsWith(part)).length, part).toBeGreaterThan(0)
    }
  })

  it.each(REPO_BOUNDARIES.map((rule) => [rule.name, rule] as const))('%s', (_, rule) => {
    expect(boundaryViolations(graph, rule, ALLOW)).toEqual([])
  })

  it('imports say where they go: no relative path leaves its part or climbs three folders (aliases instead)', () => {
    const sources = Object.fromEntries(Object.keys(graph).map((f) => [f, readFileSync(join(root, f), 'utf8')]))
    expect(Object.keys(sources).length).toBeGreaterThan(900)
    expect(wanderingImports(sources)).toEqual([])
  })

  it('no import cycle anywhere in the storefront (app, routes, platform, worker, durable-objects), lazy edges counted', () => {
    expect(moduleCycles(graph, (f) => /^(app|routes|platform|worker|durable-objects)\//.test(f))).toEqual([])
  })

  it('admin-api holds SQL in services alone (issue 54.4)', () => {
    const sources = Object.fromEntries(
      Object.keys(graph)
        .filter((f) => f.startsWith('admin-api/src/'))
        .map((f) => [f, readFileSync(join(root, f), 'utf8')]),
    )
    expect(sqlOutsideServices(sources)).toEqual([])
    // The check reads the services: that is where the SQL is.
    expect(
      Object.keys(sources).filter(
        (f) =>
          f.startsWith('admin-api/src/services/') &&
          sqlOutsideServices({ [f.replace('/services/', '/lib/')]: sources[f]! }).length > 0,
      ).length,
    ).toBeGreaterThan(0)
  })

  it("React's use() is called on every render, never behind a condition (error #467)", () => {
    const sources = Object.fromEntries(
      Object.keys(graph)
        .filter((f) => /^(app|routes|platform\/shared)\//.test(f))
        .map((f) => [f, readFileSync(join(root, f), 'utf8')]),
    )
    expect(conditionalUseCalls(sources)).toEqual([])
    // The check reads the modules that call it.
    expect(Object.values(sources).filter((text) => /(^|[^.\w$])use\(/m.test(text)).length).toBeGreaterThan(2)
  })

  it('admin-api/src/lib has no import cycle', () => {
    expect(adminLibCycles(graph)).toEqual([])
  })
})

/**
 * True when a module, or a module it imports at run time (static value imports, transitively), imports
 * zod. `browser`: as the browser build sees it - an import of a *.server module is stripped there (the
 * server functions' handlers are the only code that reaches one), so the walk does not follow it.
 */
function pullsZod(file: string, seen = new Set<string>(), browser = false): boolean {
  if (seen.has(file) || (browser && /\.server\.tsx?$/.test(file))) return false
  seen.add(file)
  // a value import of zod (`import type { z } from 'zod'` is erased)
  if (/^import (?!type\b)[^'"]*from ['"]zod['"]/m.test(readFileSync(join(root, file), 'utf8'))) return true
  return (graph[file] ?? []).some((e) => e.kind === 'static' && pullsZod(e.to, seen, browser))
}

describe('client bundle hygiene', () => {
  // *.functions.ts modules are loaded by the browser too: zod (about 20 kB gzip) must stay on the
  // server. Validate server-function input with app/api/input.ts; import contract types with `import type`.
  // Plain contract helpers without zod (numbers.ts, delivery-price.ts, sellable.ts) may be imported.
  it('server-function modules do not import zod or runtime contract schemas', () => {
    const functions = Object.keys(graph).filter((file) => file.endsWith('.functions.ts'))
    expect(functions.length).toBeGreaterThan(20)
    const offenders = functions.filter((file) => {
      if (/from ['"]zod['"]/.test(readFileSync(join(root, file), 'utf8'))) return true
      // Server-only imports (*.server.ts) are stripped from the browser build; any other import is not,
      // and zod may come through it at any depth (a helper that imports the contract).
      return graph[file]!.some((e) => e.kind === 'static' && pullsZod(e.to, new Set(), true))
    })
    expect(offenders).toEqual([])
  })

  it('the check sees a zod import through a contract module', () => {
    expect(pullsZod('app/api/contract/endpoints.ts')).toBe(true)
    expect(pullsZod('app/api/contract/numbers.ts')).toBe(false)
    // the server functions' input checks stay zod-free, whatever they import
    expect(pullsZod('app/api/input.ts')).toBe(false)
    // a module that imports zod's types only pulls nothing
    expect(pullsZod('app/features/advantages/rules.ts')).toBe(false)
    // the browser's walk stops at a server module; the server's does not
    expect(pullsZod('app/features/catalogue/products.functions.ts')).toBe(true)
    expect(pullsZod('app/features/catalogue/products.functions.ts', new Set(), true)).toBe(false)
  })
})

/** Modules that import one of the given packages (static or dynamic import, or re-export). */
function importersOf(sources: { file: string; text: string }[], packages: RegExp): string[] {
  return sources
    .filter(({ text }) =>
      [
        ...text.matchAll(
          /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
        ),
      ].some((m) => packages.test((m[1] ?? m[2])!)),
    )
    .map(({ file }) => file)
}

describe('i18n on react-intl (decision 0036)', () => {
  // Components format through react-intl (IntlProvider in app/i18n/LocaleProvider.tsx, useIntl,
  // FormattedMessage) and code outside React through @formatjs/intl (app/i18n/messages.ts). The ICU
  // parser and intl-messageformat are theirs: only the build's precompile step (app/i18n/precompile.ts)
  // and the i18n tests use them directly, so no message is parsed, or formatted past react-intl, at run time.
  const BELOW_REACT_INTL = /^(intl-messageformat|@formatjs\/icu-messageformat-parser)(\/|$)/
  const BUILD_AND_TESTS = /^app\/i18n\/(precompile\.ts|[^/]+\.test\.tsx?)$/
  it('app and route code use react-intl or @formatjs/intl, not the parser or intl-messageformat', () => {
    const sources = [...files(join(root, 'app')), ...files(join(root, 'routes'))]
      .filter((file) => !BUILD_AND_TESTS.test(relative(root, file)))
      .map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }))
    expect(importersOf(sources, BELOW_REACT_INTL)).toEqual([])
  })

  it("only tests and their helpers import the build's precompile step (the parser comes with it)", () => {
    const precompile = 'app/i18n/precompile.ts'
    const importers = Object.entries(graph)
      .filter(([, edges]) => edges.some((e) => e.to === precompile && e.kind !== 'type'))
      .map(([file]) => file)
    // a test, or a module only tests import (app/ui/form/render-test.tsx)
    const testOnly = (file: string, seen = new Set<string>()): boolean => {
      if (/\.test\.tsx?$/.test(file)) return true
      if (seen.has(file)) return true
      seen.add(file)
      const users = Object.entries(graph)
        .filter(([, edges]) => edges.some((e) => e.to === file))
        .map(([f]) => f)
      return users.length > 0 && users.every((f) => testOnly(f, seen))
    }
    expect(importers.length).toBeGreaterThan(0)
    expect(importers.filter((file) => !testOnly(file))).toEqual([])
  })

  it('the check sees a planted import', () => {
    const planted = [
      { file: 'a.tsx', text: "import { parse } from '@formatjs/icu-messageformat-parser'\n" },
      { file: 'b.ts', text: "const m = import('intl-messageformat')" },
      { file: 'c.ts', text: "import { useIntl } from 'react-intl'\n" },
      {
        file: 'd.ts',
        text: "import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser'\n",
      },
    ]
    expect(importersOf(planted, BELOW_REACT_INTL)).toEqual(['a.tsx', 'b.ts', 'd.ts'])
  })
})

describe('the framework seam (issue 30.3)', () => {
  // Code that reaches into TanStack's internals (private fields, dist paths, internal symbols) lives
  // in platform/framework, each module with the upstream version it works around and a test that fails
  // when upstream changes. A marker found elsewhere is a patch outside the seam.
  const INTERNALS = [
    /tanstack-start:event-storage/,
    /\._scroll\b/,
    /dist\/esm\//,
    /router\.options\.hydrate\b/,
    /createClientRpc/,
    /react-dom\/server\.node/,
  ]
  const sources = [
    ...files(join(root, 'app')),
    ...files(join(root, 'routes')),
    ...files(join(root, 'worker')),
    ...files(join(root, 'platform')),
    ...files(join(root, 'durable-objects')),
    join(root, 'vite.config.ts'),
  ]
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }))

  it('only platform/framework touches the internals', () => {
    const outside = sources
      .filter(({ file, text }) => !file.startsWith('platform/framework/') && INTERNALS.some((re) => re.test(text)))
      .map(({ file }) => file)
    expect(outside).toEqual([])
  })

  it('each patch names the upstream version it was written against, and it is the installed one', () => {
    // An upgrade fails here until someone re-reads the patch against the new version (and its test passes).
    const patches = sources.filter(({ file }) => file.startsWith('platform/framework/'))
    expect(patches.length).toBe(7)
    for (const { file, text } of patches) {
      // One line per package the patch rewrites.
      const lines = [
        ...text.matchAll(/Upstream: (@?[\w./-]+)@(\d[\w.-]*) · issue: (https:\/\/github\.com\/\S+|none found.*)$/gm),
      ]
      expect(
        lines.length,
        `${file}: an 'Upstream: <package>@<version> · issue: <link | none found>' line`,
      ).toBeGreaterThan(0)
      for (const m of lines) {
        const installed = JSON.parse(readFileSync(join(root, 'node_modules', m[1]!, 'package.json'), 'utf8')).version
        expect(`${file}: ${m[1]}@${m[2]}`).toBe(`${file}: ${m[1]}@${installed}`)
      }
    }
  })

  // Session 58's audit: the markers above are hand-picked, so a new reach into a package's internals by
  // another path went unseen. A package says what is public in its `exports`: importing a subpath it
  // does not export is reaching into its internals, and only platform/framework may. A package without
  // `exports` publishes its files as they lie; there a script under a build folder (dist/, esm/, lib/,
  // cjs/, build/) is internal too, while a stylesheet is the package's published asset (leaflet's css).
  const specifiers = (text: string) =>
    [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)'([^'.#/][^']*)'/g)].map((m) => m[1]!)
  const internalImport = (spec: string): boolean => {
    const parts = spec.split('/')
    const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
    const sub = parts.slice(spec.startsWith('@') ? 2 : 1).join('/')
    if (!sub || name.includes(':')) return false
    let manifest: { exports?: unknown }
    try {
      manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'))
    } catch {
      return false
    }
    const exported = manifest.exports
    if (exported && typeof exported === 'object' && !Array.isArray(exported)) {
      const keys = Object.keys(exported).filter((k) => k.startsWith('.'))
      if (keys.length === 0) return false
      return !keys.some((key) => {
        const want = `./${sub}`
        if (!key.includes('*')) return key === want
        const [head, tail] = key.split('*') as [string, string]
        return want.startsWith(head) && want.endsWith(tail)
      })
    }
    return /(^|\/)(dist|esm|lib|cjs|build)\//.test(sub) && !/\.css$/.test(sub)
  }

  it("only platform/framework imports what a package does not publish (its exports, else a build folder's scripts)", () => {
    const outside = sources
      .filter(({ file }) => !file.startsWith('platform/framework/'))
      .flatMap(({ file, text }) =>
        specifiers(text)
          .filter(internalImport)
          .map((spec) => `${file}: ${spec}`),
      )
    expect(outside).toEqual([])
  })

  it('the published-paths rule tells a package internal from its exports (planted)', () => {
    expect(
      [
        'react-dom/client',
        'zod/mini',
        'hono/cookie',
        '@tanstack/react-start/server',
        'leaflet/dist/leaflet.css',
      ].filter(internalImport),
    ).toEqual([])
    expect(
      [
        'react-dom/cjs/react-dom-client.production.js',
        '@tanstack/router-core/dist/esm/router.js',
        'leaflet/dist/leaflet-src.js',
        'hono/dist/hono-base.js',
      ].filter(internalImport),
    ).toEqual([
      'react-dom/cjs/react-dom-client.production.js',
      '@tanstack/router-core/dist/esm/router.js',
      'leaflet/dist/leaflet-src.js',
      'hono/dist/hono-base.js',
    ])
  })

  it('the check finds the seams it guards', () => {
    const inside = sources
      .filter(({ file, text }) => file.startsWith('platform/framework/') && INTERNALS.some((re) => re.test(text)))
      .map(({ file }) => file)
    expect(inside.sort()).toEqual([
      'platform/framework/before-hydration.ts',
      'platform/framework/fresh-hydration.ts',
      'platform/framework/hydration-scroll.ts',
      'platform/framework/react-server-renderer.ts',
      'platform/framework/server-fn-fetcher.ts',
      'platform/framework/start-event-release.ts',
    ])
  })
})
