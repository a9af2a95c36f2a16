import { STORAGE_KEYS } from '#config'
import type { CartBackend } from './cart-backend'
import { cartState, readStorage, remoteCartState, reportCartFailure } from './cart-state'
import { serverCount } from './server-cart'
import { parseStoredCart } from './stored-cart'

type Client = typeof import('./server-cart-client')
let client: Promise<Client> | null = null
/**
 * The server cart's client, loaded on first use (not part of the first-load bundle). Browser only (the
 * store starts no backend on the server): the Worker's bundle does not carry it (its server functions
 * reach the Worker through their own module).
 */
export function serverCartClient(): Promise<Client> {
  client ??= import.meta.env.SSR ? Promise.reject(new Error('browser only')) : import('./server-cart-client')
  return client
}

/**
 * A call whose client could not be loaded (its chunk failed): the change did not reach the shop.
 * The stored copy stays as shown, the cart page says the shop is away, a notice says so now.
 */
function unreachable(where: string) {
  return (error: unknown) => {
    remoteCartState.offline = true
    reportCartFailure(where, error, { notice: 'cart.server.unreachable' })
  }
}

/** Runs `task` with the client; a client that cannot be loaded is reported as `unreachable`. */
function call(where: string, task: (client: Client) => unknown): Promise<unknown> {
  return serverCartClient().then(task).catch(unreachable(where))
}

/**
 * The server cart (decisions 0008 and 0050): the admin back end owns the cart, the browser keeps a
 * copy under `cart`. No Durable Object sync. Each change is one call in one queue
 * (server-cart-client.ts: add-item, reduce-item, remove-item, set-loyalty-item); fetch-all (with
 * merge-cart after a sign-in) loads it; another tab's change is fetched again; the back end
 * validates the lines (validate-products) and reserves them before checkout (create-reservation);
 * promo codes go through promo-code/update_prices. A refused or failed call puts back the last
 * cart the back end confirmed, with a notice (server-cart-client.ts rollBack). A write answered
 * without the cart (204 No Content, an empty 200: the spec shows no answer) is done: the server
 * reads the cart again (server-cart.server.ts afterWrite) and that is the confirmed cart.
 */
export const serverCartBackend: CartBackend = {
  name: 'server',
  loyalty: true,
  // The back end takes multiples of the multiplicity only.
  count: serverCount,
  // The stored copy stays on screen; the cart page says the shop cannot be reached.
  start: () => void call('start', (m) => m.startServerCart()),
  externalChange() {
    // Another tab changed the server cart: ask the back end for the lines rather than trust the copy.
    // The promo code is the browser's (the back end keeps none): the one that tab applied shows here,
    // and one its change of the lines cleared (spec 4) goes here too, as the local cart's tabs share it.
    const { promoCode, discount } = parseStoredCart(readStorage(STORAGE_KEYS.cart)).cart
    Object.assign(cartState, { promoCode, discount })
    void call('refetch', (m) => m.refreshServerCart())
    return false
  },
  linesChanged() {
    remoteCartState.revision++
    remoteCartState.validity = 'unknown'
    remoteCartState.problems = []
    remoteCartState.reservationProblems = []
  },
  setLine: (productId, target, typed) => void call('change', (m) => m.setServerCount(productId, target, typed)),
  setLoyalty(productId, active) {
    const meta = remoteCartState.meta[productId]
    if (!meta || meta.isLoyaltyActive === active) return false
    meta.isLoyaltyActive = active
    void call('loyalty', (m) => m.setServerLoyalty(productId, active))
    return true
  },
  clearAfterOrder(productIds) {
    // The back end's cart is emptied too (remove-item), unless it already was.
    if (productIds.length) void call('empty', (m) => m.emptyServerCart())
  },
  // The back end checks the lines (validate-products) instead of a product refresh; an applied code is
  // priced again (update_prices), so one it now refuses goes before an order meets it (decision 0025).
  refresh: () =>
    cartState.promoCode ? call('promo', (m) => m.recheckServerPromo()).then(() => []) : Promise.resolve([]),
  unorderable: () => [],
  needsValidation: (remote, lineCount) =>
    remote.ready && remote.pending === 0 && remote.validity === 'unknown' && lineCount > 0,
  validate: () => call('validate', (m) => m.validateServerCart()),
  async beforeCheckout() {
    // create-reservation: 204 lets the shopper proceed; anything else blocks ordering and shows the errors.
    const client = await serverCartClient().catch(unreachable('reserve'))
    return { proceed: client ? await client.reserveServerCart() : false }
  },
  applyPromo: (code) => serverCartClient().then(async (m) => ({ outcome: await m.applyServerPromo(code) })),
  // The server cart's code was priced by update_prices; after a refused order it is asked again
  // (recheckServerPromo): one the back end now refuses (expired, withdrawn) is removed, and the
  // order's own refusal says why - the next try goes without it instead of failing the same way.
  async repricePromo() {
    const code = cartState.promoCode
    if (!code) return null
    await call('promo', (m) => m.recheckServerPromo())
    return cartState.promoCode === code ? null : []
  },
  pageAttributes: (remote) => ({
    'data-server-cart': remote.pending > 0 ? 'busy' : 'idle',
    'data-validity': remote.validity,
  }),
}
