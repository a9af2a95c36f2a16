import { z } from 'zod'

/**
 * Lists read item by item (DESIGN.md, issue 49): an item that fails its schema is dropped, the rest
 * is kept, and the drop is recorded (field path and zod's first issue) for whoever parsed the answer
 * through `parseCollectingDrops`. Only the list's own type (an array) is part of the envelope: a
 * list that is not an array still fails the answer.
 *
 * Zod parses synchronously, so the drops of one parse go to one module-level sink and nested lists
 * compose their field paths through a stack of labels (`filters[*].options[*].id`).
 */
export interface ItemDrop {
  /** Field path inside the answer, array indexes folded: `products[*].price`. */
  path: string
  /** Zod's message for the item's first problem. */
  issue: string
}

let sink: ItemDrop[] | null = null
const labels: string[] = []

/** Parses `value` with `schema` and returns the items its lists dropped on the way. */
export function parseCollectingDrops<S extends z.ZodType>(schema: S, value: unknown): { result: z.ZodSafeParseResult<z.output<S>>; drops: ItemDrop[] } {
  const outer = sink
  const outerLabels = labels.splice(0)
  const drops: ItemDrop[] = []
  sink = drops
  try {
    return { result: schema.safeParse(value), drops }
  } finally {
    sink = outer
    labels.push(...outerLabels)
  }
}

/** `a[*].b[*]` from the labels on the stack and an item issue's own path. */
function fieldPath(issuePath: readonly PropertyKey[]): string {
  let out = labels.map((l) => `${l}[*]`).join('.')
  for (const key of issuePath) out += typeof key === 'number' ? '[*]' : `${out ? '.' : ''}${String(key)}`
  return out || '[*]'
}

/**
 * An array whose items are parsed one by one: failing items are dropped (and recorded). `field` names
 * the list in the answer (`products`, `filters`, `products.results`; '' for an answer that is the list).
 */
export function itemsOf<T extends z.ZodType>(item: T, field: string): z.ZodType<z.output<T>[], z.input<T>[]> {
  return z.array(z.unknown()).transform((values) => {
    const kept: z.output<T>[] = []
    labels.push(field)
    try {
      for (const value of values) {
        const parsed = item.safeParse(value)
        if (parsed.success) kept.push(parsed.data)
        else if (sink) {
          const first = parsed.error.issues[0]
          sink.push({ path: fieldPath(first?.path ?? []), issue: first?.message ?? 'invalid' })
        }
      }
    } finally {
      labels.pop()
    }
    return kept
  }) as unknown as z.ZodType<z.output<T>[], z.input<T>[]>
}

/** Drops grouped by field path, in first-seen order: `{ path, issue, count }`. */
export function groupDrops(drops: readonly ItemDrop[]): { path: string; issue: string; count: number }[] {
  const byPath = new Map<string, { path: string; issue: string; count: number }>()
  for (const drop of drops) {
    const seen = byPath.get(drop.path)
    if (seen) seen.count++
    else byPath.set(drop.path, { ...drop, count: 1 })
  }
  return [...byPath.values()]
}
