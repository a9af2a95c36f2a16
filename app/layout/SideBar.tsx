import { useIntl } from 'react-intl'
import { useLocale } from '../shell/useShell'
import { Icon } from '../ui/icons'
import { LazyHydrate } from '../ui/LazyHydrate'

/**
 * The desktop side bar of quick links (buttonsSettings.display_side_menu). Plain links, hidden under
 * the desktop breakpoint: hydrated only once it shows (decision 0084).
 */
export function SideBar() {
  const lang = useLocale()
  const intl = useIntl()
  const links = [
    { href: `/${lang}/compare`, icon: 'compare', label: intl.formatMessage({ id: 'header.compare' }) },
    { href: `/${lang}/favorites`, icon: 'heart', label: intl.formatMessage({ id: 'header.favorites' }) },
    { href: `/${lang}/cart`, icon: 'cart', label: intl.formatMessage({ id: 'header.cart' }) },
  ] as const
  return (
    <nav className="side-bar" aria-label={intl.formatMessage({ id: 'sidebar.label' })}>
      <LazyHydrate selector=".side-bar">
        {links.map((link) => (
          <a key={link.href} href={link.href} aria-label={link.label} title={link.label}>
            <Icon name={link.icon} />
          </a>
        ))}
      </LazyHydrate>
    </nav>
  )
}
