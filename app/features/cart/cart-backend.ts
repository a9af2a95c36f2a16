import type { Locale } from '#config'
import type { remoteCartState } from './cart-state'
import type { RefreshLine } from './refresh-rules'
import type { CartProblem } from './server-cart'

type RemoteSnapshot = Readonly<Pick<typeof remoteCartState, 'ready' | 'pending' | 'validity'>>

/**
 * One shape for where the cart lives (decision 0050). The store (store.ts) shows every change at
 * once (optimistic) and keeps the stored copy under `cart`; a CartBackend keeps that copy in step
 * with the cart's remote home. Two implementations:
 * - local-backend.ts: browser storage plus the shopper's CartStore Durable Object (decision 0006):
 *   the sync client saves the stored cart, follows /ws/cart and migrates the guest cart at sign-in;
 * - server-backend.ts: the admin back end's cart (settings `cart_settings.server_cart`, decision
 *   0008): add-item / reduce-item / remove-item per change, fetch-all and merge-cart at sign-in,
 *   set-loyalty-item, validate-products and create-reservation before checkout.
 * One of them is chosen once, where the site settings are read (backend-choice.ts), and passed to
 * startCart; the rest of the app asks the active backend (cartBackend() in store.ts), never the
 * setting.
 */
export interface CartBackend {
  /** For data attributes and logs only: nothing branches on it. */
  readonly name: 'local' | 'server'
  /** Lines can be paid with loyalty points (set-loyalty-item). */
  readonly loyalty: boolean
  /** The count this backend stores for a request: the quantity rules, and for the server cart multiples of the multiplicity. */
  count(requested: unknown, multiplicity: unknown): number
  /**
   * Starts following the remote cart, after the stored copy was read: loads it, merges the guest
   * cart into the account at sign-in, and takes in remote changes (other tabs and devices).
   */
  start(): void
  /** Another tab wrote the stored cart: true when the store should read it again; false when this backend fetches the cart itself. */
  externalChange(): boolean
  /** The lines changed (optimistic): the verdicts about the old lines go. */
  linesChanged(): void
  /** Takes a line to `target` (0 removes it); the store already shows it. `typed`: the shopper typed the count (it is the count), else a step or an add (a difference). */
  setLine(productId: number, target: number, typed?: boolean): void
  /** Pays a line with loyalty points or not; false when nothing changed (no such line, or no loyalty in this backend). */
  setLoyalty(productId: number, active: boolean): boolean
  /** After an order: the remote cart empties too (the store already emptied the lines it held: `productIds`). */
  clearAfterOrder(productIds: number[]): void
  /**
   * On opening the cart: the lines' fresh product data. Resolves with the problems of the lines
   * that cannot be ordered; rejects (CartRefreshError) when the products could not be loaded - the
   * lines stay.
   */
  refresh(lang: Locale, allowNegativeStock: boolean): Promise<CartProblem[]>
  /** The lines the cart summary names as not orderable (flagged by the last refresh). */
  unorderable(lines: readonly RefreshLine[]): CartProblem[]
  /** Whether the cart as shown (`remote`: a snapshot of remoteCartState) needs the back end's verdict now (validate-products). */
  needsValidation(remote: RemoteSnapshot, lineCount: number): boolean
  /** Asks for that verdict (remoteCartState.validity); an answer about older lines is dropped. */
  validate(): Promise<unknown>
  /** Before the checkout opens: true lets the shopper proceed. `refreshFailed` says whether the products could be checked (when this backend checks them). */
  beforeCheckout(lang: Locale, allowNegativeStock: boolean): Promise<{ proceed: boolean; refreshFailed?: boolean }>
  /** Applies a promo code to the cart (the discount holds until the lines change). */
  applyPromo(code: string, context: { lang: Locale; paymentType?: string }): Promise<PromoAnswer>
  /** The checkout's payment type changed: the applied code is priced again; the messages of a code now refused, or null. */
  repricePromo(lang: Locale, paymentType: string): Promise<string[] | null>
  /** Data attributes of the cart page that tell its state (tests and styles read them). */
  pageAttributes(remote: RemoteSnapshot): Record<string, string | undefined>
}

/** `stale`: the lines changed while the code was checked (the code is not applied); `refused` carries the back end's first message. */
export type PromoOutcome = 'applied' | 'invalid' | 'failed' | 'stale' | 'not-allowed' | 'refused'
export interface PromoAnswer {
  outcome: PromoOutcome
  message?: string | null
}
