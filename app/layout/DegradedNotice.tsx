import { FormattedMessage } from 'react-intl'
import { useShell } from '../shell/useShell'

/** A visible notice when the back end failed and the page shows the spec's defaults. */
export function DegradedNotice() {
  const { degraded } = useShell()
  if (!degraded) return null
  return (
    <div className="notice notice--warning" role="status" data-testid="degraded-notice">
      <div className="container">
        <FormattedMessage id="notice.degraded" />
      </div>
    </div>
  )
}
