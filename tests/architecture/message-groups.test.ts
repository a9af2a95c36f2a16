import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type MessageGroup, messageGroup } from '#app/i18n/lazy-keys.ts'
import ro from '#locales/ro.json'
import { graphFromDisk } from './import-graph'

/**
 * The later and aside messages (decisions 0087, 0103, app/i18n/lazy-keys.ts) are not in the browser
 * until something loads their group. A component that shows one without its group's hook
 * (`useLaterMessages`, `useAsideMessages`, or a loader's `loadLaterMessages`, `loadAsideMessages`)
 * would show the message's id to a shopper who opened it first. This checks, group by group, every
 * file that names one of its messages: a component file calls the group's hook or loader itself; a
 * plain module (a form's checks, error texts) is only imported by files that do. Another group's hook
 * does not count: the cart page loads the later group, never the aside one.
 */
const root = join(__dirname, '..', '..')
const graph = graphFromDisk(root, ['app', 'routes'])
const files = Object.keys(graph)
  .filter((path) => !/\.test\.tsx?$/.test(path))
  .map((path) => ({ path, code: readFileSync(join(root, path), 'utf8') }))
const ids = Object.keys(ro)

type Checked = Exclude<MessageGroup, 'core' | 'lazy'>
const LOADS: Record<Checked, RegExp> = {
  later: /\b(useLaterMessages|loadLaterMessages)\(/,
  aside: /\b(useAsideMessages|loadAsideMessages)\(/,
}
const GROUPS = Object.keys(LOADS) as Checked[]

/** The ids of `group` a file names: as literals, or as the prefix of a template (`delivery.method.${m}`). */
function idsIn(code: string, group: Checked): string[] {
  const named = new Set<string>()
  for (const m of code.matchAll(/['"`]([a-z][A-Za-z]*\.[\w.]+)['"`]/g))
    if (messageGroup(m[1]!) === group) named.add(m[1]!)
  for (const m of code.matchAll(/`([a-z][A-Za-z]*\.[\w.]*\.)\$\{/g))
    for (const id of ids) if (id.startsWith(m[1]!) && messageGroup(id) === group) named.add(id)
  return [...named]
}

const loadsThem = (code: string, group: Checked) => LOADS[group].test(code)

/** Files whose code runs `path`'s (a type import runs nothing), from the project's module graph. */
function importersOf(path: string) {
  return files.filter((f) => graph[f.path]?.some((e) => e.to === path && e.kind !== 'type'))
}

/** Files that would show a message of `group` unloaded: each with the ids it names, and through which import. */
function unguarded(group: Checked): string[] {
  const found: string[] = []
  for (const file of files) {
    const named = idsIn(file.code, group)
    if (named.length === 0 || loadsThem(file.code, group)) continue
    if (file.path.endsWith('.tsx')) {
      found.push(`${file.path}: ${named.join(', ')}`)
      continue
    }
    const seen = new Set<string>()
    const queue = [file.path]
    while (queue.length) {
      const next = queue.shift()!
      for (const importer of importersOf(next)) {
        if (seen.has(importer.path) || loadsThem(importer.code, group)) continue
        seen.add(importer.path)
        if (importer.path.endsWith('.tsx')) found.push(`${importer.path} (via ${file.path}): ${named.join(', ')}`)
        else queue.push(importer.path)
      }
    }
  }
  return found
}

describe('later and aside messages (decisions 0087, 0103)', () => {
  it.each(GROUPS)('%s: a file that shows one loads its group first', (group) => {
    expect(unguarded(group)).toEqual([])
  })

  it('the check finds something to check (its patterns still match the code)', () => {
    const naming = (group: Checked) => files.filter((f) => idsIn(f.code, group).length > 0)
    expect(naming('later').length).toBeGreaterThan(20)
    expect(naming('later').some((f) => f.path.endsWith('.ts'))).toBe(true)
    expect(naming('aside').length).toBeGreaterThan(5)
    expect(idsIn("t('delivery.title'); `delivery.method.${m}`", 'later')).toEqual(
      expect.arrayContaining(['delivery.title', 'delivery.method.pickup']),
    )
    expect(idsIn("t('compare.brand'); `orderCheckout.status.${s}`", 'aside')).toEqual(
      expect.arrayContaining(['compare.brand', 'orderCheckout.status.paid']),
    )
    // a group's own hook, not the other's
    expect(idsIn("t('compare.brand')", 'later')).toEqual([])
    expect(loadsThem('useLaterMessages(lang)', 'later')).toBe(true)
    expect(loadsThem('useLaterMessages(lang)', 'aside')).toBe(false)
    expect(loadsThem('useAsideMessages()', 'aside')).toBe(true)
  })
})
