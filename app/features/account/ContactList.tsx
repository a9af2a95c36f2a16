import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { showToast } from '#app/toasts/store.ts'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { CheckedField, controlProblems, Input, PhoneFieldInput, useShopForm } from '#app/ui/form/index.ts'
import { maskPhone, phoneComplete, phoneMaskName, shownPhone } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS } from '#config'
import { deleteContactFn, makeEmailPrimaryFn, sendContactCodeFn, verifyContactFn } from './cabinet.functions'
import type { Contact, ContactKind, Outcome } from './cabinet.server'
import { contactsAfterSave } from './contacts'
import { CONTACT, CONTACT_CODE } from './forms'

/** The texts of each list (literal ids, so the catalogue check sees them). */
const TEXTS = {
  phone: {
    title: 'cabinetPhones.title',
    new: 'cabinetPhones.new',
    added: 'cabinetPhones.added',
    primaryDone: 'cabinetPhones.primaryDone',
    deleted: 'cabinetPhones.deleted',
  },
  email: {
    title: 'cabinetEmails.title',
    new: 'cabinetEmails.new',
    added: 'cabinetEmails.added',
    primaryDone: 'cabinetEmails.primaryDone',
    deleted: 'cabinetEmails.deleted',
  },
} as const

/** The kit's send result: this list shows its errors itself (below both forms, for the row actions too). */
const NONE = { ok: true, fields: {}, messages: [] }

type Step = { mode: 'add' | 'primary'; value: string; sent: boolean } | null

/**
 * The profile's phones or e-mails (accounts spec 3 "Profile fields", 7): add one -> a code goes to
 * it (SMS or e-mail) -> the code proves it -> it is listed; an e-mail becomes primary directly, a
 * phone becomes the sign-in number with a new code (change-auth-number, or create-auth-number for
 * an account without one); any but the primary one can be deleted. Server errors as returned.
 */
export function ContactList({ kind, initial }: { kind: ContactKind; initial: Contact[] }) {
  const intl = useIntl()
  const phoneMask = phoneMaskName(useShell().settings)
  const lang = useLocale()
  const id = useId()
  const [list, setList] = useState(initial)
  const [step, setStep] = useState<Step>(null)
  const [errors, setErrors] = useState<string[]>([])
  const [fields, setFields] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const t = (key: MessageId, values?: Record<string, string>) => intl.formatMessage({ id: key }, values)
  const text = TEXTS[kind]
  /** The inputs' own checks (required, e-mail, length) at the field, in the page's language; the stale messages go. */
  const checkControls = (form: HTMLFormElement | null) => {
    const invalid = controlProblems(form, (key, values) => intl.formatMessage({ id: key }, values))
    if (invalid) {
      setErrors([])
      setFields({})
    }
    return invalid
  }

  const attempt = async <T,>(action: () => Promise<Outcome<T>>, then: (data: T) => void) => {
    setBusy(true)
    setErrors([])
    setFields({})
    try {
      const r = await action()
      if (r.ok) then(r.data)
      else {
        // The code's error stands by the code field; every other message as the server returned it.
        setFields(r.fields)
        const shown = [
          ...Object.entries(r.fields).flatMap(([name, message]) => (name === 'verification_code' ? [] : [message])),
          ...r.errors,
        ]
        setErrors(shown.length || r.fields.verification_code ? shown : [t('cabinet.failed')])
      }
    } catch {
      setErrors([t('cabinet.failed')])
    } finally {
      setBusy(false)
    }
  }
  const sendCode = (value: string, mode: 'add' | 'primary') =>
    attempt(
      () => sendContactCodeFn({ data: { lang, kind, value } }),
      () => {
        // the forms start empty each time they show, as the uncontrolled inputs did
        addForm.reset()
        verifyForm.reset()
        setStep({ mode, value, sent: true })
      },
    )
  const addForm = useShopForm({
    schema: CONTACT,
    // a phone field starts with its country prefix (app/ui/PhoneInput), as sent when nothing more is typed
    defaultValues: { value: kind === 'phone' ? maskPhone('', PHONE_MASKS[phoneMask]) : '' },
    send: async (v) => {
      const invalid = checkControls(addForm.formRef.current)
      if (invalid) return invalid
      // a part of a number (`+(373) 12`) is refused by the server function with a bare 400, which read
      // "That did not work" under the list: said at the field, in the page's language, as registration does
      if (kind === 'phone' && !phoneComplete(v.value, PHONE_MASKS[phoneMask])) {
        setErrors([])
        setFields({})
        return { ok: false, fields: { value: t('authFlow.code.badPhone') }, messages: [] }
      }
      await sendCode(kind === 'phone' ? v.value.replace(/\s+/g, '') : v.value, 'add')
      return NONE
    },
  })
  const verifyForm = useShopForm({
    schema: CONTACT_CODE,
    defaultValues: { code: '' },
    send: async (v) => {
      const invalid = checkControls(verifyForm.formRef.current)
      if (invalid) return invalid
      if (!step) return NONE
      const primary = step.mode === 'add' ? 'no' : list.some((c) => c.isPrimary) ? 'change' : 'create'
      await attempt(
        () => verifyContactFn({ data: { lang, kind, value: step.value, code: v.code, primary } }),
        (next) => {
          setList(contactsAfterSave(list, { kind: 'added', value: step.value, primary: step.mode === 'primary' }, next))
          setStep(null)
          showToast(t(step.mode === 'add' ? text.added : text.primaryDone), 'success')
        },
      )
      return NONE
    },
  })
  const makePrimary = (c: Contact) => {
    if (kind === 'phone') return void sendCode(c.value, 'primary')
    void attempt(
      () => makeEmailPrimaryFn({ data: { lang, id: c.id } }),
      (next) => {
        setList(contactsAfterSave(list, { kind: 'primary', value: c.value }, next))
        showToast(t(text.primaryDone), 'success')
      },
    )
  }
  const remove = (c: Contact) =>
    void attempt(
      () => deleteContactFn({ data: { lang, kind, id: c.id } }),
      (next) => {
        setList(contactsAfterSave(list, { kind: 'deleted', id: c.id }, next))
        showToast(t(text.deleted), 'success')
      },
    )

  return (
    <section className="cabinet__card" aria-labelledby={`${id}-title`} data-testid={`${kind}-list`}>
      <h2 id={`${id}-title`} className="cabinet__name">
        <FormattedMessage id={text.title} />
      </h2>
      <ul className="contact-list">
        {list.map((c) => (
          <li key={`${c.id}-${c.value}`} className="contact-list__item" data-testid={`${kind}-row`}>
            <span className="contact-list__value">{c.value}</span>
            {c.isPrimary ? (
              <span className="status-pill status-pill--primary">
                <FormattedMessage id="cabinetContacts.primary" />
              </span>
            ) : null}
            {!c.isVerified ? (
              <span className="status-pill">
                <FormattedMessage id="cabinetContacts.unverified" />
              </span>
            ) : null}
            {!c.isPrimary && c.id > 0 ? (
              <span className="contact-list__actions">
                <button
                  type="button"
                  className="link-button"
                  // aria-disabled while an action runs: disabled, the pressed button dropped the focus to the page
                  aria-disabled={busy}
                  onClick={() => busy || makePrimary(c)}
                  aria-label={t('cabinetContacts.makePrimaryOf', { value: c.value })}
                >
                  <FormattedMessage id="cabinetContacts.makePrimary" />
                </button>
                <button
                  type="button"
                  className="link-button"
                  aria-disabled={busy}
                  onClick={() => busy || remove(c)}
                  aria-label={t('cabinetContacts.deleteOf', { value: c.value })}
                >
                  <FormattedMessage id="cabinetContacts.delete" />
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {step?.sent ? (
        <form
          ref={verifyForm.formRef}
          className="form contact-form"
          // an action under way: a press of the resting button sends nothing (aria-disabled does not stop a submit)
          onSubmit={(e) => (busy ? e.preventDefault() : void verifyForm.onSubmit(e))}
          noValidate
          data-testid={`${kind}-verify`}
        >
          <p className="cabinet-hint" role="status">
            <FormattedMessage
              id="cabinetContacts.codeSent"
              // the number as the site writes it (+(373) 69 123-456), not the sent text without its spaces
              values={{ value: kind === 'phone' ? shownPhone(step.value, PHONE_MASKS[phoneMask]) : step.value }}
            />
          </p>
          <CheckedField form={verifyForm} id={`${id}-code`} name="code" labelId="cabinetContacts.code">
            {(aria) => (
              <Input
                {...aria}
                form={verifyForm}
                id={`${id}-code`}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={12}
                aria-invalid={aria['aria-invalid'] ?? (fields.verification_code ? true : undefined)}
              />
            )}
          </CheckedField>
          {fields.verification_code ? <p className="field__error">{fields.verification_code}</p> : null}
          <div className="cabinet-actions">
            <button type="submit" className="button button--primary" aria-disabled={busy}>
              <FormattedMessage id="cabinetContacts.verify" />
            </button>
            <button type="button" className="button" onClick={() => setStep(null)}>
              <FormattedMessage id="cabinetContacts.cancel" />
            </button>
          </div>
        </form>
      ) : (
        <form
          ref={addForm.formRef}
          className="form contact-form"
          onSubmit={(e) => (busy ? e.preventDefault() : void addForm.onSubmit(e))}
          noValidate
          data-testid={`${kind}-add`}
        >
          <CheckedField form={addForm} id={`${id}-value`} name="value" labelId={text.new}>
            {(aria) => {
              const common = {
                ...aria,
                form: addForm,
                id: `${id}-value`,
                name: 'value',
                required: true,
                'aria-invalid': aria['aria-invalid'] ?? (errors.length ? true : undefined),
              } as const
              return kind === 'phone' ? (
                <PhoneFieldInput {...common} mask={phoneMask} />
              ) : (
                <Input {...common} type="email" autoComplete="email" maxLength={254} />
              )
            }}
          </CheckedField>
          <button type="submit" className="button" aria-disabled={busy}>
            <FormattedMessage id="cabinetContacts.sendCode" />
          </button>
        </form>
      )}
      <FormErrors errors={errors} />
    </section>
  )
}
