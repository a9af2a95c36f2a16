import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * docs/architecture.md names files and folders in backticks; a newcomer follows them, so each must
 * exist. A bare name (`wire.ts`) is read where the text puts it: beside the last few paths named before
 * it (`app/api/contract/` ... `wire.ts`), or under admin-api/ in the part about admin-api. Patterns
 * (`<name>`, `*`, `NNNN`) and routes (`/api/cart`) are not paths.
 */
function missingPaths(text: string, exists: (path: string) => boolean, isDir: (path: string) => boolean): string[] {
  const recent: string[] = []
  const missing: string[] = []
  for (const [, token] of text.matchAll(/`([^`\s]+)`/g)) {
    if (!token || token.startsWith('/') || token.startsWith('.') || /[<>*{}]|NNNN|\.\.\.|:\/\//.test(token)) continue
    if (!token.includes('/') && !/\.(ts|tsx|mjs|md|json|css)$/.test(token)) continue
    const candidates = [token, `admin-api/${token}`, ...recent.map((d) => `${d}/${token}`)]
    const found = candidates.find((c) => exists(c.replace(/\/$/, '')))
    if (!found) {
      missing.push(token)
      continue
    }
    const clean = found.replace(/\/$/, '')
    const dir = isDir(clean) ? clean : dirname(clean)
    recent.splice(recent.indexOf(dir) >= 0 ? recent.indexOf(dir) : recent.length, 1)
    recent.unshift(dir)
    recent.length = Math.min(recent.length, 4)
  }
  return [...new Set(missing)]
}

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const text = readFileSync('docs/architecture.md', 'utf8')
    expect(missingPaths(text, existsSync, (p) => statSync(p).isDirectory())).toEqual([])
  })

  it('reports a path that is not there, and reads a bare name beside the paths named before it', () => {
    const tree = new Set(['app', 'app/api', 'app/api/wire.ts', 'worker', 'worker/index.ts'])
    const exists = (p: string) => tree.has(p)
    const isDir = (p: string) => !p.includes('.')
    expect(missingPaths('`app/api/` has `wire.ts`; `worker/index.ts`', exists, isDir)).toEqual([])
    // wire.ts is read beside worker/, the path named just before it, where it is not.
    expect(
      missingPaths('`app/api/gone.ts` and `worker/` with `wire.ts`, `app/<name>/` and `/api/cart`', exists, isDir),
    ).toEqual(['app/api/gone.ts', 'wire.ts'])
  })
})
