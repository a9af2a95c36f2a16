import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import type { ShopForm } from '#app/ui/form/index.ts'

/** An account form's field the form checks before sending: its label, the input, and its error text (describing the input). */
export function CheckedField({
  form,
  id,
  name,
  labelId,
  children,
}: {
  form: ShopForm
  id: string
  name: string
  labelId: MessageId
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const error = form.errors[name]
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
