import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

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

/** Relative imports of a file, resolved to repository paths. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => relative(root, resolve(dirname(file), (m[1] ?? m[2])!)))
}

const rules: { name: string; from: string; forbidden: RegExp; except?: RegExp }[] = [
  { name: 'app code never imports routes', from: 'app', forbidden: /^routes\// },
  {
    name: 'the contract is self-contained (runs in the browser and in admin-api): the contract and app.config only',
    from: 'app/api/contract',
    forbidden: /^(?!app\/api\/contract\/)/,
    except: /^app\.config$/,
  },
  { name: 'admin-api uses only the contract and app.config from the storefront', from: 'admin-api', forbidden: /^(app|routes|worker|durable-objects)\//, except: /^app\/api\/contract\// },
  { name: 'the worker middleware does not import React features or the page frame', from: 'worker', forbidden: /^(app\/(features|layout|modals|toasts)|routes)\// },
]

describe('architecture boundaries', () => {
  it.each(rules)('$name', ({ from, forbidden, except }) => {
    const offenders = files(join(root, from))
      .filter((file) => !file.endsWith('routeTree.gen.ts'))
      .flatMap((file) =>
        imports(file)
          .filter((target) => forbidden.test(target) && !(except?.test(target) ?? false))
          .map((target) => `${relative(root, file)} -> ${target}`),
      )
    expect(offenders).toEqual([])
  })
})

/** True when a module, or a relative module it imports at run time (transitively), imports zod. */
function pullsZod(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  if (/^import [^'"]*from ['"]zod['"]/m.test(text)) return true
  return [...text.matchAll(/^(?:import|export) (?!type )[^'"]*from ['"](\.[^'"]+)['"]/gm)].some((m) => {
    const target = resolve(dirname(file), m[1]!)
    return [`${target}.ts`, `${target}.tsx`, target].some((f) => {
      try {
        return statSync(f).isFile() && pullsZod(f, seen)
      } catch {
        return false
      }
    })
  })
}

describe('client bundle hygiene', () => {
  // *.functions.ts modules are loaded by the browser too: zod (about 20 kB gzip) must stay on the
  // server. Validate server-function input with app/api/input.ts; import contract types with `import type`.
  // Plain contract helpers without zod (numbers.ts, delivery-price.ts, sellable.ts) may be imported.
  it('server-function modules do not import zod or runtime contract schemas', () => {
    const offenders = files(join(root, 'app'))
      .filter((file) => file.endsWith('.functions.ts'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8')
        if (/from ['"]zod['"]/.test(text)) return true
        // Server-only imports (*.server.ts) are stripped from the browser build; contract imports are not.
        return [...text.matchAll(/^import (?!type )[^'"]*from ['"]([./]*api\/contract\/[^'"]+)['"]/gm)].some((m) => pullsZod(`${resolve(dirname(file), m[1]!)}.ts`))
      })
      .map((file) => relative(root, file))
    expect(offenders).toEqual([])
  })

  it('the check sees a zod import through a contract module', () => {
    expect(pullsZod(join(root, 'app/api/contract/endpoints.ts'))).toBe(true)
    expect(pullsZod(join(root, 'app/api/contract/numbers.ts'))).toBe(false)
  })
})

/** Modules that import one of the given packages (static or dynamic import, or re-export). */
function importersOf(sources: { file: string; text: string }[], packages: RegExp): string[] {
  return sources
    .filter(({ text }) => [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].some((m) => packages.test((m[1] ?? m[2])!)))
    .map(({ file }) => file)
}

describe('i18n on react-intl (decision 0037)', () => {
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

  it('the check sees a planted import', () => {
    const planted = [
      { file: 'a.tsx', text: "import { parse } from '@formatjs/icu-messageformat-parser'\n" },
      { file: 'b.ts', text: "const m = import('intl-messageformat')" },
      { file: 'c.ts', text: "import { useIntl } from 'react-intl'\n" },
      { file: 'd.ts', text: "import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser'\n" },
    ]
    expect(importersOf(planted, BELOW_REACT_INTL)).toEqual(['a.tsx', 'b.ts', 'd.ts'])
  })
})
