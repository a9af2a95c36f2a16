import { FormattedMessage, useIntl } from 'react-intl'
import { openModal } from '../modals/store'
import { useLocale } from '../shell/useShell'
import { Icon } from '../ui/icons'

/** The mobile bottom bar (below 768 px); hidden entirely when mobileBarUiType is mobileBar_hide. */
export function MobileBar() {
  const lang = useLocale()
  const intl = useIntl()
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
      <button type="button" onClick={() => openModal('auth')}>
        <Icon name="user" />
        <FormattedMessage id="header.account" />
      </button>
    </nav>
  )
}
