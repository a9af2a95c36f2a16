import { ADDED_NOTICE_SUPPRESSED } from '#config'

/** AddToCart's button types: `drawer` opens the cart drawer after adding (decision 0009). */
export type AddButtonType = 'default' | typeof ADDED_NOTICE_SUPPRESSED.buttonType

/**
 * Whether an add shows the 3 s added-to-cart notice (spec 4): not for the view_2 storefront view
 * type, and not for the button type that opens the drawer (the drawer already shows the line).
 */
export function showAddedNotice(storefrontViewType: string | null | undefined, buttonType: AddButtonType): boolean {
  return storefrontViewType !== ADDED_NOTICE_SUPPRESSED.viewType && buttonType !== ADDED_NOTICE_SUPPRESSED.buttonType
}
