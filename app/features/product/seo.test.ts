import { describe, expect, it } from 'vitest'
import { productJsonLd } from './seo'

const base = {
  productId: 1,
  title: 'Phone',
  code: 'X1',
  img: '/p.svg',
  price: 1999.5,
  brand: { id: 1, name: 'Acme', slug: 'acme' },
  active: true,
  available: true,
  is_stock: true,
  stock: 3,
}

describe('productJsonLd', () => {
  it('is a Product with an Offer in the project currency', () => {
    const ld = productJsonLd(base as never, 'https://shop/ro/product/phone', 'MDL')
    expect(ld['@type']).toBe('Product')
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: '1999.50',
      priceCurrency: 'MDL',
      availability: 'https://schema.org/InStock',
    })
  })
  it.each([{ stock: 0 }, { available: false }, { active: false }, { is_stock: false }])(
    'out of stock when %j',
    (patch) => {
      expect(productJsonLd({ ...base, ...patch } as never, 'u', 'MDL').offers?.availability).toBe(
        'https://schema.org/OutOfStock',
      )
    },
  )
  it('leaves out an empty image and sku, and reads an HTML description as its text', () => {
    const ld = JSON.parse(
      JSON.stringify(
        productJsonLd({ ...base, img: '', code: '', description: '<p>Good <b>phone</b></p>' } as never, 'u', 'MDL'),
      ),
    )
    expect(ld).not.toHaveProperty('image')
    expect(ld).not.toHaveProperty('sku')
    expect(ld.description).toBe('Good phone')
    expect(
      JSON.parse(JSON.stringify(productJsonLd({ ...base, description: '<br>' } as never, 'u', 'MDL'))),
    ).not.toHaveProperty('description')
  })
  it('has no Offer (no price) when prices are hidden from the viewer', () => {
    const ld = productJsonLd(base as never, 'u', 'MDL', false)
    expect(ld).not.toHaveProperty('offers')
    expect(JSON.stringify(ld)).not.toContain('1999')
  })
})
