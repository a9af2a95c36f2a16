import { proxy } from 'valtio'
import { openModal } from '#app/modals/store.ts'
import type { CreditOffer } from '#contract/credit.ts'

/** What the credit modal sells on credit: product lines (product page, cart) at their amount. */
export interface CreditSubject {
  lines: { product_id: number; count: number }[]
  /** What the shopper pays for the lines (less a promo discount, points spent). */
  amount: number
  /** The lines at their prices (an iute credit order's amount: quote.ts offerAmount). */
  goods: number
}

/**
 * The credit modals' state (one modal at a time: app/modals/store): the offer and subject of the
 * credit modal, the request key of its form, and the answer the success modals show.
 */
export const creditState = proxy<{
  offer: CreditOffer | null
  subject: CreditSubject | null
  requestId: string
  result: { number: string | null; monthly: number | null; months: number | null } | null
}>({ offer: null, subject: null, requestId: '', result: null })

const newKey = () => globalThis.crypto.randomUUID()

export function openCreditModal(offer: CreditOffer, subject: CreditSubject) {
  creditState.offer = offer
  creditState.subject = { lines: subject.lines.map((l) => ({ ...l })), amount: subject.amount, goods: subject.goods }
  creditState.requestId = newKey()
  creditState.result = null
  openModal('credit')
}

/** After a stored application or order: its success modal (the credit modal closes with it). */
export function showCreditSuccess(
  kind: 'credit' | 'calculator',
  result: { number: string | null; monthly: number | null; months: number | null },
) {
  creditState.result = result
  openModal(kind === 'credit' ? 'creditSuccess' : 'creditCalculatorSuccess')
}

export const newCreditRequestId = newKey
