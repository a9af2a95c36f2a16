import { tabStorage } from '#app/lib/tab-mark.ts'

/**
 * What the shopper typed into the checkout, kept in this tab's sessionStorage so that a reload does not
 * lose it (decision 0131: a page of an older build reloads once; a shopper may reload by hand). Only
 * the form's own text fields, as strings of at most 2,000 characters; a success forgets it.
 * app/features/checkout/CheckoutModal.tsx reads it into its defaults, saves it on `pagehide` and when it
 * closes, and clears it with the order's attempt key.
 *
 * The key lives here, not in STORAGE_KEYS (app.config.ts): that object rides on every first load.
 */
export const CHECKOUT_DRAFT_KEY = 'checkout-draft'

const FIELDS = ['name', 'phone', 'email', 'address', 'comment', 'payment'] as const
export type CheckoutDraft = Partial<Record<(typeof FIELDS)[number], string>>
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

/** Keeps the form's values (an empty form removes the draft); storage full or unavailable: nothing kept. */
export function saveCheckoutDraft(values: unknown, storage: Storage | null = tabStorage()): void {
  const draft = draftOf(values)
  try {
    if (Object.keys(draft).length === 0) storage?.removeItem(CHECKOUT_DRAFT_KEY)
    else storage?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // storage full or refused: the form works on without a draft
  }
}

export function clearCheckoutDraft(storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(CHECKOUT_DRAFT_KEY)
  } catch {}
}
