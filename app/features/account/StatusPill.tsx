import { FormattedMessage } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'

/**
 * A status in the page's language with its colour when the shop has words for it (`messageId`);
 * another as the back end wrote it, with no class built from it.
 */
export function StatusPill({ status, messageId }: { status: string; messageId: MessageId | null }) {
  // The class names the status the message does (`canceled` is styled as `cancelled`).
  return messageId ? (
    <span className={`status-pill status-pill--${messageId.slice(messageId.lastIndexOf('.') + 1)}`}>
      <FormattedMessage id={messageId} />
    </span>
  ) : (
    <span className="status-pill">{status}</span>
  )
}
