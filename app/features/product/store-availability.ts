import type { z } from 'zod'
import type { availabilitySchema } from '#contract/catalogue.ts'
import type { storeSchema } from '#contract/content.ts'

export type AvailabilityAnswer = z.infer<typeof availabilitySchema>
type Store = Pick<z.infer<typeof storeSchema>, 'shopId' | 'address'>

/** One line of the "availability in stores" modal. */
export interface StoreAvailabilityRow {
  shopId: number
  title: string
  /** Null: the shop has it, the back end does not say how many. */
  qty: number | null
  /** Null: the back end does not say. */
  isOpen: boolean | null
  /** From the stores list (`/shop/get-stores/`), null when the store is not listed there or the list failed. */
  address: string | null
}

/**
 * The rows of the store-availability modal (spec 2.5 "store availability by shop", issue 29):
 * the shops of the product's entry in the `/general/product-availability/` answer, in the back
 * end's order, each with its address from the stores list when that list has the shop. A product
 * the answer does not list has no rows; a shop listed twice shows once (the first).
 */
export function storeAvailabilityRows(
  answer: AvailabilityAnswer,
  productId: number,
  stores: readonly Store[] | null,
): StoreAvailabilityRow[] {
  const entry = answer.find((a) => a.id === productId)
  if (!entry) return []
  const addresses = new Map((stores ?? []).map((s) => [s.shopId, s.address.trim()]))
  const seen = new Set<number>()
  const rows: StoreAvailabilityRow[] = []
  for (const s of entry.shops) {
    if (seen.has(s.shopId)) continue
    seen.add(s.shopId)
    rows.push({
      shopId: s.shopId,
      title: s.title,
      qty: s.qty === null ? null : Math.max(0, s.qty),
      isOpen: s.isOpen,
      address: addresses.get(s.shopId) || null,
    })
  }
  return rows
}
