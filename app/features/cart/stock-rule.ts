import type { RefreshLine } from './refresh-rules'
import type { CartProblem } from './server-cart'
import { unorderableLines } from './unorderable-lines'

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
