import type { ReactNode } from 'react'
import { FormattedMessage } from '../i18n/intl'

/** A page section named by its h2 (aria-labelledby): `titleId` is the message of the heading. */
export function Section({ id, titleId, className, children }: { id: string; titleId: string; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  )
}
