import type { ProductCard } from '#contract/catalogue.ts'

/**
 * What a product card in a grid, carousel or list needs, and nothing more. Listings are
 * dehydrated into the page for hydration, so every field here is paid for in HTML bytes, server
 * serialisation and client parse time (decision 0007); the product page and the cart fetch the
 * full product themselves.
 */
type CardFields =
  | 'productId'
  | 'title'
  | 'code'
  | 'url'
  | 'img'
  | 'price'
  | 'old_price'
  | 'discount'
  | 'multiplicity'
  | 'active'
  | 'available'
  | 'is_stock'
  | 'stock'
  | 'price_on_request'

/** What `toCard` reads: a product as the back end lists it (or a card-sized one from elsewhere). */
export type CardSource = Pick<ProductCard, CardFields> & {
  brand: { name: string }
  category: { categoryTitle: string }[]
  age_hidden?: boolean
  gift_id?: number | null
}

/**
 * The brand's name and the first category's title are flat strings, not the back end's nested
 * objects: in the page's data every object costs its own reference (`$R[n]=`), which gzip cannot
 * fold (0.75 kB gzip of the home page's HTML; decision 0053).
 */
export type CardProduct = Pick<ProductCard, CardFields> & {
  brandName: string
  /** Only the first category's title, for analytics (item_category); only when there is one. */
  categoryTitle?: string
  /** The server removed the image: the viewer has not confirmed their age (platform/backend/age-gate.ts). */
  age_hidden?: boolean
  /** The product given with this one (the gift modal; decision 0048); only when there is one. */
  gift_id?: number | null
}

export function toCard(p: CardSource): CardProduct {
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
    brandName: p.brand.name,
    // Only when set, so an ordinary card pays no bytes for it.
    ...(first ? { categoryTitle: first.categoryTitle } : {}),
    ...(p.age_hidden ? { age_hidden: true } : {}),
    ...(p.gift_id ? { gift_id: p.gift_id } : {}),
    ...(p.price_on_request ? { price_on_request: true } : {}),
  }
}

/** A card as analytics' `itemOf` reads a product (item_brand, item_category). */
export function cardAnalytics(
  card: Pick<CardProduct, 'productId' | 'title' | 'price' | 'brandName' | 'categoryTitle'>,
) {
  return {
    productId: card.productId,
    title: card.title,
    price: card.price,
    brand: { name: card.brandName },
    category: card.categoryTitle === undefined ? [] : [{ categoryTitle: card.categoryTitle }],
  }
}

/** A listing answer with card-sized products and without the back end's duplicate `data` list. */
export type SlimListing<T> = Omit<T, 'products' | 'data'> & { products: CardProduct[] }

export function slimListing<T extends { products: CardSource[]; data?: unknown }>(listing: T): SlimListing<T> {
  const { products, data: _duplicate, ...rest } = listing
  return { ...rest, products: products.map(toCard) }
}
