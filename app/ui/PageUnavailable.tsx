import { FormattedMessage } from 'react-intl'

/**
 * The page's own content could not be loaded right now (a 503 on the server's render, decision 0099):
 * said in place of the empty state, with a link that loads the page again.
 */
export function PageUnavailable() {
  return (
    <div className="notice notice--warning page-unavailable" role="alert" data-testid="content-unavailable">
      <p>
        <FormattedMessage id="content.unavailable" />
      </p>
      <a className="button" href={typeof window === 'undefined' ? '' : window.location.href}>
        <FormattedMessage id="listing.retry" />
      </a>
    </div>
  )
}
