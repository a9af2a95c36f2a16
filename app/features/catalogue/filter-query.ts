/**
 * The catalogue's filter query format in the storefront URL: a comma-separated list of
 * key:value-list pairs, where a token without a colon adds a value to the pair before it.
 *
 *   filter=color:black,white,brand_id:3,price:100-500
 *
 * `price` gives a range (`from-to`, either side may be empty). Parsing never throws: a malformed
 * part is dropped and the rest is kept. Serializing is stable (keys sorted, values de-duplicated
 * in the order given), so a URL round-trips exactly.
 */

import { FILTER_KEY, FILTER_VALUE, formatFilterQuery } from '#contract/filter-format.ts'

export interface PriceRange {
  from: number | null
  to: number | null
}

export interface FilterState {
  /** Checkbox groups and the category, brand, promo and status filters: key -> option keywords. */
  options: Record<string, string[]>
  /** The price range; present only once the slider has been moved. */
  price: PriceRange | null
}

export const EMPTY_FILTERS: FilterState = { options: {}, price: null }

const KEY = FILTER_KEY
const VALUE = FILTER_VALUE
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/
/** A range group's bound: signed, up to 4 decimals (a temperature from -20, a weight of 0.125 kg). */
const BOUND = '-?\\d{1,9}(?:\\.\\d{1,4})?'
const RANGE = new RegExp(`^(${BOUND})?-(${BOUND})?$`)
const MAX_VALUES_PER_KEY = 50
const MAX_KEYS = 30
const MAX_LENGTH = 2000

/** Parses `from-to`; null when neither side is a valid amount or from > to. */
export function parsePriceRange(text: string): PriceRange | null {
  const match = /^([^-]*)-([^-]*)$/.exec(text)
  if (!match) return null
  const [, a = '', b = ''] = match
  if ((a && !AMOUNT.test(a)) || (b && !AMOUNT.test(b))) return null
  const from = a ? Number(a) : null
  const to = b ? Number(b) : null
  if (from === null && to === null) return null
  if (from !== null && to !== null && from > to) return null
  return { from, to }
}

/** A range group's `from-to` (screen:14-27, temp:-10-30, weight:0.5-1.125); null when neither side is a bound or from > to. */
export function parseRange(text: string): PriceRange | null {
  const match = RANGE.exec(text)
  if (!match) return null
  const from = match[1] === undefined ? null : Number(match[1])
  const to = match[2] === undefined ? null : Number(match[2])
  if (from === null && to === null) return null
  if (from !== null && to !== null && from > to) return null
  return { from, to }
}

export function parseFilterParam(input: unknown): FilterState {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_LENGTH) return { options: {}, price: null }
  const options: Record<string, string[]> = {}
  let price: PriceRange | null = null
  let current: string | null = null
  for (const raw of input.split(',')) {
    const token = raw.trim()
    if (!token) continue
    const colon = token.indexOf(':')
    let key: string | null
    let value: string
    if (colon >= 0) {
      key = token.slice(0, colon)
      value = token.slice(colon + 1)
      if (!KEY.test(key)) {
        current = null // a broken key drops its values too
        continue
      }
      current = key
    } else {
      key = current
      value = token
    }
    if (!key) continue
    if (key === 'price') {
      const range = parsePriceRange(value)
      if (range) price = range
      current = null
      continue
    }
    if (!VALUE.test(value)) continue
    if (!Object.hasOwn(options, key)) {
      if (Object.keys(options).length >= MAX_KEYS) continue
      options[key] = []
    }
    const list = options[key]!
    if (!list.includes(value) && list.length < MAX_VALUES_PER_KEY) list.push(value)
  }
  for (const key of Object.keys(options)) if (options[key]!.length === 0) delete options[key]
  return { options, price }
}

function formatAmount(n: number | null): string {
  return n === null ? '' : String(n)
}

export function serializeFilterParam(state: FilterState): string {
  const parts = Object.keys(state.options)
    .filter((key) => KEY.test(key) && key !== 'price')
    .sort()
    .map((key) => {
      const values = [...new Set(state.options[key]!.filter((v) => VALUE.test(v)))]
      return values.length ? `${key}:${values.join(',')}` : ''
    })
    .filter(Boolean)
  if (state.price && (state.price.from !== null || state.price.to !== null)) {
    parts.push(`price:${formatAmount(state.price.from)}-${formatAmount(state.price.to)}`)
  }
  return parts.join(',')
}

/**
 * Whether an option can be ticked: not when the back end counts no product for it (a dead end that
 * empties the list); an option already ticked can always be unticked, and one without a count is open.
 */
export const optionSelectable = (count: number | null | undefined, checked: boolean): boolean => checked || count !== 0

/** Toggles one option of a group: adds it, or removes it when already selected. */
export function toggleOption(state: FilterState, key: string, value: string): FilterState {
  const current = state.options[key] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  const options = { ...state.options, [key]: next }
  if (next.length === 0) delete options[key]
  return { ...state, options }
}

/** The bounds a range filter's inputs start from: the group's default min and max. */
export interface RangeDefaults {
  min: number | null
  max: number | null
}

/** A range counts only once moved: a side at its default (or beyond) is no bound; null when neither side is. */
function narrowedRange(range: PriceRange, defaults: RangeDefaults): PriceRange | null {
  const from = range.from !== null && defaults.min !== null && range.from <= defaults.min ? null : range.from
  const to = range.to !== null && defaults.max !== null && range.to >= defaults.max ? null : range.to
  return from === null && to === null ? null : { from, to }
}

/**
 * The price range counts only once the slider has been moved: a range equal to the defaults
 * (or wider) is no filter at all.
 */
export function setPriceRange(state: FilterState, range: PriceRange, defaults: RangeDefaults): FilterState {
  return { ...state, price: narrowedRange(range, defaults) }
}

/**
 * A non-price range group (a filter group of type `range`, e.g. the screen size): kept as the
 * group's one value `from-to` (the URL's and the admin API's `screen:14-27`). Null when unset or
 * not a valid range.
 */
export function rangeOf(state: FilterState, key: string): PriceRange | null {
  const values = state.options[key]
  return values?.length === 1 ? parseRange(values[0]!) : null
}

/** Sets a range group by the price's rule: it counts (and is sent) only once moved off its defaults. */
export function setRange(state: FilterState, key: string, range: PriceRange, defaults: RangeDefaults): FilterState {
  if (!KEY.test(key) || key === 'price') return state
  const narrowed = narrowedRange(range, defaults)
  const options = { ...state.options }
  if (narrowed) options[key] = [`${formatAmount(narrowed.from)}-${formatAmount(narrowed.to)}`]
  else delete options[key]
  return { ...state, options }
}

export function isEmptyFilter(state: FilterState): boolean {
  return Object.keys(state.options).length === 0 && state.price === null
}

/**
 * Status 'all' is not sent; the rest becomes the admin API's `filters` string in the URL's own format
 * (spec 2.3: comma-separated key:value-list pairs, spelt by formatFilterQuery).
 * It joined the pairs with `;`, which a back end reading pairs by the comma (the spec's words) took for
 * part of a value: Negru with brand Nordika showed a white phone (an operator's back end, session 55).
 */
export function toApiFilters(state: FilterState): string | undefined {
  const selection: Record<string, string[]> = { ...state.options }
  if (selection.status) selection.status = selection.status.filter((v) => v !== 'all')
  if (state.price) selection.price = [`${formatAmount(state.price.from)}-${formatAmount(state.price.to)}`]
  return formatFilterQuery(selection) || undefined
}
