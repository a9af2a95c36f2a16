import { ADDED_NOTICE_SUPPRESSED, TIMINGS } from '../../../app.config'

/** AddToCart's button types: `drawer` opens the cart drawer after adding (decision 0009). */
export const ADD_BUTTON_TYPES = ['default', ADDED_NOTICE_SUPPRESSED.buttonType] as const
export type AddButtonType = (typeof ADD_BUTTON_TYPES)[number]

/**
 * Whether an add shows the 3 s added-to-cart notice (spec 4): not for the view_2 storefront view
 * type, and not for the button type that opens the drawer (the drawer already shows the line).
 */
export function showAddedNotice(storefrontViewType: string | null | undefined, buttonType: AddButtonType): boolean {
  return storefrontViewType !== ADDED_NOTICE_SUPPRESSED.viewType && buttonType !== ADDED_NOTICE_SUPPRESSED.buttonType
}

/** The analytics event of a count change in the drawer: the difference added or removed, or none. */
export function countChangeEvent(previous: number, next: number): { event: 'add_to_cart' | 'remove_from_cart'; quantity: number } | null {
  if (!Number.isFinite(previous) || !Number.isFinite(next) || previous === next) return null
  const quantity = Math.round(Math.abs(next - previous) * 1000) / 1000
  return next > previous ? { event: 'add_to_cart', quantity } : { event: 'remove_from_cart', quantity }
}

/** How long the drawer stays mounted after a close: the animation (300 ms), or nothing when motion is reduced. */
export function drawerCloseDelay(reducedMotion: boolean): number {
  return reducedMotion ? 0 : TIMINGS.drawerAnimation
}
