import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatPrice, normalizePhone } from '#app/i18n/format.ts'
import { useAsideMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { DEFAULT_DECIMALS, localeDecimalValue } from '#app/lib/decimal-input.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import type { Locale } from '#config'
import { CreditApplicantFields, useCreditApplicantForm } from './CreditApplicantFields'
import { CreditModalHost } from './CreditModalHost'
import { creditCalculatorQuery, getCreditPrice, MAX_CREDIT_AMOUNT, submitCreditFn } from './credit.functions'
import { newCreditRequestId, showCreditSuccess } from './state'

/** Waits this long after the last change of the amount before asking the back end for a price (ms). */
const PRICE_DEBOUNCE = 300

/**
 * The amount the shopper typed, read as the page's language writes numbers (a comma or a dot for the
 * decimals, `10 000`, `10.000` in ro, `10,000` in en: app/lib/decimal-input.ts); null when it is no
 * amount the back end can be asked about (not a number, not above 0, past the server function's cap).
 * The company's own least and most amounts are creditAmountBound's.
 */
export function creditAmountOf(text: string, lang: Locale): number | null {
  const n = localeDecimalValue(text, lang)
  return n !== null && n > 0 && n <= MAX_CREDIT_AMOUNT ? n : null
}

/**
 * The company's bound the amount is past: 'min' below its least amount, 'max' above its most (none
 * when it names no most), else null. The page checks them itself before asking for a price or
 * sending the application, and says so in its own words with the amounts as money ("The amount must
 * be at least 500 lei"): the back end's "At least 500" (no currency, no grouping) beside the label's
 * "500 lei to 50,000 lei" was session 67's audit. The back end still checks: its word shows when it
 * refuses an amount the page took (its limits may have changed since the page read them).
 */
export function creditAmountBound(
  amount: number,
  company: { min_amount: number; max_amount: number | null },
): 'min' | 'max' | null {
  if (amount < company.min_amount) return 'min'
  if (company.max_amount !== null && company.max_amount > 0 && amount > company.max_amount) return 'max'
  return null
}

/**
 * What the amount field keeps of typed or pasted text: the shop's decimal input rule (spec 5,
 * "Decimal inputs default to 2 decimals"; sanitizeDecimal) in the page's language's way of writing
 * numbers: the digits after the decimal separator past the second are dropped ("1000,555" keeps
 * "1000,55"), a thousands mark is no separator ("10.000" in ro stays; in ru, where it is a decimal
 * point, it keeps "10.00"). Text that is no number is kept as typed: its error shows at the field.
 */
export function creditAmountText(text: string, lang: Locale): string {
  const n = localeDecimalValue(text, lang)
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','))
  // No number, no mark, or every mark groups thousands: nothing after a decimal separator.
  if (n === null || last < 0 || Number(text.replace(/[\s.,]/g, '')) === n) return text
  const fraction = text.slice(last + 1).replace(/\s/g, '')
  return fraction.length > DEFAULT_DECIMALS ? text.slice(0, last + 1) + fraction.slice(0, DEFAULT_DECIMALS) : text
}

/**
 * The credit calculator (GET /calculator/credit-calculator/, /calculator/filials/): a company, an
 * amount and a term priced by the back end (POST /calculator/credit-price/, the one credit formula),
 * then an application at a branch (POST /calculator/credit-request/) and its success modal.
 */
export function CreditCalculatorPage() {
  const intl = useIntl()
  const lang = useLocale()
  useAsideMessages()
  const { settings } = useShell()
  const { data, isPending } = useQuery(creditCalculatorQuery(lang))
  const companies = data?.config.companies ?? []
  const [companyId, setCompanyId] = useState<number | null>(null)
  const company = companies.find((c) => c.credit_company === companyId) ?? companies[0]
  // null until the shopper types: the field shows the default. Emptied, it stays empty (an empty text
  // put the default back at once, so selecting all, deleting and typing 12500 read 500012500).
  const [amountText, setAmountText] = useState<string | null>(null)
  const [months, setMonths] = useState<number | null>(null)
  const [debounced, setDebounced] = useState<number | null>(null)
  const [requestId, setRequestId] = useState('')
  const ids = { company: useId(), amount: useId(), term: useId(), amountError: useId(), priceErrors: useId() }
  const amountInput = useRef<HTMLInputElement>(null)
  // The default amount while the field was never changed; null while the text is no amount (its error
  // shows at the field, no price is asked for or shown, and the application is not sent).
  const amountValue = amountText === null ? (data?.config.default_amount ?? null) : creditAmountOf(amountText, lang)
  const term =
    company && months !== null && company.months.includes(months)
      ? months
      : company?.months.includes(data?.config.default_months ?? -1)
        ? (data?.config.default_months ?? 1)
        : (company?.months[0] ?? 1)
  const f = useCreditApplicantForm(async (v) => {
    // The form shows only with a company (below).
    const body = {
      credit_company: company!.credit_company,
      amount: amountValue!,
      months: term,
      name: v.name,
      phone: normalizePhone(v.phone),
      request_id: requestId,
      ...(v.filial_id ? { filial_id: Number(v.filial_id) } : {}),
    }
    const r = await submitCreditFn({ data: { lang, kind: 'request', body } })
    return r.unavailable ? { ...r, messages: [intl.formatMessage({ id: 'credit.unavailable' })] } : r
  })
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(amountValue), PRICE_DEBOUNCE)
    return () => window.clearTimeout(timer)
  }, [amountValue])
  useEffect(() => setRequestId(newCreditRequestId()), [])
  // Past the company's least or most amount: no price is asked for, nor the application sent.
  const bound = company && amountValue !== null ? creditAmountBound(amountValue, company) : null
  const priceInput =
    company && amountValue !== null && bound === null && debounced !== null && !creditAmountBound(debounced, company)
      ? { credit_company: company.credit_company, amount: debounced, months: term }
      : null
  const { data: price, isFetching } = useQuery({
    queryKey: ['credit-price', lang, priceInput],
    queryFn: () => getCreditPrice({ data: { lang, ...priceInput! } }),
    enabled: priceInput !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
  if (isPending) return <p className="credit-calc__loading" aria-busy="true" />
  if (!data || !company) {
    return (
      <p className="credit-calc__none">
        <FormattedMessage id="credit.none" />
      </p>
    )
  }
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)
  const money = (n: number) => formatPrice(n, settings.project_currency, lang)
  // No price (nor the last one's errors) while none is asked for (the amount is no number): the last
  // result would pass for its price.
  const shownPrice = priceInput === null ? undefined : price
  // A price the back end could not give (no answer, 5xx, an answer the shop cannot read) says so; it is no
  // word on the amount, which stays valid.
  const priceUnavailable = !!shownPrice && !shownPrice.ok && !!shownPrice.unavailable
  const priceErrors =
    shownPrice && !shownPrice.ok && !priceUnavailable
      ? [...Object.values(shownPrice.fields), ...shownPrice.messages]
      : []
  // A company that names no most amount (max_amount null): "from {min}" alone.
  const amountRange: Record<string, string> =
    company.max_amount === null
      ? { min: money(company.min_amount) }
      : { min: money(company.min_amount), max: money(company.max_amount) }
  const rangeIds =
    company.max_amount === null
      ? ({ label: 'credit.amountLabelFrom', invalid: 'credit.amountInvalidFrom' } as const)
      : ({ label: 'credit.amountLabel', invalid: 'credit.amountInvalid' } as const)
  const amountError =
    amountValue === null
      ? t(rangeIds.invalid, amountRange)
      : bound === 'min'
        ? t('credit.amountMin', { min: money(company.min_amount) })
        : bound === 'max' && company.max_amount !== null
          ? t('credit.amountMax', { max: money(company.max_amount) })
          : null
  const amountInvalid = amountError !== null || priceErrors.length > 0

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (amountValue === null || bound !== null) {
      // Nothing to apply for: the amount's error is at the field.
      event.preventDefault()
      amountInput.current?.focus()
      return
    }
    const sent = await f.onSubmit(event)
    if (sent?.ok) {
      showCreditSuccess('calculator', { number: sent.number, monthly: sent.monthly, months: term })
      setRequestId(newCreditRequestId())
      f.reset()
    }
  }

  return (
    <section className="credit-calc" aria-labelledby="credit-calc-title" data-testid="credit-calculator">
      <h2 id="credit-calc-title">
        <FormattedMessage id="credit.calculator" />
      </h2>
      <div className="credit-calc__grid">
        <div className="credit-calc__inputs">
          <div className="field">
            <label htmlFor={ids.company}>
              <FormattedMessage id="credit.company" />
            </label>
            <select
              id={ids.company}
              value={company.credit_company}
              onChange={(e) => setCompanyId(Number(e.target.value))}
            >
              {companies.map((c) => (
                <option key={c.credit_company} value={c.credit_company}>
                  {c.title}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.amount}>
              <FormattedMessage id={rangeIds.label} values={amountRange} />
            </label>
            <input
              ref={amountInput}
              id={ids.amount}
              name="amount"
              inputMode="decimal"
              maxLength={16}
              value={amountText ?? String(data.config.default_amount)}
              onChange={(e) => setAmountText(creditAmountText(e.target.value, lang))}
              aria-invalid={amountInvalid || undefined}
              aria-describedby={
                amountError !== null ? ids.amountError : priceErrors.length > 0 ? ids.priceErrors : undefined
              }
            />
            {amountError !== null ? (
              <p className="field__error" id={ids.amountError} data-testid="credit-calc-amount-error">
                {amountError}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={ids.term}>
              <FormattedMessage id="credit.term" />
            </label>
            <select id={ids.term} value={term} onChange={(e) => setMonths(Number(e.target.value))}>
              {company.months.map((m) => (
                <option key={m} value={m}>
                  {t('credit.months', { months: m })}
                </option>
              ))}
            </select>
          </div>
        </div>
        {/* Nothing to say (no price while the amount is wrong, whose error is at the field): no empty frame
            (shopper audit a4); the live region stays for what comes next. */}
        <div
          className={`credit-calc__result${shownPrice?.ok || priceUnavailable || priceErrors.length ? '' : ' credit-calc__result--empty'}`}
          aria-live="polite"
          aria-busy={isFetching || undefined}
          data-testid="credit-calc-result"
        >
          {shownPrice?.ok ? (
            <dl>
              <dt>
                <FormattedMessage id="credit.monthly" />
              </dt>
              <dd data-testid="credit-calc-monthly">{money(shownPrice.price.monthly_payment)}</dd>
              {shownPrice.price.total !== null && (
                <>
                  <dt>
                    <FormattedMessage id="credit.total" />
                  </dt>
                  <dd>{money(shownPrice.price.total)}</dd>
                </>
              )}
              {shownPrice.price.overpayment !== null && (
                <>
                  <dt>
                    <FormattedMessage id="credit.overpayment" />
                  </dt>
                  <dd>{money(shownPrice.price.overpayment)}</dd>
                </>
              )}
            </dl>
          ) : (
            // The back end's word on the amount or the term ("At least 500"), which the amount field is described by.
            <div id={ids.priceErrors}>
              <FormErrors
                errors={priceUnavailable ? [t('credit.unavailable')] : priceErrors}
                testId="credit-calc-errors"
              />
            </div>
          )}
        </div>
      </div>
      <form ref={f.formRef} className="form credit-calc__apply" noValidate onSubmit={onSubmit}>
        <h3>
          <FormattedMessage id="credit.applyTitle" />
        </h3>
        <CreditApplicantFields
          form={f}
          filials={data.filials}
          shownElsewhere={[]}
          errorsTestId="credit-apply-errors"
          submitLabel="credit.apply"
        />
      </form>
      <CreditModalHost />
    </section>
  )
}
