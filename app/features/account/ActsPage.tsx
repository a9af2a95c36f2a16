import { useNavigate, useRouterState } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { formatPrice } from '../../i18n/format'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { useLocale, useShell } from '../../shell/useShell'
import { LabeledField } from '../../ui/LabeledField'
import { CabinetFrame, Notice } from './CabinetFrame'
import type { Outcome } from './cabinet.server'
import type { CompanyOption } from './OrdersPage'
import { type ListPage, readActsSearch } from './rules'

export interface ActRow {
  id: number
  number: string
  date: string
  total: number
  status: string
  company_id: number | null
}

/**
 * /{lang}/account/acts: the acts (documents) list (accounts spec 3, 7, 9). The back end answers
 * every act of the filter on its one page (the fixed 9,999,999 count), so there is no pager; the
 * company and the date range (sent only with both dates) are in the URL query.
 */
export function ActsPage({ origin, result, companies }: { origin: string; result: Outcome<ListPage<ActRow>>; companies: CompanyOption[] }) {
  const intl = useIntl()
  const lang = useLocale()
  const currency = useShell().settings.project_currency
  const navigate = useNavigate()
  // the form shows the URL's filters, and starts over when the query changes (not when the data arrives)
  const searchKey = useRouterState({ select: (s) => s.location.searchStr })
  const shown = readActsSearch(useRouterState({ select: (s) => s.location.search }) as Record<string, unknown>)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = readActsSearch({ start_date: form.get('start_date'), end_date: form.get('end_date'), company_id: form.get('company_id') })
    void navigate({ to: '.', search: next as Record<string, unknown> })
  }
  const companyName = (id: number | null) => companies.find((c) => c.id === id)?.name
  return (
    <CabinetFrame titleId="cabinetNav.acts" origin={origin}>
      <form className="cabinet-filters" onSubmit={onSubmit} key={searchKey} data-testid="acts-filters" aria-label={intl.formatMessage({ id: 'cabinetActs.filters' })}>
        {companies.length > 0 ? (
          <LabeledField labelId="cabinetOrders.company">
            <select name="company_id" defaultValue={shown.company_id ? String(shown.company_id) : ''}>
              <option value="">{intl.formatMessage({ id: 'cabinetOrders.anyCompany' })}</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </LabeledField>
        ) : null}
        <LabeledField labelId="cabinetOrders.from">
          <input name="start_date" type="date" defaultValue={shown.start_date ?? ''} />
        </LabeledField>
        <LabeledField labelId="cabinetOrders.to">
          <input name="end_date" type="date" defaultValue={shown.end_date ?? ''} />
        </LabeledField>
        <div className="cabinet-filters__actions">
          <button type="submit" className="button button--primary">
            <FormattedMessage id="cabinetOrders.apply" />
          </button>
          <button type="button" className="button" onClick={() => void navigate({ to: '.', search: {} })}>
            <FormattedMessage id="cabinetOrders.reset" />
          </button>
        </div>
      </form>
      {!result.ok ? (
        <Notice testId="acts-error">{result.errors.join(' ')}</Notice>
      ) : result.data.items.length === 0 ? (
        <Notice kind="info" testId="acts-empty">
          <FormattedMessage id="cabinetActs.empty" />
        </Notice>
      ) : (
        <>
          <p className="cabinet-count" aria-live="polite" data-testid="acts-count">
            <FormattedMessage id="cabinetActs.count" values={{ count: result.data.totalCount }} />
          </p>
          <ul className="cabinet-list" data-testid="acts-list">
            {result.data.items.map((a) => (
              <li key={a.id} className="cabinet-list__item" data-testid="act-row">
                <strong className="cabinet-list__title">
                  <FormattedMessage id="cabinetActs.number" values={{ number: a.number }} />
                </strong>
                <span className="cabinet-list__meta">{intl.formatDate(a.date, { dateStyle: 'medium' })}</span>
                {companyName(a.company_id) ? <span className="cabinet-list__meta">{companyName(a.company_id)}</span> : null}
                <span className="badge">{a.status}</span>
                <strong className="cabinet-list__total">{formatPrice(a.total, currency, lang)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </CabinetFrame>
  )
}
