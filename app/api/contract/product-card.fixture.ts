import type { ProductCard } from './catalogue'

/** A complete product card for table tests of the cart rules (not shipped: only tests import it). */
export function testProduct(id: number, over: Partial<ProductCard> = {}): ProductCard {
  return {
    productId: id,
    title: `P${id}`,
    code: `C${id}`,
    url: `p-${id}`,
    slugs: { ro: `p-${id}`, ru: `p-${id}`, uk: `p-${id}`, en: `p-${id}` },
    img: '/i.svg',
    colors: [],
    price: 10,
    old_price: null,
    discount: 0,
    brand: { id: 1, name: 'B', slug: 'b' },
    category: [],
    multiplicity: 1,
    active: true,
    available: true,
    is_stock: true,
    stock: 10,
    has_associated_products: false,
    loyalty_give: 0,
    is_recipe: false,
    weight_gr: 100,
    rating: 4,
    home_delivery: true,
    card_payment_available: true,
    age_restricted: false,
    gift_id: null,
    ...over,
  }
}

/**
 * A product page's answer (`GET /general/v2/product/{slug}/`, storefront spec 3, Product) around a card:
 * the fields a card lacks are empty (no description, properties, related lists, extensions or shops);
 * `product` overrides fields of the product, `page` fields of the answer (breadcrumbs, seo_info...).
 */
export function testProductPage(
  card: ProductCard,
  product: Record<string, unknown> = {},
  page: Record<string, unknown> = {},
) {
  return {
    product: {
      ...card,
      description: '',
      seo_title: '',
      seo_description: '',
      seo_keywords: '',
      properties: [],
      similarProducts: [],
      compatibleProducts: [],
      activeExtensions: [],
      shops: [],
      reviews_count: 0,
      created_at: '2026-01-01T00:00:00Z',
      ...product,
    },
    breadcrumbs: [],
    seo_info: { title: card.title, description: '', img: null, keywords: '' },
    properties: [],
    ...page,
  }
}
