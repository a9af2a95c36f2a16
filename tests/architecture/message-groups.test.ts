import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isLaterMessage } from '#app/i18n/lazy-keys.ts'
import ro from '#locales/ro.json'
import { graphFromDisk } from './import-graph'

/**
 * The later messages (decision 0087, app/i18n/lazy-keys.ts) are not in the browser until something
 * loads them. A component that shows one without `useLaterMessages` (or a loader's
 * `loadLaterMessages`) would show the message's id to a shopper who opened it first. This checks every
 * file that names a later message: a component file calls one of them itself; a plain module (a form's
 * checks, error texts) is only imported by files that do.
 */
const root = join(__dirname, '..', '..')
const graph = graphFromDisk(root, ['app', 'routes'])
const files = Object.keys(graph)
  .filter((path) => !/\.test\.tsx?$/.test(path))
  .map((path) => ({ path, code: readFileSync(join(root, path), 'utf8') }))
const ids = Object.keys(ro)

/** The later message ids a file names: as literals, or as the prefix of a template (`delivery.method.${m}`). */
function laterIdsIn(code: string): string[] {
  const named = new Set<string>()
  for (const m of code.matchAll(/['"`]([a-z][A-Za-z]*\.[\w.]+)['"`]/g)) if (isLaterMessage(m[1]!)) named.add(m[1]!)
  for (const m of code.matchAll(/`([a-z][A-Za-z]*\.[\w.]*\.)\$\{/g))
    for (const id of ids) if (id.startsWith(m[1]!) && isLaterMessage(id)) named.add(id)
  return [...named]
}

const loadsThem = (code: string) => /\b(useLaterMessages|loadLaterMessages)\(/.test(code)

/** Files whose code runs `path`'s (a type import runs nothing), from the project's module graph. */
function importersOf(path: string) {
  return files.filter((f) => graph[f.path]?.some((e) => e.to === path && e.kind !== 'type'))
}

/** Files that would show a later message unloaded: each with the ids it names, and through which import. */
function unguarded(): string[] {
  const found: string[] = []
  for (const file of files) {
    const named = laterIdsIn(file.code)
    if (named.length === 0 || loadsThem(file.code)) continue
    if (file.path.endsWith('.tsx')) {
      found.push(`${file.path}: ${named.join(', ')}`)
      continue
    }
    const seen = new Set<string>()
    const queue = [file.path]
    while (queue.length) {
      const next = queue.shift()!
      for (const importer of importersOf(next)) {
        if (seen.has(importer.path) || loadsThem(importer.code)) continue
        seen.add(importer.path)
        if (importer.path.endsWith('.tsx')) found.push(`${importer.path} (via ${file.path}): ${named.join(', ')}`)
        else queue.push(importer.path)
      }
    }
  }
  return found
}

describe('later messages (decision 0087)', () => {
  it('a file that shows one loads them first', () => {
    expect(unguarded()).toEqual([])
  })

  it('the check finds something to check (its patterns still match the code)', () => {
    const naming = files.filter((f) => laterIdsIn(f.code).length > 0)
    expect(naming.length).toBeGreaterThan(20)
    expect(naming.some((f) => f.path.endsWith('.ts'))).toBe(true)
    expect(laterIdsIn("t('delivery.title'); `delivery.method.${m}`")).toEqual(
      expect.arrayContaining(['delivery.title', 'delivery.method.pickup']),
    )
    expect(loadsThem('useLaterMessages(lang)')).toBe(true)
  })
})
