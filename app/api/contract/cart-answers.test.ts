import { describe, expect, it } from 'vitest'
import { citiesSchema, pointsSchema } from './carrier'
import {
  createOrderSchema,
  deliveryAddressListSchema,
  deliveryInfoTextSchema,
  deliveryServicesSchema,
  deliveryTimeSchema,
  paymentSystemsSchema,
  promoResultSchema,
  regionsSchema,
  serverCartSchema,
} from './cart'
import { checkoutStatusSchema } from './catalogue'
import { storeSchema } from './content'
import { parseCollectingDrops } from './items'

/**
 * Answers shaped as the spec allows (storefront spec 3, 4 and 7.3; accounts spec "Carrier"): the
 * spec's fields, decimals as strings, none of our own fields. Each one failed or lost its items
 * before the schemas were read generously.
 */

describe('create-order: only result.payUrl is the spec\'s ("status 201 with a payUrl redirects to payment")', () => {
  it.each([
    [
      'payUrl alone',
      { result: { payUrl: 'https://pay.example/1' } },
      { payUrl: 'https://pay.example/1', orderId: null, orderNumber: null, trans_id: null },
    ],
    [
      'a number as orderNumber, payUrl null',
      { result: { orderId: 7, orderNumber: 1001, payUrl: null } },
      { payUrl: null, orderId: '7', orderNumber: '1001' },
    ],
    [
      'no payUrl at all',
      { result: { orderNumber: 'A-12' } },
      { payUrl: null, orderNumber: 'A-12', total: 0, deliveryPrice: 0, discount: 0 },
    ],
    [
      'decimal strings, a numeric trans_id',
      {
        result: { orderId: '9', total: '120.50', deliveryPrice: '0.00', discount: '5', payUrl: '/pay/9', trans_id: 77 },
      },
      { orderId: '9', total: 120.5, deliveryPrice: 0, discount: 5, trans_id: '77' },
    ],
    [
      'orderId and orderNumber over the other names (ours are what our back end sends)',
      { result: { orderId: 7, order_id: 8, id: 9, orderNumber: 'SO-7', order_number: 'X', number: 'Y' } },
      { orderId: '7', orderNumber: 'SO-7' },
    ],
    [
      'order_id and order_number',
      { result: { order_id: '8', id: 9, order_number: 1008, number: 'Y' } },
      { orderId: '8', orderNumber: '1008' },
    ],
    [
      'an id and no number: numbered by its id (the success page shows it)',
      { result: { id: 9 } },
      { orderId: '9', orderNumber: '9' },
    ],
    [
      'an odd field of ours never fails a created order',
      { result: { orderId: '../x', orderNumber: { n: 1 }, payUrl: null } },
      { orderId: null, orderNumber: null },
    ],
    // session 63: an order id as text (the spec never says it is a number) is the id and, unnumbered, the number
    ['a text id', { result: { orderId: 'ORD-5005', payUrl: null } }, { orderId: 'ORD-5005', orderNumber: 'ORD-5005' }],
    [
      'a UUID as id, its number beside it',
      { result: { id: '3f2b8c1e-9a4d-4c1b-8e2f-0a1b2c3d4e5f', number: 'R-17' } },
      { orderId: '3f2b8c1e-9a4d-4c1b-8e2f-0a1b2c3d4e5f', orderNumber: 'R-17' },
    ],
  ])('%s', (_n, body, expected) => {
    expect(createOrderSchema.parse(body).result).toMatchObject(expected)
  })
  it("reads the result's fields sent bare as the result; a list or a text is still no answer", () => {
    expect(createOrderSchema.parse({ payUrl: 'https://pay.example/1', order_id: 4 }).result).toMatchObject({
      payUrl: 'https://pay.example/1',
      orderId: '4',
    })
    expect(createOrderSchema.safeParse([{ payUrl: 'https://pay.example/1' }]).success).toBe(false)
    expect(createOrderSchema.safeParse('created').success).toBe(false)
    expect(createOrderSchema.safeParse({ result: { payUrl: 5 } }).success).toBe(false)
  })
})

const specLine = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  price: '12.50',
  count: 2,
  home_delivery: true,
  card_payment_available: false,
  is_recipe: true,
  prescription_checked: false,
  is_loyalty_active: false,
  priceWithDiscount: '11.25',
  discountAmount: '1.25',
  discountPercentage: 10,
  ...over,
})

describe("server cart: the spec's lines (no product card) and totals as decimal strings", () => {
  it('keeps every spec-shaped line and reads the totals', () => {
    const { result, drops } = parseCollectingDrops(serverCartSchema, {
      total_count: '3',
      total_discount: '2.50',
      total_price: '100.00',
      loyalty_give: '0',
      products: [specLine(1), specLine(2, { title: 'Aspirin', img: '/a.jpg', url: 'aspirin' })],
    })
    expect(drops).toEqual([])
    expect(result.success).toBe(true)
    const cart = result.data!
    expect([cart.total_count, cart.total_discount, cart.total_price, cart.loyalty_give]).toEqual([3, 2.5, 100, 0])
    expect(cart.products.map((l) => [l.id, l.price, l.priceWithDiscount, l.discountAmount])).toEqual([
      [1, 12.5, 11.25, 1.25],
      [2, 12.5, 11.25, 1.25],
    ])
    // a line without a card: a card of what the line has, marked for the real card's fetch
    expect(cart.products[0]).toMatchObject({
      cardless: true,
      product: {
        productId: 1,
        title: '#1',
        url: '1',
        img: '',
        price: 12.5,
        is_recipe: true,
        card_payment_available: false,
      },
    })
    expect(cart.products[1]?.product).toMatchObject({ title: 'Aspirin', url: 'aspirin', img: '/a.jpg' })
  })

  it("a line with a malformed card keeps its line; a line without the spec's fields is dropped and reported", () => {
    const { result, drops } = parseCollectingDrops(serverCartSchema, {
      total_count: 1,
      total_discount: 0,
      total_price: 10,
      loyalty_give: 0,
      products: [specLine(1, { product: { title: 7 } }), { id: 2, count: 1 }],
    })
    expect(result.data?.products.map((l) => [l.id, 'cardless' in l && l.cardless])).toEqual([[1, true]])
    expect(drops.map((d) => d.path)).toEqual(['products[*].price'])
  })
})

describe('promo result: decimals as strings', () => {
  it('reads the spec-shaped answer', () => {
    const out = promoResultSchema.parse({
      status: 'success',
      type: 'general',
      promo_value: '10.00',
      promo_value_type: 'percent',
      products: [{ id: '3', price: '45.00', count: '2', priceWithDiscount: '40.50' }],
      general_price: '90.00',
      promo_code: 'SALE10',
    })
    expect(out).toMatchObject({
      promo_value: 10,
      general_price: 90,
      products: [{ id: 3, price: 45, count: 2, priceWithDiscount: 40.5 }],
    })
  })

  it.each([
    ['only general_price (spec 7.3: "response general_price")', { general_price: '90.00' }, true],
    ['general_price with a success status', { status: 'success', general_price: 90 }, true],
    ['a status other than success', { status: 'error', general_price: 90 }, false],
    ['no general_price', { status: 'success', promo_value: 10, promo_value_type: 'percent', products: [] }, false],
  ])('%s: read %s', (_n, body, read) => {
    expect(promoResultSchema.safeParse(body).success).toBe(read)
  })
})

describe('checkout status: decimals as strings; an odd item is dropped, not the answer', () => {
  it('reads the rest', () => {
    const { result, drops } = parseCollectingDrops(checkoutStatusSchema, [
      { id: 1, active: true, available: true, is_stock: true, stock: '4', price: '12.50' },
      { id: 2, active: true, available: true, is_stock: true, stock: 1, price: 'n/a' },
    ])
    expect(result.data).toEqual([{ id: 1, active: true, available: true, is_stock: true, stock: 4, price: 12.5 }])
    expect(drops.map((d) => d.example)).toEqual(['[1].price'])
  })

  // audit r11 finding 1: spec 7.2 names a stock status and no price; every such item was dropped
  it('an item without a price (as spec 7.2 describes it) is read, its price null', () => {
    const { result, drops } = parseCollectingDrops(checkoutStatusSchema, [
      { id: 1, active: true, available: true, is_stock: true, stock: 4 },
      { id: 2, active: true, available: false, is_stock: false, stock: 0, price: null },
    ])
    expect(result.data).toEqual([
      { id: 1, active: true, available: true, is_stock: true, stock: 4, price: null },
      { id: 2, active: true, available: false, is_stock: false, stock: 0, price: null },
    ])
    expect(drops).toEqual([])
  })
})

describe("carrier lists read data with the spec's fields", () => {
  it('a warehouse or post machine with ref and address.description (no number)', () => {
    const out = pointsSchema.parse({
      data: [
        { ref: 'abc-1', address: { description: 'Branch 1' } },
        { ref: 'b', number: '12', address: { description: 'Branch 12' } },
      ],
    })
    expect(out.data).toEqual([
      { ref: 'abc-1', number: null, address: { description: 'Branch 1' } },
      { ref: 'b', number: 12, address: { description: 'Branch 12' } },
    ])
  })
  it('a city with ref, description and descriptionRo (no area, no country)', () => {
    const out = citiesSchema.parse({ data: [{ ref: 'c-1', description: 'Kyiv', descriptionRo: 'Kiev' }] })
    expect(out.data).toEqual([{ ref: 'c-1', description: 'Kyiv', descriptionRo: 'Kiev', area: '', country_code: null }])
  })
  it.each([
    ['ua', 'UA'],
    ['UA', 'UA'],
    ['Ukraine', null],
    [380, null],
  ])("a city's country %j reads as %j (ours: the order names it)", (country_code, read) => {
    const out = citiesSchema.parse({ data: [{ ref: 'c-1', country_code }] })
    expect(out.data[0]?.country_code).toBe(read)
  })
})

describe("saved delivery addresses: the spec's fields are enough", () => {
  it('keeps an address without our city_title and street_title', () => {
    const { result, drops } = parseCollectingDrops(deliveryAddressListSchema, [
      {
        shipping_address_id: 5,
        shipping_city_id: 12,
        shipping_street_id: null,
        shipping_building: '3',
        shipping_apartment: null,
        shipping_address_note: null,
        is_default: true,
      },
    ])
    expect(drops).toEqual([])
    expect(result.data).toEqual([
      {
        shipping_address_id: 5,
        shipping_city_id: 12,
        shipping_street_id: null,
        shipping_building: '3',
        shipping_apartment: null,
        shipping_address_note: null,
        is_default: true,
        city_title: '',
        street_title: null,
      },
    ])
  })
})

describe('delivery services: brand_services and countries of the first entry', () => {
  it('a service without types is read (types []); an odd service is dropped, not the call', () => {
    const { result, drops } = parseCollectingDrops(deliveryServicesSchema, [
      {
        brand_services: [{ id: 1, slug: 'novapost', title: 'Nova Poshta' }, { title: 'no slug' }],
        countries: [{ code: 'MD' }],
      },
    ])
    expect(result.data).toEqual([
      {
        brand_services: [{ id: 1, slug: 'novapost', title: 'Nova Poshta', types: [] }],
        countries: [{ code: 'MD', title: '' }],
      },
    ])
    expect(drops.map((d) => d.path)).toEqual(['[*].brand_services[*].slug'])
  })
})

describe('payment systems (spec 3: "Payment systems: list (fields not shown)")', () => {
  const cash = { id: '1', slug: 'cash', title: 'Numerar la livrare' }
  const expected = [
    { id: 1, slug: 'cash', title: 'Numerar la livrare', type: 'offline', img: null, only_company: false },
  ]
  it.each([
    ['a plain list of id, slug and title', [cash]],
    ['a DRF page', { count: 1, next: null, previous: null, results: [cash] }],
    ['nulls and a 1/0 flag', [{ ...cash, type: null, img: null, only_company: 0 }]],
  ])('%s: offline, no image, for everyone', (_n, body) => {
    const { result, drops } = parseCollectingDrops(paymentSystemsSchema, body)
    expect(drops).toEqual([])
    expect(result.data).toEqual(expected)
  })
  it('the fields given are kept; a system without a title or name leaves only itself out', () => {
    const body = [
      { ...cash, id: 2, type: 'online', img: '/card.svg', only_company: true },
      { id: 3, slug: 'no-title' },
    ]
    expect(paymentSystemsSchema.parse(body)).toEqual([
      { id: 2, slug: 'cash', title: 'Numerar la livrare', type: 'online', img: '/card.svg', only_company: true },
    ])
  })
})

describe('regions (spec 3: "Default region 3 ... and locality kishinev")', () => {
  it.each([
    [
      'a text locality id, no slug, no suburb (unknown: null)',
      [{ regionId: '3', label: 'Chișinău', localities: [{ localityId: 'kishinev', label: 'Chișinău' }] }],
      [
        {
          regionId: 3,
          label: 'Chișinău',
          localities: [{ localityId: 'kishinev', label: 'Chișinău', slug: 'kishinev', suburb: null }],
        },
      ],
    ],
    [
      'an integer id (a digit string) takes it as its slug; the given slug and suburb are kept',
      [
        {
          regionId: 3,
          label: 'Chișinău',
          localities: [
            { localityId: '12', label: 'Durlești' },
            { localityId: 1, label: 'Chișinău', slug: 'kishinev', suburb: true },
          ],
        },
      ],
      [
        {
          regionId: 3,
          label: 'Chișinău',
          localities: [
            { localityId: 12, label: 'Durlești', slug: '12', suburb: null },
            { localityId: 1, label: 'Chișinău', slug: 'kishinev', suburb: true },
          ],
        },
      ],
    ],
  ])('%s', (_n, body, expected) => {
    const { result, drops } = parseCollectingDrops(regionsSchema, body)
    expect(drops).toEqual([])
    expect(result.data).toEqual(expected)
  })
  it('a region sent with localities null is kept, its localities asked of their own call (absent)', () => {
    const { result, drops } = parseCollectingDrops(regionsSchema, [
      { regionId: 4, label: 'Bălți', localities: null },
      { regionId: 5, label: 'Cahul', localities: [] },
    ])
    expect(drops).toEqual([])
    expect(result.data).toEqual([
      { regionId: 4, label: 'Bălți' },
      { regionId: 5, label: 'Cahul', localities: [] },
    ])
  })
  it('a locality without a label leaves only itself out, not its region', () => {
    const body = [{ regionId: 3, label: 'C', localities: [{ localityId: 'kishinev' }, { localityId: 2, label: 'B' }] }]
    expect(regionsSchema.parse(body)[0]?.localities?.map((l) => l.localityId)).toEqual([2])
  })
})

describe('pickup times (spec 7.3 GET /general/delivery-time/{storeId}/, the answer not shown)', () => {
  const slot = { date: '2026-12-07', from: '10:00', to: '12:00' }
  it.each([
    ['ours', { storeId: 3, isOpen: true, slots: [slot] }, { isOpen: true, slots: [slot] }],
    ['a bare list of slots', [slot], { isOpen: true, slots: [slot] }],
    ['a bare empty list (the second back end)', [], { isOpen: true, slots: [] }],
    ['closed as 0, no store id', { isOpen: 0, slots: [] }, { storeId: null, isOpen: false, slots: [] }],
    ['a slot without times is left out', [slot, { date: '2026-12-07' }], { slots: [slot] }],
  ])('%s', (_name, body, expected) => {
    expect(deliveryTimeSchema.parse(body)).toMatchObject(expected)
  })
  it('a text is no answer', () => {
    expect(deliveryTimeSchema.safeParse('closed').success).toBe(false)
  })
})

describe('a shop (spec 3: "shopId, isOpen, sorted order field"): the rest is ours, defaulted', () => {
  it.each([
    [
      'ours',
      { shopId: 1, title: 'Centru', address: 'Str. 1', lat: 47.02, lon: 28.83, isOpen: true, sorted: 1 },
      { title: 'Centru', lat: 47.02, lon: 28.83, isOpen: true },
    ],
    [
      'only what the spec names',
      { shopId: 2, isOpen: 1, sorted: '2' },
      { title: '#2', lat: null, lon: null, isOpen: true, sorted: 2 },
    ],
    [
      'a name, coordinates null',
      { shopId: 3, name: 'Botanica', lat: null, lon: null },
      { title: 'Botanica', lat: null },
    ],
    ['isOpen absent: not said, not closed', { shopId: 4, title: 'Ciocana' }, { isOpen: null }],
    ['isOpen false: closed', { shopId: 5, title: 'Buiucani', isOpen: false }, { isOpen: false }],
    ['an address, no title', { shopId: 4, address: 'Bd. Dacia 5' }, { title: 'Bd. Dacia 5' }],
  ])('%s', (_name, body, expected) => {
    expect(storeSchema.parse(body)).toMatchObject(expected)
  })
  it('still needs the shop id', () => {
    expect(storeSchema.safeParse({ title: 'Centru', isOpen: true }).success).toBe(false)
  })
})

describe('the delivery text (GET /mi/delivery_info_text, the shape not shown)', () => {
  it.each([
    ['ours', { text: 'Livrare 1-2 zile' }],
    ['the text itself', 'Livrare 1-2 zile'],
  ])('%s', (_name, body) => {
    expect(deliveryInfoTextSchema.parse(body)).toEqual({ text: 'Livrare 1-2 zile' })
  })
})
