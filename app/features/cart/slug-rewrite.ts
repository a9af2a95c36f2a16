/** The lines whose slug changes: product id -> new slug, only where the answer differs. */
export function slugChanges(
  lines: readonly { product: { productId: number; url: string } }[],
  slugs: Readonly<Record<number, string>>,
): Map<number, string> {
  const changes = new Map<number, string>()
  for (const { product } of lines) {
    const next = slugs[product.productId]
    if (typeof next === 'string' && next !== '' && next !== product.url) changes.set(product.productId, next)
  }
  return changes
}

/** The lines whose title changes with the language (issue 16: titles follow slugs): product id -> title in the new language. */
export function titleChanges(
  lines: readonly { product: { productId: number; title: string } }[],
  titles: Readonly<Record<number, string>>,
): Map<number, string> {
  const changes = new Map<number, string>()
  for (const { product } of lines) {
    const next = titles[product.productId]?.trim()
    if (next && next !== product.title) changes.set(product.productId, next)
  }
  return changes
}
