import { describe, expect, it } from 'vitest'
import { cartValidationSchema, deliveryCostSchema } from './cart'
import {
  brandListSchema,
  categoryListingSchema,
  favoritesSchema,
  popularQueriesSchema,
  productArraySchema,
  productPropertiesSchema,
  reviewListSchema,
  slugCheckSchema,
} from './catalogue'
import {
  cmsPageSchema,
  defaultSiteFilesSchema,
  mainPageSettingsSchema,
  productSliderSchema,
  similarCategorySchema,
  staticPageSchema,
} from './content'
import { endpoints } from './endpoints'
import { parseCollectingDrops } from './items'
import { testProduct } from './product-card.fixture'
import { globalSettingsSchema } from './settings'

/**
 * Answers of a second back end written from the spec alone (review R1, /tmp/r1/backend.mjs): shapes
 * the spec allows that the shop refused, each a shopper-visible fault before its fix.
 */

describe('GET /{locale}/main/slider-new_products/ and slides-popular-product/ (spec: "keeps items with is_stock, first 10")', () => {
  const two = [testProduct(1), testProduct(2)]
  it('a bare list of cards is the slider (the home page showed no new or popular products)', () => {
    expect(productSliderSchema.parse(two).products.map((p) => p.productId)).toEqual([1, 2])
  })
  it('{ products } still reads; a bare list drops what is no card; no list still fails', () => {
    expect(productSliderSchema.parse({ products: two }).products).toHaveLength(2)
    const { result, drops } = parseCollectingDrops(productSliderSchema, [{ nope: 1 }])
    expect([result.data?.products, drops.map((d) => d.list)]).toEqual([[], ['products']])
    expect(productSliderSchema.safeParse('two').success).toBe(false)
  })
})

describe('GET /page/{slug}/ (spec: "returns html, ignore_layout, show_breadcrumbs", types not shown)', () => {
  it.each([
    [1, 0, true, false],
    ['true', 'false', true, false],
    ['0', '1', false, true],
  ])('flags as %j / %j read as booleans (the page answered 404)', (breadcrumbs, layout, wantCrumbs, wantLayout) => {
    const page = cmsPageSchema.parse({ html: '<p>x</p>', show_breadcrumbs: breadcrumbs, ignore_layout: layout })
    expect(page.show_breadcrumbs).toBe(wantCrumbs)
    expect(page.ignore_layout).toBe(wantLayout)
  })
  it('a flag that is no flag still fails', () => {
    expect(cmsPageSchema.safeParse({ html: '', show_breadcrumbs: 'maybe', ignore_layout: false }).success).toBe(false)
  })
})

describe('global settings langs as the spec\'s Locale entries ("code, iso, file, dir, name")', () => {
  it('a list of locale objects gives their codes (the shop served uk and en the back end has not)', () => {
    const langs = [
      { code: 'ro', iso: 'ro-RO', name: 'Română', dir: 'ltr', file: 'ro.json' },
      { code: 'ru', iso: 'ru-RU', name: 'Русский' },
    ]
    expect(globalSettingsSchema.parse({ project: 'x', langs }).langs).toEqual(['ro', 'ru'])
  })
  it('codes as strings still read; a list with no known locale keeps the default', () => {
    expect(globalSettingsSchema.parse({ project: 'x', langs: ['ru', 'ro'] }).langs).toEqual(['ru', 'ro'])
    expect(globalSettingsSchema.parse({ project: 'x', langs: [{ iso: 'de-DE' }] }).langs).toEqual([
      'ro',
      'ru',
      'uk',
      'en',
    ])
  })
})

describe('lists the spec shows no shape for, sent the way the listings are', () => {
  const two = [testProduct(1), testProduct(2)]
  it.each([
    ['{ products }', { products: two }],
    ['{ data }', { data: two }],
    ["DRF's { results }", { results: two, count: 2 }],
    ["the listings' { data: { products } }", { data: { products: two, totalCount: 2 } }],
    ['a bare list', two],
  ])('products-by-ids and recommended as %s (the cart could not verify its lines, so no order)', (_, body) => {
    expect(productArraySchema.parse(body).map((p) => p.productId)).toEqual([1, 2])
  })
  it('brands as a bare list (the brands page answered 503)', () => {
    const brands = [
      { id: '501', name: 'Nordika', slug: 'nordika', image: null },
      { id: '502', name: 'Solaris', slug: 'solaris' },
    ]
    const out = brandListSchema.parse(brands)
    expect([out.data.map((b) => b.name), out.totalCount, out.pages]).toEqual([['Nordika', 'Solaris'], 2, 1])
  })
})

describe('POST /general/slug_check (spec: "response has slug")', () => {
  it('the slug alone is the answer (switching language kept the old slug)', () => {
    expect(slugCheckSchema.parse({ slug: 'telefon-x' })).toMatchObject({ slug: 'telefon-x' })
  })
})

describe('GET /settings/about_us_page and the other static pages', () => {
  it('without SEO fields the page still shows its content (it showed an empty page)', () => {
    expect(staticPageSchema.parse({ title: 'Despre', content: '<p>R1</p>' })).toEqual({
      title: 'Despre',
      content: '<p>R1</p>',
      seo_title: '',
      seo_description: '',
    })
  })
})

describe('the home page settings and category tiles with fields left out', () => {
  it('main_page_settings with only seo_title is read (the home page showed "some sections could not be loaded" and was never cached)', () => {
    expect(mainPageSettingsSchema.parse({ seo_title: 'R1 Magazin' })).toEqual({
      blocks: [],
      seo_title: 'R1 Magazin',
      seo_description: '',
      seo_text: '',
    })
  })
  it('a featured category without productCount keeps its tile, with no count (every tile was left out)', () => {
    const out = similarCategorySchema.parse({
      categories: [{ id: '11', title: 'Telefoane', url: 'telefoane', image: null }],
    })
    expect(out.categories).toEqual([{ id: 11, title: 'Telefoane', url: 'telefoane', image: null, productCount: null }])
  })
})

describe('GET /general/cart/validate-products/ (spec: "valid after validate-products succeeds; a 400 marks invalid")', () => {
  it.each([
    ['a body of its own', { detail: 'ok' }],
    ['an empty object', {}],
    ['no body (204)', null],
    ['ours', { valid: true, total_count: 2, total_price: '40.00' }],
    ['an empty list', []],
    ['true', true],
    ['a word', 'OK'],
  ])('a success with %s is valid (server-cart shops could not order)', (_, body) => {
    expect(cartValidationSchema.safeParse(body).success).toBe(true)
  })
  it('a success that says valid: false is not', () => {
    expect(cartValidationSchema.safeParse({ valid: false }).success).toBe(false)
  })
})

describe('GET /base/payment-systems (spec 3: "Payment systems: list (fields not shown)")', () => {
  const systems = endpoints.paymentSystems.response
  const img = 'http://127.0.0.1:9330/media/pay/cash.svg'
  it('text ids with name and code are the systems, ids kept as given (the cart said the payment methods could not be loaded: no order)', () => {
    const words = [
      { id: 'cash', name: 'Numerar la livrare', code: 'cash', image: img },
      { id: 'card', name: 'Card la livrare', code: 'card' },
    ]
    expect(parseCollectingDrops(systems, words)).toEqual({
      result: {
        success: true,
        data: [
          { id: 'cash', slug: 'cash', title: 'Numerar la livrare', type: 'offline', img, only_company: false },
          { id: 'card', slug: 'card', title: 'Card la livrare', type: 'offline', img: null, only_company: false },
        ],
      },
      drops: [],
    })
  })
  it('an id and a name are enough: the slug is the id as text', () => {
    expect(
      systems.parse([
        { id: 7, name: 'Numerar' },
        { id: 'card', title: 'Card' },
      ]),
    ).toMatchObject([
      { id: 7, slug: '7', title: 'Numerar' },
      { id: 'card', slug: 'card', title: 'Card' },
    ])
  })
  it('ours still reads as before: digit strings are numbers, title and slug win over name and code', () => {
    expect(systems.parse([{ id: '1', title: 'Numerar', slug: 'cash', name: 'x', code: 'y', img: null }])).toEqual([
      { id: 1, slug: 'cash', title: 'Numerar', type: 'offline', img: null, only_company: false },
    ])
  })
  it('a system without a name or an id it could be ordered by is left out; no list at all still fails (the cart keeps its notice)', () => {
    const body = [
      { id: 'cash' },
      { name: 'no id' },
      { id: ' cash', name: 'x' },
      { id: 1.5, name: 'x' },
      { id: 'ok', name: 'Ok' },
    ]
    expect(systems.parse(body).map((s) => s.id)).toEqual(['ok'])
    expect(systems.safeParse({ methods: [] }).success).toBe(false)
    expect(systems.safeParse('cash').success).toBe(false)
  })
})

describe('POST /general/v2/order/create-order/ payment_system_id (spec: "order data")', () => {
  const order = (payment_system_id: unknown) =>
    endpoints.createOrder.body.safeParse({
      customer: { name: 'Ana', phone: '+37369111222' },
      delivery: { method: 'pickup' },
      payment_system_id,
    })
  it.each([['cash'], [1]])('takes %j, the id as the payment systems gave it', (id) => {
    expect(order(id)).toMatchObject({ success: true, data: { payment_system_id: id } })
  })
  it.each([[0], [1.5], [''], [' cash'], ['12'], [null]])('refuses %j', (id) => {
    expect(order(id).success).toBe(false)
  })
})

describe('POST /general/v2/order/create-order/ answer (spec: "result.payUrl"; the local cart keeps orderNumber)', () => {
  it('{ result: { id, order_id, number } }: the order number the success page shows, the id a payment check asks by', () => {
    const answer = { result: { id: '5001', order_id: '5001', number: 'R1-5001' } }
    expect(endpoints.createOrder.response.parse(answer).result).toEqual({
      payUrl: null,
      orderId: '5001',
      orderNumber: 'R1-5001',
      total: 0,
      deliveryPrice: 0,
      discount: 0,
      trans_id: null,
    })
  })
})

describe('GET /general/v2/order/{id}/ (accounts spec 3 "Orders", detail: name, address..., email, phone, ext)', () => {
  it('the detail of an order placed on it (R1_PAYMENT_IDS=words): its lines as the body sent them, its payment system as the list names it', () => {
    const answer = {
      id: '5001',
      number: 'R1-5001',
      status: 'new',
      created_at: '2026-12-05T10:04:28.958Z',
      total: '7156.00',
      products: [
        { id: 7026, count: 1 },
        { id: 7023, count: 1 },
      ],
      name: 'Ion Testescu',
      email: 'r1@example.com',
      phone: '+(373)69123-456',
      address: { address: 'str. Ștefan cel Mare 1', region: 'Chișinău' },
      payment_system: { id: 'cash', name: 'Numerar la livrare', code: 'cash', image: '/media/pay/cash.svg' },
    }
    const { result, drops } = parseCollectingDrops(endpoints.order.response, answer)
    expect(drops).toEqual([])
    expect(result.data).toMatchObject({
      id: '5001',
      total: 7156,
      name: 'Ion Testescu',
      address: { address: 'str. Ștefan cel Mare 1', locality: null, region: { id: null, name: 'Chișinău' } },
      payment_system: { id: 'cash', title: 'Numerar la livrare' },
      items: [
        { product_id: 7026, count: 1, price: null, product: null },
        { product_id: 7023, count: 1, price: null, product: null },
      ],
    })
  })
})

describe("a category's subcategories without productCount", () => {
  it('have no count, not 0 (the category page showed "Telefoane mobile 0")', () => {
    const out = categoryListingSchema.parse({
      products: [],
      category: { id: '10', title: 'Gadgeturi', subcategories: [{ id: '11', title: 'Telefoane', url: 'telefoane' }] },
    })
    expect(out.category.subcategories.map((s) => s.productCount)).toEqual([null])
  })
})

describe('POST /general/delivery-cost/ (spec 7.3 names the call, not its answer)', () => {
  it('the price alone, as money text, is the answer (the cart said "Nu a putut fi calculat")', () => {
    expect(deliveryCostSchema.parse({ price: '45.00' })).toEqual({
      price: 45,
      free: false,
      free_from: null,
      zone: null,
      total: null,
    })
    expect(deliveryCostSchema.parse({ price: 0 })).toMatchObject({ price: 0, free: true })
  })
  it('ours still reads; an answer without a price, or with one that is no number, still fails', () => {
    const ours = { price: 50, free: false, free_from: 1000, zone: 'capital', total: 850 }
    expect(deliveryCostSchema.parse(ours)).toEqual(ours)
    expect(deliveryCostSchema.safeParse({ cost: 45 }).success).toBe(false)
    expect(deliveryCostSchema.safeParse({ price: '45 lei' }).success).toBe(false)
  })
})

describe('GET /general/popular_query (no shape in the spec)', () => {
  it('{ query } items without id or count are the queries, most used first (the search window showed none)', () => {
    expect(popularQueriesSchema.parse([{ query: 'telefon' }, { query: 'nordika' }])).toEqual([
      { id: 1, query: 'telefon', count: 2 },
      { id: 2, query: 'nordika', count: 1 },
    ])
  })
  it('ours and plain strings still read; an item with no query is left out', () => {
    expect(popularQueriesSchema.parse([{ id: 7, query: 'a', count: '9' }, 'b', { id: 3 }])).toEqual([
      { id: 7, query: 'a', count: 9 },
      { id: 2, query: 'b', count: 1 },
    ])
  })
})

describe('GET /general/product_properties (no shape in the spec)', () => {
  const props = [
    { id: '1', title: 'Culoare', keyword: 'color', value: 'Roșu' },
    { id: '3', title: 'Memorie', keyword: 'memory', value: '128 GB' },
  ]
  it('a bare list is the properties of the product asked for (the compare page showed none)', () => {
    expect(productPropertiesSchema.parse(props)).toMatchObject({
      product_id: null,
      properties: [
        { title: 'Culoare', value: 'Roșu' },
        { title: 'Memorie', value: '128 GB' },
      ],
    })
  })
  it('ours still reads; an answer that is no list of properties still fails', () => {
    expect(productPropertiesSchema.parse({ product_id: 7026, properties: props }).product_id).toBe(7026)
    expect(productPropertiesSchema.safeParse('Culoare: Roșu').success).toBe(false)
  })
})

describe('GET, POST and DELETE /favorites/ (no answer in the spec)', () => {
  it.each([
    ['an empty bare list', [], []],
    ['a bare list of cards', [testProduct(1), testProduct(2)], [1, 2]],
    ['a bare list of ids', [3, '4'], [3, 4]],
    ['{ products } of cards', { products: [testProduct(5)] }, [5]],
    ["DRF's { results }", { results: [testProduct(6)], count: 1 }, [6]],
    ['ours', { products: [testProduct(7)], ids: [7, 8] }, [7, 8]],
    // Session 60's operator audit: each of these read as an empty list.
    ['{ ids } alone', { ids: [101, 105, 102] }, [101, 105, 102]],
    [
      'rows with the card',
      [
        { id: 1, product: testProduct(101) },
        { id: 2, product: testProduct(105) },
      ],
      [101, 105],
    ],
    [
      'rows with product_id',
      [
        { id: 1, product_id: 101 },
        { id: 2, product_id: '105' },
      ],
      [101, 105],
    ],
    ['rows with the product as an id', [{ id: 1, product: 101 }], [101]],
  ])('%s gives the ids (signed-in favourites were not synchronised)', (_, body, ids) => {
    expect(favoritesSchema.parse(body).ids).toEqual(ids)
  })
  it("a paged list names its next page (DRF's next as a link); ours and a bare list are whole", () => {
    expect(favoritesSchema.parse({ count: 5, next: 'https://api.test/favorites/?page=2', results: [1, 2] }).next).toBe(
      2,
    )
    expect(favoritesSchema.parse({ products: [], ids: [7] }).next).toBeNull()
    expect(favoritesSchema.parse([7, 8]).next).toBeNull()
  })
  it('the cards of rows are the cards shown', () => {
    expect(favoritesSchema.parse([{ id: 1, product: testProduct(101) }]).products.map((p) => p.productId)).toEqual([
      101,
    ])
  })
  it('an item that gives no product id fails the answer: no favourite is dropped', () => {
    expect(favoritesSchema.safeParse([testProduct(1), { id: 2 }]).success).toBe(false)
    expect(favoritesSchema.safeParse([{ product: { title: 'x' } }]).success).toBe(false)
    expect(favoritesSchema.safeParse({ favourites: [1] }).success).toBe(false)
  })
})

describe('GET /settings/default-site-files/ (no shape in the spec)', () => {
  it("[] (PHP's empty object) is no files: ads.txt none configured, not the back end failing (it answered 503)", () => {
    expect(defaultSiteFilesSchema.parse([])).toEqual({
      robots: '',
      ads_txt: null,
      favicon: null,
      manifest: { name: '', short_name: '', theme_color: '' },
    })
  })
  it('an object reads each file it gives; a list of something or a text still fails', () => {
    expect(defaultSiteFilesSchema.parse({ ads_txt: 'google.com, pub-1, DIRECT' }).ads_txt).toBe(
      'google.com, pub-1, DIRECT',
    )
    expect(defaultSiteFilesSchema.safeParse(['robots']).success).toBe(false)
    expect(defaultSiteFilesSchema.safeParse('User-agent: *').success).toBe(false)
  })
})

describe('the code sign-in and the adverts calls whose answers the spec does not show (a spec-tail audit, session 55)', () => {
  it.each(['smsCode', 'emailCode', 'phoneRegister', 'complaint'] as const)(
    '%s: any 2xx answer is success ({}, null, a detail, the reference back end shape)',
    (name) => {
      for (const answer of [{}, null, { detail: 'Code sent' }, { status: 'ok', expires_in: 600, code_length: 6 }])
        expect(endpoints[name].response.safeParse(answer).success).toBe(true)
    },
  )

  it('loginByEmail: the spec\'s "token, user" signs in, a session without a refresh token', () => {
    const user = { id: 7, email: 'a@b.md', firstName: 'A', lastName: 'B' }
    const parsed = endpoints.loginByEmail.response.safeParse({ token: 'jwt', user })
    expect(parsed.success && parsed.data.refresh).toBeNull()
    const full = endpoints.loginByEmail.response.safeParse({ token: 'jwt', refresh: 'r', user })
    expect(full.success && full.data.refresh).toBe('r')
    expect(endpoints.loginByEmail.response.safeParse({ user }).success).toBe(false)
  })
})

describe("a product's properties as another back end sends them (spec 3 names no shape; session 60)", () => {
  const values = (properties: unknown[]) =>
    productPropertiesSchema.parse({ product_id: 1, properties }).properties.map((p) => [p.title, p.value])
  it('a list, a flag and an object are text; none leaves its row out', () => {
    expect(
      values([
        { title: 'Culoare', value: ['Negru', 'Alb'] },
        { title: 'NFC', value: true },
        { title: 'Wi-Fi 7', value: false },
        { title: 'Greutate', value: '180', unit: 'g' },
        { title: 'Garanție', value: null },
        { title: 'Producător', value: { title: 'Moldova' } },
        { title: 'Ecran', value: { value: 6.1 } },
      ]),
    ).toEqual([
      ['Culoare', 'Negru, Alb'],
      ['NFC', '✓'],
      ['Wi-Fi 7', '—'],
      ['Greutate', '180'],
      ['Producător', 'Moldova'],
      ['Ecran', '6.1'],
    ])
  })
  it('groups of properties are read as one list', () => {
    expect(
      values([
        { group: 'General', properties: [{ title: 'Culoare', value: 'Negru' }] },
        { group: 'Ecran', properties: [{ title: 'Diagonală', value: 6.1 }] },
        { title: 'Greutate', value: '180' },
      ]),
    ).toEqual([
      ['Culoare', 'Negru'],
      ['Diagonală', '6.1'],
      ['Greutate', '180'],
    ])
  })
})

describe('product reviews under other field names (spec 3: "fields not shown"; session 60)', () => {
  it("a review's text, author, date and likes are read under the names other back ends give them", () => {
    const page = reviewListSchema.parse({
      count: 3,
      next: null,
      previous: null,
      results: [
        {
          id: 1,
          user_name: 'Maria',
          comment: 'Foarte bun telefon',
          rating: '5',
          likes_count: 3,
          created: '2026-11-01',
        },
        { id: 2, name: 'Ion', review: 'Bateria ține puțin', rating: 3.5, date: '2026-11-02' },
        { id: 3, author: 'Ana', text: 'OK', rating: 4, likes: 1, created_at: '2026-11-03', comment: 'not this' },
      ],
    })
    expect(page.data.map((r) => [r.author, r.text, r.rating, r.likes, r.created_at])).toEqual([
      ['Maria', 'Foarte bun telefon', 5, 3, '2026-11-01'],
      ['Ion', 'Bateria ține puțin', 4, 0, '2026-11-02'],
      ['Ana', 'OK', 4, 1, '2026-11-03'],
    ])
  })
})
