import { FormattedMessage, useIntl } from 'react-intl'
import { calendarTimeZone, formatPrice } from '#app/i18n/format.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { ACCOUNTS } from '#contract/accounts.ts'
import { CabinetFrame, Notice } from './CabinetFrame'
import { type FilterField, ListFilters, ListResults } from './CabinetList'
import type { Outcome } from './cabinet.server'
import { type CompanyOption, companyFilter } from './OrdersPage'
import { type ActsSearch, actStatusMessage, isFiltered, type ListPage, readActsSearch } from './rules'
import { StatusPill } from './StatusPill'

export interface ActRow {
  id: string
  number: string
  /** null: a date the back end sent that cannot be read (none shown). */
  date: string | null
  /** Null: the back end gave none (none shown). */
  total: number | null
  /** The act's document to download, an http(s) address (cabinet.server.ts actDocument); null: none. */
  file: string | null
  /** Null: the back end gave none (none shown). */
  status: string | null
  company_id: string | null
}

/**
 * /{lang}/account/acts: the acts (documents) list (accounts spec 3, 7, 9). The back end answers
 * every act of the filter on its one page (the fixed 9,999,999 count), so there is no pager; the
 * company and the date range (sent only with both dates) are in the URL query.
 */
export function ActsPage({
  origin,
  search,
  result,
  companies,
}: {
  origin: string
  search: ActsSearch
  result: Outcome<ListPage<ActRow>>
  companies: CompanyOption[]
}) {
  const intl = useIntl()
  const lang = useLocale()
  const currency = useShell().settings.project_currency
  const companyName = (id: string | null) => companies.find((c) => c.id === id)?.name
  const fields: FilterField[] = [
    ...companyFilter(intl.formatMessage({ id: 'cabinetOrders.anyCompany' }), companies),
    { kind: 'dates' },
  ]
  return (
    <CabinetFrame titleId="cabinetNav.acts" origin={origin}>
      <ListFilters name="acts" labelId="cabinetActs.filters" read={readActsSearch} fields={fields} />
      <ListResults
        name="acts"
        result={result}
        emptyId={isFiltered(search) ? 'cabinetActs.empty' : 'cabinetActs.none'}
        countId="cabinetActs.count"
      >
        {(a) => (
          <li key={a.id} className="cabinet-list__item" data-testid="act-row">
            <strong className="cabinet-list__title">
              <FormattedMessage id="cabinetActs.number" values={{ number: a.number }} />
            </strong>
            {a.date ? (
              <span className="cabinet-list__meta">
                {intl.formatDate(a.date, { dateStyle: 'medium', timeZone: calendarTimeZone(a.date) })}
              </span>
            ) : null}
            {companyName(a.company_id) ? <span className="cabinet-list__meta">{companyName(a.company_id)}</span> : null}
            {a.status ? <StatusPill status={a.status} messageId={actStatusMessage(a.status)} /> : null}
            {a.file ? (
              <a className="cabinet-list__meta" href={a.file} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="cabinetActs.document" />
              </a>
            ) : null}
            {a.total === null ? null : (
              <strong className="cabinet-list__total" data-keep-clear>
                {formatPrice(a.total, currency, lang)}
              </strong>
            )}
          </li>
        )}
      </ListResults>
      {/* The back end answers at most this many, newest first (spec 3, 9: one page): say older ones exist. */}
      {result.ok && result.data.items.length >= ACCOUNTS.actsMax ? (
        <Notice kind="info" testId="acts-capped">
          <FormattedMessage id="cabinetActs.capped" values={{ count: ACCOUNTS.actsMax }} />
        </Notice>
      ) : null}
    </CabinetFrame>
  )
}
