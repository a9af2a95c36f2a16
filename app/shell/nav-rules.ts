import { MOBILE_MENU_TABS } from '../../app.config'
import type { GlobalSettings, MenuNode } from '../api/contract/settings'

export type NavItem = { kind: 'category'; node: MenuNode } | { kind: 'brands'; brands: GlobalSettings['brand_tree'] }

/**
 * The navigation: the menu tree, plus the brand section inserted only when the brand tree is
 * non-empty and the position is a number, clamped to 0..menu length.
 */
export function buildNavigation(menu: MenuNode[], brandTree: GlobalSettings['brand_tree'], position: unknown): NavItem[] {
  const items: NavItem[] = menu.map((node) => ({ kind: 'category', node }))
  if (brandTree.length === 0 || typeof position !== 'number' || !Number.isFinite(position)) return items
  const at = Math.min(Math.max(Math.trunc(position), 0), items.length)
  items.splice(at, 0, { kind: 'brands', brands: brandTree })
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

/** Navigation history: empty or repeated consecutive entries are ignored. */
export function pushHistory(history: string[], entry: string, max = 50): string[] {
  if (!entry || history[history.length - 1] === entry) return history
  return [...history, entry].slice(-max)
}
