import { useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'
import { showToast } from '#app/toasts/store.ts'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { CheckedField, controlProblems, Input, useShopForm } from '#app/ui/form/index.ts'
import { ACCOUNTS } from '#contract/accounts.ts'
import type { ResponseOf } from '#contract/endpoints.ts'
import { CabinetFrame, Notice } from './CabinetFrame'
import { asListPage, type FilterField, ListFilters, ListResults } from './CabinetList'
import { saveCompaniesFn } from './cabinet.functions'
import type { CompanyInput, Outcome } from './cabinet.server'
import { COMPANY_FIELDS, companiesSchema } from './forms'
import {
  COMPANY_FIELD_MAX,
  type CompaniesSearch,
  companyFieldProblems,
  entryFieldErrors,
  isFiltered,
  readCompaniesSearch,
} from './rules'
import { useSaveFlag } from './saving'

type Company = ResponseOf<'companies'>['data'][number]
const REQUIRED = new Set(['name', 'idno', 'address'])

/**
 * /{lang}/account/companies (accounts spec 3 "Company", 7): the account's companies, paged and
 * filtered (search, status, dates) by the URL query, and the company forms - one company
 * (create-company saves the first) or several at once, and an existing company edited in place
 * (create-company-multi with its id). The form's loading flag is held 3 s after a save; the
 * server's field errors stand by their fields (`companies.1.idno` by the second entry's IDNO).
 */
export function CompaniesPage({
  origin,
  search,
  userId,
  companyCount,
  result,
}: {
  origin: string
  search: CompaniesSearch
  userId: string | null
  companyCount: number
  result: Outcome<{ data: Company[]; totalCount: number; pages: number }>
}) {
  const intl = useIntl()
  const id = useId()
  const [editing, setEditing] = useState<Company | null>(null)
  // held 3 s after a save, across the form started afresh after it
  const saving = useSaveFlag()
  const full = editing === null && companyCount >= ACCOUNTS.companiesMax
  const filters: FilterField[] = [
    { kind: 'search', labelId: 'cabinetCompanies.search' },
    {
      kind: 'select',
      name: 'status',
      labelId: 'cabinetOrders.status',
      anyLabel: intl.formatMessage({ id: 'cabinetOrders.anyStatus' }),
      options: ACCOUNTS.companyStatuses.map((s) => ({
        value: s,
        label: intl.formatMessage({ id: `cabinetCompanies.status.${s}` }),
      })),
    },
    { kind: 'dates' },
  ]
  const filtered = isFiltered(search)
  return (
    <CabinetFrame titleId="cabinetNav.companies" origin={origin}>
      <section className="cabinet__card" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="cabinet__name">
          <FormattedMessage id="cabinetCompanies.list" />
        </h2>
        {companyCount > 0 ? (
          <ListFilters
            name="companies"
            labelId="cabinetCompanies.filters"
            read={readCompaniesSearch}
            fields={filters}
          />
        ) : null}
        <ListResults
          name="companies"
          result={asListPage(result)}
          emptyId={filtered ? 'cabinetCompanies.noMatch' : 'cabinetCompanies.empty'}
          countId="cabinetCompanies.count"
          paging={{ search, read: readCompaniesSearch }}
        >
          {(c) => (
            <li key={c.id} className="cabinet-list__item" data-testid="company-row">
              <strong className="cabinet-list__title">{c.name}</strong>
              {c.idno ? (
                <span className="cabinet-list__meta">
                  <FormattedMessage id="cabinetCompanies.idnoValue" values={{ idno: c.idno }} />
                </span>
              ) : null}
              {c.address ? <span className="cabinet-list__meta">{c.address}</span> : null}
              {c.status ? (
                <span className={`status-pill status-pill--${c.status}`}>
                  {intl.formatMessage({ id: `cabinetCompanies.status.${c.status}` })}
                </span>
              ) : null}
              <button
                type="button"
                className="link-button"
                onClick={() => setEditing(c)}
                aria-label={intl.formatMessage({ id: 'cabinetCompanies.editOf' }, { name: c.name })}
                data-testid="company-edit"
              >
                <FormattedMessage id="cabinetCompanies.edit" />
              </button>
            </li>
          )}
        </ListResults>
      </section>
      <section className="cabinet__card" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`} className="cabinet__name">
          {editing ? (
            <FormattedMessage id="cabinetCompanies.editTitle" values={{ name: editing.name }} />
          ) : (
            <FormattedMessage id={companyCount === 0 ? 'cabinetCompanies.create' : 'cabinetCompanies.add'} />
          )}
        </h2>
        {full ? (
          <Notice kind="info" testId="companies-full">
            <FormattedMessage id="cabinetCompanies.limit" values={{ max: ACCOUNTS.companiesMax }} />
          </Notice>
        ) : (
          // keyed by the company edited, so its values fill the fields afresh
          <CompanyForm
            key={editing?.id ?? 'new'}
            editing={editing}
            companyCount={companyCount}
            userId={userId}
            onEdit={setEditing}
            saving={saving}
          />
        )}
      </section>
    </CabinetFrame>
  )
}

/**
 * The company form (one entry, several, or the company edited): the fields are named
 * `{field}-{entry}`; the loading flag is held 3 s after a save; the server's field errors stand by
 * their fields, the rest below the form.
 */
function CompanyForm({
  editing,
  companyCount,
  userId,
  onEdit,
  saving,
}: {
  editing: Company | null
  companyCount: number
  userId: string | null
  onEdit: (company: Company | null) => void
  saving: ReturnType<typeof useSaveFlag>
}) {
  const intl = useIntl()
  const lang = useLocale()
  const router = useRouter()
  const id = useId()
  const [entries, setEntries] = useState(1)
  // create-company saves the account's first company (and would overwrite it): a company added to a list, or edited, goes through create-company-multi
  const multi = editing !== null || entries > 1 || companyCount > 0
  const form = useShopForm({
    schema: companiesSchema(entries),
    defaultValues: Object.fromEntries(COMPANY_FIELDS.map((f) => [`${f}-0`, editing?.[f] ?? ''])),
    clearOnSend: true,
    send: async (v) => {
      const invalid = controlProblems(form.formRef.current, (key, values) => intl.formatMessage({ id: key }, values))
      if (invalid) return invalid
      const companies: CompanyInput[] = Array.from({ length: entries }, (_, i) => {
        const at = (f: string) => v[`${f}-${i}`] ?? ''
        return {
          ...(editing ? { id: editing.id } : {}),
          name: at('name'),
          idno: at('idno'),
          vat: at('vat') || null,
          address: at('address'),
          bank: at('bank') || null,
          iban: at('iban') || null,
        }
      })
      // over a limit (a pasted or filled-in value the input did not cut): by its field, in the page's language
      const tooLong = Object.entries(companyFieldProblems(companies))
      if (tooLong.length > 0)
        return {
          ok: false,
          fields: Object.fromEntries(tooLong.map(([name, p]) => [name, intl.formatMessage({ id: p.id }, p.values)])),
          messages: [],
        }
      if (userId === null)
        return { ok: false, fields: {}, messages: [intl.formatMessage({ id: 'cabinet.unavailable' })] }
      try {
        const r = await saving.run(() => saveCompaniesFn({ data: { lang, companies, multi } }))
        if (r.ok) {
          setEntries(1)
          form.reset()
          onEdit(null)
          showToast(intl.formatMessage({ id: 'cabinetCompanies.saved' }), 'success')
          // the list of the URL's page and filters, as the back end now answers it
          await router.invalidate()
          return { ok: true, fields: {}, messages: [] }
        }
        // create-company names plain fields; create-company-multi names entries (companies.1.idno)
        const byEntry = multi ? entryFieldErrors(r.fields, 'companies') : { 0: r.fields }
        const fields = Object.fromEntries(
          Object.entries(byEntry).flatMap(([i, named]) =>
            Object.entries(named).flatMap(([f, message]) =>
              (COMPANY_FIELDS as readonly string[]).includes(f) ? [[`${f}-${i}`, message]] : [],
            ),
          ),
        )
        const placed = new Set(Object.values(byEntry).flatMap((f) => Object.values(f)))
        return { ok: false, fields, messages: [...Object.values(r.fields).filter((m) => !placed.has(m)), ...r.errors] }
      } catch {
        return { ok: false, fields: {}, messages: [intl.formatMessage({ id: 'cabinet.failed' })] }
      }
    },
  })
  const removeEntry = () => {
    // the removed entry's fields start empty if it is added again, as its inputs did
    for (const f of COMPANY_FIELDS) form.api.setFieldValue(`${f}-${entries - 1}`, '')
    setEntries((n) => n - 1)
  }
  return (
    <form
      ref={form.formRef}
      className="form"
      onSubmit={saving.unlessBusy(form.onSubmit)}
      noValidate
      data-testid="company-form"
      aria-busy={saving.busy}
    >
      {Array.from({ length: entries }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are added and removed only at the end; the position is the entry
        <fieldset key={i} className="company-entry" data-testid="company-entry">
          <legend>
            {editing ? editing.name : <FormattedMessage id="cabinetCompanies.entry" values={{ n: i + 1 }} />}
          </legend>
          {COMPANY_FIELDS.map((f) => (
            <CheckedField
              key={f}
              form={form}
              id={`${id}-${f}-${i}`}
              name={`${f}-${i}`}
              labelId={`cabinetCompanies.${f}`}
            >
              {(aria) => (
                <Input
                  {...aria}
                  form={form}
                  id={`${id}-${f}-${i}`}
                  name={`${f}-${i}`}
                  required={REQUIRED.has(f)}
                  maxLength={COMPANY_FIELD_MAX[f]}
                />
              )}
            </CheckedField>
          ))}
        </fieldset>
      ))}
      <div className="cabinet-actions">
        {editing ? (
          <button type="button" className="button" onClick={() => onEdit(null)} data-testid="company-cancel-edit">
            <FormattedMessage id="cabinetCompanies.cancelEdit" />
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button"
              onClick={() => setEntries((n) => n + 1)}
              disabled={companyCount + entries >= ACCOUNTS.companiesMax}
              data-testid="company-add-entry"
            >
              <FormattedMessage id="cabinetCompanies.another" />
            </button>
            {entries > 1 ? (
              <button type="button" className="button" onClick={removeEntry}>
                <FormattedMessage id="cabinetCompanies.removeEntry" />
              </button>
            ) : null}
          </>
        )}
        <button type="submit" className="button button--primary" aria-disabled={saving.busy} data-testid="company-save">
          <FormattedMessage id={saving.busy ? 'cabinetProfile.saving' : 'cabinetCompanies.save'} />
        </button>
      </div>
      <FormErrors errors={form.messages} testId="company-errors" />
    </form>
  )
}
