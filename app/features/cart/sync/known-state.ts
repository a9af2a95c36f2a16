import { parseStoredCart, type StoredCart } from '../stored-cart'

/**
 * Whether the server's cart is a state this browser knows (decision 0056), read from `cart-version`:
 * `<g|u>:<version>` of the server state the browser saw last, followed while saves are on their way
 * by `>` and the fingerprint of each cart they send. A page that unloads while a save is in flight
 * never reads the answer, and the save queued behind it may still go out as the page goes: one of
 * them may have landed (the server is one version ahead, with exactly that cart) or none (the server
 * is where it was). Either is this browser's own state, and its changes made since are kept on top;
 * any other state came from elsewhere and wins.
 */
export function knownState(
  stored: string | null,
  scope: string,
  remote: { version: number; cart: StoredCart },
): boolean {
  if (!stored) return false
  const [seen, ...sending] = stored.split('>')
  if (seen === `${scope}:${remote.version}`) return true
  if (sending.length === 0 || seen !== `${scope}:${remote.version - 1}`) return false
  return sending.includes(cartFingerprint(remote.cart))
}

/** At most this many saves on their way are remembered (only one of them can land: the others meet a 409). */
const SENDING_KEPT = 4

/**
 * `cart-version` for a server state; `sending`: the cart of a save about to go, added to the saves
 * already on their way from the same state (`previous`, the record as stored).
 */
export function versionRecord(scope: string, version: number, sending?: StoredCart, previous?: string | null): string {
  const seen = `${scope}:${version}`
  if (!sending) return seen
  const [before, ...others] = (previous ?? '').split('>')
  const fingerprint = cartFingerprint(sending)
  const kept = before === seen ? others.filter((f) => f !== fingerprint).slice(-(SENDING_KEPT - 1)) : []
  return [seen, ...kept, fingerprint].join('>')
}

/**
 * A short hash of what a cart holds: each line's product id and count, and the cart's own fields.
 * Product data is left out: the server may store a product's fields in another key order, and the
 * data is refreshed anyway; a cart with the same lines and fields is the same cart here.
 */
export function cartFingerprint(cart: StoredCart): string {
  // Read back as storage is read: the tab's own copy can carry fields the stored cart does not keep.
  const read = parseStoredCart(JSON.stringify(cart)).cart
  const text = JSON.stringify({ ...read, products: read.products.map((l) => [l.product.productId, l.count]) })
  // FNV-1a, 32 bits: a collision would only keep this browser's changes over an equal-looking cart.
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}
