import { ApiError } from './api-error'

/**
 * The condition "`column` holds the bound text anywhere", ASCII letters case-blind as LIKE compares
 * them, every character literal (%, _ and the backslash too). instr over lower(), not LIKE: D1
 * refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too complex", a 500), which an order
 * search of 49 letters or 25 Cyrillic ones was (session 74's walk of the cabinet; the lists take 100).
 */
export const containsSql = (column: string) => `instr(lower(${column}), lower(?)) > 0`

/**
 * The date filter of the cabinet lists (spec 2: the range is sent only when both dates are given):
 * both dates inclusive, or nothing when one is missing. A range that ends before it starts is a 400.
 */
export function rangeFilter(
  column: string,
  start: string | undefined,
  end: string | undefined,
): { sql: string; params: string[] } | null {
  if (!start || !end) return null
  if (end < start) throw new ApiError(400, 'Invalid query', { end_date: ['end_date is before start_date'] })
  return { sql: `${column} >= ? AND ${column} < date(?, '+1 day')`, params: [start, end] }
}

/**
 * The inside of an `IN (...)` of whole ids, written into the SQL rather than bound: D1 binds at most
 * 100 parameters per statement, and a list of ids (favourites merged at sign-in, a page of 100
 * adverts with the user's two) runs past it ("too many SQL variables", a 500). Only safe integers are
 * written; anything else is a programming error, thrown before the SQL is built. Empty: `NULL`
 * (matches nothing).
 */
export function idList(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`idList: not a whole id: ${String(id)}`)
  return ids.length ? ids.join(',') : 'NULL'
}
