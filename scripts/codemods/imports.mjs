#!/usr/bin/env node
/**
 * Import codemods over the repository's sources (issue 54). Two commands:
 *
 *   node scripts/codemods/imports.mjs move <plan.json>   moves files (git mv) and rewrites every
 *     relative path that names one of them - imports, export-froms, import(), vi.mock(), new URL() -
 *     in every source file, and the moved files' own relative paths. plan.json: [[from, to], ...].
 *   node scripts/codemods/imports.mjs alias              rewrites relative specifiers that leave
 *     their top-level folder into the package.json `imports` aliases (#app/*, #platform/*, ...),
 *     with the file's extension (TypeScript and Vite resolve subpath imports only with one).
 *
 * A string literal is rewritten only when it resolves to a file that exists, so text that merely
 * looks like a path is left alone. Prints what it changed; run `npx biome check --write .` after.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'

const root = join(dirname(new URL(import.meta.url).pathname), '..', '..')
const SKIP = new Set(['node_modules', 'dist', '.wrangler', '.tanstack', 'test-results', 'playwright-report', '.git'])
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx', '.json', '.css']

function walk(dir) {
  return readdirSync(join(root, dir)).flatMap((name) => {
    if (SKIP.has(name)) return []
    const rel = dir ? `${dir}/${name}` : name
    if (statSync(join(root, rel)).isDirectory()) return walk(rel)
    return [rel]
  })
}

const allFiles = walk('')
const sources = allFiles.filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts') && f !== 'app/routeTree.gen.ts')
const known = new Set(allFiles)
const exists = (p) => known.has(p)

/** The file a relative specifier names from `file`, and how it was written (bare, with extension, a folder's index). */
function resolve(file, spec) {
  const clean = spec.replace(/[?#].*$/, '')
  const base = posix.normalize(posix.join(posix.dirname(file), clean))
  if (exists(base)) return { target: base, style: 'exact' }
  for (const e of EXTENSIONS) if (exists(base + e)) return { target: base + e, style: 'bare' }
  for (const e of EXTENSIONS) if (exists(`${base}/index${e}`)) return { target: `${base}/index${e}`, style: 'folder' }
  return null
}

function relativeSpec(fromFile, target, style) {
  let out = posix.relative(posix.dirname(fromFile), target)
  if (style === 'bare') out = out.replace(/\.(ts|tsx|mts|mjs|js|jsx)$/, '')
  if (style === 'folder') out = posix.dirname(out) === '.' ? '.' : posix.dirname(out)
  if (!out.startsWith('.')) out = `./${out}`
  return out
}

/** An import's specifier follows one of these: `from`, `import`, `import(`, `vi.mock(`, `vi.doMock(`, `importActual(`. */
const IMPORT_BEFORE = /(\bfrom\s*|\bimport\s*\(?\s*|\b(mock|doMock|importActual)\s*(<[^>]*>)?\(\s*)$/

/**
 * Rewrites every quoted relative path in `text` with `rewrite(spec) -> newSpec | null`; with
 * `importsOnly`, only import specifiers (a path in `new URL(...)` or `readFileSync` stays a path).
 */
function rewriteStrings(text, rewrite, importsOnly = false) {
  return text.replace(/(['"])(\.{1,2}\/[^'"\n]*)\1/g, (whole, quote, spec, offset) => {
    if (importsOnly && !IMPORT_BEFORE.test(text.slice(Math.max(0, offset - 40), offset))) return whole
    const next = rewrite(spec)
    return next && next !== spec ? `${quote}${next}${quote}` : whole
  })
}

function move(planFile) {
  const plan = JSON.parse(readFileSync(planFile, 'utf8'))
  const map = new Map(plan)
  for (const [from] of plan) if (!exists(from)) throw new Error(`not in the repository: ${from}`)
  const moved = (f) => map.get(f) ?? f
  let changed = 0
  for (const file of sources) {
    const text = readFileSync(join(root, file), 'utf8')
    const next = rewriteStrings(text, (spec) => {
      const hit = resolve(file, spec)
      if (!hit) return null
      if (!map.has(file) && !map.has(hit.target)) return null
      return relativeSpec(moved(file), moved(hit.target), hit.style)
    })
    if (next !== text) {
      writeFileSync(join(root, file), next)
      changed++
    }
  }
  for (const [from, to] of plan) {
    mkdirSync(dirname(join(root, to)), { recursive: true })
    execFileSync('git', ['mv', from, to], { cwd: root })
  }
  console.log(`moved ${plan.length} files, rewrote paths in ${changed} files`)
}

/**
 * The package.json `imports` aliases as [alias, repository path], most specific first:
 * wildcards as folder prefixes ('#contract/', 'app/api/contract/'), exact ones as files ('#config', 'app.config.ts').
 */
function aliases() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  return Object.entries(pkg.imports ?? {})
    .filter(([, v]) => typeof v === 'string')
    .map(([k, v]) => (k.endsWith('/*') ? [k.slice(0, -1), posix.normalize(v.slice(0, -1))] : [k, posix.normalize(v)]))
    .sort((a, b) => b[1].length - a[1].length)
}

/**
 * An import says where it goes: a relative path that leaves its top-level folder (app/, routes/,
 * worker/, platform/...) or climbs two folders or more becomes an alias, with the file's extension
 * (TypeScript and Vite resolve subpath imports only with one). Short paths inside a folder stay.
 * TypeScript sources only: .mjs scripts keep their relative imports.
 */
function alias() {
  const table = aliases()
  const topOf = (f) => (f.includes('/') ? f.split('/')[0] : f)
  let changed = 0
  let specs = 0
  for (const file of sources.filter((f) => /\.tsx?$/.test(f))) {
    const text = readFileSync(join(root, file), 'utf8')
    const next = rewriteStrings(
      text,
      (spec) => {
        if (!spec.startsWith('../')) return null
        const hit = resolve(file, spec)
        if (!hit) return null
        if (topOf(hit.target) === topOf(file) && !spec.startsWith('../../')) return null
        const entry = table.find(([key, path]) =>
          key.endsWith('/') ? hit.target.startsWith(path) : hit.target === path,
        )
        if (!entry) return null
        specs++
        const query = /[?#].*$/.exec(spec)?.[0] ?? '' // Vite's `?url`, `?raw`
        return `${entry[0].endsWith('/') ? `${entry[0]}${hit.target.slice(entry[1].length)}` : entry[0]}${query}`
      },
      true,
    )
    if (next !== text) {
      writeFileSync(join(root, file), next)
      changed++
    }
  }
  console.log(`rewrote ${specs} specifiers in ${changed} files`)
}

const [command, arg] = process.argv.slice(2)
if (command === 'move') move(arg)
else if (command === 'alias') alias()
else {
  console.error('usage: imports.mjs move <plan.json> | alias')
  process.exit(2)
}
