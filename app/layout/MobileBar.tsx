import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { authState } from '../features/auth'
import { openModal } from '../modals/store'
import { useLocale, useShell } from '../shell/useShell'
import { Icon } from '../ui/icons'

/**
 * The mobile bottom bar (below 768 px); hidden entirely when mobileBarUiType is mobileBar_hide. The
 * account entry opens the cabinet for a signed-in shopper and sign-in for a guest; a site without a
 * user cabinet has none.
 */
export function MobileBar() {
  const lang = useLocale()
  const intl = useIntl()
  const { settings } = useShell()
  const { signedIn } = useSnapshot(authState)
  const cabinet = settings.additional_settings.is_user_cabinet
  return (
    <nav className="mobile-bar" aria-label={intl.formatMessage({ id: 'mobileBar.label' })} data-testid="mobile-bar">
      <a href={`/${lang}`}>
        <Icon name="home" />
        <FormattedMessage id="nav.home" />
      </a>
      <button type="button" onClick={() => openModal('mobileMenu')}>
        <Icon name="grid" />
        <FormattedMessage id="nav.catalog" />
      </button>
      <a href={`/${lang}/favorites`}>
        <Icon name="heart" />
        <FormattedMessage id="header.favorites" />
      </a>
      <a href={`/${lang}/cart`}>
        <Icon name="cart" />
        <FormattedMessage id="header.cart" />
      </a>
      {!cabinet ? null : signedIn ? (
        <a href={`/${lang}/cabinet`} data-testid="mobile-bar-account">
          <Icon name="user" />
          <FormattedMessage id="header.account" />
        </a>
      ) : (
        <button type="button" onClick={() => openModal('auth')} data-testid="mobile-bar-account">
          <Icon name="user" />
          <FormattedMessage id="header.account" />
        </button>
      )}
    </nav>
  )
}
