/**
 * Quick orders on the product page (spec 2.5, decision 0009). Pure and tiny: the product page and
 * the modal host import it; the forms themselves load with their modal.
 */

/** Each quick form, its success modal and the back end's kind. */
export const QUICK_FORMS = {
  oneClick: { kind: 'one_click', success: 'oneClickSuccess' },
  preOrder: { kind: 'pre_order', success: 'preOrderSuccess' },
  firstToKnow: { kind: 'first_to_know', success: 'firstToKnowSuccess' },
  bulkOrder: { kind: 'bulk_order', success: 'bulkOrderSuccess' },
} as const
export type QuickForm = keyof typeof QUICK_FORMS
export type QuickSuccess = (typeof QUICK_FORMS)[QuickForm]['success']
export type QuickKind = (typeof QUICK_FORMS)[QuickForm]['kind']

export const QUICK_FORM_NAMES = Object.keys(QUICK_FORMS) as QuickForm[]
export const QUICK_SUCCESS_NAMES = QUICK_FORM_NAMES.map((f) => QUICK_FORMS[f].success)

export function isQuickForm(name: string | null | undefined): name is QuickForm {
  return typeof name === 'string' && Object.hasOwn(QUICK_FORMS, name)
}
export function isQuickSuccess(name: string | null | undefined): name is QuickSuccess {
  return (QUICK_SUCCESS_NAMES as readonly (string | null | undefined)[]).includes(name)
}
/** The form a success modal belongs to. */
export function formOfSuccess(name: QuickSuccess): QuickForm {
  return QUICK_FORM_NAMES.find((f) => QUICK_FORMS[f].success === name)!
}

export interface SellableFields {
  active: boolean
  available: boolean
  is_stock: boolean
  stock: number
}

/** A product can go into the cart when it is active, available and in stock with stock left. */
export function isSellable(p: SellableFields): boolean {
  return p.active && p.available && p.is_stock && Number.isFinite(p.stock) && p.stock > 0
}

/**
 * The quick forms the product page offers: one-click and bulk orders for sellable products,
 * pre-order and first-to-know for active products that cannot be sold now, nothing for products
 * that are no longer sold.
 */
export function quickForms(p: SellableFields): QuickForm[] {
  if (isSellable(p)) return ['oneClick', 'bulkOrder']
  return p.active ? ['preOrder', 'firstToKnow'] : []
}

/** The black-and-white card (settings black_and_white_product_card_for_pre_order) applies to products offered for pre-order. */
export function tintForPreOrder(p: SellableFields, setting: boolean): boolean {
  return setting && quickForms(p).includes('preOrder')
}

/** A key the back end stores a request once under: one per opened form, kept across retries. */
export function newRequestId(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return random().replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64).padEnd(8, '0')
}
