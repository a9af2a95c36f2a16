import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '../i18n/messages'

/**
 * A form control with its label text above it (the `.field` layout): the label wraps the control. A
 * form that shows field errors passes `error` (null while there is none): it goes under the label,
 * outside it, so the control's name stays its label.
 */
export function LabeledField({
  labelId,
  children,
  error,
}: {
  labelId: MessageId
  children: ReactNode
  error?: ReactNode
}) {
  const label = (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, inside the label
    <label className="field">
      <span>
        <FormattedMessage id={labelId} />
      </span>
      {children}
    </label>
  )
  return error === undefined ? (
    label
  ) : (
    <div className="field">
      {label}
      {error}
    </div>
  )
}
