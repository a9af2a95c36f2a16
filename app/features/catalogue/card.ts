import type { ProductCard } from '../../api/contract/catalogue'

/**
 * What a product card in a grid, carousel or list needs, and nothing more. Listings are
 * dehydrated into the page for hydration, so every field here is paid for in HTML bytes, server
 * serialisation and client parse time (decision 0007); the product page and the cart fetch the
 * full product themselves.
 */
export type CardProduct = Pick<ProductCard, 'productId' | 'title' | 'code' | 'url' | 'img' | 'price' | 'old_price' | 'discount' | 'multiplicity' | 'active' | 'available' | 'is_stock' | 'stock'> & {
  brand: { name: string }
  /** Only the first category, for analytics (item_category). */
  category: { categoryTitle: string }[]
  /** The server removed the image: the viewer has not confirmed their age (app/api/age-gate.ts). */
  age_hidden?: boolean
  /** The product given with this one (the gift modal; decision 0048); only when there is one. */
  gift_id?: number | null
}

export function toCard(p: CardProduct): CardProduct {
  const first = p.category[0]
  return {
    productId: p.productId,
    title: p.title,
    code: p.code,
    url: p.url,
    img: p.img,
    price: p.price,
    old_price: p.old_price,
    discount: p.discount,
    multiplicity: p.multiplicity,
    active: p.active,
    available: p.available,
    is_stock: p.is_stock,
    stock: p.stock,
    brand: { name: p.brand.name },
    category: first ? [{ categoryTitle: first.categoryTitle }] : [],
    // Only when set, so an ordinary card pays no bytes for it.
    ...(p.age_hidden ? { age_hidden: true } : {}),
    ...(p.gift_id ? { gift_id: p.gift_id } : {}),
  }
}

/** A listing answer with card-sized products and without the back end's duplicate `data` list. */
export type SlimListing<T> = Omit<T, 'products' | 'data'> & { products: CardProduct[] }

export function slimListing<T extends { products: CardProduct[]; data?: unknown }>(listing: T): SlimListing<T> {
  const { products, data: _duplicate, ...rest } = listing
  return { ...rest, products: products.map(toCard) }
}
