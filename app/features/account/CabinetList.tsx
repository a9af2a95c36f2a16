import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import { KEEP_PLACE } from '#app/lib/keep-place.ts'
import { usePlaceAfterPage } from '#app/lib/place-after-page.ts'
import { CheckedField, controlProblems, Input, Select, useShopForm } from '#app/ui/form/index.ts'
import { LabeledField } from '#app/ui/LabeledField.tsx'
import { Pager } from '#app/ui/Pager.tsx'
import { useKeptFocus } from '#app/ui/useKeptFocus.ts'
import { sentId } from '#contract/text-id.ts'
import { Notice } from './CabinetFrame'
import type { Outcome } from './cabinet.server'
import { filtersSchema } from './forms'
import { type ListPage, nextSearch, type SearchChange } from './rules'

/**
 * A list's query as the router writes it into the URL: the company filter's id, text since session 64,
 * goes as the number its digits are (`?company_id=5`; the router quotes a string that reads as a
 * number: `?company_id=%225%22`), other id text as it is. The reading (readOrdersSearch) takes both.
 */
function inUrl<S>(search: S): Record<string, unknown> {
  const s = search as Record<string, unknown>
  return typeof s.company_id === 'string' ? { ...s, company_id: sentId(s.company_id) } : s
}

/** Reads a list's URL query (malformed parts dropped, page 1 removed): readOrdersSearch and the like. */
type ReadSearch<S> = (raw: Record<string, unknown>) => S

/** One control of a list's filter form; `dates` is the two dates of the range (start_date, end_date). */
export type FilterField =
  | { kind: 'search'; labelId: MessageId }
  | {
      kind: 'select'
      name: string
      labelId: MessageId
      anyLabel: string
      options: { value: string | number; label: string }[]
    }
  | { kind: 'dates' }

/**
 * The filter form of a cabinet list (orders, acts, companies; decision 0023): it shows the URL's
 * filters and starts over when the query changes (not when the data arrives); applying goes back to
 * page 1 and drops empty values (spec 2). One date alone stays in the URL with a hint that the range
 * needs both (it is not sent). On phones the fields fold behind a toggle (closed unless a filter is
 * set), so the list starts in the first screen (decision 0030); wide screens always show them.
 */
export function ListFilters<S extends { start_date?: string; end_date?: string }>(props: {
  name: string
  labelId: MessageId
  read: ReadSearch<S>
  fields: FilterField[]
}) {
  const searchKey = useRouterState({ select: (s) => s.location.searchStr })
  const shown = props.read(useRouterState({ select: (s) => s.location.search }) as Record<string, unknown>) as S &
    Record<string, unknown>
  const active = Object.keys(shown).some((k) => k !== 'page')
  const [open, setOpen] = useState(active)
  const fieldsId = useId()
  const carry = useRef(-1)
  // the form starts over (its values from the URL) when the query changes; the focus stays where it was (Apply)
  return (
    <FilterForm
      key={searchKey}
      {...props}
      carry={carry}
      shown={shown}
      active={active}
      open={open}
      setOpen={setOpen}
      fieldsId={fieldsId}
    />
  )
}

function FilterForm<S extends { start_date?: string; end_date?: string }>({
  name,
  labelId,
  read,
  fields,
  shown,
  active,
  open,
  setOpen,
  fieldsId,
  carry,
}: {
  name: string
  labelId: MessageId
  read: ReadSearch<S>
  fields: FilterField[]
  shown: S & Record<string, unknown>
  active: boolean
  open: boolean
  setOpen: (change: (open: boolean) => boolean) => void
  fieldsId: string
  carry: RefObject<number>
}) {
  const intl = useIntl()
  const navigate = useNavigate()
  const go = (next: S) => void navigate({ to: '.', search: inUrl(next) })
  const names = fields.flatMap((f) =>
    f.kind === 'search' ? ['search'] : f.kind === 'select' ? [f.name] : ['start_date', 'end_date'],
  )
  const value = (n: string) => (shown[n] === undefined ? '' : String(shown[n]))
  const form = useShopForm({
    schema: filtersSchema(names),
    defaultValues: Object.fromEntries(names.map((n) => [n, value(n)])),
    send: async (v) => {
      // a date the browser cannot read, a search over its length: at the field, in the page's language
      const invalid = controlProblems(form.formRef.current, (id, values) => intl.formatMessage({ id }, values))
      if (invalid) return invalid
      const change = Object.fromEntries(names.map((n) => [n, v[n] || undefined])) as SearchChange<S>
      go(nextSearch(read, shown, change))
      return { ok: true, fields: {}, messages: [] }
    },
  })
  useKeptFocus(form.formRef, carry)
  return (
    <form
      ref={form.formRef}
      className={`cabinet-filters${open ? '' : ' cabinet-filters--folded'}`}
      onSubmit={(e) => void form.onSubmit(e)}
      noValidate
      data-testid={`${name}-filters`}
      aria-label={intl.formatMessage({ id: labelId })}
    >
      <button
        type="button"
        className="button cabinet-filters__toggle"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen((o) => !o)}
        data-testid={`${name}-filters-toggle`}
      >
        <FormattedMessage id={labelId} />
        {active ? <span className="cabinet-filters__dot" aria-hidden="true" /> : null}
      </button>
      <div className="cabinet-filters__fields" id={fieldsId}>
        {fields.map((f) =>
          f.kind === 'search' ? (
            <CheckedField key="search" form={form} id={`${fieldsId}-search`} name="search" labelId={f.labelId}>
              {(aria) => (
                <Input {...aria} form={form} id={`${fieldsId}-search`} name="search" type="search" maxLength={100} />
              )}
            </CheckedField>
          ) : f.kind === 'select' ? (
            <LabeledField key={f.name} labelId={f.labelId}>
              <Select form={form} name={f.name}>
                <option value="">{f.anyLabel}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </LabeledField>
          ) : (
            (['start_date', 'end_date'] as const).map((n) => (
              <CheckedField
                key={n}
                form={form}
                id={`${fieldsId}-${n}`}
                name={n}
                labelId={n === 'start_date' ? 'cabinetOrders.from' : 'cabinetOrders.to'}
              >
                {(aria) => <Input {...aria} form={form} id={`${fieldsId}-${n}`} name={n} type="date" />}
              </CheckedField>
            ))
          ),
        )}
        <div className="cabinet-filters__actions">
          <button type="submit" className="button button--primary">
            <FormattedMessage id="cabinetOrders.apply" />
          </button>
          <button type="button" className="button" onClick={() => go(read({}))}>
            <FormattedMessage id="cabinetOrders.reset" />
          </button>
        </div>
        {Boolean(shown.start_date) !== Boolean(shown.end_date) ? (
          <p className="cabinet-filters__hint" data-testid="range-hint">
            <FormattedMessage id="cabinetOrders.rangeHint" />
          </p>
        ) : null}
      </div>
    </form>
  )
}

/**
 * A cabinet list's answer: the failure as the back end said it, the empty state, or the count, the
 * rows and, for paged lists, the shared pager whose page 1 link removes `page` (spec 2).
 */
export function ListResults<T extends { id: number | string }, S extends { page?: number }>({
  name,
  result,
  emptyId,
  countId,
  paging,
  children,
}: {
  name: string
  result: Outcome<ListPage<T>>
  emptyId: MessageId
  countId: MessageId
  paging?: { search: S; read: ReadSearch<S> }
  children: (item: T) => ReactNode
}) {
  // another page: the count over the rows comes to the top, the focus (on the pager, at the foot) on the first row's link or button
  usePlaceAfterPage(
    {
      page: paging?.search.page ?? 1,
      shown: result.ok ? result.data.items.length : 0,
      other: JSON.stringify({ ...paging?.search, page: undefined }),
    },
    `[data-testid="${name}-count"]`,
    `[data-testid="${name}-list"] > li :is(a[href], button)`,
  )
  // A refusal of the query names its fields alone (a 400 {fields}): their words, never an empty notice.
  if (!result.ok)
    return <Notice testId={`${name}-error`}>{[...result.errors, ...Object.values(result.fields)].join(' ')}</Notice>
  const page = paging?.search.page ?? 1
  if (result.data.items.length === 0 && paging && page > 1)
    // A page past the last (an old link, a typed ?page=999): not "You have no orders yet" (session 74).
    return (
      <Notice kind="info" testId={`${name}-past-end`}>
        <FormattedMessage id="cabinetList.pastEnd" values={{ page }} />{' '}
        <Link to="." search={inUrl(nextSearch(paging.read, paging.search, { page: undefined } as SearchChange<S>))}>
          <FormattedMessage id="pager.page" values={{ page: 1 }} />
        </Link>
      </Notice>
    )
  if (result.data.items.length === 0)
    return (
      <Notice kind="info" testId={`${name}-empty`}>
        <FormattedMessage id={emptyId} />
      </Notice>
    )
  return (
    <>
      <p className="cabinet-count" aria-live="polite" data-testid={`${name}-count`}>
        <FormattedMessage id={countId} values={{ count: result.data.totalCount }} />
      </p>
      <ul className="cabinet-list" data-testid={`${name}-list`}>
        {result.data.items.map(children)}
      </ul>
      {paging ? (
        <Pager
          current={paging.search.page ?? 1}
          total={result.data.pages}
          link={(page, props) => (
            <Link
              to="."
              search={inUrl(nextSearch(paging.read, paging.search, { page } as SearchChange<S>))}
              {...KEEP_PLACE}
              {...props}
            />
          )}
        />
      ) : null}
    </>
  )
}

/** A list answer `{data, totalCount, pages}` as the page of rows ListResults shows. */
export function asListPage<T>(result: Outcome<{ data: T[]; totalCount: number; pages: number }>): Outcome<ListPage<T>> {
  return result.ok
    ? { ok: true, data: { items: result.data.data, totalCount: result.data.totalCount, pages: result.data.pages } }
    : result
}
