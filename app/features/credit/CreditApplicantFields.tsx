import { useField } from '@tanstack/react-form'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useAsideMessages } from '#app/i18n/lazy-messages.ts'
import { useShell } from '#app/shell/useShell.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { Field, rulesSchema, type SendResult, type ShopForm, SubmitButton, useShopForm } from '#app/ui/form/index.ts'
import { phoneMaskName } from '#app/ui/phone-mask.ts'
import { useApplicantPrefill } from './useApplicantPrefill'

/** The applicant of a credit application or order: a name, a phone and, where offered, a branch. */
const APPLICANT = rulesSchema({ name: { required: true }, phone: { required: true, kind: 'phone' } }, ['filial_id'])

/** The applicant form of the credit modal and the credit calculator (one form, decision 0051). */
export function useCreditApplicantForm<R extends SendResult>(
  send: (values: { name: string; phone: string; filial_id: string }) => Promise<R>,
) {
  return useShopForm({
    schema: APPLICANT,
    defaultValues: { name: '', phone: '', filial_id: '' },
    send: (v) => send(v as { name: string; phone: string; filial_id: string }),
  })
}

interface Filial {
  id: number
  city: string
  title: string
  address: string
}

/** A branch as the select names it: "city, title - address", the parts a back end did not send left out. */
export const filialLabel = (b: Filial): string =>
  [b.city, b.title].filter((t) => t.trim() !== '').join(', ') + (b.address.trim() ? ` - ${b.address}` : '')

/**
 * The applicant's fields, the form's other errors and its submit button: the branch select (when
 * there are branches), the name and the phone (a signed-in shopper's, when still empty:
 * useApplicantPrefill). Errors of fields shown elsewhere (`shownElsewhere`)
 * are left out of the list.
 */
export function CreditApplicantFields({
  form,
  filials,
  shownElsewhere,
  errorsTestId,
  submitLabel,
}: {
  form: ShopForm
  filials: readonly Filial[]
  shownElsewhere: readonly string[]
  errorsTestId: string
  submitLabel: 'credit.apply' | 'credit.order'
}) {
  useAsideMessages()
  useApplicantPrefill(form)
  const intl = useIntl()
  const { settings } = useShell()
  const filialId = useId()
  const filial = useField({ form: form.api, name: 'filial_id' })
  const t = (id: 'content.form.name' | 'content.form.phone' | 'credit.filialAny') => intl.formatMessage({ id })
  const known = ['name', 'phone', ...shownElsewhere]
  return (
    <>
      {filials.length > 0 ? (
        <div className="field">
          <label htmlFor={filialId}>
            <FormattedMessage id="credit.filial" />
          </label>
          <select
            id={filialId}
            name="filial_id"
            value={String(filial.state.value ?? '')}
            onChange={(e) => filial.handleChange(e.target.value)}
          >
            <option value="">{t('credit.filialAny')}</option>
            {filials.map((b) => (
              <option key={b.id} value={b.id}>
                {filialLabel(b)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Field form={form} name="name" label={t('content.form.name')} required autoComplete="name" />
      <Field
        form={form}
        name="phone"
        label={t('content.form.phone')}
        required
        autoComplete="tel"
        phoneMask={phoneMaskName(settings)}
      />
      <FormErrors
        errors={[
          ...Object.entries(form.errors)
            .filter(([k]) => !known.includes(k))
            .map(([, v]) => v),
          ...form.messages,
        ]}
        testId={errorsTestId}
      />
      <SubmitButton pending={form.pending} labelId={submitLabel} />
    </>
  )
}
