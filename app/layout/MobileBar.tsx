import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { authState } from '../features/auth'
import { cartState } from '../features/cart'
import { openModal } from '../modals/store'
import { useLocale, useShell } from '../shell/useShell'
import { Icon } from '../ui/icons'
import { type MobileBarEntry, mobileBarLayout } from './mobile-bar-rules'

/**
 * The mobile bottom bar (below 768 px); hidden entirely when mobileBarUiType is mobileBar_hide. The
 * other types choose its entries and the one it features (mobile-bar-rules.ts). The account entry
 * opens the cabinet for a signed-in shopper and sign-in for a guest; a site without a user cabinet
 * has none.
 */
export function MobileBar() {
  const lang = useLocale()
  const intl = useIntl()
  const { settings } = useShell()
  const { signedIn } = useSnapshot(authState)
  const cart = useSnapshot(cartState)
  const cabinet = settings.additional_settings.is_user_cabinet
  const layout = mobileBarLayout(settings.mainUiInterface.mobileBarUiType)
  const featured = (entry: MobileBarEntry) =>
    layout.featured === entry ? { className: 'mobile-bar__featured', 'data-featured': '' } : {}
  const entry = (name: MobileBarEntry): ReactNode => {
    switch (name) {
      case 'home':
        return (
          <a key={name} href={`/${lang}`} {...featured(name)}>
            <Icon name="home" />
            <FormattedMessage id="nav.home" />
          </a>
        )
      case 'catalog':
        return (
          <button key={name} type="button" onClick={() => openModal('mobileMenu')} {...featured(name)}>
            <Icon name="grid" />
            <FormattedMessage id="nav.catalog" />
          </button>
        )
      case 'search':
        return (
          <button
            key={name}
            type="button"
            onClick={() => openModal('search')}
            data-testid="mobile-bar-search"
            {...featured(name)}
          >
            <Icon name="search" />
            <FormattedMessage id="mobileBar.search" />
          </button>
        )
      case 'favorites':
        return (
          <a key={name} href={`/${lang}/favorites`} {...featured(name)}>
            <Icon name="heart" />
            <FormattedMessage id="header.favorites" />
          </a>
        )
      case 'cart':
        return (
          <a key={name} href={`/${lang}/cart`} {...featured(name)}>
            <Icon name="cart" />
            <FormattedMessage id="header.cart" />
            {layout.featured === 'cart' && cart.loaded && cart.products.length > 0 ? (
              <span className="mobile-bar__count" data-testid="mobile-bar-count">
                {cart.products.length}
              </span>
            ) : null}
          </a>
        )
      case 'account':
        if (!cabinet) return null
        return signedIn ? (
          <a key={name} href={`/${lang}/cabinet`} data-testid="mobile-bar-account">
            <Icon name="user" />
            <FormattedMessage id="header.account" />
          </a>
        ) : (
          <button key={name} type="button" onClick={() => openModal('auth')} data-testid="mobile-bar-account">
            <Icon name="user" />
            <FormattedMessage id="header.account" />
          </button>
        )
    }
  }
  return (
    <nav
      className="mobile-bar"
      aria-label={intl.formatMessage({ id: 'mobileBar.label' })}
      data-testid="mobile-bar"
      data-bar-type={layout.type}
    >
      {layout.entries.map(entry)}
    </nav>
  )
}
