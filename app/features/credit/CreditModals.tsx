import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { formatPrice, normalizePhone } from '#app/i18n/format.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { closeModal } from '#app/modals/store.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Dialog } from '#app/ui/Dialog.tsx'
import { CreditApplicantFields, useCreditApplicantForm } from './CreditApplicantFields'
import { creditCalculatorQuery, submitCreditFn } from './credit.functions'
import { companyProvider, creditRequestSubject, offerAmount } from './quote'
import { creditState, showCreditSuccess } from './state'
import { useCreditQuote } from './useCreditQuote'
import './credit.css'
import { useAsideMessages } from '#app/i18n/lazy-messages.ts'

/** The credit modal, its success modal and the calculator's success modal (one at a time). */
export default function CreditModals({ name }: { name: 'credit' | 'creditSuccess' | 'creditCalculatorSuccess' }) {
  useAsideMessages()
  if (name === 'credit') return <CreditModal />
  return <CreditSuccessModal kind={name === 'creditSuccess' ? 'credit' : 'calculator'} />
}

/**
 * Buying on credit: the term, the back end's payment for it (pre-filled by the one credit formula
 * while it loads), a branch and the contact.
 * An iute company's offer creates an iute credit order of the lines; another company's offer sends
 * a credit application (decision 0019). Field errors of the back end show as returned.
 */
function CreditModal() {
  const intl = useIntl()
  const lang = useLocale()
  const { settings } = useShell()
  const { offer, subject, requestId } = useSnapshot(creditState)
  const { data: calculator } = useQuery(creditCalculatorQuery(lang))
  const months = offer ? [...offer.months].filter((m) => Number.isInteger(m) && m >= 1) : []
  const [term, setTerm] = useState(months.length ? Math.max(...months) : 1)
  const termId = useId()
  const client = useQueryClient()
  const provider = companyProvider(calculator, offer?.credit_company)
  // The amount the back end prices what is sent: an iute order's lines at their prices, else what the shopper pays.
  const amount = subject ? offerAmount(provider, subject) : 0
  const shown = useCreditQuote(lang, offer ?? { credit_company: 0, rate: 0 }, amount, term)
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)
  const f = useCreditApplicantForm(async (v) => {
    // The form shows only with an offer and its subject (below).
    const contact = { name: v.name, phone: normalizePhone(v.phone), request_id: requestId, months: term }
    const lines = subject!.lines
    // Sent before the calculator answered, the company's provider was not known yet: an iute company's
    // offer went as a bank's application. Its answer first (cached: asked when the modal opened).
    const sentProvider =
      provider ??
      companyProvider(
        await client.ensureQueryData(creditCalculatorQuery(lang)).catch(() => null),
        offer?.credit_company,
      )
    const body =
      sentProvider === 'iute'
        ? { ...contact, products: lines }
        : {
            ...contact,
            credit_company: offer!.credit_company,
            ...creditRequestSubject(lines, subject!),
            ...(v.filial_id ? { filial_id: Number(v.filial_id) } : {}),
          }
    const result = await submitCreditFn({ data: { lang, kind: sentProvider === 'iute' ? 'iute' : 'request', body } })
    return result.unavailable ? { ...result, messages: [t('credit.unavailable')] } : result
  })
  if (!offer || !subject || months.length === 0) return null
  const money = (n: number) => formatPrice(n, settings.project_currency, lang)
  const filials = calculator?.filials ?? []

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const sent = await f.onSubmit(event)
    if (sent?.ok) showCreditSuccess('credit', { number: sent.number, monthly: sent.monthly, months: term })
  }

  return (
    <Dialog
      open
      onClose={() => closeModal('credit')}
      title={t('credit.modal.title', { company: offer.title })}
      closeLabel={t('modal.close')}
      testId="credit-modal"
    >
      <p className="credit-modal__amount">
        <FormattedMessage id="credit.amount" values={{ amount: money(amount) }} />
      </p>
      {amount > subject.amount ? (
        <p className="credit-modal__note" data-testid="credit-modal-goods">
          <FormattedMessage id="credit.goodsOnly" />
        </p>
      ) : null}
      <form ref={f.formRef} className="form" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={termId}>
            <FormattedMessage id="credit.term" />
          </label>
          <select
            id={termId}
            name="months"
            value={term}
            onChange={(e) => setTerm(Number(e.target.value))}
            aria-invalid={f.errors.months ? true : undefined}
          >
            {months.map((m) => (
              <option key={m} value={m}>
                {t('credit.months', { months: m })}
              </option>
            ))}
          </select>
          {f.errors.months ? <p className="field__error">{f.errors.months}</p> : null}
        </div>
        <p
          className="credit-modal__quote"
          data-testid="credit-modal-monthly"
          data-quote-source={shown.source}
          aria-live="polite"
          aria-busy={shown.source === 'estimate' || undefined}
        >
          {shown.quote?.total === null ? (
            // The back end named no total: the monthly payment and the term alone.
            <FormattedMessage
              id="credit.success.payment"
              values={{ monthly: money(shown.quote.monthly_payment), months: term }}
            />
          ) : shown.quote ? (
            <FormattedMessage
              id="credit.monthlyTotal"
              values={{ monthly: money(shown.quote.monthly_payment), total: money(shown.quote.total) }}
            />
          ) : (
            <FormattedMessage id="credit.quoteUnavailable" />
          )}
        </p>
        <CreditApplicantFields
          form={f}
          filials={provider === 'iute' ? [] : filials}
          shownElsewhere={['months', 'filial_id']}
          errorsTestId="credit-errors"
          submitLabel={provider === 'iute' ? 'credit.order' : 'credit.apply'}
        />
      </form>
    </Dialog>
  )
}

function CreditSuccessModal({ kind }: { kind: 'credit' | 'calculator' }) {
  const intl = useIntl()
  const lang = useLocale()
  const { settings } = useShell()
  const { result } = useSnapshot(creditState)
  const name = kind === 'credit' ? 'creditSuccess' : 'creditCalculatorSuccess'
  return (
    <Dialog
      open
      onClose={() => closeModal(name)}
      title={intl.formatMessage({ id: 'credit.success.title' })}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId={`${name}-modal`}
    >
      <p data-testid="credit-success-number">
        <FormattedMessage
          id={kind === 'credit' ? 'credit.success.text' : 'credit.success.calculator'}
          values={{ number: result?.number ?? '' }}
        />
      </p>
      {result?.monthly != null && result.months != null ? (
        <p>
          <FormattedMessage
            id="credit.success.payment"
            values={{ monthly: formatPrice(result.monthly, settings.project_currency, lang), months: result.months }}
          />
        </p>
      ) : null}
      <button type="button" className="button button--primary" onClick={() => closeModal(name)}>
        <FormattedMessage id="credit.success.close" />
      </button>
    </Dialog>
  )
}
