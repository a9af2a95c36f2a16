import { UTM_KEYS } from '#config'

/** The spec's UTM record: the five utm_* fields of the landing page's query, kept for the order. */
export type UtmRecord = Partial<Record<(typeof UTM_KEYS)[number], string>>

/** The longest value kept per field (the contract's limit too). */
export const UTM_MAX_LENGTH = 200

function pick(get: (key: string) => unknown): UtmRecord {
  const record: UtmRecord = {}
  for (const key of UTM_KEYS) {
    const value = get(key)
    const text = typeof value === 'string' ? value.trim() : ''
    if (text) record[key] = text.slice(0, UTM_MAX_LENGTH)
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
