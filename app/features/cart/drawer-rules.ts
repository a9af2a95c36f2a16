import { proxy } from 'valtio'
import { round3 } from '#contract/numbers.ts'
import type { RefreshLine } from './refresh-rules'
import type { CartProblem } from './server-cart'
import { unorderableLines } from './unorderable-lines'

// Rules the cart page's lines, the drawer and the cart refresh share, in one module: a module of its own
// would be a chunk of its own, and each chunk's name rides in every page's first-load entry (its
// preload list), where the product and category pages have no bytes left.

/** The analytics event of a count change in the drawer: the difference added or removed, or none. */
export function countChangeEvent(
  previous: number,
  next: number,
): { event: 'add_to_cart' | 'remove_from_cart'; quantity: number } | null {
  if (!Number.isFinite(previous) || !Number.isFinite(next) || previous === next) return null
  const quantity = round3(Math.abs(next - previous))
  return next > previous ? { event: 'add_to_cart', quantity } : { event: 'remove_from_cart', quantity }
}

/**
 * A line whose count is above the product's stock (as the last refresh stored it, from the checkout
 * status or the card), on a site that does not sell beyond its stock (allow_negative_stock off): its
 * problem, with that stock as the available count ("Au rămas doar 2: micșorați cantitatea."). Else
 * null. Audit r11: stock lowered under the cart's count was neither flagged nor blocked; only the
 * back end refused the order.
 */
export function stockProblem(line: RefreshLine, allowNegativeStock: boolean): CartProblem | null {
  const { productId, stock } = line.product
  if (allowNegativeStock || typeof stock !== 'number' || !Number.isFinite(stock) || !((line.count ?? 0) > stock))
    return null
  return { productId, code: 'not_enough_stock', message: 'not_enough_stock', availableCount: Math.max(0, stock) }
}

/**
 * The local cart's lines that cannot be ordered as they are: inactive or unavailable first
 * (unorderableLines), else a count above the stock (stockProblem). Not in unorderable-lines.ts,
 * which is in every page's first load: the refresh (loaded on demand) puts this rule in the local
 * backend's place once it knows the site's allow_negative_stock.
 */
export function orderProblems(lines: readonly RefreshLine[], allowNegativeStock: boolean): CartProblem[] {
  return lines.flatMap((line) => {
    const problem = unorderableLines([line])[0] ?? stockProblem(line, allowNegativeStock)
    return problem ? [problem] : []
  })
}

/**
 * The lines whose price a refresh changed, by product id: the price the cart held and the new one,
 * for this page load (audit r11 finding 5: a price raised between adding and opening the cart
 * replaced the old one without a word). The cart page's lines and the drawer say it on the line while
 * the line is at that new price. Not stored with the cart: a reload has seen the new price already.
 */
export const priceNotices = proxy<Record<number, { from: number; to: number }>>({})

/** The notice to show on a line at `price`, or null. */
export function priceNoticeOf(
  notices: Readonly<Record<number, { from: number; to: number }>>,
  productId: number,
  price: number,
): { from: number; to: number } | null {
  const notice = notices[productId]
  return notice && notice.to === price && notice.from !== price ? notice : null
}

/**
 * A removed line takes the focus with it (to the page, or to the drawer's own box: the dialog keeps a
 * focus that falls out of it). Once the line has gone the focus goes to the next line's `control` - its
 * remove button, or its count when the count removed the line - (the one before it for the last line),
 * or, when no line is left, to `empty` (the cart page's heading, the empty drawer's button) - unless the
 * shopper has put it somewhere meanwhile - and a status region says `said` (which product went: the new
 * total alone did not tell a screen reader). The cart page's lines and the drawer's.
 */
export function focusAfterRemoval(item: Element, control: string, empty: string, said: string) {
  const neighbour = item.nextElementSibling ?? item.previousElementSibling
  const dialog = item.closest('[role="dialog"]')
  // In place before it speaks (a region that appears with its text is not read by every screen reader),
  // inside the dialog (a modal one hides the page from them), kept for the next removal.
  const host = dialog ?? document.getElementById('main') ?? document.body
  let region = host.querySelector<HTMLElement>(':scope > [data-removal-said]')
  if (!region) {
    region = document.createElement('p')
    region.setAttribute('role', 'status')
    region.className = 'visually-hidden'
    region.setAttribute('data-removal-said', '')
    host.appendChild(region)
  }
  let frames = 60
  const settle = () => {
    if (item.isConnected) {
      if (--frames > 0) requestAnimationFrame(settle)
      return
    }
    region.textContent = said
    const active = document.activeElement
    if (active && active !== document.body && active !== dialog) return
    const target = neighbour?.isConnected
      ? neighbour.querySelector<HTMLElement>(control)
      : (dialog ?? document).querySelector<HTMLElement>(empty)
    if (!target) return
    if (target.tagName === 'H1') target.tabIndex = -1
    target.focus()
  }
  requestAnimationFrame(settle)
}
