import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '../i18n/messages'

/** A form control with its label text above it (the `.field` layout): the label wraps the control, and the control's error (if any) under it. */
export function LabeledField({ labelId, children, error }: { labelId: MessageId; children: ReactNode; error?: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, inside the label
    <label className="field">
      <span>
        <FormattedMessage id={labelId} />
      </span>
      {children}
      {error}
    </label>
  )
}
