import { z } from 'zod'
import { productCardSchema } from '../../api/contract/catalogue'
import { clampCount } from './quantity'

/** The local cart as kept in browser storage under the key `cart` (the spec's local-cart fields). */
export const storedCartSchema = z.object({
  products: z.array(z.object({ product: productCardSchema, count: z.number() })),
  deliveryPrice: z.number().nullable().default(null),
  discount: z.number().default(0),
  taxPrice: z.number().nullable().default(null),
  selectedDeliveryType: z.enum(['standart', 'express']).default('standart'),
  deliveryMethod: z.enum(['address', 'pickup', 'chisinau_delivery']).default('address'),
  promoCode: z.string().nullable().default(null),
})
export type StoredCart = z.infer<typeof storedCartSchema>
export type CartLine = StoredCart['products'][number]

export const EMPTY_CART: StoredCart = storedCartSchema.parse({ products: [] })

/**
 * Reads the stored cart. Lines with a broken count are clamped by the rules (a 0 drops the line);
 * anything unreadable resets the cart and says so (`corrupted`), never throws.
 */
export function parseStoredCart(raw: string | null | undefined): { cart: StoredCart; corrupted: boolean } {
  if (!raw) return { cart: EMPTY_CART, corrupted: false }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { cart: EMPTY_CART, corrupted: true }
  }
  if (json && typeof json === 'object' && Array.isArray((json as { products?: unknown }).products)) {
    const lines = (json as { products: unknown[] }).products
    ;(json as { products: unknown[] }).products = lines.map((line) => {
      if (!line || typeof line !== 'object') return line
      const l = line as { count?: unknown; product?: { multiplicity?: unknown } }
      return { ...l, count: clampCount(l.count, Number(l.product?.multiplicity)) }
    })
  }
  const parsed = storedCartSchema.safeParse(json)
  if (!parsed.success) return { cart: EMPTY_CART, corrupted: true }
  const products = parsed.data.products.filter((line) => line.count > 0)
  return { cart: { ...parsed.data, products }, corrupted: false }
}
