import { describe, expect, it } from 'vitest'
import { deliveryTimeSchema } from './cart'
import {
  bannerListSchema,
  brandListSchema,
  categoryListingSchema,
  productArraySchema,
  productPageSchema,
  promosResultSchema,
} from './catalogue'
import {
  defaultSiteFilesSchema,
  pageContactsSchema,
  productOfTheDaySchema,
  productSliderSchema,
  promotionListSchema,
} from './content'
import { parseCollectingDrops } from './items'
import { orderDetailSchema, orderListSchema } from './orders'
import { testProduct, testProductPage } from './product-card.fixture'
import { canSupply, isSellable } from './sellable'

/**
 * Answers of a third back end written from the spec alone (session 67's operator audit, helper a2,
 * /tmp/a2/backend.mjs): shapes the spec permits that the shop mishandled, each a shopper-visible fault
 * before its fix. Fixtures as that back end sent them.
 */

/** A card as the third back end sends one: no slugs, brand without slug, decimals as numbers. */
const card = (id: number, over: Record<string, unknown> = {}) => {
  const { slugs: _, ...plain } = testProduct(id)
  return { ...plain, brand: { id: 501, name: 'Bosch' }, ...over }
}

describe('a product with price: null ("price on request"; the spec gives no shape)', () => {
  it('keeps the card in a listing, a slider, the product of the day and a product list (it was dropped everywhere)', () => {
    const { result, drops } = parseCollectingDrops(categoryListingSchema, {
      products: [card(1), card(2, { price: null })],
    })
    expect(drops).toEqual([])
    expect(result.data?.products.map((p) => [p.productId, p.price, p.price_on_request])).toEqual([
      [1, 10, undefined],
      [2, 0, true],
    ])
    expect(productSliderSchema.parse([card(2, { price: null })]).products[0]?.price_on_request).toBe(true)
    expect(productOfTheDaySchema.parse({ product: card(2, { price: null }) }).product?.price_on_request).toBe(true)
    expect(productArraySchema.parse([card(2, { price: null })])).toHaveLength(1)
  })

  it('absent is the same; an old price or a discount beside no price is not shown as a sale', () => {
    const { price: _, ...noPrice } = card(3, { old_price: 900, discount: 10 })
    const [p] = productArraySchema.parse([noPrice])
    expect([p?.price, p?.price_on_request, p?.old_price, p?.discount]).toEqual([0, true, null, 0])
  })

  it('the product page parses (it was a 503)', () => {
    const page = productPageSchema.parse(testProductPage(testProduct(4), { price: null, slugs: undefined }))
    expect([page.product.price, page.product.price_on_request]).toEqual([0, true])
  })

  it('is never sold at 0: not sellable (no cart, no one-click order), while its stock is still told', () => {
    const [p] = productArraySchema.parse([card(5, { price: null })])
    if (!p) throw new Error('no card')
    expect(isSellable(p)).toBe(false)
    expect(isSellable(p, true)).toBe(false)
    expect(canSupply(p)).toBe(true)
    const [priced] = productArraySchema.parse([card(6)])
    if (!priced) throw new Error('no card')
    expect([isSellable(priced), 'price_on_request' in priced]).toEqual([true, false])
  })

  it('a price that is no number still drops the card (only "none" is on request)', () => {
    const { result, drops } = parseCollectingDrops(productArraySchema, [card(7, { price: 'call us' })])
    expect(result.data).toEqual([])
    expect(drops.map((d) => d.path)).toEqual(['[*].price'])
  })
})

describe('a category paged by next/previous links only (no totalCount, no pages)', () => {
  const link = (page: number) => `http://127.0.0.1:9801/general/v2/category/depozit/?page=${page}`
  // As that back end sends them: a price range with nothing chosen, a colour group none of whose options is on.
  const unfiltered = [
    {
      id: 1,
      title: 'Preț',
      keyword: 'price',
      type: 'range',
      min: 199,
      max: 9000,
      selectedFrom: null,
      selectedTo: null,
    },
    {
      id: 2,
      title: 'Culoare',
      keyword: 'color',
      type: 'color',
      options: [{ id: 'negru', name: 'Negru', keyword: 'negru', active: 0 }],
    },
  ]
  const page = (n: number, extra: Record<string, unknown> = {}) => ({
    products: Array.from({ length: 24 }, (_, i) => card((n - 1) * 24 + i + 1)),
    next: link(n + 1),
    previous: n > 1 ? link(n - 1) : null,
    category: { id: 40, title: 'Depozit', url: 'depozit', productCount: 500 },
    filters: unfiltered,
    ...extra,
  })

  it("takes the category's productCount for the total and its pages (it said 24 products, 2 pages, of 500)", () => {
    const listing = categoryListingSchema.parse(page(1))
    expect([listing.totalCount, listing.pages]).toEqual([500, Math.ceil(500 / 24)])
  })

  it('a total the answer gives wins over the count beside it', () => {
    expect(categoryListingSchema.parse(page(1, { totalCount: 480 })).totalCount).toBe(480)
  })

  it("not while the listing is filtered (the count is the whole category's): the next link still leads on", () => {
    const filtered = page(1, {
      filters: [
        { keyword: 'color', title: 'Culoare', options: [{ id: 1, title: 'Negru', keyword: 'negru', active: 1 }] },
      ],
    })
    const listing = categoryListingSchema.parse(filtered)
    expect([listing.totalCount, listing.pages]).toEqual([24, 2])
    const priced = categoryListingSchema.parse(page(1, { filters: [{ ...unfiltered[0], selectedFrom: 500 }] }))
    expect(priced.totalCount).toBe(24)
    expect(categoryListingSchema.parse(page(1, { applied: { brand_id: ['501'] } })).totalCount).toBe(24)
  })

  it('a page that does not say its number is the one its links say (its last page of 2 cards said 250 pages of 500, not 21)', () => {
    const listing = categoryListingSchema.parse(page(21, { next: null, products: [card(481), card(482)] }))
    expect([listing.page, listing.pages]).toEqual([21, 21])
    expect(categoryListingSchema.parse({ ...page(3), previous: null }).page).toBe(3)
  })

  it('without any count, a page with a next link always offers the next page', () => {
    const { category: _, ...bare } = page(3)
    const listing = categoryListingSchema.parse(bare)
    expect(listing.pages).toBeGreaterThanOrEqual(4)
  })
})

describe('an order of the history with total: null', () => {
  it('stays in the list, its total none (the cabinet said "no orders yet" with totalCount 1)', () => {
    const order = { id: 77, status: null, created_at: '2026-12-07T05:00:00Z', total: null, products: [] }
    const { result, drops } = parseCollectingDrops(orderListSchema, { data: [order], totalCount: 1, pages: 1 })
    expect(drops).toEqual([])
    expect(result.data?.data.map((o) => [o.id, o.total])).toEqual([['77', null]])
    expect(orderDetailSchema.parse(order).total).toBeNull()
  })
  it('a total under another name is still read (total_price), and a text that is no number still leaves it out', () => {
    const base = { id: 1, created_at: '2026-12-07' }
    expect(
      orderListSchema.parse({ data: [{ ...base, total: null, total_price: '12.50' }], totalCount: 1, pages: 1 }).data[0]
        ?.total,
    ).toBe(12.5)
    expect(orderListSchema.parse({ data: [{ ...base, total: 'n/a' }], totalCount: 1, pages: 1 }).data).toEqual([])
  })
})

describe('a filter option whose keyword is a number', () => {
  it('is kept, its keyword as text (the brand filter disappeared)', () => {
    const { result, drops } = parseCollectingDrops(categoryListingSchema, {
      products: [card(1)],
      filters: [
        {
          id: 3,
          title: 'brandsTitle',
          keyword: 'brand_id',
          type: 'checkbox',
          options: [
            { id: 501, title: 'Bosch', keyword: 501, value: 501, active: 0 },
            { id: 502, title: 'Philips', keyword: 502, value: 502, active: 1 },
          ],
        },
      ],
    })
    expect(drops).toEqual([])
    expect(result.data?.filters[0]?.options.map((o) => [o.keyword, o.value, o.active])).toEqual([
      ['501', '501', false],
      ['502', '502', true],
    ])
  })
})

describe('GET /base/page-contacts/ answered as a list (the spec shows no shape)', () => {
  it('an empty list is no text of its own, not a failure (/contacts was a 503)', () => {
    expect(pageContactsSchema.parse([])).toMatchObject({ title: '', address: '', phones: [], emails: [], map: null })
  })
  it('a list of one is that object; no body is none too', () => {
    expect(pageContactsSchema.parse([{ title: 'Birou', phones: ['+373 22 000 000'] }])).toMatchObject({
      title: 'Birou',
      phones: ['+373 22 000 000'],
    })
    expect(pageContactsSchema.parse(null).title).toBe('')
  })
  it('text that is no contacts still fails', () => {
    expect(pageContactsSchema.safeParse('contacts').success).toBe(false)
  })
})

describe('a promotion with expireDate: null (no end date)', () => {
  // The spec: "shown only while expireDate is in the future". A promotion with no end date has no date
  // to be past: it runs until the operator switches it off (is_active), as a shop's standing offer.
  // Dropping it hid a running promotion from every list and made its page a 404.
  const promo = { id: 9003, title: 'Ofertă fără termen', slug: 'fara-termen', img: null, startDate: null }
  it('is kept in the promotions list and the filtered promos, its expiry null', () => {
    const list = promotionListSchema.parse([{ ...promo, expireDate: null, is_active: 1 }])
    expect(list.data.map((p) => [p.id, p.expireDate])).toEqual([[9003, null]])
    const promos = promosResultSchema.parse({ products: [], promos: [{ ...promo, expireDate: null }] })
    expect(promos.promos.map((p) => [p.id, p.expireDate, p.is_active])).toEqual([[9003, null, true]])
  })
  it('absent is the same; a date that cannot be read still drops it', () => {
    expect(promotionListSchema.parse([promo]).data[0]?.expireDate).toBeNull()
    const { result, drops } = parseCollectingDrops(promotionListSchema, [{ ...promo, expireDate: 'soon' }])
    expect([result.data?.data, drops.length]).toEqual([[], 1])
  })
})

describe('a DRF-paged brand list (count/next/results, 2 a page where 12 were asked)', () => {
  it('says how many pages there are, so the shop can ask for the next ones (brands.server.ts)', () => {
    const list = brandListSchema.parse({
      count: 6,
      next: 'http://127.0.0.1:9801/general/brand/?page=2',
      previous: null,
      results: [
        { id: 501, name: 'Bosch', slug: 'bosch', image: null },
        { id: 502, name: 'Philips', slug: 'philips', image: null },
      ],
    })
    expect([list.data.length, list.totalCount, list.pages]).toEqual([2, 6, 3])
  })
})

describe('no body (204) or null to a read that lists', () => {
  it.each([
    ['associated products', productArraySchema, []],
    ['a banner place', bannerListSchema, []],
  ] as const)('%s: an empty list (it counted as a failure, cutting the page cache to 60 s)', (_, schema, empty) => {
    expect(schema.parse(null)).toEqual(empty)
    expect(schema.parse('')).toEqual(empty)
  })
  it('delivery times: no slots', () => {
    expect(deliveryTimeSchema.parse(null)).toEqual({ storeId: null, isOpen: true, slots: [] })
  })
  it('the default site files: none', () => {
    expect(defaultSiteFilesSchema.parse(null)).toEqual(defaultSiteFilesSchema.parse({}))
  })
  it('text that is no list still fails', () => {
    expect(productArraySchema.safeParse('none').success).toBe(false)
    expect(bannerListSchema.safeParse('none').success).toBe(false)
  })
})

describe('product properties with a blank value', () => {
  it('are left out as a null one is (a blank row showed)', () => {
    const page = productPageSchema.parse(
      testProductPage(
        testProduct(1),
        {},
        {
          properties: [
            { title: 'Brand', value: 'Bosch' },
            { title: 'Garanție', value: '' },
            { title: 'Culoare', value: '  ' },
            { title: 'Greutate', value: null },
          ],
        },
      ),
    )
    expect(page.properties.map((p) => [p.title, p.value])).toEqual([['Brand', 'Bosch']])
  })
})
