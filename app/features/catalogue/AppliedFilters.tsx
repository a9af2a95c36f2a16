import { Link } from '@tanstack/react-router'
import { useId } from 'react'
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
      <ul>
        {chips.map((chip) => (
          <li key={chip.id}>
            <Link
              to="."
              search={searchFor(chip.without) as never}
              {...KEEP_PLACE}
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
