import { FILTER_KEY, formatFilterQuery } from '#contract/filter-format.ts'
import { type FilterState, formatAmount, type PriceRange, rangeBy } from './filter-query'

/** A range group's bound: signed, up to 4 decimals (a temperature from -20, a weight of 0.125 kg). */
const RANGE = /^(-?\d{1,9}(?:\.\d{1,4})?)?-(-?\d{1,9}(?:\.\d{1,4})?)?$/
/** A range group's `from-to` (screen:14-27, temp:-10-30, weight:0.5-1.125). */
export const parseRange = (text: string) => rangeBy(RANGE, text)

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
  if (!FILTER_KEY.test(key) || key === 'price') return state
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
