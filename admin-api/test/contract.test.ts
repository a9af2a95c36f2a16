import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildPath, type EndpointName, endpoints } from '../../app/api/contract/endpoints'
import { api, LOCALES, lastMessage, login, registerActive } from './helpers'

/**
 * Contract tests: every endpoint of the registry is called (in every language) and its answer
 * must parse with the endpoint's response schema. One sample request per endpoint.
 */

interface Sample {
  params?: Record<string, string | number>
  query?: string
  body?: unknown
  auth?: boolean
  /** A bearer token of its own (instead of the demo user's). */
  token?: string
}

let token = ''
const ids: Record<string, string | number> = {}

beforeAll(async () => {
  token = (await login()).access
  const q = async <T>(sql: string) => (await env.DB.prepare(sql).first<T>())!
  ids.productId = (await q<{ id: number }>('SELECT id FROM products WHERE active = 1 AND is_stock = 1 AND stock >= 2 AND multiplicity = 1 ORDER BY id LIMIT 1')).id
  ids.productSlug = (await q<{ s: string }>('SELECT slug_en AS s FROM products WHERE active = 1 ORDER BY id LIMIT 1')).s
  ids.categorySlug = (await q<{ s: string }>('SELECT slug_ro AS s FROM categories WHERE level = 2 ORDER BY id LIMIT 1')).s
  ids.articleSlug = (await q<{ s: string }>("SELECT slug AS s FROM content WHERE site_id = 1 AND kind = 'article' AND locale = 'ro' ORDER BY id LIMIT 1")).s
  ids.reviewId = (await q<{ id: number }>('SELECT id FROM reviews ORDER BY id LIMIT 1')).id
  ids.brandSlug = (await q<{ s: string }>('SELECT slug AS s FROM brands ORDER BY id LIMIT 1')).s
  ids.cityRef = (await q<{ r: string }>('SELECT ref AS r FROM np_cities ORDER BY ref LIMIT 1')).r
  ids.warehouseRef = (await q<{ r: string }>(`SELECT ref AS r FROM np_points WHERE city_ref = '${ids.cityRef}' AND kind = 'warehouse' LIMIT 1`)).r
  ids.orderId = (await q<{ id: number }>('SELECT id FROM orders WHERE site_id = 1 ORDER BY id LIMIT 1')).id
  ids.myOrderId = (await q<{ id: number }>('SELECT id FROM orders WHERE site_id = 1 AND user_id = 1 ORDER BY id LIMIT 1')).id
  ids.addressId = (await q<{ id: number }>('SELECT id FROM delivery_addresses WHERE user_id = 1 ORDER BY id DESC LIMIT 1')).id
  // A guest cart for the cart calls.
  await api('/general/cart/add-item/', { method: 'POST', body: JSON.stringify({ product_id: ids.productId, count: 1, no_user_id: 'contract-guest-1' }) })
})

const G = 'no_user_id=contract-guest-1'
const samples = (): Record<EndpointName, Sample> => ({
  globalSettings: {},
  footerSettings: {},
  staticPage: { params: { kind: 'about_us_page' } },
  mainPageSettings: {},
  defaultSiteFiles: {},
  newsletter: { body: { email: 'news@example.com' } },
  cmsPage: { params: { path: 'landing/black-friday' } },
  menuTree: {},
  sliders: {},
  slidesBanner: {},
  similarCategory: {},
  carouselCategory: {},
  advantages: { params: { key: 'main_page' } },
  newProducts: { params: { locale: 'ru' } },
  popularProducts: { params: { locale: 'en' } },
  productOfTheDay: {},
  promotions: {},
  promotion: { params: { id: 1 } },
  categoryProductsMain: {},
  promos: { query: 'sort=price-' },
  articles: { query: 'page=1&status_id=1' },
  articleRecommended: { params: { id: 1 } },
  article: { params: { slug: ids.articleSlug! } },
  seoArticle: { query: `product_slug=${ids.productSlug}` },
  faq: {},
  services: {},
  orderGuide: {},
  storeSellers: {},
  contacts: {},
  pageContacts: {},
  contactGroups: {},
  stores: {},
  videoReviews: {},
  customerReviews: {},
  vacancies: {},
  vacancy: { params: { id: 1 } },
  sendResume: { body: { name: 'Ana', phone: '+37369123456', vacancy_id: 1 } },
  bookConsultation: { body: { name: 'Ana', phone: '+37369123456' } },
  userRequest: { body: { name: 'Ana', message: 'Hello' } },
  galleryAllImages: {},
  gallery: {},
  galleryAlbum: { params: { id: 1 } },
  partners: {},
  brands: {},
  brand: { params: { slug: ids.brandSlug! } },
  customInstance: { params: { id: 1 } },
  sitemap: { query: 'base_url=https://shop.example.com' },
  category: { params: { slug: ids.categorySlug! }, query: 'filters=color:black,white&sort=price%2B' },
  search: { query: 'query=samsung' },
  popularQuery: {},
  product: { params: { slug: ids.productSlug! } },
  similarProducts: { query: `product_id=${ids.productId}` },
  productProperties: { query: `product_id=${ids.productId}` },
  reviews: { query: `product_id=${ids.productId}` },
  createReview: { body: { product_id: ids.productId, author: 'Tester', rating: 5, text: 'Good' } },
  likeReview: { params: { id: ids.reviewId! }, body: {} },
  dislikeReview: { params: { id: ids.reviewId! }, body: {} },
  productFilter: { query: 'ids=1,2,3' },
  productFilterPromo: { query: 'page_size=5' },
  productFilterRecommended: { query: 'product_ids=1,2' },
  productsByIds: { query: 'ids=1,2,3' },
  associatedProducts: { query: 'product_ids=1,2,3,4,5,6,7,8,9,10' },
  associatedProductsV2: { query: `product_id=${ids.productId}` },
  bannerSelect: { params: { id: 3 } },
  productAvailability: { body: { products: [{ id: ids.productId, count: 1 }] } },
  checkoutStatus: { query: `productIds=${ids.productId}&productIds=2` },
  shopProduct: { query: 'type=discount&page_size=10' },
  slugCheck: { body: { new_lang: 'ru', current_slug: ids.productSlug, object_type: 'product' } },
  credits: { query: 'product_ids=1' },
  creditCalculate: { body: { credit_company: 1, months: 12, amount: 12000 } },
  menuCalculator: { query: 'locality_id=1' },
  creditCalculator: {},
  filials: {},
  creditPrice: { body: { credit_company: 1, amount: 12000, months: 12 } },
  creditRequest: { body: { credit_company: 1, amount: 12000, months: 12, name: 'Ana', phone: '+37369123456' } },
  iuteCreateOrder: { body: { products: [{ product_id: ids.productId, count: 1 }], months: 6, name: 'Ana', phone: '+37369123456' } },
  favorites: { auth: true },
  addFavorite: { auth: true, body: { product_id: ids.productId } },
  deleteFavorite: { auth: true, body: { product_id: ids.productId } },
  cartFetchAll: { query: G },
  cartAddItem: { body: { product_id: ids.productId, count: 1, no_user_id: 'contract-guest-2' } },
  cartReduceItem: { body: { product_id: ids.productId, count: 1, no_user_id: 'contract-guest-2' } },
  cartRemoveItem: { body: { product_ids: [ids.productId], no_user_id: 'contract-guest-3' } },
  cartValidate: { query: G },
  cartReservation: { body: { no_user_id: 'contract-guest-1' } },
  deliveryAddresses: { auth: true },
  createDeliveryAddress: { auth: true, body: { shipping_city_id: 1, shipping_building: '7' } },
  deleteDeliveryAddress: { auth: true, body: { shipping_address_id: ids.addressId } },
  mergeCart: { auth: true, body: { no_user_id: 'contract-guest-4' } },
  setLoyaltyItem: { body: { product_id: ids.productId, active: true, no_user_id: 'contract-guest-1' } },
  promoUpdatePrices: { body: { code: 'WELCOME10', no_user_id: 'contract-guest-1', loyalty_products: [] } },
  previewPromo: { body: { promo_code: 'WELCOME10', products: [{ id: ids.productId, count: 1 }] } },
  deliveryTime: { params: { id: 1 } },
  deliveryInfoText: {},
  regions: {},
  localities: { query: 'region_id=3' },
  sectors: {},
  addresses: { query: 'locality_id=1&query=bd' },
  deliveryCost: { body: { region_id: 3, locality_id: 2, products: [{ id: ids.productId, count: 1 }] } },
  deliveryServices: {},
  paymentSystems: {},
  createOrder: {
    body: {
      products: [{ id: ids.productId, count: 1 }],
      customer: { name: 'Ana', phone: '+37369123456' },
      delivery: { method: 'address', region_id: 3, address: 'bd. Dacia 1' },
      payment_system_id: 2,
    },
  },
  createOrderV3: { body: { products: [{ id: ids.productId, count: 1 }], customer: { name: 'Ana', phone: '+37369123456' }, delivery: { method: 'pickup', store_id: 1 }, payment_system_id: 1 } },
  paymentStatus: { auth: true, params: { id: ids.myOrderId! } },
  orders: { auth: true, query: 'page=1&status=new&start_date=2020-01-01&end_date=2030-01-01' },
  order: { auth: true, params: { id: ids.myOrderId! }, query: 't=1' },
  ordersListLegacy: { auth: true, query: 'start_date=2020-01-01&end_date=2030-12-31&page=1' },
  acts: { auth: true, query: 'page=1' },
  npCity: { body: { query: 'Ки' } },
  npStreet: { body: { cityRef: ids.cityRef, query: '' } },
  npWarehouse: { body: { cityRef: ids.cityRef, number: '1' } },
  npPostmachine: { body: { cityRef: ids.cityRef } },
  npDeliveryPrice: { body: { type: 'warehouse', city_ref_id: ids.cityRef, warehouse_ref_id: ids.warehouseRef } },
  npCityV1: { body: { query: '' } },
  npStreetV1: { body: { cityRef: ids.cityRef, query: 'Ш' } },
  npWarehouseV1: { body: { cityRef: ids.cityRef } },
  npPostmachineV1: { body: { cityRef: ids.cityRef, number: 1001 } },
  npDeliveryPriceV1: { body: { type: 'courier', city_ref_id: ids.cityRef, address: { description: 'Шевченка', house_number: '1' } } },
  oneClickOrder: { body: { product_id: ids.productId, count: 1, name: 'Ana', phone: '+37369123456' } },
  preOrder: { body: { product_id: ids.productId, name: 'Ana', phone: '+37369123456', email: 'ana@example.com' } },
  firstToKnow: { body: { product_id: ids.productId, contact: 'ana@example.com' } },
  bulkOrder: { body: { product_id: ids.productId, count: 50, company: 'Ana SRL', name: 'Ana', phone: '+37369123456' } },
  register: { body: { email: `new-${Math.random().toString(36).slice(2)}@example.com`, password: 'secret1234', re_password: 'secret1234', first_name: 'Nou' } },
  jwtCreate: { body: { email: 'customer1@example.com', password: 'customer12345' } },
  jwtRefresh: { body: { refresh: '' } },
  logout: { auth: true, body: {} },
  me: { auth: true },
  userGroup: { auth: true },
  // made fresh for each call: see `fresh` below
  activation: {},
  resetPassword: { body: { email: 'contract.nobody@example.com' } },
  resetPasswordConfirm: {},
  setPassword: {},
  smsCode: { query: `phone=${encodeURIComponent('+37369100000')}` },
  emailCode: { query: 'email=customer6@example.com' },
  loginByEmail: {},
  googleAuth: {},
  facebookAuth: {},
  twitterAuth: {},
})

let accountSeq = 0
const freshEmail = () => `contract.${++accountSeq}.${Date.now().toString(36)}@example.com`
const fakeSocial = async (provider: string) =>
  (await (
    await api(`/__dev/social/${provider}/token`, { method: 'POST', site: null, body: JSON.stringify({ id: `${provider}-contract`, name: 'Contract User', email: 'contract.social@example.com' }) })
  ).json()) as Record<string, string>

/** Samples that need a fresh link, code or provider token each time (they are single use or per user). */
const fresh: Partial<Record<EndpointName, () => Promise<Sample>>> = {
  async activation() {
    const email = freshEmail()
    await api('/auth/users/', { method: 'POST', body: JSON.stringify({ email, password: 'contract123', first_name: 'Contract' }) })
    const m = await lastMessage(email, 'activation')
    return { body: { uid: m.uid, token: m.token } }
  },
  async resetPasswordConfirm() {
    const user = await registerActive(freshEmail(), 'contract123')
    await api('/auth/users/reset_password/', { method: 'POST', body: JSON.stringify({ email: user.email }) })
    const m = await lastMessage(user.email, 'password_reset')
    return { body: { uid: m.uid, token: m.token, new_password: 'contract456', re_new_password: 'contract456' } }
  },
  async setPassword() {
    const user = await registerActive(freshEmail(), 'contract123')
    return { token: user.access, body: { current_password: 'contract123', new_password: 'contract456', re_password: 'contract456' } }
  },
  async loginByEmail() {
    const user = await registerActive(freshEmail(), 'contract123')
    await api(`/api/v1/email-code?email=${encodeURIComponent(user.email)}`)
    return { body: { email: user.email, code: (await lastMessage(user.email, 'email_code')).code } }
  },
  googleAuth: async () => ({ body: { access_token: (await fakeSocial('google')).access_token, platform: 'web' } }),
  facebookAuth: async () => ({ body: { access_token: (await fakeSocial('facebook')).access_token, platform: 'web' } }),
  twitterAuth: async () => {
    const t = await fakeSocial('twitter')
    return { body: { oauth_token: t.oauth_token, oauth_verifier: t.oauth_verifier } }
  },
}

describe('every endpoint answers with its contract schema', () => {
  it('has a sample for every endpoint of the registry', () => {
    expect(Object.keys(samples()).sort()).toEqual(Object.keys(endpoints).sort())
  })

  for (const locale of LOCALES) {
    it(`parses every answer in ${locale}`, async () => {
      const all = samples()
      const refresh = (await login('customer2@example.com', 'customer12345')).refresh
      all.jwtRefresh.body = { refresh }
      const failures: string[] = []
      for (const [name, e] of Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][]) {
        if (name === 'logout') continue // checked last: it revokes the token
        const s = (await fresh[name]?.()) ?? all[name]
        if (name === 'deleteDeliveryAddress') {
          const last = await env.DB.prepare('SELECT max(id) AS id FROM delivery_addresses WHERE user_id = 1').first<{ id: number }>()
          s.body = { shipping_address_id: last!.id }
        }
        const path = buildPath(e.path, s.params) + (s.query ? `?${s.query}` : '')
        const res = await api(path, { method: e.method, lang: locale, token: s.token ?? (s.auth ? token : undefined), body: s.body === undefined ? undefined : JSON.stringify(s.body) })
        const expected = 'status' in e && e.status ? e.status : 200
        if (res.status !== expected) {
          failures.push(`${name} ${e.method} ${path}: ${res.status} ${await res.text()}`)
          continue
        }
        if (expected === 204) continue
        const data = 'text' in e && e.text ? await res.text() : await res.json()
        const parsed = e.response.safeParse(data)
        if (!parsed.success) failures.push(`${name}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`)
        if (res.headers.get('Content-Language') !== locale && !path.startsWith('/ru/') && !path.startsWith('/en/')) failures.push(`${name}: Content-Language ${res.headers.get('Content-Language')}`)
      }
      expect(failures).toEqual([])
    })
  }

  it('answers in the language asked for', async () => {
    const titles = await Promise.all(LOCALES.map(async (l) => ((await (await api('/general/menu_tree', { lang: l })).json()) as { title: string }[])[0]!.title))
    expect(new Set(titles).size).toBe(4)
    const ru = (await (await api('/en/main/slider-new_products/', { lang: 'ru' })).json()) as { products: { title: string }[] }
    expect(ru.products[0]!.title).toMatch(/[a-z]/i)
  })

  it('logout answers 204 and revokes the token', async () => {
    const t = await login('customer3@example.com', 'customer12345')
    const res = await api('/auth/token/logout/', { method: 'POST', token: t.access, body: JSON.stringify({ refresh: t.refresh }) })
    expect(res.status).toBe(204)
    expect((await api('/auth/users/me/', { token: t.access })).status).toBe(401)
    expect((await api('/auth/jwt/refresh/', { method: 'POST', body: JSON.stringify({ refresh: t.refresh }) })).status).toBe(401)
  })
})
