import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useEarlyTap } from '#app/lib/useEarlyTap.ts'
import type { FilterGroup } from '#contract/catalogue.ts'
import {
  isEmptyFilter,
  optionSelectable,
  type RangeDefaults,
  rangeOf,
  setPriceRange,
  setRange,
  toggleOption,
} from './filter-edit'
import { EMPTY_FILTERS, type FilterState, type PriceRange } from './filter-query'

export interface FiltersProps {
  groups: FilterGroup[]
  state: FilterState
  priceBounds: RangeDefaults
  onChange: (next: FilterState) => void
}

/** Bounds a range's inputs can span: both known and apart. */
const spans = (b: RangeDefaults): b is { min: number; max: number } => b.min !== null && b.max !== null && b.max > b.min

/**
 * The back end's filter groups: the price range, other range groups (two number inputs each) and
 * checkbox groups; reset clears the options and restores every range's default min and max.
 */
export function Filters({ groups, state, priceBounds, onChange }: FiltersProps) {
  const intl = useIntl()
  // Changes build on the last state asked for, not only on the last one rendered: two ticks or ranges
  // held before hydration (or made before the page re-renders) replay one after the other, and both stay.
  const latest = useRef(state)
  latest.current = state
  const change = (next: (from: FilterState) => FilterState) => {
    latest.current = next(latest.current)
    onChange(latest.current)
  }
  return (
    <div className="filters">
      {spans(priceBounds) ? (
        <RangeFilter
          legend={<FormattedMessage id="filters.price" />}
          fromLabel={intl.formatMessage({ id: 'filters.priceFrom' })}
          toLabel={intl.formatMessage({ id: 'filters.priceTo' })}
          value={state.price}
          bounds={priceBounds}
          onApply={(range) => change((from) => setPriceRange(from, range, priceBounds))}
        />
      ) : null}
      {groups.map((group) => {
        if (group.type === 'range') {
          const bounds = { min: group.default_min ?? group.min ?? null, max: group.default_max ?? group.max ?? null }
          if (group.keyword === 'price' || !spans(bounds)) return null
          return (
            <RangeFilter
              key={group.keyword}
              legend={group.title}
              fromLabel={intl.formatMessage({ id: 'filters.rangeFrom' }, { title: group.title })}
              toLabel={intl.formatMessage({ id: 'filters.rangeTo' }, { title: group.title })}
              value={rangeOf(state, group.keyword)}
              bounds={bounds}
              onApply={(range) => change((from) => setRange(from, group.keyword, range, bounds))}
            />
          )
        }
        if (group.options.length === 0) return null
        return (
          <fieldset key={group.keyword} className="filters__group">
            <legend>{group.title}</legend>
            <ul>
              {group.options.map((option) => {
                const checked = state.options[group.keyword]?.includes(option.keyword) ?? false
                return (
                  <li key={option.keyword}>
                    <FilterOption
                      title={option.title}
                      count={option.count}
                      checked={checked}
                      onToggle={() => change((from) => toggleOption(from, group.keyword, option.keyword))}
                    />
                  </li>
                )
              })}
            </ul>
          </fieldset>
        )
      })}
      <button
        type="button"
        className="button button--block"
        disabled={isEmptyFilter(state)}
        onClick={() => onChange(EMPTY_FILTERS)}
      >
        {intl.formatMessage({ id: 'filters.reset' })}
      </button>
    </div>
  )
}

/**
 * One checkbox of a group. A tick made before the listing is interactive is held and replayed once it
 * is (platform/shared/early-tap.ts): before, the box showed ticked while the filter was never applied.
 */
function FilterOption({
  title,
  count,
  checked,
  onToggle,
}: {
  title: string
  count?: number | null
  checked: boolean
  onToggle: () => void
}) {
  const tap = useEarlyTap<HTMLInputElement>()
  return (
    <label className="checkbox">
      <input
        {...tap}
        type="checkbox"
        checked={checked}
        disabled={!optionSelectable(count, checked)}
        onChange={onToggle}
      />
      <span>{title}</span>
      {typeof count === 'number' ? <span className="checkbox__count">{count}</span> : null}
    </label>
  )
}

interface RangeFilterProps {
  legend: ReactNode
  fromLabel: string
  toLabel: string
  value: PriceRange | null
  bounds: { min: number; max: number }
  onApply: (range: PriceRange) => void
}

/**
 * Two number inputs (from, to) starting at the bounds; typed values are clamped to them and ordered.
 * Its button takes a tap (or an Enter in a field, which clicks it) made before the listing is
 * interactive and applies it once it is, with what was typed: before, the browser sent the form itself
 * (?from=&to=, which names no range) and the listing came back unfiltered. A new applied value (or a
 * reset) is written into the inputs, the form kept: remounted with it, the form took the focus of its
 * Apply (or of the field an Enter was pressed in) to the page (shopper audit a4).
 */
function RangeFilter({ legend, fromLabel, toLabel, value, bounds, onApply }: RangeFilterProps) {
  const id = useId()
  const tap = useEarlyTap<HTMLButtonElement>()
  const ref = useRef<HTMLFormElement>(null)
  const mounted = useRef(false)
  const { min, max } = bounds
  const shownFrom = value?.from ?? min
  const shownTo = value?.to ?? max
  // not at the first render: what was typed before the page was interactive stays
  useEffect(() => {
    const fields = ref.current?.elements as unknown as Record<'from' | 'to', HTMLInputElement> | undefined
    if (mounted.current && fields) {
      fields.from.value = String(shownFrom)
      fields.to.value = String(shownTo)
    }
    mounted.current = true
  }, [shownFrom, shownTo])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const read = (name: string, fallback: number) => {
      const text = String(form.get(name) ?? '').trim()
      const n = Number(text.replace(',', '.'))
      return Number.isFinite(n) && text !== '' ? Math.min(Math.max(n, min), max) : fallback
    }
    let from = read('from', min)
    let to = read('to', max)
    if (from > to) [from, to] = [to, from]
    onApply({ from, to })
  }
  return (
    <form ref={ref} className="filters__group filters__price" onSubmit={submit}>
      <fieldset>
        <legend>{legend}</legend>
        <div className="filters__price-inputs">
          <label htmlFor={`${id}-from`} className="visually-hidden">
            {fromLabel}
          </label>
          <input
            id={`${id}-from`}
            name="from"
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step="any"
            defaultValue={shownFrom}
          />
          <span aria-hidden="true">–</span>
          <label htmlFor={`${id}-to`} className="visually-hidden">
            {toLabel}
          </label>
          <input
            id={`${id}-to`}
            name="to"
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step="any"
            defaultValue={shownTo}
          />
        </div>
        <button {...tap} type="submit" className="button button--block">
          <FormattedMessage id="filters.apply" />
        </button>
      </fieldset>
    </form>
  )
}
