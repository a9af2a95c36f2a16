import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatPrice } from '#app/i18n/format.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { QUOTE_DELIVERY_METHOD } from '#contract/quote-rules.ts'
import { CabinetFrame } from './CabinetFrame'
import { asListPage, type FilterField, ListFilters, ListResults } from './CabinetList'
import type { Outcome } from './cabinet.server'
import { orderDate } from './order-date'
import { isFiltered, ORDER_STATUS_VALUES, type OrdersSearch, orderStatusMessage, readOrdersSearch } from './rules'
import { StatusPill } from './StatusPill'

export interface OrderRow {
  id: string
  number: string
  /** The back end's word: one of ORDER_STATUS_VALUES, or its own (shown as written); null: none given, none shown. */
  status: string | null
  payment_status: string | null
  /** `quote`: a sent quote request (decision 0067), listed as one. */
  delivery_method?: string | null
  /** null: the back end gave none (none shown). */
  total: number | null
  items_count: number | null
  /** An integer's digits or id text (`c5`: contract text-id.ts), as the companies' ids. */
  company_id: string | null
  /** null: a date the back end sent that cannot be read (none shown). */
  created_at: string | null
}
export interface CompanyOption {
  /** An integer's digits or id text (contract text-id.ts). */
  id: string
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
  // With several companies each row names its company (a quote request is sent for one of them); with one, no need.
  const companyName = (id: string | null) =>
    companies.length > 1 ? companies.find((c) => c.id === id)?.name : undefined
  const fields: FilterField[] = [
    { kind: 'search', labelId: 'cabinetOrders.search' },
    {
      kind: 'select',
      name: 'status',
      labelId: 'cabinetOrders.status',
      anyLabel: intl.formatMessage({ id: 'cabinetOrders.anyStatus' }),
      options: ORDER_STATUS_VALUES.map((s) => ({
        value: s,
        label: intl.formatMessage({ id: `cabinetOrders.status.${s}` }),
      })),
    },
    { kind: 'dates' },
    ...companyFilter(intl.formatMessage({ id: 'cabinetOrders.anyCompany' }), companies),
  ]
  return (
    <CabinetFrame titleId="cabinetNav.orders" origin={origin}>
      {loyaltyPoints !== null ? (
        <p className="cabinet-points" data-testid="orders-points">
          <FormattedMessage id="cabinet.loyaltyPoints" />: <strong>{intl.formatNumber(loyaltyPoints)}</strong>
        </p>
      ) : null}
      <ListFilters name="orders" labelId="cabinetOrders.filters" read={readOrdersSearch} fields={fields} />
      <ListResults
        name="orders"
        result={asListPage(result)}
        emptyId={isFiltered(search) ? 'cabinetOrders.empty' : 'cabinetOrders.none'}
        countId="cabinetOrders.count"
        paging={{ search, read: readOrdersSearch }}
      >
        {(o) => (
          <li key={o.id} className="cabinet-list__item" data-testid="order-row">
            <Link to={`/${lang}/account/orders/${encodeURIComponent(o.id)}` as string} className="cabinet-list__title">
              <FormattedMessage
                id={o.delivery_method === QUOTE_DELIVERY_METHOD ? 'cabinetOrder.quoteNumber' : 'cabinetOrders.number'}
                values={{ number: o.number }}
              />
            </Link>
            {o.created_at ? <span className="cabinet-list__meta">{orderDate(intl, o.created_at, false)}</span> : null}
            {companyName(o.company_id) ? (
              <span className="cabinet-list__meta" data-testid="order-company">
                {companyName(o.company_id)}
              </span>
            ) : null}
            {o.status ? <StatusPill status={o.status} messageId={orderStatusMessage(o.status)} /> : null}
            {o.items_count !== null ? (
              <span className="cabinet-list__meta">
                <FormattedMessage id="cabinetOrders.items" values={{ count: o.items_count }} />
              </span>
            ) : null}
            {o.total === null ? null : (
              <strong className="cabinet-list__total" data-keep-clear>
                {formatPrice(o.total, currency, lang)}
              </strong>
            )}
          </li>
        )}
      </ListResults>
    </CabinetFrame>
  )
}

/** The company filter of the orders and acts, for company users only (spec 6). */
export function companyFilter(anyLabel: string, companies: CompanyOption[]): FilterField[] {
  return companies.length > 0
    ? [
        {
          kind: 'select',
          name: 'company_id',
          labelId: 'cabinetOrders.company',
          anyLabel,
          options: companies.map((c) => ({ value: c.id, label: c.name })),
        },
      ]
    : []
}
