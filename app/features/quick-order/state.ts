import { proxy } from 'valtio'
import { openModal } from '#app/modals/store.ts'
import { newRequestId, type QuickForm, successOf } from './rules'

/** The product a quick form is about (the fields the forms show). */
export interface QuickProduct {
  productId: number
  title: string
  img: string
  price: number
  multiplicity: number
}

/** Which product the open quick form is for, its request key and, after success, the answer. */
export const quickOrderState = proxy<{
  product: QuickProduct | null
  count: number
  requestId: string
  number: string | null
}>({
  product: null,
  count: 1,
  requestId: '',
  number: null,
})

/** Opens a quick form for a product (one modal at a time, like every modal). */
export function openQuickOrder(form: QuickForm, product: QuickProduct, count: number) {
  const { productId, title, img, price, multiplicity } = product
  quickOrderState.product = { productId, title, img, price, multiplicity }
  quickOrderState.count = count
  quickOrderState.requestId = newRequestId()
  quickOrderState.number = null
  openModal(form)
}

/** After the back end accepted the request: the success modal, and a fresh key for the next one. */
export function showQuickSuccess(form: QuickForm, number: string | null) {
  quickOrderState.number = number
  quickOrderState.requestId = newRequestId()
  openModal(successOf(form))
}
