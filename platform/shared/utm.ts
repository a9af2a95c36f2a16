import { UTM_KEYS } from '#config'

/** The spec's UTM record: the five utm_* fields of the landing page's query, kept for the order. */
export type UtmRecord = Partial<Record<(typeof UTM_KEYS)[number], string>>

/** The longest value kept per field (the contract's limit too). */
export const UTM_MAX_LENGTH = 200

/**
 * The most one value may take in the utm cookie, as JSON percent-encoded: five of them and their keys
 * stay near 2.7 kB, inside the 4,096 bytes a browser keeps of a cookie's name and value. Characters
 * alone did not bound it: a control character is 8 bytes there (`\u0001` is `%5Cu0001`), a quote 6,
 * so five values of 130 control characters (an address of 2,000 characters) made a 5.3 kB cookie,
 * which the browser drops, and the order went without its utm record.
 */
export const UTM_MAX_COOKIE_BYTES = 500

const cookieBytes = (text: string) => encodeURIComponent(JSON.stringify(text)).length

function capped(text: string): string {
  let out = text.slice(0, UTM_MAX_LENGTH)
  while (cookieBytes(out) > UTM_MAX_COOKIE_BYTES) out = out.slice(0, -1)
  return out
}

function pick(get: (key: string) => unknown): UtmRecord {
  const record: UtmRecord = {}
  for (const key of UTM_KEYS) {
    const value = get(key)
    const text = typeof value === 'string' ? capped(value.trim()) : ''
    if (text) record[key] = text
  }
  return record
}

/** The utm_* values of a query, each trimmed and capped; empty when none is present. */
export function utmFromQuery(params: URLSearchParams): UtmRecord {
  return pick((key) => params.get(key))
}

/**
 * The stored record (the utm cookie's JSON) as the order sends it: only the five fields, strings,
 * trimmed and capped, so a hand-edited cookie can never make the order invalid; undefined when empty.
 */
export function utmFromCookie(raw: string | undefined): UtmRecord | undefined {
  if (!raw) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
  const record = pick((key) => (parsed as Record<string, unknown>)[key])
  return Object.keys(record).length ? record : undefined
}
