import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '../i18n/messages'

/** A page section named by its h2 (aria-labelledby): `titleId` is the message of the heading. */
export function Section({
  id,
  titleId,
  className,
  children,
}: {
  id: string
  titleId: MessageId
  className?: string
  children: ReactNode
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  )
}
