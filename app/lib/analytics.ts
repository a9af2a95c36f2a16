/** The analytics data layer (GTM-style): view_item, add_to_wishlist, add_to_cart, remove_from_cart, begin_checkout, purchase. */
export type AnalyticsEvent =
  | 'view_item'
  | 'add_to_wishlist'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'purchase'

export interface AnalyticsItem {
  item_id: string
  item_name: string
  price: number
  quantity?: number
  item_brand?: string
  item_category?: string
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function pushEvent(
  event: AnalyticsEvent,
  ecommerce: { currency: string; value: number; items: AnalyticsItem[] },
) {
  if (typeof window === 'undefined') return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ ecommerce: null })
  window.dataLayer.push({ event, ecommerce })
}

export function itemOf(
  product: {
    productId: number
    title: string
    price: number
    brand?: { name: string }
    category?: { categoryTitle: string }[]
  },
  quantity?: number,
): AnalyticsItem {
  return {
    item_id: String(product.productId),
    item_name: product.title,
    price: product.price,
    quantity,
    item_brand: product.brand?.name,
    item_category: product.category?.[0]?.categoryTitle,
  }
}
