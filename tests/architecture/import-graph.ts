import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix, relative } from 'node:path'

/**
 * The module graph the architecture rules read: repository-relative file -> the files it imports.
 * A small scanner rather than a compiler: it skips comments, strings, template literals and regex
 * literals, and recognises the three kinds of import that matter here.
 *
 * - `static`: `import ... from`, `import 'x'`, `export ... from` (a value import: it runs the module)
 * - `type`: `import type`, `export type ... from`, `import { type A, type B } from` (erased by the compiler)
 * - `dynamic`: `import('x')` with a string literal (a lazy chunk)
 *
 * Relative specifiers and the package.json `imports` aliases (`#app/...`, `#platform/...`,
 * `#contract/...`, `#config`) are followed; packages are left out.
 */

export type ImportKind = 'static' | 'type' | 'dynamic'
export interface ImportRef {
  specifier: string
  kind: ImportKind
  /**
   * The names an import takes (`import { a as x }` -> a, a default import -> default) or a re-export
   * gives (`export { a as b } from` -> b); absent when it takes everything (`* as`, `export *`, `import()`).
   */
  names?: string[]
}
export interface Edge {
  to: string
  kind: ImportKind
  names?: string[]
}
/** file -> its imports of other repository files (paths relative to the root, with `/`). */
export type Graph = Record<string, Edge[]>

type Token = { type: 'word' | 'string' | 'punct'; value: string }

const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
])

/** Words, strings (their value) and punctuation of a TypeScript/JSX source; comments, templates and regexes dropped. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  // Template literals nest: `a ${ `b ${c}` }`. Each entry is the brace depth at which a `${` opened.
  const templates: number[] = []
  let depth = 0
  let i = 0
  const n = source.length
  const prev = () => tokens[tokens.length - 1]
  const regexAllowed = () => {
    const p = prev()
    if (!p) return true
    if (p.type === 'string') return false
    if (p.type === 'word') return REGEX_AFTER_WORD.has(p.value)
    return p.value !== ')' && p.value !== ']'
  }
  /** Skips a template literal's text from i (just after a backtick or a closing `}`); stops after the closing backtick or at `${`. */
  const templateText = () => {
    while (i < n) {
      const c = source[i]!
      if (c === '\\') {
        i += 2
        continue
      }
      if (c === '`') {
        i++
        return
      }
      if (c === '$' && source[i + 1] === '{') {
        i += 2
        templates.push(depth)
        depth++
        return
      }
      i++
    }
  }
  while (i < n) {
    const c = source[i]!
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++
      continue
    }
    if (c === '/' && source[i + 1] === '/') {
      while (i < n && source[i] !== '\n') i++
      continue
    }
    if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2)
      i = end < 0 ? n : end + 2
      continue
    }
    if (c === "'" || c === '"') {
      // A string ends at its quote; an unescaped line break ends it too (JSX text like "don't" stays one line's damage).
      let value = ''
      i++
      while (i < n && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\') {
          value += source[i + 1] ?? ''
          i += 2
          continue
        }
        value += source[i]
        i++
      }
      i++
      tokens.push({ type: 'string', value })
      continue
    }
    if (c === '`') {
      i++
      templateText()
      tokens.push({ type: 'string', value: '' })
      continue
    }
    if (c === '/' && regexAllowed() && prev()?.value !== '<' && source[i + 1] !== '>') {
      // A regex literal: up to the closing slash outside a class, then its flags (one line at most).
      let inClass = false
      i++
      while (i < n && source[i] !== '\n') {
        const r = source[i]!
        if (r === '\\') {
          i += 2
          continue
        }
        if (r === '[') inClass = true
        else if (r === ']') inClass = false
        else if (r === '/' && !inClass) break
        i++
      }
      i++
      while (i < n && /[a-z]/i.test(source[i]!)) i++
      tokens.push({ type: 'string', value: '' })
      continue
    }
    if (/[A-Za-z_$]/.test(c)) {
      let j = i + 1
      while (j < n && /[\w$]/.test(source[j]!)) j++
      tokens.push({ type: 'word', value: source.slice(i, j) })
      i = j
      continue
    }
    if (/[0-9]/.test(c)) {
      let j = i + 1
      while (j < n && /[\w.]/.test(source[j]!)) j++
      tokens.push({ type: 'word', value: source.slice(i, j) })
      i = j
      continue
    }
    if (c === '{') depth++
    if (c === '}') {
      if (templates.length && templates[templates.length - 1] === depth - 1) {
        templates.pop()
        depth--
        i++
        templateText()
        continue
      }
      depth--
    }
    tokens.push({ type: 'punct', value: c })
    i++
  }
  return tokens
}

/** The imports of one source file (TypeScript, TSX or JavaScript). */
export function parseImports(source: string): ImportRef[] {
  const tokens = tokenize(source)
  const out: ImportRef[] = []
  const at = (k: number) => tokens[k]
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!
    if (t.type !== 'word' || (t.value !== 'import' && t.value !== 'export')) continue
    if (at(k - 1)?.value === '.') continue // obj.import
    const next = at(k + 1)
    if (t.value === 'import' && next?.value === '(') {
      const arg = at(k + 2)
      // `typeof import('x')` is a type; any other import('x') loads a chunk.
      if (arg?.type === 'string' && (at(k + 3)?.value === ')' || at(k + 3)?.value === ','))
        out.push({ specifier: arg.value, kind: at(k - 1)?.value === 'typeof' ? 'type' : 'dynamic' })
      continue
    }
    if (t.value === 'import' && next?.type === 'string') {
      out.push({ specifier: next.value, kind: 'static', names: [] })
      continue
    }
    if (t.value === 'import' && next?.value === '.') continue // import.meta
    if (
      t.value === 'export' &&
      next?.value !== '{' &&
      next?.value !== '*' &&
      !(next?.value === 'type' && (at(k + 2)?.value === '{' || at(k + 2)?.value === '*'))
    )
      continue
    // import/export clause up to `from 'x'`; a local `export { a }` has no `from`.
    let j = k + 1
    let typeOnly = next?.value === 'type' && at(k + 2)?.value !== 'from' && at(k + 2)?.value !== ','
    let names = 0
    let typedNames = 0
    let defaultImport = false
    let everything = false
    const taken: string[] = []
    let braces = 0
    for (; j < tokens.length; j++) {
      const u = tokens[j]!
      if (u.value === '{') braces++
      else if (u.value === '}') braces--
      else if (braces === 0 && (u.value === ';' || (u.type === 'word' && u.value === 'from'))) break
      else if (braces === 0 && u.value === '*') everything = true
      else if (braces === 1 && u.type === 'word' && (at(j - 1)?.value === '{' || at(j - 1)?.value === ',')) {
        names++
        const typed = u.value === 'type' && at(j + 1)?.type === 'word' && at(j + 1)?.value !== 'as'
        if (typed) typedNames++
        // `a`, `type a`, `a as b`: an import takes a, a re-export gives b
        const name = typed ? at(j + 1)!.value : u.value
        const alias = at(j + (typed ? 2 : 1))?.value === 'as' ? at(j + (typed ? 3 : 2))?.value : undefined
        taken.push(t.value === 'export' && alias ? alias : name)
      } else if (braces === 0 && j === k + 1 && u.type === 'word' && t.value === 'import' && !typeOnly)
        defaultImport = true
      if (braces < 0) break
    }
    const from = at(j)
    const spec = at(j + 1)
    if (from?.value !== 'from' || spec?.type !== 'string') continue
    if (!typeOnly && !defaultImport && names > 0 && typedNames === names) typeOnly = true
    if (defaultImport) taken.push('default')
    out.push({ specifier: spec.value, kind: typeOnly ? 'type' : 'static', ...(everything ? {} : { names: taken }) })
    k = j + 1
  }
  return out
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx', '.json']

/** package.json `imports`: `#alias/*` -> `dir/` (wildcards) and `#alias` -> `file` (exact), paths from the root. */
export type Aliases = Record<string, string>

/** The repository's aliases, read from its package.json. */
export function aliasesOf(root: string): Aliases {
  const imports = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports ?? {}) as Record<
    string,
    unknown
  >
  return Object.fromEntries(
    Object.entries(imports).flatMap(([k, v]) => (typeof v === 'string' ? [[k, posix.normalize(v)]] : [])),
  )
}

/** The repository path an alias specifier names (`#app/lib/x.ts` -> `app/lib/x.ts`), or null. */
export function unalias(specifier: string, aliases: Aliases): string | null {
  for (const [key, target] of Object.entries(aliases)) {
    if (key.endsWith('/*') && target.endsWith('/*') && specifier.startsWith(key.slice(0, -1)))
      return target.slice(0, -1) + specifier.slice(key.length - 1)
    if (key === specifier) return target
  }
  return null
}

/** The file a relative or aliased specifier names, or null (a package, or a file that does not exist). */
export function resolveSpecifier(
  fromFile: string,
  specifier: string,
  exists: (path: string) => boolean,
  aliases: Aliases = {},
): string | null {
  let base: string
  if (specifier.startsWith('#')) {
    const path = unalias(specifier, aliases)
    if (!path) return null
    base = posix.normalize(path)
  } else if (specifier.startsWith('.'))
    base = posix.normalize(posix.join(posix.dirname(fromFile), specifier.replace(/[?#].*$/, '')))
  else return null
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)]
  return candidates.find((c) => /\.[a-z]+$/.test(c) && exists(c)) ?? null
}

/** Builds the graph from in-memory sources (path -> text): the rules' table tests use this. */
export function graphFromSources(sources: Record<string, string>, aliases: Aliases = {}): Graph {
  const exists = (p: string) => p in sources
  const graph: Graph = {}
  for (const [file, text] of Object.entries(sources)) {
    graph[file] = edgesOf(file, text, exists, aliases)
  }
  return graph
}

function edgesOf(file: string, text: string, exists: (path: string) => boolean, aliases: Aliases): Edge[] {
  return parseImports(text).flatMap(({ specifier, kind, names }) => {
    const to = resolveSpecifier(file, specifier, exists, aliases)
    return to ? [{ to, kind, ...(names ? { names } : {}) }] : []
  })
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  // a root file named beside the folders (app.config.ts)
  if (!statSync(dir).isDirectory()) return [dir]
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : walk(path)
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The graph of the repository's source folders (e.g. ['app', 'routes']) and root files (app.config.ts), read from disk. */
export function graphFromDisk(root: string, folders: string[]): Graph {
  const sources: Record<string, string> = {}
  for (const folder of folders) {
    for (const path of walk(join(root, folder)))
      sources[relative(root, path).split('\\').join('/')] = readFileSync(path, 'utf8')
  }
  const exists = (p: string) => p in sources || existsSync(join(root, p))
  const aliases = aliasesOf(root)
  const graph: Graph = {}
  for (const [file, text] of Object.entries(sources)) {
    graph[file] = edgesOf(file, text, exists, aliases)
  }
  return graph
}
