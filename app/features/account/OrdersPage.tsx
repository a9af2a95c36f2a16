import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { formatPrice } from '../../i18n/format'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { useLocale, useShell } from '../../shell/useShell'
import { LabeledField } from '../../ui/LabeledField'
import { Pager } from '../../ui/Pager'
import { CabinetFrame, Notice } from './CabinetFrame'
import type { Outcome } from './cabinet.server'
import { nextOrdersSearch, ORDER_STATUS_VALUES, type OrdersSearch, readOrdersSearch } from './rules'

export interface OrderRow {
  id: number
  number: string
  status: string
  payment_status: string
  total: number
  items_count: number
  company_id: number | null
  created_at: string
}
export interface CompanyOption {
  id: number
  name: string
}

/**
 * /{lang}/account/orders and /{lang}/orders: the order history (accounts spec 2, 7). Every filter
 * lives in the URL query (search, status, the date range, company, page); the list is what the back
 * end answered for it. Company users filter by company.
 */
export function OrdersPage({
  origin,
  search,
  result,
  companies,
  loyaltyPoints,
}: {
  origin: string
  search: OrdersSearch
  result: Outcome<{ data: OrderRow[]; totalCount: number; pages: number }>
  companies: CompanyOption[]
  loyaltyPoints: number | null
}) {
  const intl = useIntl()
  const lang = useLocale()
  const currency = useShell().settings.project_currency
  const navigate = useNavigate()
  // the form shows the URL's filters, and starts over when the query changes (not when the data arrives)
  const searchKey = useRouterState({ select: (s) => s.location.searchStr })
  const shown = readOrdersSearch(useRouterState({ select: (s) => s.location.search }) as Record<string, unknown>)
  const go = (next: OrdersSearch) => void navigate({ to: '.', search: next as Record<string, unknown> })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '') || undefined
    go(nextOrdersSearch(shown, { search: value('search'), status: value('status'), start_date: value('start_date'), end_date: value('end_date'), company_id: value('company_id') }))
  }
  const money = (n: number) => formatPrice(n, currency, lang)
  return (
    <CabinetFrame titleId="cabinetNav.orders" origin={origin}>
      {loyaltyPoints !== null ? (
        <p className="cabinet-points" data-testid="orders-points">
          <FormattedMessage id="cabinet.loyaltyPoints" />: <strong>{intl.formatNumber(loyaltyPoints)}</strong>
        </p>
      ) : null}
      <form className="cabinet-filters" onSubmit={onSubmit} key={searchKey} data-testid="orders-filters" aria-label={intl.formatMessage({ id: 'cabinetOrders.filters' })}>
        <LabeledField labelId="cabinetOrders.search">
          <input name="search" type="search" defaultValue={shown.search ?? ''} maxLength={100} />
        </LabeledField>
        <LabeledField labelId="cabinetOrders.status">
          <select name="status" defaultValue={shown.status ?? ''}>
            <option value="">{intl.formatMessage({ id: 'cabinetOrders.anyStatus' })}</option>
            {ORDER_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `cabinetOrders.status.${s}` })}
              </option>
            ))}
          </select>
        </LabeledField>
        <LabeledField labelId="cabinetOrders.from">
          <input name="start_date" type="date" defaultValue={shown.start_date ?? ''} />
        </LabeledField>
        <LabeledField labelId="cabinetOrders.to">
          <input name="end_date" type="date" defaultValue={shown.end_date ?? ''} />
        </LabeledField>
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
        <div className="cabinet-filters__actions">
          <button type="submit" className="button button--primary">
            <FormattedMessage id="cabinetOrders.apply" />
          </button>
          <button type="button" className="button" onClick={() => go({})}>
            <FormattedMessage id="cabinetOrders.reset" />
          </button>
        </div>
        {(shown.start_date && !shown.end_date) || (!shown.start_date && shown.end_date) ? (
          <p className="cabinet-filters__hint" data-testid="range-hint">
            <FormattedMessage id="cabinetOrders.rangeHint" />
          </p>
        ) : null}
      </form>
      {!result.ok ? (
        <Notice testId="orders-error">{result.errors.join(' ')}</Notice>
      ) : result.data.data.length === 0 ? (
        <Notice kind="info" testId="orders-empty">
          <FormattedMessage id="cabinetOrders.empty" />
        </Notice>
      ) : (
        <>
          <p className="cabinet-count" aria-live="polite" data-testid="orders-count">
            <FormattedMessage id="cabinetOrders.count" values={{ count: result.data.totalCount }} />
          </p>
          <ul className="cabinet-list" data-testid="orders-list">
            {result.data.data.map((o) => (
              <li key={o.id} className="cabinet-list__item" data-testid="order-row">
                <Link to={`/${lang}/account/orders/${o.id}` as string} className="cabinet-list__title">
                  <FormattedMessage id="cabinetOrders.number" values={{ number: o.number }} />
                </Link>
                <span className="cabinet-list__meta">{intl.formatDate(o.created_at, { dateStyle: 'medium' })}</span>
                <span className={`badge badge--${o.status}`}>{intl.formatMessage({ id: `cabinetOrders.status.${o.status}` })}</span>
                <span className="cabinet-list__meta">
                  <FormattedMessage id="cabinetOrders.items" values={{ count: o.items_count }} />
                </span>
                <strong className="cabinet-list__total">{money(o.total)}</strong>
              </li>
            ))}
          </ul>
          <Pager current={search.page ?? 1} total={result.data.pages} link={(page, props) => <Link to="." search={nextOrdersSearch(search, { page }) as Record<string, unknown>} {...props} />} />
        </>
      )}
    </CabinetFrame>
  )
}
