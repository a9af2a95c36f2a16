import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ANY_ANSWER_DOC, anyAnswer } from '#contract/answers.ts'
import {
  breadcrumbSchema,
  categoryInfoSchema,
  filterGroupSchema,
  filterOptionSchema,
  productCardSchema,
  productDetailSchema,
  seoInfoSchema,
} from '#contract/catalogue.ts'
import { type EndpointDef, type EndpointName, endpoints } from '#contract/endpoints.ts'
import { menuNodeSchema } from '#contract/settings.ts'
import { NOT_CALLED } from '../check-backend/probes'
import type { ZodDef } from '../zod-def'

const NO_BODY_DOC =
  'A 2xx without a body (204, or an empty 200) is the write done: the shop then reads the cart again (fetch-all). A body is read as below.'

/**
 * docs/contract.md (issue 49.1): per endpoint the storefront calls, what the specification says,
 * what the storefront accepts (walked from the contract's zod schemas), and what admin-api/ sends.
 * Generated: `npm run contract-doc`; tests/unit/contract-doc.test.ts fails when the file differs.
 * No Node APIs here: the caller passes the spec documents' text (or the doc's previous spec lines).
 */

interface Meta {
  doc?: string
  absent?: string
  alt?: string
  items?: unknown
  field?: string
}
/** zod's metadata registry (z.globalRegistry), as far as the walk uses it. */
export interface MetaRegistry {
  get(schema: never): unknown
}
interface Schema {
  _zod: { def: ZodDef<Schema>; optin?: 'optional' }
}

const SHARED: [string, unknown][] = [
  ['Product card', productCardSchema],
  ['Product page product', productDetailSchema],
  ['Filter group', filterGroupSchema],
  ['Filter option', filterOptionSchema],
  ['Listed category', categoryInfoSchema],
  ['SEO info', seoInfoSchema],
  ['Breadcrumb', breadcrumbSchema],
  ['Menu node', menuNodeSchema],
]
/** Where admin-api/'s answers carry each shared shape (the "sends" column of its section). */
const SAMPLED_AT: Record<string, [EndpointName, string]> = {
  'Product card': ['category', 'products[*].'],
  'Product page product': ['product', 'product.'],
  'Filter group': ['category', 'filters[*].'],
  'Filter option': ['category', 'filters[*].options[*].'],
  'Listed category': ['category', 'category.'],
  'SEO info': ['category', 'seo_info.'],
  Breadcrumb: ['category', 'breadcrumbs[*].'],
  'Menu node': ['menuTree', '[*].'],
}
const anchor = (name: string) => `#${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

function metaOf(s: Schema, registry: MetaRegistry): Meta {
  return (registry.get(s as never) as Meta | undefined) ?? {}
}

interface Field {
  path: string
  accepts: string
  absent: string
  sends: string
}

export interface Walker {
  rows(schema: unknown, self?: unknown, sent?: ReadonlySet<string>): Field[]
}

/** Walks zod schemas into rows; shared shapes other than `self` are named, not expanded. */
export function walker(registry: MetaRegistry): Walker {
  const shared = new Map<unknown, string>(SHARED.map(([name, s]) => [s, name]))

  function describe(
    s: Schema,
    self: unknown,
    depth: number,
  ): { text: string; meta: Meta; optional: boolean; fallback?: string; children?: Schema } {
    const meta: Meta = {}
    if (depth > 5) return { text: 'any JSON', meta, optional: false }
    let optional = false
    let fallback: string | undefined
    let cur = s
    for (let guard = 0; guard < 20; guard++) {
      const m = metaOf(cur, registry)
      for (const k of ['doc', 'absent', 'alt', 'items', 'field'] as const)
        if (m[k] !== undefined && meta[k] === undefined) (meta as Record<string, unknown>)[k] = m[k]
      const name = shared.get(cur)
      if (name && cur !== self) return { text: `[${name}](${anchor(name)})`, meta, optional, fallback }
      if (meta.items) {
        const inner = describe(meta.items as Schema, self, depth + 1)
        return {
          text: `list of ${inner.text} (item by item)`,
          meta,
          optional,
          fallback,
          children: inner.children ?? (isObject(meta.items as Schema) ? (meta.items as Schema) : undefined),
        }
      }
      const def = cur._zod.def
      switch (def.type) {
        case 'optional':
          optional = true
          cur = def.innerType!
          continue
        case 'nullable':
          fallback ??= 'null'
          cur = def.innerType!
          continue
        case 'default':
        case 'prefault':
          optional = true
          fallback ??= JSON.stringify(def.defaultValue)
          cur = def.innerType!
          continue
        case 'catch': {
          let value: unknown
          try {
            value = def.catchValue?.({ error: { issues: [] }, input: undefined, value: undefined, issues: [] })
          } catch {
            value = undefined
          }
          fallback ??= value === undefined ? undefined : JSON.stringify(value)
          cur = def.innerType!
          continue
        }
        case 'pipe':
          cur = def.in!._zod.def.type === 'transform' ? def.out! : def.in!
          continue
        case 'lazy':
          cur = def.getter!()
          continue
      }
      if (meta.doc) return { text: meta.doc, meta, optional, fallback, children: isObject(cur) ? cur : undefined }
      return { text: typeText(cur, self, depth), meta, optional, fallback, children: isObject(cur) ? cur : undefined }
    }
    return { text: '(deep)', meta, optional, fallback }
  }

  const isObject = (s: Schema) => s._zod.def.type === 'object'

  function typeText(s: Schema, self: unknown, depth: number): string {
    const def = s._zod.def
    switch (def.type) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'null':
      case 'unknown':
      case 'any':
        return def.type
      case 'int':
        return 'integer'
      case 'literal':
        return (def.values ?? []).map((v) => JSON.stringify(v)).join(' or ')
      case 'enum':
        return `one of ${Object.values(def.entries ?? {}).join(', ')}`
      case 'object':
        return 'object'
      case 'array':
        return `list of ${describe(def.element!, self, depth + 1).text}`
      case 'record':
        return `map of ${describe(def.valueType!, self, depth + 1).text}`
      case 'tuple':
        return `[${(def.items ?? []).map((i) => describe(i, self, depth + 1).text).join(', ')}]`
      case 'union':
        return [...new Set((def.options ?? []).map((o) => describe(o, self, depth + 1).text))].join(', or ')
      default:
        return def.type
    }
  }

  function rows(schema: unknown, self: unknown = undefined, sent?: ReadonlySet<string>): Field[] {
    const out: Field[] = []
    const visit = (s: Schema, prefix: string, depth: number) => {
      const top = describe(s, self, depth)
      const obj = top.children
      if (!obj || depth > 2) {
        if (!prefix)
          out.push({
            path: '(answer)',
            accepts: top.text,
            absent: 'fails the call',
            sends: sent ? 'yes' : 'not sampled',
          })
        return
      }
      if (!prefix && top.text !== 'object')
        out.push({ path: '(answer)', accepts: top.text, absent: 'fails the call', sends: sent ? 'yes' : 'not sampled' })
      const list = top.text.startsWith('list of') ? '[*]' : ''
      for (const [key, field] of Object.entries(obj._zod.def.shape ?? {})) {
        const path = `${prefix}${list}${prefix || list ? '.' : ''}${key}`.replace(/^\./, '')
        const d = describe(field, self, depth + 1)
        const optional = d.optional || field._zod.optin === 'optional'
        const absent =
          d.meta.absent ??
          (d.fallback !== undefined
            ? `${d.fallback}${optional ? '' : ' (when malformed)'}`
            : optional
              ? 'left out'
              : 'fails the item or call')
        const sends = !sent ? 'not sampled' : sent.has(path) ? 'yes' : d.meta.alt ? `no (sends ${d.meta.alt})` : 'no'
        out.push({ path, accepts: d.text, absent: d.meta.alt ? `alternative to ${d.meta.alt}` : absent, sends })
        if (d.children && !shared.has(d.children) && depth < 2) visit(field, path, depth + 1)
      }
    }
    visit(schema as Schema, '', 0)
    return out
  }

  return { rows }
}

function table(rows: Field[]): string[] {
  const cell = (s: string) => s.replace(/\|/g, '\\|')
  return [
    '| field | the storefront accepts | absent or null | admin-api/ sends |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| \`${cell(r.path)}\` | ${cell(r.accepts)} | ${cell(r.absent)} | ${r.sends} |`),
  ]
}

/** `/general/v2/category/:slug/` and `/general/v2/category/{slug}/` both become `/general/v2/category/{}` */
export function normalisePath(path: string): string {
  return path
    .replace(/:[A-Za-z_]+\{[^}]*\}/g, '{}')
    .replace(/:[A-Za-z_]+/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/+$/, '')
}

/**
 * The spec's calls by METHOD and normalised path: table rows `| GET | /path, /path2 | notes |` (every
 * path of the cell) and `| GET /path | input | output |`, and bullets naming calls in a sentence (the
 * accounts spec lists most of its calls so: `- PATCH /api/phone/change-auth-number/, POST /api/phone/
 * ... Each takes phone_number`; the bullet is the note). A path may lack its leading slash.
 */
export function specRows(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  const add = (method: string, path: string, note: string) => {
    const key = `${method} ${normalisePath(path.startsWith('/') ? path : `/${path}`)}`
    if (!out.has(key)) out.set(key, note)
  }
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const cells = line.startsWith('|')
        ? line
            .split('|')
            .slice(1, -1)
            .map((c) => c.trim())
        : []
      const ownCell = /^((?:GET|POST|PATCH|PUT|DELETE)(?:\s*\/\s*(?:GET|POST|PATCH|PUT|DELETE))*)$/.exec(cells[0] ?? '')
      const shared = /^(GET|POST|PATCH|PUT|DELETE)\s+(\S+)/.exec(cells[0] ?? '')
      if (ownCell) {
        const note = cells.slice(2).filter(Boolean).join('; ') || '(listed, response not shown)'
        for (const method of ownCell[1]!.split('/'))
          for (const path of (cells[1] ?? '').matchAll(PATH)) add(method.trim(), path[0], note)
      } else if (shared) {
        add(shared[1]!, shared[2]!, cells.slice(1).filter(Boolean).join('; ') || '(listed, response not shown)')
      } else if (line.startsWith('- ')) {
        const note = line.slice(2).trim().replace(/\|/g, '\\|')
        for (const call of line.matchAll(BULLET_CALL))
          for (const method of call[1]!.match(/GET|POST|PATCH|PUT|DELETE/g)!) add(method, call[2]!, note)
      }
    }
  }
  return out
}
/** A path: segments, `{...}` placeholders (which may hold commas), and dots only inside a segment. */
const PATH = /\/?(?:[\w-]|\/|\.(?=\w)|\{[^}]*\})+/g
/** A call in a sentence: a method, or several (`GET, POST and DELETE /favorites/`), then its path (with a slash in it: `take` is a word). */
const BULLET_CALL =
  /\b((?:GET|POST|PATCH|PUT|DELETE)(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)(?:GET|POST|PATCH|PUT|DELETE))*)\s+((?:\/|[\w-]+\/)(?:[\w-]|\/|\.(?=\w)|\{[^}]*\})*)/g

/** The `Spec:` lines of a previous docs/contract.md, by endpoint name (when the spec documents are not at hand). */
export function previousSpecLines(doc: string): Map<string, string> {
  const out = new Map<string, string>()
  let name: string | null = null
  for (const line of doc.split('\n')) {
    const h = /^### `([A-Za-z0-9]+)`/.exec(line)
    if (h) name = h[1]!
    else if (name && line.startsWith('Spec: ')) {
      out.set(name, line.slice(6))
      name = null
    }
  }
  return out
}

/**
 * The spec input of contractDoc: the call tables of the specification's documents in `specDir` when
 * they are there, else the `Spec:` lines of the previous doc (a checkout without ../shared/spec).
 */
export function specInput(
  specDir: string,
  previousDoc: string,
): { rows?: Map<string, string>; previous?: Map<string, string> } {
  if (!existsSync(specDir)) return { previous: previousSpecLines(previousDoc) }
  const texts = readdirSync(specDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readFileSync(join(specDir, f), 'utf8'))
  return { rows: specRows(texts) }
}

export function contractDoc(opts: {
  registry: MetaRegistry
  spec: { rows?: Map<string, string>; previous?: Map<string, string> }
  sent: Record<string, string[]>
}): string {
  const sentAt = (name: string) => (opts.sent[name] ? new Set(opts.sent[name]) : undefined)
  const w = walker(opts.registry)
  const notCalled = new Set<string>(NOT_CALLED)
  const lines: string[] = [
    '# The contract, endpoint by endpoint',
    '',
    '<!-- Generated by `npm run contract-doc` from app/api/contract (schemas) and scripts/check-backend/probes.ts; tests/unit/contract-doc.test.ts fails when this file differs. Do not edit by hand. -->',
    '',
    'For every admin API call the storefront makes: what the specification says (`Spec:`, quoted from its call tables, or "not in the call tables"), what the storefront accepts (walked from the zod schema it parses the answer with), and what the reference back end `admin-api/` sends. The general rules (DESIGN.md, decisions 0037 and 0063):',
    '',
    "- Unknown fields are ignored everywhere. Lists are read item by item: an item that fails is left out and reported (a log line per endpoint and field path, `dropped-items` in `Server-Timing`, a warning in `npm run check-backend`, a failure there when every item of a list is left out); only a broken envelope (not JSON, wrong top-level type, a required top-level field missing) fails the call, and a failed call gives the page's defaults.",
    '- A field the specification does not name is optional where the shop can do without it; the "absent or null" column gives what the shop uses then, and a field with a default takes it when malformed too (a wrong type never fails the call for a field the shop can do without). "fails the item or call" means required: inside a list item it leaves the item out, at the top it fails the call.',
    '- Every number of an answer may come as a JSON number or as its text, as back ends with decimal columns send them: "number, or decimal string" takes an optional minus, digits and an optional fraction ("1299.00" is 1299); "integer, or string of digits" takes digits only ("42"; not "4.2" or "-42"); an integer or count field takes the text of a whole number ("7", "7.0"). An empty, padded or exponent text ("", " 12 ", "1e3"), a leading zero, hex, Infinity or NaN is no number. Where the specification is silent, `null` is read as absent.',
    '- "admin-api/ sends": whether the field is in the reference back end\'s answers, sampled by `admin-api/test/contract.test.ts` in every language (it keeps the samples in `docs/contract.sent.json` and fails when the answers change); that test also parses every answer with these schemas and requires that nothing is left out. `admin-api/test/spec-shaped.test.ts` runs the shop\'s calls against a proxy that answers in the alternatives admin-api/ does not send.',
    '',
    '## Shared shapes',
    '',
  ]
  for (const [name, schema] of SHARED) {
    const [endpoint, prefix] = SAMPLED_AT[name]!
    const under = new Set(
      (opts.sent[endpoint] ?? []).filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)),
    )
    lines.push(
      `### ${name}`,
      '',
      `admin-api/ sends: as sampled in its \`${endpoint}\` answer (\`${prefix}\`).`,
      '',
      ...table(w.rows(schema, schema, under)),
      '',
    )
  }
  lines.push('## Endpoints', '')
  for (const [name, def] of Object.entries(endpoints) as [EndpointName, EndpointDef][]) {
    if (notCalled.has(name)) continue
    const key = `${def.method} ${normalisePath(def.path)}`
    const spec = opts.spec.rows
      ? (opts.spec.rows.get(key) ?? 'not in the call tables')
      : (opts.spec.previous?.get(name) ?? 'not in the call tables')
    lines.push(`### \`${name}\` ${def.method} \`${def.path}\``, '', `Spec: ${spec}`, '')
    if (def.text) lines.push('The answer is text (not JSON), read as it is.', '')
    else if (def.response === anyAnswer) lines.push(ANY_ANSWER_DOC, '')
    else if (def.status === 204) lines.push('No body (204); the shop takes any 2xx.', '')
    else {
      // A write whose answer may be left out (the server cart's writes: cart.ts cartWriteAnswerSchema).
      if (def.response._zod.def.type === 'nullable') lines.push(NO_BODY_DOC, '')
      lines.push(...table(w.rows(def.response, undefined, sentAt(name))), '')
    }
  }
  lines.push(`Endpoints of the registry the storefront never calls (not listed): ${[...notCalled].join(', ')}.`, '')
  return lines.join('\n')
}

/** The field paths of a JSON answer, lists folded (`products[*].brand.name`; `[*].id` for a list answer), to `maxDepth` keys deep. */
export function fieldPaths(value: unknown, maxDepth = 6): string[] {
  const out = new Set<string>()
  const visit = (v: unknown, path: string, depth: number) => {
    if (depth > maxDepth) return
    if (Array.isArray(v)) {
      for (const item of v) visit(item, `${path}[*]`, depth)
      return
    }
    if (v === null || typeof v !== 'object') return
    for (const [key, child] of Object.entries(v)) {
      const next = `${path}${path ? '.' : ''}${key}`
      out.add(next)
      visit(child, next, depth + 1)
    }
  }
  visit(value, '', 0)
  return [...out].sort()
}
