import { Suspense } from 'react'
import { FormattedMessage } from 'react-intl'
import { useAsideMessages } from '#app/i18n/lazy-messages.ts'

/**
 * "N saved products are no longer available", and a button that removes them from the list (none
 * when `onRemove` is absent). Its texts are the aside group's (the compare page's, decision 0103): a
 * shop page's first load carries none of them; the favourites page loads them when it shows this.
 */
export function SavedUnavailable({ count, onRemove }: { count: number; onRemove?: () => void }) {
  return count > 0 ? (
    <Suspense fallback={null}>
      <Notice count={count} onRemove={onRemove} />
    </Suspense>
  ) : null
}

function Notice({ count, onRemove }: { count: number; onRemove?: (() => void) | undefined }) {
  useAsideMessages()
  return (
    <p className="notice" role="status" data-testid="saved-unavailable">
      <FormattedMessage id="compare.savedUnavailable" values={{ count }} />{' '}
      {onRemove ? (
        <button type="button" className="link-button" onClick={onRemove}>
          <FormattedMessage id="compare.removeUnavailable" />
        </button>
      ) : null}
    </p>
  )
}
