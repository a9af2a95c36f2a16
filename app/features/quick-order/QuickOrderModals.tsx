import { type FormEvent, Fragment, type JSX } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { formatPrice, normalizePhone } from '#app/i18n/format.ts'
import { useAsideMessages, useLaterMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { countCap } from '#app/lib/quantity.ts'
import { closeModal } from '#app/modals/store.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Dialog } from '#app/ui/Dialog.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import {
  controlProblems,
  Field,
  type FieldProblem,
  type FieldRule,
  rulesSchema,
  SubmitButton,
  useShopForm,
} from '#app/ui/form/index.ts'
import { phoneComplete, phoneMaskName } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS } from '#config'
import { QUICK_ORDER_MAX } from '#contract/wire.ts'
import { quickFailure } from './failure'
import { submitQuickOrderFn } from './quick-order.functions'
import type { QuickOrderOutcome } from './quick-order.server'
import { contactIsPhone, formOfSuccess, type QuickForm, type QuickSuccess, quickCount } from './rules'
import { quickOrderState, showQuickSuccess } from './state'

const TITLES: Record<QuickForm, MessageId> = {
  oneClick: 'quickOrder.oneClick',
  preOrder: 'quickOrder.preOrder',
  firstToKnow: 'quickOrder.firstToKnow',
  bulkOrder: 'quickOrder.bulkOrder',
}
const SUCCESS_TEXT: Record<QuickForm, MessageId> = {
  oneClick: 'quickOrder.success.oneClick',
  preOrder: 'quickOrder.success.preOrder',
  firstToKnow: 'quickOrder.success.firstToKnow',
  bulkOrder: 'quickOrder.success.bulkOrder',
}

type QuickField = 'summary' | 'count' | 'company' | 'name' | 'phone' | 'email' | 'contact' | 'comment'
/** The fields of each form, in order (summary: the one-click count, not editable there). */
const FIELDS: Record<QuickForm, QuickField[]> = {
  oneClick: ['summary', 'name', 'phone'],
  preOrder: ['count', 'name', 'phone', 'email', 'comment'],
  firstToKnow: ['contact'],
  bulkOrder: ['count', 'company', 'name', 'phone', 'email', 'comment'],
}

/**
 * The label a refusal of a field this form has no control for is said with (the one-click form's
 * count, shown as a summary: "Quantity: at most 5"), so the shopper knows what it is about. Any other
 * key (non_field_errors, detail, product_id, a nested path) is the back end's machine name, not said.
 */
const LABELS: Record<Exclude<QuickField, 'summary'>, MessageId> = {
  count: 'quantity.label',
  company: 'quickOrder.company',
  name: 'content.form.name',
  phone: 'content.form.phone',
  email: 'content.form.email',
  contact: 'quickOrder.contact',
  comment: 'checkout.comment',
}
const labelOf = (key: string): MessageId | undefined =>
  Object.hasOwn(LABELS, key) ? LABELS[key as keyof typeof LABELS] : undefined

const RULES: Record<QuickForm, Record<string, FieldRule>> = {
  oneClick: { name: { required: true }, phone: { required: true, kind: 'phone' } },
  preOrder: {
    name: { required: true },
    phone: { required: true, kind: 'phone' },
    email: { kind: 'email' },
    count: { required: true },
  },
  firstToKnow: { contact: { required: true } },
  bulkOrder: {
    count: { required: true },
    company: { required: true },
    name: { required: true },
    phone: { required: true, kind: 'phone' },
    email: { kind: 'email' },
  },
}

/** Each form's schema: its rules, its other fields as optional texts. */
const SCHEMAS = Object.fromEntries(
  (Object.keys(FIELDS) as QuickForm[]).map((form) => [
    form,
    rulesSchema(
      RULES[form],
      FIELDS[form].filter((f) => f !== 'summary'),
    ),
  ]),
) as Record<QuickForm, ReturnType<typeof rulesSchema>>

/** A form the browser's checks stopped: its field errors, as the back end's refusals read. */
const notSent = (fields: Record<string, string>): QuickOrderOutcome => ({
  ok: false,
  fields,
  messages: [],
  number: null,
  unavailable: false,
})

function ProductSummary() {
  const { product } = useSnapshot(quickOrderState)
  const lang = useLocale()
  const { settings } = useShell()
  if (!product) return null
  return (
    <div className="quick-order__product">
      <img src={product.img} alt="" width={56} height={56} />
      <div>
        <p className="quick-order__title">{product.title}</p>
        <p className="quick-order__price">{formatPrice(product.price, settings.project_currency, lang)}</p>
      </div>
    </div>
  )
}

/**
 * One quick form (one-click order, pre-order, first-to-know, bulk order; decision 0009). Client
 * checks first, then the back end; its field errors show next to their fields as returned. The
 * submit button is disabled while a request is in flight and the request carries the form's key,
 * so a double click or a retry cannot create two orders. A failure keeps everything typed.
 */
export function QuickOrderModal({ form }: { form: QuickForm }) {
  const intl = useIntl()
  const lang = useLocale()
  useLaterMessages()
  useAsideMessages()
  const { settings } = useShell()
  const state = useSnapshot(quickOrderState)
  const t = (id: MessageId) => intl.formatMessage({ id })
  const f = useShopForm({
    schema: SCHEMAS[form],
    defaultValues: Object.fromEntries(FIELDS[form].map((name) => [name, name === 'count' ? String(state.count) : ''])),
    // a quantity the back end would refuse in its validator's words ("expected number, received string"),
    // shown with the other fields' problems, not after them
    extraChecks: (values): Record<string, FieldProblem> => ({
      ...(typeof values.count === 'string' &&
      values.count.trim() &&
      quickCount(values.count, state.product!.multiplicity) === null
        ? { count: { id: 'quickOrder.countInvalid', values: { max: countCap() } } }
        : {}),
      // a contact meant as a phone is a whole number of the site's mask, as every phone field's (the
      // server function refuses a part of one: a cut `+(373)37369-12` was taken for a notice)
      ...(typeof values.contact === 'string' &&
      contactIsPhone(values.contact) &&
      !phoneComplete(values.contact, PHONE_MASKS[phoneMaskName(settings)])
        ? { contact: 'content.form.error.phone' as const }
        : {}),
    }),
    // every field error is placed here: beside its field, or among `fieldless` below (named by its label)
    showsOwn: () => true,
    send: async (v) => {
      // a field over its length (a paste), in the page's language, before the back end's own words
      const invalid = controlProblems(f.formRef.current, (key, values) => intl.formatMessage({ id: key }, values))
      if (invalid) return notSent(invalid.fields)
      // The form shows only with a product (below).
      const product = state.product!
      // extraChecks refused a count quickCount cannot read; undefined: a form without the field
      const count = v.count === undefined ? undefined : (quickCount(v.count, product.multiplicity) ?? undefined)
      const body: Record<string, string | number> = {
        product_id: product.productId,
        request_id: quickOrderState.requestId,
      }
      if (form === 'oneClick') body.count = state.count
      if (count !== undefined) body.count = count
      if (v.phone) body.phone = normalizePhone(v.phone)
      for (const key of ['name', 'email', 'company', 'comment'] as const) if (v[key]) body[key] = v[key]
      if (v.contact) body.contact = v.contact.includes('@') ? v.contact : normalizePhone(v.contact)
      const result = await submitQuickOrderFn({ data: { lang, form, body } })
      return quickFailure(result, {
        unavailable: t('quickOrder.unavailable'),
        notOffered: t('quickOrder.notOffered'),
        fallback: t('globalMessageSomethingWentWrong'),
      })
    },
  })
  if (!state.product) return null

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const sent = await f.onSubmit(event)
    if (sent) showQuickSuccess(form, sent.number)
  }

  const fields: Record<QuickField, JSX.Element> = {
    summary: (
      <p className="quick-order__count">
        <FormattedMessage id="quickOrder.count" values={{ count: state.count }} />
      </p>
    ),
    count: <Field form={f} name="count" label={t('quantity.label')} inputMode="decimal" required maxLength={9} />,
    company: (
      <Field
        form={f}
        name="company"
        label={t('quickOrder.company')}
        required
        autoComplete="organization"
        maxLength={QUICK_ORDER_MAX.company}
      />
    ),
    name: (
      <Field
        form={f}
        name="name"
        label={t('content.form.name')}
        required
        autoComplete="name"
        maxLength={QUICK_ORDER_MAX.name}
      />
    ),
    phone: (
      <Field
        form={f}
        name="phone"
        label={t('content.form.phone')}
        required
        autoComplete="tel"
        phoneMask={phoneMaskName(settings)}
      />
    ),
    email: (
      <Field
        form={f}
        name="email"
        label={t('content.form.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
    ),
    contact: (
      <Field
        form={f}
        name="contact"
        label={t('quickOrder.contact')}
        required
        autoComplete="email"
        maxLength={QUICK_ORDER_MAX.contact}
      />
    ),
    comment: (
      <Field form={f} name="comment" label={t('checkout.comment')} multiline maxLength={QUICK_ORDER_MAX.comment} />
    ),
  }
  // The back end's words for what the form shows no control for: a known field by its label, else the words alone.
  const fieldless = Object.entries(f.errors)
    .filter(([key]) => !(FIELDS[form] as string[]).includes(key))
    .map(([key, text]) => {
      const label = labelOf(key)
      return label ? `${t(label)}: ${text}` : text
    })

  return (
    <Dialog
      open
      onClose={() => closeModal(form)}
      title={t(TITLES[form])}
      closeLabel={t('modal.close')}
      testId={`quick-order-${form}`}
    >
      <ProductSummary />
      {form === 'firstToKnow' ? (
        <p className="dialog__description">
          <FormattedMessage id="quickOrder.firstToKnow.hint" />
        </p>
      ) : null}
      <form ref={f.formRef} className="form" noValidate onSubmit={onSubmit}>
        {FIELDS[form].map((field) => (
          <Fragment key={field}>{fields[field]}</Fragment>
        ))}
        <FormErrors errors={[...new Set([...fieldless, ...f.messages])]} testId="quick-order-errors" />
        <SubmitButton pending={f.pending} labelId="content.form.send" />
      </form>
    </Dialog>
  )
}

/** The success modal of a quick form: what happens next, with the request's number. */
export function QuickOrderSuccessModal({ name }: { name: QuickSuccess }) {
  useAsideMessages()
  const intl = useIntl()
  const { product, number } = useSnapshot(quickOrderState)
  const form = formOfSuccess(name)
  return (
    <Dialog
      open
      onClose={() => closeModal(name)}
      title={intl.formatMessage({ id: 'quickOrder.success.title' })}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId={`quick-order-${form}-success`}
    >
      <p className="quick-order__success" data-testid="quick-order-success">
        <FormattedMessage id={SUCCESS_TEXT[form]} values={{ number: number ?? '', title: product?.title ?? '' }} />
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={() => closeModal(name)}>
          <FormattedMessage id="cart.continue" />
        </button>
      </div>
    </Dialog>
  )
}
