import { isLocale, type Locale, SORT_OPTIONS, type SortOption } from '#config'
import { hasCountDecimals } from '#contract/numbers.ts'
import { orderIdOf } from '#contract/order-id.ts'
import { WIRE_LIMITS } from '#contract/wire.ts'

/**
 * Tiny validators for server-function inputs. They run where the input arrives (the server) but
 * live in modules the browser also loads, so they must not pull zod into the client bundle.
 * Each throws InputError, which TanStack Start turns into a failed call, never a 500 page.
 */
export class InputError extends Error {
  override name = 'InputError'
  constructor(message: string) {
    super(message)
    // The server's hook (platform/input-status.server.ts): the refused call answers 400, not 200.
    ;(globalThis as Record<symbol, (() => void) | undefined>)[Symbol.for('shop.refusedInput')]?.()
  }
}

export function record(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new InputError('expected an object')
  return input as Record<string, unknown>
}

export function lang(value: unknown): Locale {
  if (!isLocale(value)) throw new InputError('unknown language')
  return value
}

/** The input of a server function that takes only the page language: `{ lang }`, nothing else kept. */
export function langOnly(input: unknown): { lang: Locale } {
  return { lang: lang(record(input).lang) }
}

export function text(
  value: unknown,
  { min = 0, max = 1000, trim = true }: { min?: number; max?: number; trim?: boolean } = {},
): string {
  if (typeof value !== 'string') throw new InputError('expected a string')
  const s = trim ? value.trim() : value
  if (s.length < min || s.length > max) throw new InputError(`expected ${min}..${max} characters`)
  return s
}

export function optionalText(value: unknown, opts?: { min?: number; max?: number }): string | undefined {
  return value === undefined || value === null || value === '' ? undefined : text(value, opts)
}

export function int(value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new InputError(`expected an integer in ${min}..${max}`)
  return value
}

/**
 * A line's count in a server function's input (storefront spec 5 and 9: "Quantity: 3 decimals ...
 * maximum 99999"): a JSON number above 0, at most 99999, with 3 decimals at most; anything else (a
 * count sent as text, 1e5, 1.2345) is refused. The back end checks each product's multiplicity. The
 * order's lines (app/features/cart/order-lines.ts), the quote's, the credit's and the quick orders'
 * read counts by this one rule.
 */
export function lineCount(count: unknown): number {
  if (
    typeof count !== 'number' ||
    !Number.isFinite(count) ||
    count <= 0 ||
    count > WIRE_LIMITS.maxCount ||
    !hasCountDecimals(count)
  )
    throw new InputError('bad count')
  return count
}

/** An order's id (contract order-id.ts): id text (`ORD-5005`, a UUID), or an integer taken as its digits. */
export function orderId(value: unknown): string {
  const id = orderIdOf(value)
  if (id === null) throw new InputError('expected an order id')
  return id
}

export function bool(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new InputError('expected a boolean')
  return value
}

export function oneOf<T extends string>(value: unknown, options: readonly T[]): T {
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value))
    throw new InputError(`expected one of ${options.join(', ')}`)
  return value as T
}

export function idList(value: unknown, max: number): number[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > max) throw new InputError(`expected 1..${max} ids`)
  return value.map((id) => int(id, 1, Number.MAX_SAFE_INTEGER))
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export function email(value: unknown): string {
  const s = text(value, { min: 3, max: 254 })
  if (!EMAIL.test(s)) throw new InputError('expected an e-mail')
  return s
}

/** A listing page as the server functions take it (category, brand, promotions, search). */
export interface ListingInput {
  lang: Locale
  page: number
  sort: SortOption
  filter?: string
  /** Load-more mode: pages 1..page. */
  cumulative?: boolean
}

export function listingInput(input: unknown): ListingInput {
  const r = record(input)
  return {
    lang: lang(r.lang),
    page: int(r.page, 1, 10_000),
    sort: oneOf(r.sort, SORT_OPTIONS),
    filter: optionalText(r.filter, { max: 2000 }),
    cumulative: r.cumulative === undefined ? undefined : bool(r.cumulative),
  }
}

/** The listing request of an input (no language, nothing else): the server loaders' argument. */
export function listingRequestOf(input: ListingInput): Omit<ListingInput, 'lang'> {
  return { page: input.page, sort: input.sort, filter: input.filter, cumulative: input.cumulative }
}
