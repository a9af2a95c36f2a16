import { describe, expect, it } from 'vitest'
import {
  categoryListingSchema,
  popularQueriesSchema,
  productCardSchema,
  productListSchema,
  productPageSchema,
  productPropertiesSchema,
  searchResultSchema,
} from './catalogue'
import { similarCategorySchema } from './content'
import { endpoints } from './endpoints'
import { parseCollectingDrops } from './items'
import { testProduct } from './product-card.fixture'
import { inStock, isSellable } from './sellable'

/**
 * Answers of a back end written from the spec alone (session 46's review, /tmp/r13): shapes the spec
 * allows, or is silent on, that the shop refused.
 */
const card = (id: number) => {
  const { age_restricted: _age, gift_id: _gift, ...sent } = testProduct(id)
  return sent
}
const cards = (n: number) => Array.from({ length: n }, (_, i) => card(i + 1))
const ids = (list: { productId: number }[]) => list.map((p) => p.productId)

describe("GET /general/product-filter (the cards' add to cart): read as the listings are", () => {
  const two = [card(1), card(2)]
  it.each([
    ['products alone', { products: two }],
    ['data alone', { data: two }],
    ['a bare list', two],
    ['products, totalCount and pages', { products: two, totalCount: 2, pages: 1 }],
    ["DRF's results, count, next, previous", { results: two, count: 2, next: null, previous: null }],
    ['all four (ours)', { data: two, products: two, totalCount: 2, pages: 1 }],
  ])('%s', (_, body) => {
    const out = productListSchema.parse(body)
    expect(ids(out.products)).toEqual([1, 2])
    expect(ids(out.data)).toEqual([1, 2])
    expect([out.totalCount, out.pages]).toEqual([2, 1])
  })
  it('DRF: count is the total', () => {
    expect(productListSchema.parse({ results: two, count: '40', next: '/x/?page=2' }).totalCount).toBe(40)
  })
  it('still fails without any list of cards', () => {
    expect(productListSchema.safeParse({ totalCount: 2 }).success).toBe(false)
    expect(productListSchema.safeParse(null).success).toBe(false)
  })
})

describe('a category listing without the category object (the spec asks only for products)', () => {
  it.each([
    ['absent', {}],
    ['null', { category: null }],
    ['without url', { category: { id: '7', title: 'Phones' } }],
  ])('category %s: the listing is read', (_, over) => {
    const out = categoryListingSchema.parse({ products: [card(1)], ...over })
    expect(ids(out.products)).toEqual([1])
    expect(out.category).toMatchObject({ subcategories: [], age_restricted: false, seo_title: '' })
  })
  it('a category of its own keeps its fields; without url its url is empty (the page knows its slug)', () => {
    const out = categoryListingSchema.parse({ products: [], category: { id: '7', title: 'Phones' } })
    expect(out.category).toMatchObject({ id: 7, title: 'Phones', url: '' })
  })
  it("no category: the title is the last breadcrumb's, else the SEO title; id 0, url ''", () => {
    const crumbs = [
      { title: 'Home', url: '/' },
      { title: 'Phones', url: 'phones' },
    ]
    expect(categoryListingSchema.parse({ products: [], breadcrumbs: crumbs }).category).toMatchObject({
      id: 0,
      title: 'Phones',
      url: '',
    })
    expect(
      categoryListingSchema.parse({ products: [], breadcrumbs: [crumbs[0]], seo_info: { title: 'Telefoane' } }).category
        .title,
    ).toBe('Telefoane')
    expect(categoryListingSchema.parse({ products: [] }).category.title).toBe('')
  })
})

describe('a stock the back end does not count: is_stock decides', () => {
  const p = (is_stock: boolean, stock: number | null) => ({ active: true, available: true, is_stock, stock })
  it.each([
    [p(true, null), true],
    [p(false, null), false],
    [p(true, 3), true],
    [p(true, 0), false],
    [p(true, Number.NaN), false],
  ])('%o in stock: %s', (product, expected) => {
    expect(inStock(product)).toBe(expected)
    expect(isSellable(product)).toBe(expected)
  })
  it.each([
    ['missing', {}],
    ['null', { stock: null }],
    ['malformed', { stock: 'many' }],
  ])('a card whose stock is %s reads as not counted, and one in stock is sold', (_name, stock) => {
    const { stock: _counted, ...sent } = card(5)
    const read = productCardSchema.parse({ ...sent, ...stock, is_stock: true })
    expect(read.stock).toBeNull()
    expect(isSellable(read)).toBe(true)
  })
  it('allow_negative_stock still sells what is active and available', () => {
    expect(isSellable(p(false, null), true)).toBe(true)
    expect(isSellable({ ...p(true, null), available: false }, true)).toBe(false)
  })
})

describe('listing paging without pages', () => {
  const page = (n: number, over: object) => ({ data: { products: cards(n) }, ...over })
  it.each([
    ['totalCount and page_size', page(24, { totalCount: '30', page_size: 24 }), 2],
    ['totalCount and a next link (the page full)', page(24, { totalCount: 30, next: '/c/?page=2' }), 2],
    ['totalCount and a DRF link with page_size', page(6, { totalCount: 30, previous: '/c/?page=4&page_size=6' }), 5],
    ['the last page: a previous link only', page(6, { previous: '/c/?page=1', page: 2 }), 2],
    ['a next link without a total', page(24, { next: 3 }), 3],
    ['nothing at all', page(5, {}), 1],
    ['pages given wins', page(24, { totalCount: 30, page_size: 24, pages: 7 }), 7],
  ])('%s', (_, body, pages) => {
    expect(searchResultSchema.parse(body).pages).toBe(pages)
    expect(categoryListingSchema.parse(body).pages).toBe(pages)
  })
  it('next and previous are read, not passed on', () => {
    expect(searchResultSchema.parse(page(2, { next: '/c/?page=2' }))).not.toHaveProperty('next')
  })
})

describe('a listing longer than its page: cut to the page, the rest logged as left out', () => {
  it('the answer says page_size 24 and sends 200 cards: 24 kept, 176 recorded', () => {
    const { result, drops } = parseCollectingDrops(categoryListingSchema, {
      data: { products: cards(200) },
      totalCount: 200,
      page_size: 24,
    })
    expect(result.data?.products).toHaveLength(24)
    expect(result.data?.data).toHaveLength(24)
    expect(result.data?.pages).toBe(9)
    expect(drops).toHaveLength(176)
    expect(drops[0]).toMatchObject({ path: 'data.products[*]', list: 'data.products', listLength: 200 })
    expect(drops[0]?.issue).toMatch(/more cards than a page of 24/)
  })
  it('no page size in the answer: cut to the most a listing asks for (100)', () => {
    const { result, drops } = parseCollectingDrops(searchResultSchema, { products: cards(150) })
    expect(result.data?.products).toHaveLength(100)
    expect(drops).toHaveLength(50)
    expect(result.data?.totalCount).toBe(150)
  })
  it('a page as long as asked is whole', () => {
    const { result, drops } = parseCollectingDrops(searchResultSchema, { products: cards(24), page_size: 24 })
    expect(result.data?.products).toHaveLength(24)
    expect(drops).toEqual([])
  })
})

describe('product properties as { title, value }', () => {
  it('are kept, the rest derived; one without a title is left out', () => {
    const { result, drops } = parseCollectingDrops(productPageSchema, {
      product: card(1),
      properties: [
        { title: 'Weight', value: '1 kg' },
        { title: 'Cores', value: 8 },
        { name: 'Colour', value: null },
      ],
    })
    expect(result.data?.properties).toEqual([
      { id: 0, keyword: 'Weight', title: 'Weight', value: '1 kg', value_number: null, option_keyword: '', unit: null },
      { id: 0, keyword: 'Cores', title: 'Cores', value: '8', value_number: 8, option_keyword: '', unit: null },
    ])
    expect(drops.map((d) => d.path)).toEqual(['properties[*].title'])
  })
  it('a full property is unchanged', () => {
    const full = { id: 3, keyword: 'color', title: 'Colour', value: 'black', option_keyword: 'black', unit: null }
    expect(productPropertiesSchema.parse({ product_id: 1, properties: [full] }).properties).toEqual([
      { ...full, value_number: null },
    ])
  })
})

describe('home widgets', () => {
  it.each([
    [null, 'grid'],
    [undefined, 'grid'],
    ['slider', 'slider'],
  ])('featured categories with view_mode %s: %s', (view_mode, expected) => {
    expect(similarCategorySchema.parse({ categories: [], view_mode }).view_mode).toBe(expected)
  })
  it('popular queries as plain strings, most used first', () => {
    expect(popularQueriesSchema.parse(['phone', 'tv'])).toEqual([
      { id: 1, query: 'phone', count: 2 },
      { id: 2, query: 'tv', count: 1 },
    ])
    expect(popularQueriesSchema.parse([{ id: 9, query: 'x', count: '4' }])).toEqual([{ id: 9, query: 'x', count: 4 }])
  })
})

describe('a write whose answer the shop does not read takes any success body', () => {
  const writes = Object.entries(endpoints).filter(([, e]) => (e as { status?: number }).status === 204)
  it('the reference answers these 204 (so the list is not empty)', () => {
    expect(writes.map(([name]) => name)).toEqual(
      expect.arrayContaining(['setPassword', 'resetPasswordConfirm', 'resetPassword', 'logout', 'cartReservation']),
    )
  })
  // an operator's set_password answering 200 {"detail": "Password updated"} showed the shopper an error
  it.each(writes)('%s', (_name, e) => {
    for (const body of [null, { detail: 'Password updated' }, 'OK', { status: 'ok' }])
      expect(
        (e as { response: { safeParse: (v: unknown) => { success: boolean } } }).response.safeParse(body).success,
      ).toBe(true)
  })
})

describe('GET general/menu-calculator: a menu with the fields the spec names (duration, price, discount, days)', () => {
  const menu = (duration: object, products: unknown[]) => ({
    data: [
      {
        calories: 1200,
        durations: [
          {
            duration: 7,
            price: '700.00',
            days: [{ week: 1, day: 1, day_name: 'Luni', description: '', products }],
            ...duration,
          },
        ],
      },
    ],
    current_date: { week: 1, day: 1, day_name: 'Luni' },
  })
  it.each([
    ['no product_id, no discount: a plan no product sells, 0 off', {}, ['Ovăz'], null, 0, ['Ovăz']],
    ['a product and a discount', { product_id: '501', discount: 5 }, ['Ovăz'], 501, 5, ['Ovăz']],
    [
      'dishes as objects named by title or name; one unnamed is dropped',
      { product_id: 501, discount: 0 },
      [{ title: 'Ovăz' }, { name: 'Supă' }, { id: 3 }],
      501,
      0,
      ['Ovăz', 'Supă'],
    ],
  ])('%s', (_n, duration, products, productId, discount, dishes) => {
    const { result } = parseCollectingDrops(endpoints.menuCalculator.response, menu(duration, products))
    const read = result.data?.data[0]?.durations[0]
    expect([read?.product_id, read?.discount, read?.days[0]?.products]).toEqual([productId, discount, dishes])
  })
})

describe('writes the spec shows no answer for: any 2xx body is the write done', () => {
  const bodies = [{}, { detail: 'Subscribed' }, { id: 3 }, { success: true }, [], 'OK', null]
  it.each([
    'newsletter',
    'sendResume',
    'bookConsultation',
    'userRequest',
    'createReview',
    'likeReview',
    'dislikeReview',
  ] as const)('%s', (name) => {
    for (const body of bodies) expect(endpoints[name].response.safeParse(body).success, JSON.stringify(body)).toBe(true)
  })
})

describe('a credit application or an iute order (accounts spec 7: "responses: not shown")', () => {
  it.each([
    [
      'ours',
      { status: 'ok', id: 5, number: 'CR-5', monthly_payment: '512.50', months: 12, amount: 6000 },
      ['CR-5', 512.5, 12],
    ],
    ['an id alone: numbered by it', { id: 5 }, ['5', null, null]],
    ['an order id and a numeric number', { order_id: 9, number: 1009, status: 'created' }, ['1009', null, null]],
    ['nothing: taken, no number', {}, [null, null, null]],
    ['no body (204)', null, [null, null, null]],
    [
      'a malformed payment is left out',
      { number: 'A-1', monthly_payment: 'a lot', months: 'ten' },
      ['A-1', null, null],
    ],
  ])('%s', (_n, body, [number, monthly, months]) => {
    for (const name of ['creditRequest', 'iuteCreateOrder'] as const) {
      expect(endpoints[name].response.parse(body)).toEqual({ number, monthly_payment: monthly, months })
    }
  })
})

describe('GET /general/product-review/ (the spec shows no answer): ours, a bare list or a DRF page', () => {
  const review = { id: 1, author: 'Ana', text: 'ok', rating: 5 }
  it.each([
    ['ours', { data: [review], totalCount: 1, pages: 1, rating: 5 }, 1, 1],
    ['no reviews, as a bare list', [], 0, 1],
    ['a bare list', [review, { ...review, id: 2 }], 2, 1],
    ['a DRF page', { count: 25, next: 'http://x/?page=2', previous: null, results: [review] }, 25, 25],
  ])('%s', (_n, body, total, pages) => {
    const read = endpoints.reviews.response.parse(body)
    expect([read.data.length > 0 || total === 0, read.totalCount, read.pages]).toEqual([true, total, pages])
  })
})

describe('POST /general/product-availability/ (the answer not shown): read product by product', () => {
  it.each([
    [
      'a shop by shopId, qty and isOpen, named by name; no totals',
      [{ id: 7, shops: [{ shopId: 1, name: 'Centru', qty: '3', isOpen: 1 }] }],
      [[7, [[1, 'Centru', 3, true]]]],
    ],
    [
      'a shop without a name: #id',
      [{ id: 7, shops: [{ shopId: 2, qty: 0, isOpen: false }] }],
      [[7, [[2, '#2', 0, false]]]],
    ],
    [
      'a shop that does not say whether it is open: neither',
      [{ id: 7, shops: [{ shopId: 3, title: 'Botanica', qty: 2 }] }],
      [[7, [[3, 'Botanica', 2, null]]]],
    ],
    ['an odd product is left out, not the answer', [{ id: 'x' }, { id: 8, available: true, shops: [] }], [[8, []]]],
  ])('%s', (_n, body, read) => {
    const { result } = parseCollectingDrops(endpoints.productAvailability.response, body)
    expect(result.data?.map((p) => [p.id, p.shops.map((s) => [s.shopId, s.title, s.qty, s.isOpen])])).toEqual(read)
  })
})

describe('static content pages (spec 7.1: "static content pages", no shape shown)', () => {
  it.each([
    ['ours', { title: 'Livrare', content: '<p>x</p>' }],
    ['no title', { content: '<p>x</p>' }],
    ['html', { html: '<p>x</p>' }],
    ['text', { text: '<p>x</p>' }],
    ['the html itself', '<p>x</p>'],
  ])('%s', (_n, body) => {
    expect(endpoints.staticPage.response.parse(body).content).toBe('<p>x</p>')
  })
  it('no html at all is refused', () => {
    expect(endpoints.staticPage.response.safeParse({ title: 'Livrare' }).success).toBe(false)
  })
})

describe("articles (spec 3 News names the list's fields, not an article's)", () => {
  const article = { id: 1, title: 'Reduceri', slug: 'reduceri' }
  it.each([
    ['created_at', { created_at: '2026-11-01' }, '2026-11-01'],
    ['date', { date: '2026-11-02' }, '2026-11-02'],
    ['published_at', { published_at: '2026-11-03' }, '2026-11-03'],
    ['no date: none shown, the article kept', {}, null],
  ])('%s', (_n, dated, date) => {
    const list = endpoints.articles.response.parse({
      data: [{ ...article, ...dated }],
      totalCount: 1,
      pages: 1,
      statuses: [],
    })
    expect(list.data.map((a) => a.created_at)).toEqual([date])
    expect(endpoints.article.response.parse({ ...article, ...dated, content: '<p>x</p>' }).created_at).toBe(date)
  })
})

describe('GET /base/delivery-services/ (spec 7.3: "first entry: brand_services, countries")', () => {
  it.each([
    ['objects', [{ brand_services: [{ slug: 'novapost' }], countries: [{ code: 'MD' }] }]],
    ['the slugs and codes themselves', [{ brand_services: ['novapost'], countries: ['MD'] }]],
  ])('%s', (_n, body) => {
    const [first] = endpoints.deliveryServices.response.parse(body)
    expect([first?.brand_services.map((b) => b.slug), first?.countries.map((c) => c.code)]).toEqual([
      ['novapost'],
      ['MD'],
    ])
  })
})

describe('credit options (spec 3: "options with credit_company id, companies")', () => {
  it.each([
    ['terms as a list', [6, 12], [6, 12]],
    ['one term alone', '12', [12]],
  ])('%s', (_n, months, read) => {
    const answer = endpoints.credits.response.parse({
      options: [{ credit_company: 1, months, rate: 0 }],
      companies: [{ id: 1, title: 'Iute' }],
    })
    expect(answer.options.map((o) => o.months)).toEqual([read])
  })
  it('an option without a rate is kept (the back end prices each term), its rate null', () => {
    const answer = endpoints.credits.response.parse({
      options: [{ credit_company: 1, months: [6, 12] }],
      companies: [{ id: 1, title: 'Iute' }],
    })
    expect(answer.options.map((o) => [o.title, o.rate])).toEqual([['Iute', null]])
  })
})

describe('GET general/menu-calculator: "menu entries by calories" (spec 3)', () => {
  const duration = { duration: 7, price: 700, discount: 0, days: [] }
  const current_date = { week: 1, day: 1, day_name: 'Luni' }
  it.each([
    ['a list of entries (ours)', [{ calories: 1200, durations: [duration] }]],
    ['keyed by the calories', { '1200': { durations: [duration] } }],
    ['keyed by the calories, the durations alone', { '1200': [duration] }],
  ])('%s', (_n, data) => {
    const menu = endpoints.menuCalculator.response.parse({ data, current_date })
    expect(menu.data.map((e) => [e.calories, e.durations.map((d) => d.duration)])).toEqual([[1200, [7]]])
  })
  it.each([
    ['the entries alone, as a list', [{ calories: 1200, durations: [duration] }]],
    ['the entries alone, keyed by the calories', { '1200': { durations: [duration] } }],
    ['no current_date', { data: [{ calories: 1200, durations: [duration] }] }],
  ])('%s: read, today not said (null)', (_n, body) => {
    const menu = endpoints.menuCalculator.response.parse(body)
    expect([menu.data.map((e) => [e.calories, e.durations.length]), menu.current_date]).toEqual([[[1200, 1]], null])
  })
})

describe('GET /api/static-content/2/ (the terms; the spec shows no answer)', () => {
  it.each([
    ['ours', { id: 2, title: 'Termeni', content: 'Text' }, 'Termeni'],
    ['no id, no title', { content: 'Text' }, ''],
    ['html', { html: 'Text' }, ''],
    ['the text itself', 'Text', ''],
  ])('%s', (_n, body, title) => {
    expect(endpoints.staticContent.response.parse(body)).toMatchObject({ title, content: 'Text' })
  })
})
