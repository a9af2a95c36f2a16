/**
 * Bidirectional controls a back end's text may leave open (round 10 operator audit, item 8): an
 * embedding or override (U+202A LRE, U+202B RLE, U+202D LRO, U+202E RLO, closed by U+202C PDF) or an
 * isolate (U+2066 LRI, U+2067 RLI, U+2068 FSI, closed by U+2069 PDI) that a name does not close goes
 * on reordering what the page prints after the name: the rest of a breadcrumb, of a card's line, of
 * the document title. Every text of an answer loses its unmatched controls as the answer is parsed
 * (items.ts parseCollectingDrops, on the server: the browser carries none of this); matched pairs stay,
 * so a name that reverses a part of itself on purpose still does. Nothing else is touched: HTML
 * entities stay as the back end sent them (a recorded decision), and so do marks (U+200E, U+200F).
 */
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/

const PDF = 0x202c
const PDI = 0x2069
const isIsolateStart = (c: number) => c >= 0x2066 && c <= 0x2068

/**
 * `text` without the bidi controls it leaves unmatched, following UAX #9's pairing: a PDF closes the
 * latest embedding or override opened after the latest open isolate; a PDI closes the latest open
 * isolate, and with it whatever embedding was opened inside it and left open (dropped too). Openers
 * still open at the end and closers that close nothing are dropped.
 */
export function stripUnbalancedBidi(text: string): string {
  if (!CONTROLS.test(text)) return text
  const open: { at: number; isolate: boolean }[] = []
  const dropped = new Set<number>()
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === PDF) {
      const last = open[open.length - 1]
      if (last && !last.isolate) open.pop()
      else dropped.add(i)
    } else if (c === PDI) {
      const isolate = open.findLastIndex((o) => o.isolate)
      if (isolate === -1) dropped.add(i)
      else for (const o of open.splice(isolate).slice(1)) dropped.add(o.at)
    } else if (isIsolateStart(c)) open.push({ at: i, isolate: true })
    else if (c >= 0x202a && c <= 0x202e) open.push({ at: i, isolate: false })
  }
  for (const o of open) dropped.add(o.at)
  if (dropped.size === 0) return text
  let out = ''
  for (let i = 0; i < text.length; i++) if (!dropped.has(i)) out += text[i]
  return out
}

/**
 * Whether an answer's JSON text may hold a bidi control, as a character or a `\u` escape: when it does
 * not (nearly every answer), its parsed value need not be walked.
 */
export const mayHoldBidiControls = (json: string): boolean =>
  CONTROLS.test(json) || /\\u20(?:2[a-e]|6[6-9])/i.test(json)

/**
 * A parsed JSON answer with every string through stripUnbalancedBidi: the same object when nothing
 * changes (the usual case: one regular-expression test per string), else a copy of the changed
 * branches only; the value given is never modified.
 */
export function withoutUnbalancedBidi<T>(value: T): T {
  if (typeof value === 'string') return stripUnbalancedBidi(value) as T
  if (!value || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null
    for (let i = 0; i < value.length; i++) {
      const item = value[i]
      const next = withoutUnbalancedBidi(item)
      if (next !== item) {
        copy ??= value.slice()
        copy[i] = next
      }
    }
    return (copy ?? value) as T
  }
  let copy: Record<string, unknown> | null = null
  for (const [key, item] of Object.entries(value)) {
    const next = withoutUnbalancedBidi(item)
    if (next !== item) {
      copy ??= { ...(value as Record<string, unknown>) }
      copy[key] = next
    }
  }
  return (copy ?? value) as T
}
