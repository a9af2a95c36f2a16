import { describe, expect, it } from 'vitest'
import type { ProductCard } from '#contract/catalogue.ts'
import { cardAnalytics, slimListing, toCard } from './card'

const full: ProductCard = {
  productId: 7,
  title: 'Phone',
  code: 'P-7',
  url: 'phone-7',
  slugs: { ro: 'telefon-7', ru: 'telefon-7', uk: 'telefon-7', en: 'phone-7' },
  img: '/images/product/7.svg',
  colors: ['#000'],
  price: 100,
  old_price: 120,
  discount: 17,
  brand: { id: 3, name: 'Acme', slug: 'acme' },
  category: [
    {
      categoryId: 1,
      categoryTitle: 'Phones',
      categoryUrl: 'phones',
      subcategoryId: 2,
      subcategoryTitle: 'Smart',
      subcategoryUrl: 'smart',
    },
    {
      categoryId: 9,
      categoryTitle: 'Gifts',
      categoryUrl: 'gifts',
      subcategoryId: null,
      subcategoryTitle: null,
      subcategoryUrl: null,
    },
  ],
  multiplicity: 0.5,
  active: true,
  available: true,
  is_stock: true,
  stock: 4,
  has_associated_products: false,
  loyalty_give: 3,
  is_recipe: false,
  weight_gr: 200,
  rating: 4.5,
  home_delivery: true,
  card_payment_available: true,
} as ProductCard

describe('toCard', () => {
  it('keeps what the card, its availability, price, code, list buttons and analytics read', () => {
    expect(toCard(full)).toEqual({
      productId: 7,
      title: 'Phone',
      code: full.code,
      url: 'phone-7',
      img: '/images/product/7.svg',
      price: 100,
      old_price: 120,
      discount: 17,
      multiplicity: 0.5,
      active: true,
      available: true,
      is_stock: true,
      stock: 4,
      brandName: 'Acme',
      categoryTitle: 'Phones',
    })
  })

  it.each([
    [null, undefined],
    [undefined, undefined],
    [42, 42],
  ])('keeps the gift (gift_id %j) only when there is one', (gift, kept) => {
    expect(toCard({ ...full, gift_id: gift } as ProductCard).gift_id).toBe(kept)
    expect('gift_id' in toCard({ ...full, gift_id: gift } as ProductCard)).toBe(kept !== undefined)
  })

  it('is at most half the size of the full product', () => {
    expect(JSON.stringify(toCard(full)).length * 2).toBeLessThan(JSON.stringify(full).length)
  })

  it('copes with a product without categories (no categoryTitle key)', () => {
    expect('categoryTitle' in toCard({ ...full, category: [] })).toBe(false)
  })

  it('has no nested object: each one costs its own reference in the page data (decision 0053)', () => {
    expect(Object.values(toCard(full)).filter((v) => typeof v === 'object' && v !== null)).toEqual([])
  })
})

describe('cardAnalytics', () => {
  it.each([
    [
      'with a category',
      toCard(full),
      { productId: 7, title: 'Phone', price: 100, brand: { name: 'Acme' }, category: [{ categoryTitle: 'Phones' }] },
    ],
    [
      'without one',
      toCard({ ...full, category: [] }),
      { productId: 7, title: 'Phone', price: 100, brand: { name: 'Acme' }, category: [] },
    ],
  ])('gives itemOf the brand and first category back (%s)', (_name, card, expected) => {
    expect(cardAnalytics(card)).toEqual(expected)
  })
})

describe('slimListing', () => {
  it('drops the duplicate data list and slims the products, keeping the rest', () => {
    const listing = { products: [full], data: [full], totalCount: 1, pages: 1, filters: [{ id: 1 }] }
    const slim = slimListing(listing)
    expect(slim).toEqual({ products: [toCard(full)], totalCount: 1, pages: 1, filters: [{ id: 1 }] })
    expect('data' in slim).toBe(false)
  })
})
