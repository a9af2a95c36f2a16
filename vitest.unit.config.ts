import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { IN_CORE_CHUNK } from './app/i18n/lazy-keys.ts'

const INCLUDE = [
  'app/**/*.test.{ts,tsx}',
  'worker/**/*.test.ts',
  'platform/**/*.test.ts',
  'tests/architecture/**/*.test.ts',
  'tests/unit/**/*.test.{ts,tsx}',
]

/**
 * Test files that replace modules or globals (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`):
 * they run in the `unit-isolated` project, a fresh module graph per file, so a mock never leaks into
 * another file. Found by reading the files, so a new one is placed without a list to keep.
 */
export const ISOLATED_UNIT_FILES: string[] = (() => {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(path, 'utf8'))
      )
        found.push(path)
    }
  }
  for (const dir of ['app', 'worker', 'platform', 'tests/architecture', 'tests/unit']) walk(dir)
  return found.sort()
})()

/**
 * A language's lazy, later and aside messages (`locales/xx.json?lazy`, `?later`, `?aside`, app/i18n/lazy-messages.ts) load
 * in tests as the whole catalogue, compiled as the build ships it: the build's splitting plugin (app/i18n/precompile.ts) would also rewrite the plain
 * imports tests read texts from. Vite's JSON plugin skips ids with a query. The core chunk (`?core`,
 * app/i18n/messages.ts) is the plain file with the group loaders the build's carries.
 */
export const lazyLocaleJson = {
  name: 'lazy-locale-json',
  transform(code: string, id: string) {
    const query = /[\\/]locales[\\/]([a-z]{2})\.json\?(?:.*&)?(core|lazy|later|aside)$/.exec(id)
    if (!query) return null
    // the core chunk as the plain file (its strings), with the loaders the build's carries (IN_CORE_CHUNK)
    if (query[2] === 'core')
      return {
        code: `export default ${code}\n${IN_CORE_CHUNK.map((g) => `export const ${g} = () => import('./${query[1]}.json?${g}')`).join('\n')}`,
        map: null,
      }
    return {
      code: `import { compactMessages } from '#app/i18n/precompile.ts'\nexport default compactMessages(${code})`,
      map: null,
    }
  },
}

export const unitTestBase = {
  maxWorkers: 2,
  // Node by default: a DOM for every file cost half the project's time; a test that needs one says
  // so in its first line (`// @vitest-environment happy-dom`).
  environment: 'node',
  include: INCLUDE,
  // CI runs these beside the worker suite and the build on two cores: vitest's 5 s default leaves a
  // test that waits 5 s for a render (vi.waitFor) no room. A hung test still fails, at 15 s.
  testTimeout: 15_000,
} as const

/**
 * Pure rules and components, beside their code as *.test.ts(x); architecture rules in tests/architecture.
 * One worker serves many files (`isolate: false`): a fresh one per file cost ~0.5 s of start-up each,
 * 160 times (decision 0054). Files that mock modules or globals run isolated (vitest.unit-isolated.config.ts).
 */
export default defineConfig({
  plugins: [react(), lazyLocaleJson],
  test: { ...unitTestBase, name: 'unit', isolate: false, exclude: [...ISOLATED_UNIT_FILES, 'node_modules/**'] },
})
