import { FormattedMessage } from 'react-intl'
import type { MenuNode } from '../api/contract/settings'
import { menuBadge } from '../shell/nav-rules'
import { safeAssetUrl } from '../themes/look'

/** The category icons the shop draws itself (menu_tree[].icon names); other names are image URLs or nothing. */
const MENU_ICON_PATHS: Record<string, string> = {
  cpu: 'M7 7h10v10H7zM10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4',
  home: 'M3 11l9-7l9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  pill: 'M10.5 20.5a5 5 0 0 1-7-7l7-7a5 5 0 0 1 7 7zM7 10l7 7',
  basket: 'M3 10h18l-2 10H5zM8 10l4-6l4 6M9 14v3M15 14v3',
  briefcase: 'M3 8h18v12H3zM9 8V5h6v3M3 13h18',
  chef: 'M7 14a4 4 0 1 1 1.5-7.7a4 4 0 0 1 7 0A4 4 0 1 1 17 14v6H7zM7 17h10',
  tag: 'M3 12V4h8l10 10l-8 8zM7.5 8.5h.01',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
}

/**
 * menu_tree[].icon: a named icon the shop draws (inline SVG, no request), or a safe image URL
 * (https, http or a site path); anything else: no icon. Decorative: the entry's title names it.
 */
export function menuIconOf(icon: string | null | undefined): { path: string } | { src: string } | null {
  const value = icon?.trim()
  if (!value) return null
  const path = MENU_ICON_PATHS[value.toLowerCase()]
  if (path) return { path }
  const src = safeAssetUrl(value)
  return src ? { src } : null
}

export function MenuIcon({ icon, size = 18 }: { icon: MenuNode['icon']; size?: number }) {
  const shown = menuIconOf(icon)
  if (!shown) return null
  if ('src' in shown) return <img className="menu-icon" src={shown.src} alt="" width={size} height={size} loading="lazy" decoding="async" />
  return (
    <svg
      className="menu-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={shown.path} />
    </svg>
  )
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
