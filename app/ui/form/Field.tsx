import { useField } from '@tanstack/react-form'
import {
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import { useEarlyValue } from '#app/lib/useEarlyValue.ts'
import type { PhoneMaskName } from '#config'
import { PhoneInput } from '../PhoneInput'
import type { ShopForm } from './useShopForm'

export interface FieldProps {
  form: ShopForm
  name: string
  label: string
  type?: string
  required?: boolean
  /** Show the required field's `*` after the label (default); the checkout keeps its labels as they were. */
  requiredMark?: boolean
  multiline?: boolean
  autoComplete?: string
  children?: ReactNode
  inputMode?: 'tel' | 'email' | 'text' | 'decimal'
  maxLength?: number
  /** A phone field: the shop's masked PhoneInput (app/ui) with this mask. */
  phoneMask?: PhoneMaskName
}

/**
 * A labelled control of a kit form (`.field`): its value lives in the form (TanStack Form), its
 * error is the form's shown error (aria-invalid + aria-describedby to the error text).
 */
export function Field({
  form,
  name,
  label,
  type = 'text',
  required,
  requiredMark,
  multiline,
  autoComplete,
  children,
  inputMode,
  maxLength,
  phoneMask,
}: FieldProps) {
  const field = useField({ form: form.api, name })
  const value = String(field.state.value ?? '')
  // One ref for the input or the textarea (the intersection fits either's ref).
  const early = useEarlyValue<HTMLInputElement & HTMLTextAreaElement>(value, field.handleChange)
  const error = form.errors[name]
  return (
    <FieldFrame label={label} required={required} requiredMark={requiredMark} error={error}>
      {(common) =>
        phoneMask ? (
          <PhoneFieldInput {...common} form={form} name={name} mask={phoneMask} autoComplete={autoComplete} />
        ) : multiline ? (
          <textarea
            {...common}
            ref={early}
            name={name}
            rows={4}
            maxLength={maxLength ?? 5000}
            value={value}
            onChange={(e) => field.handleChange(e.target.value)}
          />
        ) : (
          <input
            {...common}
            ref={early}
            name={name}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
            value={value}
            onChange={(e) => field.handleChange(e.target.value)}
          />
        )
      }
      {children}
    </FieldFrame>
  )
}

/** A bare `<input>` bound to a kit form's field (the caller keeps its own label markup); a checkbox holds a boolean. */
export function Input({
  form,
  name,
  ...rest
}: { form: ShopForm; name: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name' | 'value' | 'checked' | 'onChange'
>) {
  const field = useField({ form: form.api, name })
  const checkbox = rest.type === 'checkbox'
  const value = checkbox ? String(Boolean(field.state.value)) : String(field.state.value ?? '')
  const early = useEarlyValue<HTMLInputElement>(value, (v) => field.handleChange(checkbox ? v === 'true' : v))
  if (checkbox)
    return (
      <input
        {...rest}
        ref={early}
        name={name}
        checked={Boolean(field.state.value)}
        onChange={(e) => field.handleChange(e.target.checked)}
      />
    )
  return <input {...rest} ref={early} {...bound(form, name, field, rest['aria-invalid'])} />
}

/**
 * What a bare text control binds to its field: its name, value and change, and aria-invalid - its
 * caller's, else whether the form shows an error for the field (a screen reader heard nothing wrong with
 * a refused advert title; session 61's browser check).
 */
function bound(
  form: ShopForm,
  name: string,
  field: { state: { value: unknown }; handleChange: (value: string) => void },
  own: InputHTMLAttributes<HTMLInputElement>['aria-invalid'],
) {
  return {
    'aria-invalid': own ?? (form.errors[name] ? true : undefined),
    name,
    value: String(field.state.value ?? ''),
    onChange: (e: { target: { value: string } }) => field.handleChange(e.target.value),
  }
}

/** A bare `<textarea>` bound to a kit form's field (the caller keeps its own label markup). */
export function TextArea({
  form,
  name,
  ...rest
}: { form: ShopForm; name: string } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'form' | 'name' | 'value' | 'onChange'
>) {
  const field = useField({ form: form.api, name })
  const early = useEarlyValue<HTMLTextAreaElement>(String(field.state.value ?? ''), field.handleChange)
  return <textarea {...rest} ref={early} {...bound(form, name, field, rest['aria-invalid'])} />
}

/** A bare `<select>` bound to a kit form's field (the caller keeps its own label markup). */
export function Select({
  form,
  name,
  ...rest
}: { form: ShopForm; name: string } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'form' | 'name' | 'value' | 'onChange'
>) {
  const field = useField({ form: form.api, name })
  const early = useEarlyValue(String(field.state.value ?? ''), field.handleChange)
  return <select {...rest} ref={early} {...bound(form, name, field, rest['aria-invalid'])} />
}

/** A masked phone `<input>` (app/ui/PhoneInput) bound to a kit form's field. */
export function PhoneFieldInput({
  form,
  name,
  mask,
  ...rest
}: { form: ShopForm; name: string; mask: PhoneMaskName } & Omit<
  ComponentProps<typeof PhoneInput>,
  'form' | 'name' | 'mask' | 'defaultValue' | 'onValueChange'
>) {
  const field = useField({ form: form.api, name })
  return (
    <PhoneInput
      {...rest}
      name={name}
      mask={mask}
      defaultValue={String(field.state.value ?? '')}
      onValueChange={field.handleChange}
    />
  )
}

/** The attributes a control inside a FieldFrame takes. */
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': true | undefined
}

/**
 * The `.field` frame every form control of the shop sits in: the label (with a * when required, unless `requiredMark` is false),
 * the control (given its id and aria attributes), then the error text it is described by.
 */
export function FieldFrame({
  label,
  required,
  requiredMark = true,
  error,
  children,
}: {
  label: ReactNode
  required?: boolean
  requiredMark?: boolean
  error?: string
  children: [(common: ControlProps) => ReactNode, ReactNode?] | ((common: ControlProps) => ReactNode)
}) {
  const id = useId()
  const errorId = `${id}-error`
  const common: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  }
  const [control, after] = typeof children === 'function' ? [children, null] : children
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && requiredMark ? <span aria-hidden="true"> *</span> : null}
      </label>
      {control(common)}
      {after}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The form's submit button: resting (aria-disabled, the kit sends once) and "Sending…" while the send
 * runs - never disabled, which dropped the focus to the page (shopper audit a4: a failed offline order);
 * `block` fills the row, `describedBy` names what describes it (a total).
 */
export function SubmitButton({
  pending,
  labelId,
  block,
  describedBy,
}: {
  pending: boolean
  labelId: MessageId
  block?: boolean
  describedBy?: string
}) {
  return (
    <button
      type="submit"
      className={block ? 'button button--primary button--block' : 'button button--primary'}
      aria-disabled={pending}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
    >
      <FormattedMessage id={pending ? 'content.form.sending' : labelId} />
    </button>
  )
}

/** The messages of a whole form (not of one field), announced. */
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
