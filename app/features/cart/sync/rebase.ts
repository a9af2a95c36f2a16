import { clampCount } from '#app/lib/quantity.ts'
import type { CartOrder } from '#contract/cart-sync.ts'
import { parseStoredCart, type StoredCart } from '../stored-cart'

const serialise = (cart: StoredCart) => JSON.stringify(cart)

/**
 * This browser's changes since `base` on top of the server's cart, per product: a count the shopper
 * typed here since the base (`typed`, kept while it is the line's count) is the line's count - the
 * last writer wins, never summed with a count set or stepped elsewhere (storefront spec 4: setting a
 * count is absolute); adds and − / + steps are differences, remote + (local - base), so two adds
 * on two devices give two (decision 0106). Clamped by the cart's rules (max_count, multiplicity).
 * Everything else from local when it changed, else remote. `merged`: remote is the account cart a
 * sign-in merged this browser's guest cart into, which sums carts, so a typed count not saved yet is
 * a difference too (else the account's count of that line would be lost, or kept, by timing).
 */
export function rebase(base: StoredCart, local: StoredCart, remote: StoredCart, merged = false): StoredCart {
  const line = (cart: StoredCart, id: number) => cart.products.find((l) => l.product.productId === id)
  const count = (cart: StoredCart, id: number) => line(cart, id)?.count ?? 0
  const ids: number[] = []
  for (const l of [...remote.products, ...local.products])
    if (!ids.includes(l.product.productId)) ids.push(l.product.productId)
  const products: StoredCart['products'] = []
  for (const id of ids) {
    const mine = line(local, id)
    const product = (mine ?? line(remote, id))!.product
    const typed = !merged && mine && mine.typed === mine.count && mine.count !== count(base, id)
    const n = typed
      ? mine.count
      : clampCount(count(remote, id) + count(local, id) - count(base, id), product.multiplicity)
    // The mark goes with a typed count that won: a second conflict keeps it as the count too.
    if (n > 0) products.push(typed ? { product, count: n, typed: n } : { product, count: n })
  }
  const fieldsChanged = serialise({ ...local, products: [] }) !== serialise({ ...base, products: [] })
  return { ...(fieldsChanged ? local : remote), products }
}

/** The server's cart as a stored cart, checked by hand like browser storage (no zod in the browser). */
export function parseRemote(order: CartOrder | undefined): StoredCart {
  return parseStoredCart(JSON.stringify(order?.localCart ?? null)).cart
}
