import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type MessageGroup, messageGroup } from '#app/i18n/lazy-keys.ts'
import { pathMessageGroups } from '#app/i18n/lazy-messages.ts'
import ro from '#locales/ro.json'
import { graphFromDisk } from './import-graph'

/**
 * The lazy, later and aside messages (decisions 0018, 0087, 0103, app/i18n/lazy-keys.ts) are not in
 * the browser until something loads their group. A component that shows one without its group's hook
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

type Checked = Exclude<MessageGroup, 'core'>
const LOADS: Record<Checked, RegExp> = {
  lazy: /\b(useLazyMessages|loadLazyMessages)\(/,
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

/**
 * A route file whose pages load `group` before they render (pathMessageGroups: the language layout's
 * loader and, in the browser, the wait before hydration): `routes/$lang/cabinet.tsx` is /ro/cabinet.
 */
function routeLoads(path: string, group: Checked): boolean {
  const section = /^routes\/\$lang\/([^/.]+)/.exec(path)?.[1]
  return section !== undefined && pathMessageGroups(`/ro/${section}`).includes(group)
}

/**
 * The lazy group's messages show on pages of their own (the cabinet, the sign-in flows, the adverts
 * area, the meal plan), whose route loads the group before rendering: a file that names one is safe
 * when it loads the group itself, or when every file that uses it is - up to the routes of those pages.
 * A feature's barrel (`index.ts`) passes on only the names taken through it: the cart page importing
 * the account feature's `requireCabinet` does not render its OrdersPage. A file no route reaches (a
 * modal's own import) counts as unguarded.
 */
function unguardedLazy(): string[] {
  const codeOf = new Map(files.map((f) => [f.path, f.code]))
  const verdict = new Map<string, boolean>()
  /** `names`: the names of `path` that matter (undefined: all of them). */
  const guarded = (path: string, names: readonly string[] | undefined): boolean => {
    const key = `${path} ${names?.join(',') ?? '*'}`
    const known = verdict.get(key)
    if (known !== undefined) return known
    verdict.set(key, true) // an import cycle neither proves nor disproves: its other paths decide
    const users = files.flatMap((f) =>
      (graph[f.path] ?? [])
        .filter((e) => e.to === path && e.kind !== 'type')
        .filter((e) => !names || !e.names || e.names.some((n) => names.includes(n)))
        .map((e) => ({ path: f.path, names: f.path.endsWith('/index.ts') ? (e.names ?? names) : undefined })),
    )
    const ok =
      loadsThem(codeOf.get(path) ?? '', 'lazy') ||
      routeLoads(path, 'lazy') ||
      (users.length > 0 && users.every((u) => guarded(u.path, u.names)))
    verdict.set(key, ok)
    return ok
  }
  return files.flatMap((file) => {
    const named = idsIn(file.code, 'lazy')
    return named.length === 0 || guarded(file.path, undefined) ? [] : [`${file.path}: ${named.join(', ')}`]
  })
}

/** Files that would show a message of `group` unloaded: each with the ids it names, and through which import. */
function unguarded(group: Checked): string[] {
  if (group === 'lazy') return unguardedLazy()
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

describe('lazy, later and aside messages (decisions 0018, 0087, 0103)', () => {
  it.each(GROUPS)('%s: a file that shows one loads its group first', (group) => {
    expect(unguarded(group)).toEqual([])
  })

  it('the check finds something to check (its patterns still match the code)', () => {
    const naming = (group: Checked) => files.filter((f) => idsIn(f.code, group).length > 0)
    expect(naming('later').length).toBeGreaterThan(20)
    expect(naming('later').some((f) => f.path.endsWith('.ts'))).toBe(true)
    expect(naming('aside').length).toBeGreaterThan(5)
    expect(naming('lazy').length).toBeGreaterThan(30)
    expect(routeLoads('routes/$lang/cabinet/orders.tsx', 'lazy')).toBe(true)
    expect(routeLoads('routes/$lang/product/$slug.tsx', 'lazy')).toBe(false)
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
