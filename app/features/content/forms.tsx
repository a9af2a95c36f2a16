import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PhoneMaskName } from '../../../app.config'
import type { MessageId } from '../../i18n/messages'
import { PhoneInput } from '../../ui/PhoneInput'
import { isBarePhone } from '../../ui/phone-mask'
import type { FormResult } from './content.server'
import { checkFields, type FieldCheck } from './rules'

export type FieldRules = Record<string, { required?: boolean; kind?: 'phone' | 'email' }>

/**
 * Form state shared by the content forms: client checks first (localised), then the server
 * function; field errors from the back end are shown as returned, next to their field.
 */
export function useContentForm(rules: FieldRules) {
  const intl = useIntl()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [messages, setMessages] = useState<string[]>([])
  const [pending, setPending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const focusFirstError = (names: string[]) => {
    const first = names[0]
    if (!first) return
    const el = formRef.current?.elements.namedItem(first)
    if (el && 'focus' in el) (el as HTMLElement).focus()
  }

  const localise = (checks: Record<string, FieldCheck>) => Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, intl.formatMessage({ id: `content.form.error.${check}` })]))

  async function handle(event: FormEvent<HTMLFormElement>, extraChecks: Record<string, FieldCheck>, send: (values: Record<string, string>) => Promise<FormResult>) {
    event.preventDefault()
    if (pending) return false
    const data = new FormData(event.currentTarget)
    const values: Record<string, string> = {}
    for (const [key, value] of data.entries()) if (typeof value === 'string') values[key] = value.trim()
    // A phone field starts with its country prefix (PhoneInput): the prefix alone is nothing typed, never sent.
    for (const [key, rule] of Object.entries(rules)) if (rule.kind === 'phone' && values[key] !== undefined && isBarePhone(values[key])) values[key] = ''
    const checks = { ...checkFields(values, rules), ...extraChecks }
    if (Object.keys(checks).length > 0) {
      setErrors(localise(checks))
      setMessages([])
      focusFirstError(Object.keys(checks))
      return false
    }
    setPending(true)
    try {
      const result = await send(values)
      setErrors(result.fields)
      setMessages(result.messages)
      if (!result.ok) focusFirstError(Object.keys(result.fields))
      return result.ok
    } catch {
      setMessages([intl.formatMessage({ id: 'globalMessageSomethingWentWrong' })])
      return false
    } finally {
      setPending(false)
    }
  }

  return { errors, messages, pending, formRef, handle, setErrors }
}

/** A labelled input with its error (aria-invalid + aria-describedby). */
export function Field({
  name,
  label,
  error,
  type = 'text',
  required,
  multiline,
  autoComplete,
  children,
  accept,
  inputMode,
  maxLength,
  defaultValue,
  phoneMask,
}: {
  name: string
  label: string
  error?: string
  type?: string
  required?: boolean
  multiline?: boolean
  autoComplete?: string
  children?: ReactNode
  accept?: string
  inputMode?: 'tel' | 'email' | 'text' | 'decimal'
  maxLength?: number
  defaultValue?: string
  /** A phone field: the shop's masked PhoneInput (app/ui) with this mask. */
  phoneMask?: PhoneMaskName
}) {
  const id = useId()
  const errorId = `${id}-error`
  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
    defaultValue,
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {phoneMask ? (
        <PhoneInput {...common} mask={phoneMask} autoComplete={autoComplete} />
      ) : multiline ? (
        <textarea {...common} rows={4} maxLength={5000} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} accept={accept} inputMode={inputMode} maxLength={maxLength} />
      )}
      {children}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function FormMessages({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null
  return (
    <div className="form__errors" role="alert">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  )
}

export function SubmitButton({ pending, labelId }: { pending: boolean; labelId: MessageId }) {
  return (
    <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
      <FormattedMessage id={pending ? 'content.form.sending' : labelId} />
    </button>
  )
}

/** Reads a File as base64 (without the data: prefix). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}
