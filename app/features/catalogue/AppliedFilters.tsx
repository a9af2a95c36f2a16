import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { KEEP_PLACE } from '#app/lib/keep-place.ts'
import type { FilterGroup } from '#contract/catalogue.ts'
import { type AppliedChip, appliedChips } from './applied-filters'
import { EMPTY_FILTERS, type FilterState, type PriceRange } from './filter-query'

/**
 * A chip is never the current page: the router counts a link as current when its search is part of the
 * page's, and "clear all" (or a chip dropping a whole filter) asks for less than the page has, so each
 * carried aria-current="page". Only the very same URL is current.
 */
const EXACT = { exact: true }

/**
 * The applied filters as removable chips above a listing (issue 28 point 7): each chip is a link to
 * the URL without its filter (the URL is the state), labelled "remove filter ...", plus "clear all" (named by its visible text: a
 * different label read one thing and showed another, axe label-content-name-mismatch)
 * (with two chips or more, or on a listing the filters left empty).
 */
export function AppliedFilters({
  state,
  groups,
  searchFor,
  empty,
}: {
  state: FilterState
  groups: FilterGroup[]
  searchFor: (next: FilterState) => object
  /** Nothing matched: "clear all" shows even without chips (a filter the listing does not list has none). */
  empty?: boolean
}) {
  const intl = useIntl()
  const titleId = useId()
  const list = useRef<HTMLUListElement>(null)
  const removed = useRef<number>(null)
  // A chip removed goes with the focus on it (the shopper's, by keyboard too), which fell to the page's
  // body: it moves to the chip now in its place (the next one, else the last), or to the results' count
  // once none is left (here, or as the chips go: the filters empty).
  const place = () => {
    const at = removed.current
    if (at === null || document.activeElement !== document.body) return
    removed.current = null
    const links = list.current?.querySelectorAll('a') ?? []
    const count = document.querySelector<HTMLElement>('.listing__count')
    if (count) count.tabIndex = -1
    ;(links[Math.min(at, links.length - 1)] ?? count)?.focus({ preventScroll: true })
  }
  useEffect(() => {
    place()
    return place
  })
  const chips = appliedChips(state, groups)
  if (chips.length === 0 && !empty) return null
  const amount = (n: number) => intl.formatNumber(n)
  const rangeText = ({ from, to }: PriceRange) =>
    from !== null && to !== null
      ? `${amount(from)}–${amount(to)}`
      : from !== null
        ? intl.formatMessage({ id: 'filters.rangeFromOnly' }, { from: amount(from) })
        : intl.formatMessage({ id: 'filters.rangeToOnly' }, { to: amount(to ?? 0) })
  const label = (chip: AppliedChip) =>
    `${chip.group ?? intl.formatMessage({ id: 'filters.price' })}: ${chip.value.kind === 'option' ? chip.value.title : rangeText(chip.value.range)}`
  return (
    <nav className="chips applied-filters" aria-labelledby={titleId} data-testid="applied-filters">
      <h2 id={titleId} className="visually-hidden">
        <FormattedMessage id="filters.applied" />
      </h2>
      <ul ref={list}>
        {chips.map((chip, i) => (
          <li key={chip.id}>
            <Link
              to="."
              search={searchFor(chip.without) as never}
              {...KEEP_PLACE}
              onClick={() => {
                removed.current = i
              }}
              activeOptions={EXACT}
              className="chip"
              aria-label={intl.formatMessage({ id: 'filters.remove' }, { label: label(chip) })}
            >
              <span>{label(chip)}</span>
              <span className="chip__remove" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
        {chips.length > 1 || empty ? (
          <li>
            <Link
              to="."
              search={searchFor(EMPTY_FILTERS) as never}
              {...KEEP_PLACE}
              onClick={() => {
                removed.current = 0
              }}
              className="chip chip--clear"
              activeOptions={EXACT}
            >
              <FormattedMessage id="filters.clearAll" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
