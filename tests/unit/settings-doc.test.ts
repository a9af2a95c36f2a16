import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { footerSettingsSchema, globalSettingsSchema } from '#contract/settings.ts'

/**
 * docs/settings.md stays true: every field the settings schemas read is listed, every file it names
 * exists, every test title it quotes is in the test file named before it, and a field it says has
 * "no test" (or "none") has no test titled with its name.
 */
const root = join(import.meta.dirname, '../..')
const doc = readFileSync(join(root, 'docs/settings.md'), 'utf8')

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> }
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The object shape under .catch / .default / .prefault / .optional / .nullable / pipes, or null. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema)
  if (def.type === 'object') return def.shape ?? null
  const inner = def.innerType ?? def.in
  return inner ? shapeOf(inner) : null
}

/** `key` for a plain field, `key.sub` for each field of an object field. */
function fieldPaths(schema: z.ZodType): string[] {
  return Object.entries(shapeOf(schema) ?? {}).flatMap(([key, field]) => {
    const nested = shapeOf(field)
    return nested ? Object.keys(nested).map((sub) => `${key}.${sub}`) : [key]
  })
}

describe('docs/settings.md', () => {
  it.each([...fieldPaths(globalSettingsSchema), ...fieldPaths(footerSettingsSchema)])('lists %s', (path) => {
    expect(doc).toMatch(new RegExp(`\`${path.replace(/\./g, '\\.')}(\`|\\[|\\.)`))
  })

  it('names only files that exist', () => {
    const paths = [
      ...doc.matchAll(/`((?:app|worker|routes|tests|admin-api|scripts|docs)\/[^`\s]+\.(?:ts|tsx|css|md))`/g),
    ].map((m) => m[1]!)
    expect(paths.length).toBeGreaterThan(50)
    expect(paths.filter((p) => !existsSync(join(root, p)))).toEqual([])
  })

  it('quotes only test titles that are in the test file named before them', () => {
    const missing: string[] = []
    let checked = 0
    for (const line of doc.split('\n').filter((l) => l.startsWith('|'))) {
      const cell = line.split('|').at(-2) ?? ''
      let file: string | null = null
      for (const [, path, title] of cell.matchAll(/`([^`]+\.(?:test|spec)\.tsx?)`|"([^"]+)"/g)) {
        if (path) file = path
        else if (file && title) {
          const source = readFileSync(join(root, file), 'utf8')
          for (const part of title.split('...').map((s) => s.trim())) {
            if (part && !source.includes(part)) missing.push(`${file}: ${part}`)
          }
          checked += 1
        }
      }
    }
    expect(checked).toBeGreaterThan(50)
    expect(missing).toEqual([])
  })

  it('says "no test" only for fields no test is titled with', () => {
    const testFiles = ['app', 'worker', 'platform', 'tests', 'admin-api/test'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(test|spec)\.tsx?$/.test(f) && !f.includes('node_modules'))
        .map((f) => join(root, dir, f)),
    )
    /** Every describe / it / test title of the suite. */
    const titles = testFiles.flatMap((f) =>
      [
        ...readFileSync(f, 'utf8').matchAll(
          /\b(?:describe|it|test)(?:\.each\([^)]*\))?(?:\.\w+)?\(\s*(['"`])(.*?)\1/gs,
        ),
      ].map((m) => m[2]!),
    )
    const stale: string[] = []
    // Every field's row is read (since session 70 no row says "none": the last, `credits`, got its tests).
    const rows = doc.split('\n').filter((l) => l.startsWith('| `'))
    expect(rows.length).toBeGreaterThan(50)
    for (const line of rows) {
      const cells = line.split('|').map((c) => c.trim())
      const test = cells.at(-2) ?? ''
      if (!/^(no test|none)\b/.test(test)) continue
      const field = /`([^`]+)`/.exec(cells[1] ?? '')?.[1] ?? ''
      // The field as the doc writes it, or its last name when that is an identifier no prose uses (`mobileBarUiType`, `main_email`).
      const last = field.split('.').at(-1) ?? ''
      const names = [field, ...(/[_A-Z]/.test(last) && last !== field ? [last] : [])]
      const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const titled = titles.filter((t) => names.some((n) => new RegExp(`(^|[^\\w/])${literal(n)}([^\\w/]|$)`).test(t)))
      if (field && titled.length) stale.push(`${field}: ${titled.slice(0, 2).join(' / ')}`)
    }
    expect(stale).toEqual([])
  })
})
