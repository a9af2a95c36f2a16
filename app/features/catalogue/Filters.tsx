import { type FormEvent, useId } from 'react'
import type { FilterGroup } from '../../api/contract/catalogue'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { EMPTY_FILTERS, type FilterState, isEmptyFilter, setPriceRange, toggleOption } from './filter-query'

export interface FiltersProps {
  groups: FilterGroup[]
  state: FilterState
  priceBounds: { min: number | null; max: number | null }
  onChange: (next: FilterState) => void
}

/** The back end's filter groups: checkbox groups and a price range; reset restores the defaults. */
export function Filters({ groups, state, priceBounds, onChange }: FiltersProps) {
  const intl = useIntl()
  const checkboxGroups = groups.filter((g) => g.type !== 'range' && g.options.length > 0)
  return (
    <div className="filters">
      {priceBounds.min !== null && priceBounds.max !== null && priceBounds.max > priceBounds.min ? (
        <PriceFilter key={`${state.price?.from}-${state.price?.to}`} state={state} bounds={priceBounds} onChange={onChange} />
      ) : null}
      {checkboxGroups.map((group) => (
        <fieldset key={group.keyword} className="filters__group">
          <legend>{group.title}</legend>
          <ul>
            {group.options.map((option) => {
              const checked = state.options[group.keyword]?.includes(option.keyword) ?? false
              return (
                <li key={option.keyword}>
                  <label className="checkbox">
                    <input type="checkbox" checked={checked} onChange={() => onChange(toggleOption(state, group.keyword, option.keyword))} />
                    <span>{option.title}</span>
                    {typeof option.count === 'number' ? <span className="checkbox__count">{option.count}</span> : null}
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
      <button type="button" className="button button--block" disabled={isEmptyFilter(state)} onClick={() => onChange(EMPTY_FILTERS)}>
        {intl.formatMessage({ id: 'filters.reset' })}
      </button>
    </div>
  )
}

function PriceFilter({ state, bounds, onChange }: { state: FilterState; bounds: { min: number | null; max: number | null }; onChange: (next: FilterState) => void }) {
  const id = useId()
  const min = bounds.min ?? 0
  const max = bounds.max ?? 0
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const read = (name: string, fallback: number) => {
      const n = Number(String(form.get(name) ?? '').replace(',', '.'))
      return Number.isFinite(n) && String(form.get(name) ?? '').trim() !== '' ? Math.min(Math.max(n, min), max) : fallback
    }
    let from = read('from', min)
    let to = read('to', max)
    if (from > to) [from, to] = [to, from]
    onChange(setPriceRange(state, { from, to }, bounds))
  }
  return (
    <form className="filters__group filters__price" onSubmit={submit}>
      <fieldset>
        <legend>
          <FormattedMessage id="filters.price" />
        </legend>
        <div className="filters__price-inputs">
          <label htmlFor={`${id}-from`} className="visually-hidden">
            <FormattedMessage id="filters.priceFrom" />
          </label>
          <input id={`${id}-from`} name="from" type="number" inputMode="decimal" min={min} max={max} step="any" defaultValue={state.price?.from ?? min} />
          <span aria-hidden="true">–</span>
          <label htmlFor={`${id}-to`} className="visually-hidden">
            <FormattedMessage id="filters.priceTo" />
          </label>
          <input id={`${id}-to`} name="to" type="number" inputMode="decimal" min={min} max={max} step="any" defaultValue={state.price?.to ?? max} />
        </div>
        <button type="submit" className="button button--block">
          <FormattedMessage id="filters.apply" />
        </button>
      </fieldset>
    </form>
  )
}
