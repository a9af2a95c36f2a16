/** A product-tied problem of a failed order (the back end's `errors` list, read by the cart's cartProblems). */
export interface OrderProblem {
  productId: number | null
  code: string
  message: string
  availableCount: number | null
}

/**
 * The product-tied entries of a failed order's body, the contract's
 * `{ error, errors: [{ product_id, code, message, available_count }] }`; entries without a product
 * id or a message are left to the body's plain reading (platform/shared/error-body.ts).
 */
export function orderProblems(body: unknown): OrderProblem[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return []
  const list = (body as { errors?: unknown }).errors
  if (!Array.isArray(list)) return []
  return list.flatMap((e): OrderProblem[] => {
    if (!e || typeof e !== 'object') return []
    const x = e as Record<string, unknown>
    if (!Number.isSafeInteger(x.product_id) || typeof x.message !== 'string' || !x.message.trim()) return []
    const count = x.available_count
    return [
      {
        productId: x.product_id as number,
        code: typeof x.code === 'string' ? x.code : 'error',
        message: x.message.trim(),
        availableCount: typeof count === 'number' && Number.isFinite(count) ? count : null,
      },
    ]
  })
}

/** Codes with a text of their own in the catalogues (`cart.problem.<code>`). */
const KNOWN_PROBLEM_CODES = [
  'not_found',
  'inactive',
  'unavailable',
  'out_of_stock',
  'not_enough_stock',
  'bad_multiplicity',
  'empty_cart',
] as const
export function isKnownProblemCode(code: string): code is (typeof KNOWN_PROBLEM_CODES)[number] {
  return (KNOWN_PROBLEM_CODES as readonly string[]).includes(code)
}

/**
 * The texts of a failed order that name the product (issue 16): each problem as "title: text",
 * the product's title from the cart (a product not in the cart is named by nothing, its text kept).
 * `describe` gives the problem's text in the shopper's language. Empty when the body listed none.
 */
export function namedOrderErrors(
  problems: readonly OrderProblem[],
  titleOf: (id: number) => string | null,
  describe: (p: OrderProblem) => string,
): string[] {
  return problems.map((p) => {
    const title = p.productId === null ? null : titleOf(p.productId)
    return title ? `${title}: ${describe(p)}` : describe(p)
  })
}

/** Whether a failed order says some cart lines are no longer sellable (the cart then refreshes to flag them). */
export const flagsLines = (problems: readonly OrderProblem[]) =>
  problems.some((p) => p.code === 'inactive' || p.code === 'unavailable' || p.code === 'not_found')
