/** The product page's address for a product (spec 2.2 `product/{product}`), used by cards, cart lines and lists. */
export function productHref(lang: string, product: { url: string }): string {
  return `/${lang}/product/${encodeURIComponent(product.url)}`
}
