import type { RefreshLine } from './refresh-rules'
import type { CartProblem } from './server-cart'

/**
 * Lines that cannot be ordered as they are (flagged by a refresh), as problems naming the product:
 * inactive first, else unavailable. The refresh puts drawer-rules.ts's orderProblems (these, then a count
 * above the stock) in the local backend's place once it knows the site's allow_negative_stock.
 */
export function unorderableLines(lines: readonly RefreshLine[]): CartProblem[] {
  return lines.flatMap(({ product }): CartProblem[] => {
    if (product.active === false)
      return [{ productId: product.productId, code: 'inactive', message: 'inactive', availableCount: 0 }]
    if (product.available === false)
      return [{ productId: product.productId, code: 'unavailable', message: 'unavailable', availableCount: 0 }]
    return []
  })
}
