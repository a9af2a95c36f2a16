import { isLocale, type Locale, SORT_OPTIONS, type SortOption } from '../../../app.config'

/**
 * Hand-written validation of server-function input for the brand, promotion, search and compare
 * calls (no schema library in the browser bundle). Bad input throws, which the server function
 * answers with an error; callers turn that into their empty default.
 */
function fail(what: string): never {
  throw new Error(`invalid input: ${what}`)
}

export function record(input: unknown): Record<string, unknown> {
  return input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : fail('object')
}

export function langOf(value: unknown): Locale {
  return isLocale(value) ? value : fail('lang')
}

export function textOf(value: unknown, min: number, max: number): string {
  return typeof value === 'string' && value.length >= min && value.length <= max ? value : fail('text')
}

export interface ListingInput {
  lang: Locale
  page: number
  sort: SortOption
  filter?: string
  cumulative?: boolean
}

export function listingInput(input: unknown): ListingInput {
  const r = record(input)
  const page = r.page
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > 10_000) fail('page')
  if (!(SORT_OPTIONS as readonly unknown[]).includes(r.sort)) fail('sort')
  if (r.filter !== undefined && (typeof r.filter !== 'string' || r.filter.length > 2000)) fail('filter')
  if (r.cumulative !== undefined && typeof r.cumulative !== 'boolean') fail('cumulative')
  return { lang: langOf(r.lang), page, sort: r.sort as SortOption, filter: r.filter as string | undefined, cumulative: r.cumulative as boolean | undefined }
}

export function idsOf(value: unknown, max: number): number[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > max) fail('ids')
  return value.map((id) => (typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 1e9 ? id : fail('id')))
}
