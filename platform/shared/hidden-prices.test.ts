import { describe, expect, it } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'
import { PRICED_ENDPOINTS, withoutPrices } from './hidden-prices'

/** The server's price strip for viewers who may not see prices (hide_price_for_guests, decision 0038). */
describe('withoutPrices', () => {
  const card = testProduct(1, { price: 98765.43, old_price: 123456.78, discount: 20 })
  it.each([
    ['a card', card, { price: 0, old_price: null, discount: 0 }],
    [
      'a product page',
      { product: { ...card, activeExtensions: [{ activeValue: { price: 4321.09 }, activeCount: 1 }] } },
      { product: { price: 0, activeExtensions: [{ activeValue: { price: 0 } }] } },
    ],
    [
      'a listing: the price range and the price filter group go',
      {
        products: [card],
        min_and_max_price_value: { min: 10, max: 99999 },
        filters: [
          { keyword: 'price', options: [] },
          { keyword: 'color', options: [{ keyword: 'red' }] },
        ],
      },
      { products: [{ price: 0 }], min_and_max_price_value: { min: null, max: null }, filters: [{ keyword: 'color' }] },
    ],
    ['a slider list', [{ products: [card] }], [{ products: [{ price: 0, old_price: null }] }]],
  ])('%s', (_name, input, expected) => {
    const out = withoutPrices(input)
    expect(out).toMatchObject(expected)
    expect(JSON.stringify(out)).not.toMatch(/98765|123456|4321|99999/)
  })

  it('keeps everything else as it was and does not touch its input', () => {
    const { price_on_request: _, ...out } = withoutPrices(card) as typeof card & { price_on_request?: true }
    expect({ ...out, price: card.price, old_price: card.old_price, discount: card.discount }).toEqual(card)
    expect(card.price).toBe(98765.43)
  })

  it('marks what had a price as having none to show or sell (a tab with older settings drew the 0 as "0 lei")', () => {
    const out = withoutPrices({
      products: [card],
      product: { ...card, activeExtensions: [{ activeValue: { price: 5 } }] },
    })
    expect(out.products[0]?.price_on_request).toBe(true)
    expect(out.product.price_on_request).toBe(true)
    // nothing without a price is marked (a filter group, the listing itself)
    expect(withoutPrices({ filters: [{ keyword: 'color', options: [] }] })).toEqual({
      filters: [{ keyword: 'color', options: [] }],
    })
  })

  it('covers the answers that carry product cards', () => {
    for (const name of [
      'product',
      'category',
      'search',
      'productsByIds',
      'checkoutStatus',
      'newProducts',
      'popularProducts',
      'productOfTheDay',
      'sliders',
      'promotion',
      'favorites',
    ] as const)
      expect(PRICED_ENDPOINTS.has(name)).toBe(true)
  })
})
