/**
 * A failed back-end call's body as the texts to show (spec 5: "Server field errors for forms are
 * shown as returned"; spec 8: the failure body is the error; the promo rule: "an object body uses
 * the first array value, otherwise its string values; a string or array body is used as is;
 * otherwise 'Unknown error'"). One reading for every form and call, pure and client-safe.
 *
 * - the contract's `{ error, fields: { name: [msg] } }`: the field messages; `error` (its summary)
 *   only when there are none;
 * - a body of lists, `{ name: [msg], non_field_errors: [msg] }`: each list a field's messages; DRF's
 *   list of entries, `{ companies: [{}, { idno: [msg] }] }`: `companies.1.idno` (entry 1's idno); a
 *   nested serialiser's, `{ address: { city: [msg] } }`: `address.city`; a list serialiser's as the
 *   whole body, `[{ product_id: [msg] }, {}]`: `0.product_id`;
 * - other string values of an object (`{ error }`, `{ detail }`): messages when no field has one;
 * - `{ errors: [{ message }] }` (the cart's error list): its messages;
 * - a string (not an HTML error page) or a list of strings: as it is.
 * Messages are trimmed and kept to 300 characters; nothing else is changed or prefixed.
 */

export const UNKNOWN_ERROR = 'Unknown error'

export interface ErrorBody {
  /** Messages per field, in the body's order. */
  fields: Record<string, string[]>
  /** Messages not tied to a field. */
  messages: string[]
}

const MAX = 300

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const s = value.trim()
  return s && !s.startsWith('<') ? s.slice(0, MAX) : null
}

const texts = (values: readonly unknown[]): string[] => values.map(text).filter((s): s is string => s !== null)

const isEntry = (value: unknown): value is object =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** How deep a nested serialiser's errors are read (`a.b.c.d`): deeper is not a form's field. */
const DEPTH = 4

/**
 * Each of an object's values (a message or a list of them) as the messages of `prefix` + its key. An
 * object inside is read the same way under its path: a nested serialiser's (`{ address: { city: [msg]
 * } }` as `address.city`, its lists only - bare strings there are data, not errors), or an entry of a
 * list, as DRF's list serialiser sends one per entry ({} for one without errors: `companies.1.idno`).
 */
function named(fields: Record<string, string[]>, value: object, prefix = '', depth = 0, listsOnly = false) {
  if (depth > DEPTH) return
  for (const [name, item] of Object.entries(value)) {
    const key = prefix + name
    const list = Array.isArray(item)
    if (isEntry(item)) named(fields, item, `${key}.`, depth + 1, !Array.isArray(value))
    else if (list || !listsOnly) {
      const found = texts(list ? item : [item])
      if (found.length) fields[key] = found
      if (list) named(fields, item, `${key}.`, depth + 1, true)
    }
  }
}

export function parseErrorBody(body: unknown): ErrorBody {
  const fields: Record<string, string[]> = {}
  const messages: string[] = []
  const one = text(body)
  if (one) messages.push(one)
  else if (Array.isArray(body)) {
    messages.push(...texts(body))
    // a list serialiser's errors as the whole body, an object per entry: `N.field`
    named(fields, body, '', 0, true)
  } else if (body && typeof body === 'object') {
    const strings: string[] = []
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (key === 'fields' && isEntry(value)) named(fields, value)
      else if (key === 'errors' && Array.isArray(value) && value.some(isEntry))
        messages.push(...texts(value.map((e) => (isEntry(e) ? (e as { message?: unknown }).message : e))))
      else if (value && typeof value === 'object') named(fields, { [key]: value })
      else {
        const s = text(value)
        if (s) strings.push(s)
      }
    }
    if (Object.keys(fields).length === 0 && messages.length === 0) messages.push(...strings)
  }
  return { fields, messages }
}

/** Every message of a body (field messages first, each once), or the fallback when it has none. */
export function errorMessages(body: unknown, fallback: string = UNKNOWN_ERROR): string[] {
  const { fields, messages } = parseErrorBody(body)
  const all = [...new Set([...Object.values(fields).flat(), ...messages])]
  return all.length ? all : [fallback]
}

/** For forms: each field's messages as one text, next to its field; the fallback when the body says nothing. */
export function formErrors(
  body: unknown,
  fallback: string = UNKNOWN_ERROR,
): { fields: Record<string, string>; messages: string[] } {
  const parsed = parseErrorBody(body)
  const fields = Object.fromEntries(Object.entries(parsed.fields).map(([name, list]) => [name, list.join(' ')]))
  const messages = parsed.messages.length || Object.keys(fields).length ? parsed.messages : [fallback]
  return { fields, messages }
}

/**
 * Every message of a body, or none: for callers that show their own localised text when the body
 * says nothing (never the transport's "POST /path: HTTP 400" summary).
 */
export function bodyMessages(body: unknown): string[] {
  const { fields, messages } = parseErrorBody(body)
  return [...new Set([...Object.values(fields).flat(), ...messages])]
}
