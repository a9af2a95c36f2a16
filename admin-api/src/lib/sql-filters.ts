import { ApiError } from './api-error'

/** A LIKE pattern matching `text` anywhere (%, _ and the backslash taken literally; use with ESCAPE). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

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
