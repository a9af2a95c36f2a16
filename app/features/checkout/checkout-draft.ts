import { PERSONAL_MARKS, tabStorage } from '#app/lib/tab-mark.ts'
import { isBarePhone } from '#app/ui/phone-mask.ts'

/**
 * What the shopper typed into the checkout, kept in this tab's sessionStorage so that a reload does not
 * lose it (decision 0131: a page of an older build reloads once; a shopper may reload by hand). Only
 * the form's own text fields, as strings of at most 2,000 characters; a success forgets it.
 * app/features/checkout/CheckoutModal.tsx reads it into its defaults, saves it on `pagehide` and when it
 * closes, and clears it with the order's attempt key.
 *
 * The key lives here, not in STORAGE_KEYS (app.config.ts): that object rides on every first load.
 */
export const CHECKOUT_DRAFT_KEY = PERSONAL_MARKS.checkoutDraft

const TYPED = ['name', 'phone', 'email', 'address', 'comment', 'payment'] as const
/** `addressOver`: the cart's address a typed address replaced (draftAddress). */
const FIELDS = [...TYPED, 'addressOver'] as const
export type CheckoutDraft = Partial<Record<(typeof FIELDS)[number], string>>
/** What the checkout filled in itself: the account's contact, the cart's address, the first payment method. */
export type CheckoutFilled = Partial<Record<(typeof TYPED)[number], string>>
const MAX = 2000

/** Only the known fields that are strings, each cut to MAX; empty ones left out. */
function draftOf(values: unknown): CheckoutDraft {
  const out: CheckoutDraft = {}
  if (!values || typeof values !== 'object') return out
  for (const field of FIELDS) {
    const value = (values as Record<string, unknown>)[field]
    if (typeof value === 'string' && value !== '') out[field] = value.slice(0, MAX)
  }
  return out
}

/** The draft this tab kept, or {} (none, unreadable, storage unavailable). */
export function readCheckoutDraft(storage: Storage | null = tabStorage()): CheckoutDraft {
  try {
    return draftOf(JSON.parse(storage?.getItem(CHECKOUT_DRAFT_KEY) ?? 'null'))
  } catch {
    return {}
  }
}

/**
 * Keeps what the shopper typed: a field still holding what the checkout filled in (`filled`) is not
 * kept, so the account's contact is not left in the tab for the next person, and an address chosen on
 * the cart page later is not overruled by an old copy of the one before (review a1, session 67). A
 * typed address remembers the cart's address it replaced. An empty form removes the draft; storage
 * full or unavailable: nothing kept.
 */
export function saveCheckoutDraft(
  values: unknown,
  filled: CheckoutFilled = {},
  storage: Storage | null = tabStorage(),
): void {
  const typed = draftOf(values)
  const draft: CheckoutDraft = {}
  for (const field of TYPED)
    if (
      typed[field] !== undefined &&
      typed[field] !== filled[field] &&
      !(field === 'phone' && isBarePhone(typed[field]))
    )
      draft[field] = typed[field]
  if (draft.address !== undefined) draft.addressOver = filled.address ?? ''
  try {
    if (Object.keys(draft).length === 0) storage?.removeItem(CHECKOUT_DRAFT_KEY)
    else storage?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // storage full or refused: the form works on without a draft
  }
}

/** The address the checkout opens with: the typed one while the cart's address is still the one it replaced. */
export function draftAddress(draft: CheckoutDraft, cartAddress: string): string {
  return draft.address !== undefined && (draft.addressOver ?? '') === cartAddress ? draft.address : cartAddress
}

export function clearCheckoutDraft(storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(CHECKOUT_DRAFT_KEY)
  } catch {}
}
