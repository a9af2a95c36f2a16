import { FormattedMessage } from 'react-intl'
import type { MenuNode } from '../api/contract/settings'
import { menuBadge } from '../shell/nav-rules'
import { safeAssetUrl } from '../themes/look'
import { Icon, type IconName, isIconName } from '../ui/icons'

/**
 * menu_tree[].icon: a named icon of the shop's sprite (app/ui/icons.tsx, no request), or a safe image URL
 * (https, http or a site path); anything else: no icon. Decorative: the entry's title names it.
 */
export function menuIconOf(icon: string | null | undefined): { name: IconName } | { src: string } | null {
  const value = icon?.trim()
  if (!value) return null
  const name = value.toLowerCase()
  if (isIconName(name)) return { name }
  const src = safeAssetUrl(value)
  return src ? { src } : null
}

export function MenuIcon({ icon, size = 18 }: { icon: MenuNode['icon']; size?: number }) {
  const shown = menuIconOf(icon)
  if (!shown) return null
  if ('src' in shown) return <img className="menu-icon" src={shown.src} alt="" width={size} height={size} loading="lazy" decoding="async" />
  return <Icon className="menu-icon" name={shown.name} size={size} />
}

/** menu_tree[].badge as a small label after the entry's title ("Hit", "New", "Sale" or the operator's text). */
export function MenuBadge({ badge }: { badge: MenuNode['badge'] }) {
  const shown = menuBadge(badge)
  if (!shown) return null
  return (
    <span className={`menu-badge menu-badge--${'known' in shown ? shown.known : 'custom'}`} data-testid="menu-badge">
      {'known' in shown ? <FormattedMessage id={`nav.badge.${shown.known}`} /> : shown.text}
    </span>
  )
}
