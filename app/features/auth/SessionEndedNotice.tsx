import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { forgetSessionEndedAtCheckout, sessionEndedAtCheckout } from './session-ended'

/**
 * The sign-in dialog's first line when the session ended at the checkout (./session-ended.ts): the
 * order was not placed, sign in again. Read once, then forgotten; nothing otherwise.
 */
export function SessionEndedNotice() {
  useLaterMessages()
  const [shown] = useState(sessionEndedAtCheckout)
  useEffect(() => {
    if (shown) forgetSessionEndedAtCheckout()
  }, [shown])
  if (!shown) return null
  return (
    <p className="notice notice--warning" role="alert" data-testid="session-ended-at-checkout">
      <FormattedMessage id="auth.sessionEndedAtCheckout" />
    </p>
  )
}
