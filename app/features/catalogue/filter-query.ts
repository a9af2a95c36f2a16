/**
 * The catalogue's filter query format in the storefront URL: a comma-separated list of
 * key:value-list pairs, where a token without a colon adds a value to the pair before it.
 *
 *   filter=color:black,white,brand_id:3,price:100-500
 *
 * `price` gives a range (`from-to`, either side may be empty). Parsing never throws: a malformed
 * part is dropped and the rest is kept. Serializing is stable (keys sorted, values de-duplicated
 * in the order given), so a URL round-trips exactly.
 *
 * Only the reading and the writing live here: every page's route validates its search with them, so
 * they ride in the entry. What the listing's filters do with a selection is filter-edit.ts, loaded
 * with the listing.
 */

import { FILTER_KEY, FILTER_VALUE, PRICE_RANGE } from '#contract/filter-format.ts'

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

const MAX_VALUES_PER_KEY = 50
const MAX_KEYS = 30
const MAX_LENGTH = 2000

/** `from-to` by its pattern; null when neither side is a bound or from > to. */
export function rangeBy(pattern: RegExp, text: string): PriceRange | null {
  const match = pattern.exec(text)
  if (!match) return null
  const from = match[1] === undefined ? null : Number(match[1])
  const to = match[2] === undefined ? null : Number(match[2])
  if ((from === null && to === null) || (from !== null && to !== null && from > to)) return null
  return { from, to }
}

/** The price's `from-to` (price:100-500, either side may be empty). */
export const parsePriceRange = (text: string) => rangeBy(PRICE_RANGE, text)

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
      if (!FILTER_KEY.test(key)) {
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
    if (!FILTER_VALUE.test(value)) continue
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

export function formatAmount(n: number | null): string {
  return n === null ? '' : String(n)
}

export function serializeFilterParam(state: FilterState): string {
  const parts = Object.keys(state.options)
    .filter((key) => FILTER_KEY.test(key) && key !== 'price')
    .sort()
    .map((key) => {
      const values = [...new Set(state.options[key]!.filter((v) => FILTER_VALUE.test(v)))]
      return values.length ? `${key}:${values.join(',')}` : ''
    })
    .filter(Boolean)
  if (state.price && (state.price.from !== null || state.price.to !== null)) {
    parts.push(`price:${formatAmount(state.price.from)}-${formatAmount(state.price.to)}`)
  }
  return parts.join(',')
}
