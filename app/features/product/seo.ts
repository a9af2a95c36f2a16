import { plainText } from '#app/lib/plain-text.ts'
import type { ProductCard } from '#contract/catalogue.ts'
import { isSellable } from '#contract/sellable.ts'

/** schema.org Product with an Offer: price, currency and availability (no Offer when prices are hidden from the viewer). */
export function productJsonLd(
  product: ProductCard & { descriptionHtml?: string },
  url: string,
  currency: string,
  withOffer = true,
) {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    // Empty fields are left out (an empty image or sku is invalid structured data); the description
    // (the page's HTML of it) is read as its text.
    sku: product.code || undefined,
    image: product.img || undefined,
    description: plainText(product.descriptionHtml ?? '').slice(0, 500) || undefined,
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: currency,
      availability: isSellable(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  }
  // No price (on request): no Offer, whose price is required (never a 0.00 price to search engines).
  if (!withOffer || product.price_on_request) delete (ld as { offers?: unknown }).offers
  return ld as Omit<typeof ld, 'offers'> & { offers?: typeof ld.offers }
}
