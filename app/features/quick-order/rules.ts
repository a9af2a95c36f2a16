/** Quick orders on the product page (spec 2.5, decision 0009): which forms a product gets, and modal bookkeeping. */

import { clampCount, countCap } from '#app/lib/quantity.ts'
import {
  QUICK_ORDER_FORMS,
  QUICK_ORDER_SUCCESS,
  type QuickForm,
  type QuickSuccess,
} from '#app/modals/quick-order-names.ts'

export { QUICK_ORDER_FORMS, QUICK_ORDER_SUCCESS, type QuickForm, type QuickSuccess }

/** A form's success modal, and back. */
export function successOf(form: QuickForm): QuickSuccess {
  return QUICK_ORDER_SUCCESS[QUICK_ORDER_FORMS.indexOf(form)]!
}
export function formOfSuccess(name: QuickSuccess): QuickForm {
  return QUICK_ORDER_FORMS[QUICK_ORDER_SUCCESS.indexOf(name)]!
}

/** A key the back end stores a request once under: one per opened form, kept across retries. */
export function newRequestId(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return random()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64)
    .padEnd(8, '0')
}

/**
 * A typed quantity ("3", "1,5", "2.25") as the number the back end takes, by the cart's rule
 * (clampCount, spec 5 "Quantity: 3 decimals, never below multiplicity"): rounded to 3 decimals and
 * at least the product's multiplicity, as the cart would keep it. null for what is no quantity
 * ("-3", "0", "abc") or more than the cap ("99999999"), which went to the back end as typed and came
 * back in its validator's words ("expected number, received string").
 */
export function quickCount(text: string, multiplicity: number): number | null {
  const trimmed = text.trim()
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return null
  const count = Number(trimmed.replace(',', '.'))
  return count > 0 && count <= countCap() ? clampCount(count, multiplicity) : null
}

/**
 * Whether a first-to-know contact ("E-mail or phone") is meant as a phone: no `@`, and only what a
 * typed phone has (digits, spaces, `+`, `()`, `-`, `.`) with a digit among them. Such a contact is held
 * to the phone fields' rule (a whole number of the site's mask); other text is left to the back end,
 * which answers in the page's language that it is neither.
 */
export function contactIsPhone(contact: string): boolean {
  return !contact.includes('@') && /^[\s+().\d-]+$/.test(contact) && /\d/.test(contact)
}
