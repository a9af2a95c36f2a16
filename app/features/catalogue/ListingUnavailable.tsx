import { FormattedMessage } from 'react-intl'

/** Shown when the back end could not answer: the page stays up with a way to try again. */
export function ListingUnavailable() {
  return (
    <div className="notice notice--warning listing-unavailable" role="alert" data-testid="listing-unavailable">
      <p>
        <FormattedMessage id="listing.unavailable" />
      </p>
      <a className="button" href={typeof window === 'undefined' ? '' : window.location.href}>
        <FormattedMessage id="listing.retry" />
      </a>
    </div>
  )
}
