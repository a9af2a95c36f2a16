import type { CartOrder } from '#contract/cart-sync.ts'
import { round3 } from '#contract/numbers.ts'
import { parseStoredCart, type StoredCart } from '../stored-cart'

const serialise = (cart: StoredCart) => JSON.stringify(cart)

/** remote + (local - base), per product; everything else from local when it changed, else remote. */
export function rebase(base: StoredCart, local: StoredCart, remote: StoredCart): StoredCart {
  const count = (cart: StoredCart, id: number) => cart.products.find((l) => l.product.productId === id)?.count ?? 0
  const ids: number[] = []
  for (const l of [...remote.products, ...local.products])
    if (!ids.includes(l.product.productId)) ids.push(l.product.productId)
  const products: StoredCart['products'] = []
  for (const id of ids) {
    const n = round3(count(remote, id) + count(local, id) - count(base, id))
    const product = (local.products.find((l) => l.product.productId === id) ??
      remote.products.find((l) => l.product.productId === id))!.product
    if (n > 0) products.push({ product, count: n })
  }
  const fieldsChanged = serialise({ ...local, products: [] }) !== serialise({ ...base, products: [] })
  return { ...(fieldsChanged ? local : remote), products }
}

/** The server's cart as a stored cart, checked by hand like browser storage (no zod in the browser). */
export function parseRemote(order: CartOrder | undefined): StoredCart {
  return parseStoredCart(JSON.stringify(order?.localCart ?? null)).cart
}
