import type { FilterGroup } from '#contract/catalogue.ts'
import { rangeOf } from './filter-edit'
import type { FilterState, PriceRange } from './filter-query'

/** One applied filter as a removable chip: what it says, and the filter state without it. */
export interface AppliedChip {
  /** Stable key: `price`, `key:value` for an option, `key` for a range group. */
  id: string
  /** The group's title from the back end (the price has none: the caller names it). */
  group: string | null
  value: { kind: 'option'; title: string } | { kind: 'range'; range: PriceRange }
  without: FilterState
}

/**
 * The chips of the applied filters (issue 28 point 7), from the URL's filter state: the price
 * first, then the groups in the back end's order. Only keys and options the back end's filter
 * answer for this listing has: a key or value it does not list (`zzz:1`, `brand_id:99999`) is no
 * filter of this listing and no chip (it stays in the URL; a chip's link and "clear all" keep or
 * drop it with the rest). Status `all` is no filter and no chip.
 */
export function appliedChips(state: FilterState, groups: FilterGroup[]): AppliedChip[] {
  const chips: AppliedChip[] = []
  if (state.price)
    chips.push({
      id: 'price',
      group: null,
      value: { kind: 'range', range: state.price },
      without: { ...state, price: null },
    })
  for (const group of groups) {
    const key = group.keyword
    const values = state.options[key]
    if (key === 'price' || !values?.length) continue
    if (group.type === 'range') {
      const range = rangeOf(state, key)
      if (range)
        chips.push({ id: key, group: group.title, value: { kind: 'range', range }, without: withoutKey(state, key) })
      continue
    }
    for (const value of values) {
      const option = group.options.find((o) => o.keyword === value)
      if (!option || (key === 'status' && value === 'all')) continue
      chips.push({
        id: `${key}:${value}`,
        group: group.title,
        value: { kind: 'option', title: option.title },
        without: withoutValue(state, key, value),
      })
    }
  }
  return chips
}

function withoutKey(state: FilterState, key: string): FilterState {
  const options = { ...state.options }
  delete options[key]
  return { ...state, options }
}

function withoutValue(state: FilterState, key: string, value: string): FilterState {
  const rest = (state.options[key] ?? []).filter((v) => v !== value)
  return rest.length ? { ...state, options: { ...state.options, [key]: rest } } : withoutKey(state, key)
}
