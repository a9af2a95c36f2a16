import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { orNull } from './common'
import { endpoints } from './endpoints'

/**
 * An answer field that takes null takes its absence too (read as null): a back end whose serialiser
 * omits nulls sent no `image`, `icon`, `slug` or `subcategoryId` where ours sends null, and each such
 * field failed its item - every featured category, advantage, promotion and product card of it
 * (session 57's audit). A walk of every answer of the registry, not a list of fields.
 */
type S = { _zod: { def: Record<string, unknown> & { type: string } } }
const def = (s: unknown) => (s as S)._zod.def

function nullOnly(s: S, path: string, out: Set<string>, seen: Set<unknown>, absentOk: boolean): void {
  if (!s?._zod || seen.has(s)) return
  const d = def(s)
  const next = new Set(seen).add(s)
  const items = (z.globalRegistry.get(s as never) as { items?: S } | undefined)?.items
  if (items) {
    nullOnly(items, `${path}[*]`, out, next, true)
    return
  }
  const walk = (child: unknown, p = path, ok = absentOk) => nullOnly(child as S, p, out, next, ok)
  switch (d.type) {
    case 'object':
      for (const [k, v] of Object.entries(d.shape as Record<string, unknown>)) walk(v, `${path}.${k}`, false)
      return
    case 'array':
      // an element is never absent: only its own fields can be
      walk(d.element, `${path}[*]`, true)
      return
    // absence is read: whatever is inside may take null
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      walk(d.innerType, path, true)
      return
    case 'nullable':
      if (!absentOk) out.add(path)
      walk(d.innerType)
      return
    case 'readonly':
      walk(d.innerType)
      return
    case 'pipe':
      walk(d.in)
      if (def(d.in).type === 'transform') walk(d.out)
      return
    case 'union':
      // `z.union([..., z.null()])` takes null as z.nullable() does
      if (!absentOk && (d.options as S[]).some((o) => def(o).type === 'null')) out.add(path)
      for (const o of d.options as S[]) walk(o)
      return
    case 'lazy':
      walk((d.getter as () => S)())
      return
    case 'record':
      walk(d.valueType, `${path}{*}`, true)
      return
    case 'tuple':
      for (const [i, item] of (d.items as unknown[]).entries()) walk(item, `${path}[${i}]`, true)
      return
    case 'intersection':
      walk(d.left)
      walk(d.right)
      return
    // leaves: nothing inside can take null
    case 'string':
    case 'number':
    case 'int':
    case 'boolean':
    case 'bigint':
    case 'date':
    case 'enum':
    case 'literal':
    case 'null':
    case 'undefined':
    case 'any':
    case 'unknown':
    case 'never':
    case 'transform':
    case 'custom':
    case 'template_literal':
      return
    default:
      // a container the walk does not know would let its fields pass unseen
      out.add(`${path} (a ${d.type} the walk does not read)`)
  }
}

describe('an answer field that takes null takes its absence', () => {
  it('orNull: absent and null are null; a wrong type still fails', () => {
    const schema = z.object({ image: orNull(z.string()) })
    expect(schema.parse({})).toEqual({ image: null })
    expect(schema.parse({ image: null })).toEqual({ image: null })
    expect(schema.parse({ image: 'a.jpg' })).toEqual({ image: 'a.jpg' })
    expect(schema.safeParse({ image: 7 }).success).toBe(false)
  })

  it.each([
    ['a nullable field', z.object({ a: z.string().nullable() }), ['x.a']],
    ['a union with null', z.object({ a: z.union([z.string(), z.null()]) }), ['x.a']],
    [
      'inside a list, a record and a tuple',
      z.array(z.record(z.string(), z.tuple([z.object({ b: z.number().nullable() })]))),
      ['x[*]{*}[0].b'],
    ],
    ['a nullable element is no field', z.array(z.string().nullable()), []],
    ['absence read', z.object({ a: orNull(z.string()), b: z.string().nullable().optional() }), []],
    [
      'a container the walk does not read',
      z.object({ m: z.map(z.string(), z.string()) }),
      ['x.m (a map the walk does not read)'],
    ],
  ])('the walk finds %s', (_n, schema, found) => {
    const out = new Set<string>()
    nullOnly(schema as unknown as S, 'x', out, new Set(), false)
    expect([...out]).toEqual(found)
  })

  it('every answer of the registry', () => {
    const found = new Set<string>()
    for (const [name, e] of Object.entries(endpoints)) {
      const response = (e as { response?: unknown }).response as S | undefined
      // The answer itself is never absent: no body (204, an empty 200) is read as null (platform/backend/client.ts
      // readBody), so an answer that takes null (cart.ts cartWriteAnswerSchema) takes no body.
      if (response) nullOnly(response, name, found, new Set(), true)
    }
    expect([...found]).toEqual([])
  })
})
