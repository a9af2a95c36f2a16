import { type FormEvent, useId, useState } from 'react'
import type { ResponseOf } from '../../api/contract/endpoints'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { useLocale } from '../../shell/useShell'
import { showToast } from '../../toasts/store'
import { FormErrors } from '../../ui/FormErrors'
import { LabeledField } from '../../ui/LabeledField'
import { CabinetFrame, Notice } from './CabinetFrame'
import { saveCompaniesFn } from './cabinet.functions'
import type { CompanyInput, Outcome } from './cabinet.server'
import { entryFieldErrors } from './rules'
import { useSaveFlag } from './saving'

type Company = ResponseOf<'companies'>['data'][number]
const FIELDS = ['name', 'idno', 'vat', 'address', 'bank', 'iban'] as const
const REQUIRED = new Set(['name', 'idno', 'address'])

/**
 * /{lang}/account/companies (accounts spec 3 "Company", 7): the account's companies, and the company
 * forms - one company (create-company saves the first) or several at once (create-company-multi).
 * The form's loading flag is held 3 s after a save; the server's field errors stand by their fields
 * (`companies.1.idno` by the second entry's IDNO).
 */
export function CompaniesPage({ origin, userId, result }: { origin: string; userId: number | null; result: Outcome<{ data: Company[]; totalCount: number }> }) {
  const intl = useIntl()
  const lang = useLocale()
  const id = useId()
  const [list, setList] = useState<Company[]>(result.ok ? result.data.data : [])
  const [entries, setEntries] = useState(1)
  const [fieldErrors, setFieldErrors] = useState<Record<number, Record<string, string>>>({})
  const [errors, setErrors] = useState<string[]>([])
  const saving = useSaveFlag()
  // create-company saves the account's first company (and would overwrite it): a company added to a list goes through create-company-multi
  const multi = entries > 1 || list.length > 0
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const companies: CompanyInput[] = Array.from({ length: entries }, (_, i) => {
      const v = (f: string) => String(form.get(`${f}-${i}`) ?? '').trim()
      return { name: v('name'), idno: v('idno'), vat: v('vat') || null, address: v('address'), bank: v('bank') || null, iban: v('iban') || null }
    })
    setErrors([])
    setFieldErrors({})
    if (userId === null) return setErrors([intl.formatMessage({ id: 'cabinet.unavailable' })])
    try {
      const r = await saving.run(() => saveCompaniesFn({ data: { lang, userId, companies, multi } }))
      if (r.ok) {
        setList(r.data.companies)
        setEntries(1)
        event.currentTarget?.reset()
        showToast(intl.formatMessage({ id: 'cabinetCompanies.saved' }), 'success')
        return
      }
      // create-company names plain fields; create-company-multi names entries (companies.1.idno)
      const byEntry = multi ? entryFieldErrors(r.fields, 'companies') : { 0: r.fields }
      setFieldErrors(byEntry)
      const placed = new Set(Object.values(byEntry).flatMap((f) => Object.values(f)))
      setErrors([...Object.values(r.fields).filter((m) => !placed.has(m)), ...r.errors])
    } catch {
      setErrors([intl.formatMessage({ id: 'cabinet.failed' })])
    }
  }
  return (
    <CabinetFrame titleId="cabinetNav.companies" origin={origin}>
      <section className="cabinet__card" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="cabinet__name">
          <FormattedMessage id="cabinetCompanies.list" />
        </h2>
        {!result.ok ? <Notice>{result.errors.join(' ')}</Notice> : null}
        {list.length === 0 ? (
          <p className="cabinet-hint" data-testid="companies-empty">
            <FormattedMessage id="cabinetCompanies.empty" />
          </p>
        ) : (
          <ul className="cabinet-list" data-testid="companies-list">
            {list.map((c) => (
              <li key={c.id} className="cabinet-list__item" data-testid="company-row">
                <strong className="cabinet-list__title">{c.name}</strong>
                <span className="cabinet-list__meta">
                  <FormattedMessage id="cabinetCompanies.idnoValue" values={{ idno: c.idno }} />
                </span>
                <span className="cabinet-list__meta">{c.address}</span>
                <span className={`badge badge--${c.status}`}>{intl.formatMessage({ id: `cabinetCompanies.status.${c.status}` })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="cabinet__card" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`} className="cabinet__name">
          <FormattedMessage id={list.length === 0 ? 'cabinetCompanies.create' : 'cabinetCompanies.add'} />
        </h2>
        <form className="form" onSubmit={(e) => void onSubmit(e)} data-testid="company-form" aria-busy={saving.busy}>
          {Array.from({ length: entries }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are added and removed only at the end; the position is the entry
            <fieldset key={i} className="company-entry" data-testid="company-entry">
              <legend>
                <FormattedMessage id="cabinetCompanies.entry" values={{ n: i + 1 }} />
              </legend>
              {FIELDS.map((f) => (
                <div key={f}>
                  <LabeledField labelId={`cabinetCompanies.${f}`}>
                    <input name={`${f}-${i}`} required={REQUIRED.has(f)} maxLength={f === 'address' ? 300 : 200} aria-invalid={fieldErrors[i]?.[f] ? true : undefined} />
                  </LabeledField>
                  {fieldErrors[i]?.[f] ? <p className="field__error">{fieldErrors[i]?.[f]}</p> : null}
                </div>
              ))}
            </fieldset>
          ))}
          <div className="cabinet-actions">
            <button type="button" className="button" onClick={() => setEntries((n) => n + 1)} data-testid="company-add-entry">
              <FormattedMessage id="cabinetCompanies.another" />
            </button>
            {multi ? (
              <button type="button" className="button" onClick={() => setEntries((n) => n - 1)}>
                <FormattedMessage id="cabinetCompanies.removeEntry" />
              </button>
            ) : null}
            <button type="submit" className="button button--primary" disabled={saving.busy} data-testid="company-save">
              <FormattedMessage id={saving.busy ? 'cabinetProfile.saving' : 'cabinetCompanies.save'} />
            </button>
          </div>
          <FormErrors errors={errors} testId="company-errors" />
        </form>
      </section>
    </CabinetFrame>
  )
}
