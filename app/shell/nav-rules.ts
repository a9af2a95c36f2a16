import { MOBILE_MENU_TABS } from '#config'
import type { MenuNode } from '../api/contract/settings'

export type NavItem = { kind: 'category'; node: MenuNode } | { kind: 'brands' }

/**
 * The navigation: the menu tree, plus the brand section inserted only when the brand tree is
 * non-empty (`hasBrands`) and the position is a number, clamped to 0..menu length.
 */
export function buildNavigation(menu: MenuNode[], hasBrands: boolean, position: unknown): NavItem[] {
  const items: NavItem[] = menu.map((node) => ({ kind: 'category', node }))
  if (!hasBrands || typeof position !== 'number' || !Number.isFinite(position)) return items
  const at = Math.min(Math.max(Math.trunc(position), 0), items.length)
  items.splice(at, 0, { kind: 'brands' })
  return items
}

export type MobileMenuTab = (typeof MOBILE_MENU_TABS)[number]

/** Only the tabs menu and catalog are valid; anything else is a programming error. */
export function assertMobileTab(tab: string): MobileMenuTab {
  if (!(MOBILE_MENU_TABS as readonly string[]).includes(tab)) throw new Error(`Invalid mobile menu tab: ${tab}`)
  return tab as MobileMenuTab
}

/** Footer social links: every network but viber and telegram. */
export function footerSocialLinks<T extends { slug: string }>(links: T[]): T[] {
  return links.filter((link) => link.slug !== 'viber' && link.slug !== 'telegram')
}

/** header_pages[].show_in_mobile: the header pages the phone menu lists (false keeps a page off phones). */
export function mobileHeaderPages<T extends { show_in_mobile: boolean }>(pages: readonly T[]): T[] {
  return pages.filter((page) => page.show_in_mobile)
}

/** The badges the shop has words for; any other badge text is shown as the back end gives it. */
export const KNOWN_MENU_BADGES = ['hit', 'new', 'sale'] as const

/**
 * menu_tree[].badge: a known badge (its message `nav.badge.<name>`), the operator's own short text
 * (trimmed, at most 16 characters), or nothing for a blank one.
 */
export function menuBadge(
  badge: string | null | undefined,
): { known: (typeof KNOWN_MENU_BADGES)[number] } | { text: string } | null {
  const value = badge?.trim()
  if (!value) return null
  const known = KNOWN_MENU_BADGES.find((name) => name === value.toLowerCase())
  return known ? { known } : { text: value.slice(0, 16) }
}

/** menu_tree[].productCount as the menus print it: a positive whole number, else null (no count). */
export function menuProductCount(count: unknown): number | null {
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : null
}

/** active_products_count as the search field prints it: a positive whole number, else null (no count). */
export function searchableCount(count: unknown): number | null {
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : null
}
