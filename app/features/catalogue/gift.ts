import { proxy } from 'valtio'
import { openModal } from '#app/modals/store.ts'

/** The product whose gift the gift modal shows (decision 0048): its id, title and the gift's product id. */
export const giftState = proxy<{ productId: number | null; title: string; giftId: number | null }>({
  productId: null,
  title: '',
  giftId: null,
})

/** Opens the gift modal for a product with a gift (one modal at a time, like every modal); a product without one opens nothing. */
export function openGift(product: { productId: number; title: string; gift_id?: number | null }): boolean {
  if (!product.gift_id) return false
  Object.assign(giftState, { productId: product.productId, title: product.title, giftId: product.gift_id })
  openModal('gift')
  return true
}
