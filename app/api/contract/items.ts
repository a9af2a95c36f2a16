import { z } from 'zod'
import { mayHoldBidiControls, withoutUnbalancedBidi } from './bidi'

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
  /** The first concrete path (`products[3].price`). */
  example: string
  /** The dropped item and its first zod issue (its path relative to the item), for reports that describe it. */
  item: unknown
  first: z.core.$ZodIssue | undefined
  /** The list the item was in, as a concrete path (`a[0].products`), and how many items it had. */
  list: string
  listLength: number
}

let sink: ItemDrop[] | null = null
const labels: { field: string; index: number }[] = []

/**
 * Parses `value` with `schema` and returns the items its lists dropped on the way. Every text of the
 * answer is read without the bidi controls it leaves open (bidi.ts): a name cannot reorder the page around it.
 * `json`, the answer's text when the caller has it, spares the walk of an answer that holds no control.
 */
export function parseCollectingDrops<S extends z.ZodType>(
  schema: S,
  value: unknown,
  json?: string,
): { result: z.ZodSafeParseResult<z.output<S>>; drops: ItemDrop[] } {
  const outer = sink
  const outerLabels = labels.splice(0)
  const drops: ItemDrop[] = []
  sink = drops
  try {
    const read = json === undefined || mayHoldBidiControls(json) ? withoutUnbalancedBidi(value) : value
    return { result: schema.safeParse(read), drops }
  } finally {
    sink = outer
    labels.push(...outerLabels)
  }
}

/** `a[*].b[*].c` (folded) or `a[0].b[2].c` from the labels on the stack and an item issue's own path. */
function fieldPath(issuePath: readonly PropertyKey[], folded: boolean): string {
  let out = labels.map((l) => `${l.field}[${folded ? '*' : l.index}]`).join('.')
  for (const key of issuePath)
    out += typeof key === 'number' ? `[${folded ? '*' : key}]` : `${out ? '.' : ''}${String(key)}`
  return out
}

/** The concrete path of the list being read: the outer lists with their items' indexes, then this list's field. */
function listPath(): string {
  return labels.map((l, i) => (i === labels.length - 1 ? l.field : `${l.field}[${l.index}]`)).join('.')
}

/**
 * An array whose items are parsed one by one: failing items are dropped (and recorded). `field` names
 * the list in the answer (`products`, `filters`, `products.results`; '' for an answer that is the list).
 */
export function itemsOf<T extends z.ZodType>(item: T, field: string): z.ZodType<z.output<T>[], z.input<T>[]> {
  const list = itemList(item, field)
  // An answer that is the list ('') may come wrapped as a page, `{ data: [...] }` or DRF's
  // `{ results: [...] }` (session 59's operator audit: the sliders so wrapped emptied the home page's
  // carousels): the list inside is the answer. A list nested in an answer is named by its field.
  if (field !== '') return list
  return z
    .preprocess((value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value
      const { data, results } = value as { data?: unknown; results?: unknown }
      return Array.isArray(data) ? data : Array.isArray(results) ? results : value
    }, list)
    .meta({ alt: 'the list, or it in { data } or { results }' }) as unknown as typeof list
}

function itemList<T extends z.ZodType>(item: T, field: string): z.ZodType<z.output<T>[], z.input<T>[]> {
  return z
    .array(z.unknown())
    .transform((values) => {
      const kept: z.output<T>[] = []
      const label = { field, index: 0 }
      labels.push(label)
      try {
        for (const [index, value] of values.entries()) {
          label.index = index
          const parsed = item.safeParse(value)
          if (parsed.success) kept.push(parsed.data)
          else if (sink) {
            const first = parsed.error.issues[0]
            const path = first?.path ?? []
            sink.push({
              path: fieldPath(path, true),
              example: fieldPath(path, false),
              issue: first?.message ?? 'invalid',
              item: value,
              first,
              list: listPath(),
              listLength: values.length,
            })
          }
        }
      } finally {
        labels.pop()
      }
      return kept
    })
    .meta({ items: item, field }) as unknown as z.ZodType<z.output<T>[], z.input<T>[]>
}

/**
 * Items a list kept but the reader leaves out for a reason of its own (a listing longer than the page
 * it asked for): recorded as drops of `field`, so they are logged and counted as the schema's are.
 */
export function recordLeftOut(field: string, items: readonly unknown[], listLength: number, issue: string) {
  if (!sink) return
  const list = listPath() ? `${listPath()}.${field}` : field
  for (const item of items)
    sink.push({
      path: `${list}[*]`,
      example: `${list}[${listLength - items.length}]`,
      issue,
      item,
      first: undefined,
      list,
      listLength,
    })
}

/** Drops grouped by field path, in first-seen order: `{ path, issue, count }`. */
export function groupDrops(drops: readonly ItemDrop[]): { path: string; issue: string; count: number }[] {
  const byPath = new Map<string, { path: string; issue: string; count: number }>()
  for (const drop of drops) {
    const seen = byPath.get(drop.path)
    if (seen) seen.count++
    else byPath.set(drop.path, { path: drop.path, issue: drop.issue, count: 1 })
  }
  return [...byPath.values()]
}

/**
 * The lists of an answer that lost every one of their items, and had at least `least` (their concrete
 * paths, '' for an answer that is the list): each dropped item counted against the length of the list
 * it was in. check-backend fails a row for any such list; the shop's client takes a main list of two or
 * more all refused for no answer (a list of one bad item is one bad item: issue 49).
 */
export function emptiedLists(drops: readonly ItemDrop[], least = 1): string[] {
  const byList = new Map<string, { dropped: number; length: number }>()
  for (const drop of drops) {
    const seen = byList.get(drop.list) ?? { dropped: 0, length: drop.listLength }
    seen.dropped++
    byList.set(drop.list, seen)
  }
  return [...byList].filter(([, l]) => l.length > 0 && l.length >= least && l.dropped >= l.length).map(([list]) => list)
}

/**
 * An answer's main list: the answer itself, or its top-level products, data or results (each as a
 * schema names it). One that lost every item makes the answer no answer (platform/backend/client.ts):
 * a page showing "no products match" or a cart marking every line "no longer sold" for a back end
 * whose every card the contract refuses (session 63's operator audit: prices as "1,434.50") is worse
 * than its notice.
 */
export const MAIN_LISTS: ReadonlySet<string> = new Set([
  '',
  'products',
  'data',
  'data.products',
  'products.results',
  'results',
])
