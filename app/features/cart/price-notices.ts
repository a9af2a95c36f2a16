import { proxy } from 'valtio'

/**
 * The lines whose price a refresh changed, by product id: the price the cart held and the new one,
 * for this page load (audit r11 finding 5: a price raised between adding and opening the cart
 * replaced the old one without a word). The cart page's lines and the drawer say it on the line while
 * the line is at that new price. Not stored with the cart: a reload has seen the new price already.
 */
export const priceNotices = proxy<Record<number, { from: number; to: number }>>({})

/** The notice to show on a line at `price`, or null. */
export function priceNoticeOf(
  notices: Readonly<Record<number, { from: number; to: number }>>,
  productId: number,
  price: number,
): { from: number; to: number } | null {
  const notice = notices[productId]
  return notice && notice.to === price && notice.from !== price ? notice : null
}
