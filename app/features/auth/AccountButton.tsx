import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSnapshot } from 'valtio'
import { authState } from '#app/lib/session-state.ts'
import { openModal, takesVacatedFocus } from '#app/modals/store.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Icon } from '#app/ui/icons.tsx'

/**
 * The header's account entry: "Sign in" for guests, the cabinet for a signed-in user, nothing when the
 * site has no user cabinet (`additional_settings.is_user_cabinet`). The server render always shows the
 * guest state (pages are cached for everyone); the browser switches after reading the session cookie.
 */
export function AccountButton({ className }: { className: string }) {
  const { settings } = useShell()
  const lang = useLocale()
  const { signedIn } = useSnapshot(authState)
  const link = useRef<HTMLAnchorElement>(null)
  // Signed in from the "Sign in" button: the focus it had moves to the link that replaced it.
  useEffect(() => {
    // without scrolling: the header is fixed, a plain focus moved the page (scroll padding: 700 -> 229 px)
    if (signedIn && takesVacatedFocus('account')) link.current?.focus({ preventScroll: true })
  }, [signedIn])
  if (!settings.additional_settings.is_user_cabinet) return null
  if (signedIn) {
    return (
      <Link
        ref={link}
        to="/$lang/cabinet"
        params={{ lang }}
        className={className}
        data-testid="account-link"
        data-focus-slot="account"
      >
        <Icon name="user" />
        <span className="header__action-label">
          <FormattedMessage id="header.account" />
        </span>
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => openModal('auth')}
      data-testid="login-button"
      data-focus-slot="account"
    >
      <Icon name="user" />
      <span className="header__action-label">
        <FormattedMessage id="header.login" />
      </span>
    </button>
  )
}
