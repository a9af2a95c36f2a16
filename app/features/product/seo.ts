import type { ProductCard } from '#contract/catalogue.ts'
import { isSellable } from '#contract/sellable.ts'

/** schema.org Product with an Offer: price, currency and availability (no Offer when prices are hidden from the viewer). */
export function productJsonLd(
  product: ProductCard & { description?: string },
  url: string,
  currency: string,
  withOffer = true,
) {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.code,
    image: product.img,
    description: product.description?.slice(0, 500),
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: currency,
      availability: isSellable(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  }
  if (!withOffer) delete (ld as { offers?: unknown }).offers
  return ld as Omit<typeof ld, 'offers'> & { offers?: typeof ld.offers }
}
