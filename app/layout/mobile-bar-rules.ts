/**
 * mainUiInterface.mobileBarUiType: which entries the phone's bottom bar shows, in which order, and
 * which one it features (raised in the middle, in the brand colour). The values are the reference
 * back end's; anything else draws the simple bar. `mobileBar_hide` (no bar) is the Shell's rule.
 */
export const MOBILE_BAR_TYPES = ['bar_simple', 'bar_with_catalog', 'bar_with_search', 'bar_with_cart'] as const
export type MobileBarType = (typeof MOBILE_BAR_TYPES)[number]
export type MobileBarEntry = 'home' | 'catalog' | 'search' | 'favorites' | 'cart' | 'account'

const LAYOUTS: Record<MobileBarType, { entries: MobileBarEntry[]; featured: MobileBarEntry | null }> = {
  // home, catalog, favourites, cart and account, all alike
  bar_simple: { entries: ['home', 'catalog', 'favorites', 'cart', 'account'], featured: null },
  // the catalog raised in the middle
  bar_with_catalog: { entries: ['home', 'favorites', 'catalog', 'cart', 'account'], featured: 'catalog' },
  // a search entry (the search window) raised in the middle, in place of favourites
  bar_with_search: { entries: ['home', 'catalog', 'search', 'cart', 'account'], featured: 'search' },
  // the cart raised in the middle, with its line count
  bar_with_cart: { entries: ['home', 'catalog', 'cart', 'favorites', 'account'], featured: 'cart' },
}

export function mobileBarLayout(type: string | null | undefined): {
  type: MobileBarType
  entries: MobileBarEntry[]
  featured: MobileBarEntry | null
} {
  const known = (MOBILE_BAR_TYPES as readonly string[]).includes(type ?? '') ? (type as MobileBarType) : 'bar_simple'
  return { type: known, ...LAYOUTS[known] }
}
