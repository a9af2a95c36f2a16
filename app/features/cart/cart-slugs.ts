import type { Locale } from '#config'
import { translateCartSlugsFn } from './cart-slugs.functions'
import { reportCartFailure } from './cart-state'
import { slugChanges, titleChanges } from './slug-rewrite'
import { cartState } from './store'

/**
 * After a language switch: asks for every cart product's slug in the new language (one server
 * call) and rewrites the lines' product urls and titles, which stores the cart again. Any failure leaves
 * the cart untouched (also a cart over CART_SLUG_REWRITE.maxLines lines, which the server refuses).
 * Loaded on demand by the language switcher.
 */
export async function rewriteCartSlugs(from: Locale, to: Locale): Promise<number> {
  const lines = cartState.products.map((l) => ({ id: l.product.productId, slug: l.product.url }))
  if (lines.length === 0 || from === to) return 0
  let answer: Awaited<ReturnType<typeof translateCartSlugsFn>>
  try {
    answer = await translateCartSlugsFn({ data: { from, to, lines } })
  } catch (error) {
    // The lines keep their old links (they still open the product, redirected to the new language).
    reportCartFailure('slug rewrite', error)
    return 0
  }
  if (!answer.ok) return 0
  const changes = slugChanges(cartState.products, answer.slugs)
  const titles = titleChanges(cartState.products, answer.titles)
  for (const line of cartState.products) {
    const next = changes.get(line.product.productId)
    if (next) line.product.url = next
    const title = titles.get(line.product.productId)
    if (title) line.product.title = title
  }
  return changes.size
}
