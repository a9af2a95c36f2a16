import { FormattedMessage } from 'react-intl'
import type { Locale } from '#config'
import type { MenuNode } from '../api/contract/settings'
import { siteHref } from '../lib/site-href'
import { menuBadge, menuProductCount } from '../shell/nav-rules'
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
  if ('src' in shown)
    return (
      <img className="menu-icon" src={shown.src} alt="" width={size} height={size} loading="lazy" decoding="async" />
    )
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

/** menu_tree[].productCount after the entry's title: how many products the category holds (none for 0 or a non-count). */
export function MenuCount({ count }: { count: MenuNode['productCount'] }) {
  const shown = menuProductCount(count)
  if (shown === null) return null
  return (
    <span className="menu-count" data-testid="menu-count">
      {shown}
    </span>
  )
}

/** menu_tree[].image: the category's picture in the desktop panel of a top category (decorative; a safe URL only). */
export function MenuImage({ image }: { image: MenuNode['image'] }) {
  const src = image ? safeAssetUrl(image) : null
  if (!src) return null
  return (
    <img
      className="navigation__image"
      src={src}
      alt=""
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
      data-testid="menu-image"
    />
  )
}

/** A menu node's text in either menu (desktop panel, phone menu): its title, product count and badge. */
export function MenuLabel({ node }: { node: Pick<MenuNode, 'title' | 'productCount' | 'badge'> }) {
  return (
    <>
      {node.title}
      <MenuCount count={node.productCount} />
      <MenuBadge badge={node.badge} />
    </>
  )
}

/** The last level of either menu: each node a link with its label. */
export function MenuLeaves({ nodes, lang }: { nodes: MenuNode[]; lang: Locale }) {
  return nodes.map((leaf) => (
    <li key={leaf.id}>
      <a href={siteHref(lang, leaf.url)}>
        <MenuLabel node={leaf} />
      </a>
    </li>
  ))
}
