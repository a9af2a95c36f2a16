import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import type { ShopForm } from './useShopForm'

/**
 * A field a noValidate form checks before sending (controlProblems, or its own checks): its label, the
 * input, and its error text (describing the input); `errorTestId` names the error text for tests.
 */
export function CheckedField({
  form,
  id,
  name,
  labelId,
  errorTestId,
  children,
}: {
  form: ShopForm
  id: string
  name: string
  labelId: MessageId
  errorTestId?: string
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
        <p className="field__error" id={`${id}-error`} data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
