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
  it("leaves out an empty image and sku, and reads the description's HTML as its text", () => {
    const html = '<p>Good <b>phone</b> &amp; case</p>'
    const ld = JSON.parse(
      JSON.stringify(productJsonLd({ ...base, img: '', code: '', descriptionHtml: html } as never, 'u', 'MDL')),
    )
    expect(ld).not.toHaveProperty('image')
    expect(ld).not.toHaveProperty('sku')
    expect(ld.description).toBe('Good phone & case')
    expect(
      JSON.parse(JSON.stringify(productJsonLd({ ...base, descriptionHtml: '<br>' } as never, 'u', 'MDL'))),
    ).not.toHaveProperty('description')
  })
  it('has no Offer (no price) when prices are hidden from the viewer', () => {
    const ld = productJsonLd(base as never, 'u', 'MDL', false)
    expect(ld).not.toHaveProperty('offers')
    expect(JSON.stringify(ld)).not.toContain('1999')
  })
})
