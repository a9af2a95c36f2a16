import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTS } from '#contract/accounts.ts'
import { buildPath, type EndpointName, endpoints } from '#contract/endpoints.ts'
import { parseCollectingDrops } from '#contract/items.ts'
import sentJson from '#docs/contract.sent.json'
import { fieldPaths } from '#scripts/contract-doc/generate.ts'
import { advertSamples, freshAdvertSamples, sendForm } from './adverts-helpers'
import { api, confirmedCompanyUser, DEVICE, LOCALES, lastMessage, login, registerActive } from './helpers'

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
  /** A multipart body (the profile image): field -> file bytes. */
  form?: Record<string, Uint8Array<ArrayBuffer>>
  /** A multipart body sent as is (the advert add/edit form). */
  multipart?: FormData
}

let token = ''
const ids: Record<string, string | number> = {}
let adverts: Awaited<ReturnType<typeof advertSamples>>

beforeAll(async () => {
  token = (await login()).access
  adverts = await advertSamples()
  const q = async <T>(sql: string) => (await env.DB.prepare(sql).first<T>())!
  ids.productId = (
    await q<{ id: number }>(
      'SELECT id FROM products WHERE active = 1 AND is_stock = 1 AND stock >= 2 AND multiplicity = 1 ORDER BY id LIMIT 1',
    )
  ).id
  ids.productSlug = (await q<{ s: string }>('SELECT slug_en AS s FROM products WHERE active = 1 ORDER BY id LIMIT 1')).s
  ids.categorySlug = (
    await q<{ s: string }>('SELECT slug_ro AS s FROM categories WHERE level = 2 ORDER BY id LIMIT 1')
  ).s
  ids.articleSlug = (
    await q<{ s: string }>(
      "SELECT slug AS s FROM content WHERE site_id = 1 AND kind = 'article' AND locale = 'ro' ORDER BY id LIMIT 1",
    )
  ).s
  ids.reviewId = (await q<{ id: number }>('SELECT id FROM reviews ORDER BY id LIMIT 1')).id
  ids.brandSlug = (await q<{ s: string }>('SELECT slug AS s FROM brands ORDER BY id LIMIT 1')).s
  ids.cityRef = (await q<{ r: string }>('SELECT ref AS r FROM np_cities ORDER BY ref LIMIT 1')).r
  ids.warehouseRef = (
    await q<{ r: string }>(
      `SELECT ref AS r FROM np_points WHERE city_ref = '${ids.cityRef}' AND kind = 'warehouse' LIMIT 1`,
    )
  ).r
  ids.streetRef = (
    await q<{ r: string }>(`SELECT ref AS r FROM np_streets WHERE city_ref = '${ids.cityRef}' ORDER BY ref LIMIT 1`)
  ).r
  ids.orderId = (await q<{ id: number }>('SELECT id FROM orders WHERE site_id = 1 ORDER BY id LIMIT 1')).id
  ids.myOrderId = (
    await q<{ id: number }>('SELECT id FROM orders WHERE site_id = 1 AND user_id = 1 ORDER BY id LIMIT 1')
  ).id
  ids.addressId = (
    await q<{ id: number }>('SELECT id FROM delivery_addresses WHERE user_id = 1 ORDER BY id DESC LIMIT 1')
  ).id
  // A guest cart for the cart calls.
  await api('/general/cart/add-item/', {
    method: 'POST',
    body: JSON.stringify({ product_id: ids.productId, count: 1, no_user_id: 'contract-guest-1' }),
  })
})

const G = 'no_user_id=contract-guest-1'
const samples = (): Record<EndpointName, Sample> => ({
  ...adverts,
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
  contactList: {},
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
  sendQuote: { auth: true }, // the company account's sample: fresh.sendQuote
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
  iuteCreateOrder: {
    body: { products: [{ product_id: ids.productId, count: 1 }], months: 6, name: 'Ana', phone: '+37369123456' },
  },
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
  createOrderV3: {
    body: {
      products: [{ id: ids.productId, count: 1 }],
      customer: { name: 'Ana', phone: '+37369123456' },
      delivery: { method: 'pickup', store_id: 1 },
      payment_system_id: 1,
    },
  },
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
  npDeliveryPriceV1: {
    body: {
      type: 'courier',
      city_ref_id: ids.cityRef,
      address: { ref: ids.streetRef, description: 'Шевченка', house_number: '1' },
    },
  },
  oneClickOrder: { body: { product_id: ids.productId, count: 1, name: 'Ana', phone: '+37369123456' } },
  preOrder: { body: { product_id: ids.productId, name: 'Ana', phone: '+37369123456', email: 'ana@example.com' } },
  firstToKnow: { body: { product_id: ids.productId, contact: 'ana@example.com' } },
  bulkOrder: { body: { product_id: ids.productId, count: 50, company: 'Ana SRL', name: 'Ana', phone: '+37369123456' } },
  register: {
    body: {
      email: `new-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'secret1234',
      re_password: 'secret1234',
      first_name: 'Nou',
    },
  },
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
  // the cabinet: made fresh for each call where they change the account (see `fresh` below)
  userById: { auth: true, params: { id: 1 } },
  changePersonalData: {},
  changeFullName: {},
  changeProfileImage: {},
  deleteProfileImage: {},
  phones: { auth: true },
  phoneSendCode: {},
  addPhone: {},
  createAuthNumber: {},
  changeAuthNumber: {},
  deletePhone: {},
  emails: { auth: true },
  emailSendCode: {},
  addEmail: {},
  makeEmailPrimary: {},
  deleteEmail: {},
  createCompany: {},
  createCompanyMulti: {},
  companies: { auth: true, query: 'page=1&status=active&search=demo&start_date=2000-01-01&end_date=2100-01-01' },
  legacyAddFavorites: { auth: true, body: { goods: [ids.productId] } },
  legacyDeleteFavorite: { auth: true, params: { id: ids.productId! } },
  requestDeleteAccount: {},
  confirmDeleteAccount: {},
  support: { body: { name: 'Ana', email_address: 'contract.support@example.com', body: 'Hello' } },
  staticContent: { params: { id: 2 } },
})

let accountSeq = 0
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
/** A fresh account signed in, with its id. */
const freshUser = async () => {
  const user = await registerActive(freshEmail(), 'contract123')
  const me = (await (await api('/auth/users/me/', { token: user.access })).json()) as { id: number }
  return { ...user, id: me.id }
}
let phoneSeq = 0
const freshPhone = () => `+37368${String(100_000 + ++phoneSeq * 13 + (Date.now() % 1000) * 97).slice(-6)}`
let ipSeq = 0
/**
 * A phone or e-mail verified for the user through the outbox (send-code, then the code), from a client
 * address of its own (SMS are limited per client IP: decision 0015).
 */
async function verifyCode(token: string, kind: 'phone' | 'email', to: string) {
  const headers = { 'CF-Connecting-IP': `198.18.236.${++ipSeq % 250}` }
  await api(`/api/${kind}/send-code/`, {
    method: 'POST',
    token,
    headers,
    body: JSON.stringify(kind === 'phone' ? { new_phone_number: to } : { new_email_address: to }),
  })
  return (await lastMessage(to, `${kind}_verification`)).code
}
const company = {
  name: 'Contract SRL',
  idno: '1003600077777',
  address: 'str. Contract 1',
  iban: 'MD24AG000000022500000001',
}
const freshEmail = () => `contract.${++accountSeq}.${Date.now().toString(36)}@example.com`
const fakeSocial = async (provider: string) =>
  (await (
    await api(`/__dev/social/${provider}/token`, {
      method: 'POST',
      site: null,
      body: JSON.stringify({ id: `${provider}-contract`, name: 'Contract User', email: 'contract.social@example.com' }),
    })
  ).json()) as Record<string, string>

/** Samples that need a fresh link, code or provider token each time (they are single use or per user). */
const fresh: Partial<Record<EndpointName, () => Promise<Sample>>> = {
  ...freshAdvertSamples,
  // Quotes are for company accounts (decision 0067): a fresh one, so the seeded company's orders stay as other files count them.
  async sendQuote() {
    const u = await freshUser()
    await confirmedCompanyUser(u.id)
    return { token: u.access, body: { items: [{ product_id: ids.productId, count: 1, target_price: 10 }] } }
  },
  async activation() {
    const email = freshEmail()
    await api('/auth/users/', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'contract123', first_name: 'Contract', device_key: DEVICE }),
    })
    const m = await lastMessage(email, 'activation')
    return { body: { uid: m.uid, token: m.token, device_key: DEVICE } }
  },
  async resetPasswordConfirm() {
    const user = await registerActive(freshEmail(), 'contract123')
    await api('/auth/users/reset_password/', { method: 'POST', body: JSON.stringify({ email: user.email }) })
    const m = await lastMessage(user.email, 'password_reset')
    return { body: { uid: m.uid, token: m.token, new_password: 'contract456', re_new_password: 'contract456' } }
  },
  async setPassword() {
    const user = await registerActive(freshEmail(), 'contract123')
    return {
      token: user.access,
      body: { current_password: 'contract123', new_password: 'contract456', re_password: 'contract456' },
    }
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
  changePersonalData: async () => {
    const u = await freshUser()
    return {
      token: u.access,
      params: { id: u.id },
      body: { first_name: 'Ana', last_name: 'Ceban', birthday: '1990-01-02' },
    }
  },
  changeFullName: async () => ({ token: (await freshUser()).access, body: { full_name: 'Ana Maria Ceban' } }),
  changeProfileImage: async () => ({ token: (await freshUser()).access, form: { [ACCOUNTS.profileImage.field]: PNG } }),
  deleteProfileImage: async () => {
    const u = await freshUser()
    await upload(u.access, PNG)
    return { token: u.access }
  },
  phoneSendCode: async () => ({ token: (await freshUser()).access, body: { new_phone_number: freshPhone() } }),
  addPhone: async () => {
    const u = await freshUser()
    const phone = freshPhone()
    return {
      token: u.access,
      body: { phone_number: phone, verification_code: await verifyCode(u.access, 'phone', phone) },
    }
  },
  createAuthNumber: async () => {
    const u = await freshUser()
    const phone = freshPhone()
    return {
      token: u.access,
      body: { phone_number: phone, verification_code: await verifyCode(u.access, 'phone', phone) },
    }
  },
  changeAuthNumber: async () => {
    const u = await freshUser()
    const [first, second] = [freshPhone(), freshPhone()]
    await api('/api/phone/create-auth-number/', {
      method: 'POST',
      token: u.access,
      body: JSON.stringify({ phone_number: first, verification_code: await verifyCode(u.access, 'phone', first) }),
    })
    return {
      token: u.access,
      body: { phone_number: second, verification_code: await verifyCode(u.access, 'phone', second) },
    }
  },
  deletePhone: async () => {
    const u = await freshUser()
    const phone = freshPhone()
    const list = (await (
      await api('/api/phone/', {
        method: 'POST',
        token: u.access,
        body: JSON.stringify({ phone_number: phone, verification_code: await verifyCode(u.access, 'phone', phone) }),
      })
    ).json()) as { id: number }[]
    return { token: u.access, params: { id: list[0]!.id } }
  },
  emailSendCode: async () => ({ token: (await freshUser()).access, body: { new_email_address: freshEmail() } }),
  addEmail: async () => {
    const u = await freshUser()
    const email = freshEmail()
    return {
      token: u.access,
      body: { email_address: email, verification_code: await verifyCode(u.access, 'email', email) },
    }
  },
  makeEmailPrimary: async () => {
    const u = await freshUser()
    const email = freshEmail()
    await api('/api/email/', {
      method: 'POST',
      token: u.access,
      body: JSON.stringify({ email_address: email, verification_code: await verifyCode(u.access, 'email', email) }),
    })
    return { token: u.access, body: { email_address: email } }
  },
  deleteEmail: async () => {
    const u = await freshUser()
    const email = freshEmail()
    const list = (await (
      await api('/api/email/', {
        method: 'POST',
        token: u.access,
        body: JSON.stringify({ email_address: email, verification_code: await verifyCode(u.access, 'email', email) }),
      })
    ).json()) as { id: number; is_primary: boolean }[]
    return { token: u.access, params: { id: list.find((e) => !e.is_primary)!.id } }
  },
  createCompany: async () => {
    const u = await freshUser()
    return { token: u.access, params: { id: u.id }, body: company }
  },
  createCompanyMulti: async () => {
    const u = await freshUser()
    return {
      token: u.access,
      params: { id: u.id },
      body: { companies: [company, { ...company, idno: '1003600077778', name: 'Contract Two SRL' }] },
    }
  },
  requestDeleteAccount: async () => ({ token: (await freshUser()).access, body: {} }),
  confirmDeleteAccount: async () => {
    const u = await freshUser()
    await api('/users/user/request-delete-account/', { method: 'POST', token: u.access, body: '{}' })
    const m = await lastMessage(u.email, 'account_deletion')
    return { body: { uid: m.uid, token: m.token } }
  },
}

/** A multipart upload of the profile image. */
async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, lang?: string) {
  const form = new FormData()
  form.append(ACCOUNTS.profileImage.field, new File([bytes], 'avatar.png', { type: 'image/png' }))
  const encoded = new Request('http://form.test/', { method: 'POST', body: form })
  return api('/api/users/change-profile-image/', {
    method: 'PATCH',
    token,
    lang,
    body: await encoded.arrayBuffer(),
    headers: { 'Content-Type': encoded.headers.get('Content-Type')! },
  })
}

/** Field paths of admin-api/'s answers by endpoint, over every language: docs/contract.md's "admin-api/ sends" column. */
const sent = new Map<string, Set<string>>()

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
          const last = await env.DB.prepare('SELECT max(id) AS id FROM delivery_addresses WHERE user_id = 1').first<{
            id: number
          }>()
          s.body = { shipping_address_id: last!.id }
        }
        const path = buildPath(e.path, s.params) + (s.query ? `?${s.query}` : '')
        const res = s.form
          ? await upload(s.token!, Object.values(s.form)[0]!, locale)
          : s.multipart
            ? await sendForm(path, e.method as 'POST' | 'PATCH', s.multipart, s.token, locale)
            : await api(path, {
                method: e.method,
                lang: locale,
                token: s.token ?? (s.auth ? token : undefined),
                body: s.body === undefined ? undefined : JSON.stringify(s.body),
              })
        const expected = 'status' in e && e.status ? e.status : 200
        if (res.status !== expected) {
          failures.push(`${name} ${e.method} ${path}: ${res.status} ${await res.text()}`)
          continue
        }
        if (expected === 204) continue
        const data = 'text' in e && e.text ? await res.text() : await res.json()
        // The reference back end sends every item whole: the shop's lenient lists drop nothing of it.
        const { result: parsed, drops } = parseCollectingDrops(e.response, data)
        if (!parsed.success) failures.push(`${name}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`)
        if (drops.length > 0) failures.push(`${name}: items dropped ${JSON.stringify(drops.slice(0, 3))}`)
        if (!('text' in e && e.text))
          for (const p of fieldPaths(data)) sent.set(name, (sent.get(name) ?? new Set()).add(p))
        if (res.headers.get('Content-Language') !== locale && !path.startsWith('/ru/') && !path.startsWith('/en/'))
          failures.push(`${name}: Content-Language ${res.headers.get('Content-Language')}`)
      }
      expect(failures).toEqual([])
    })
  }

  it('sends the fields docs/contract.sent.json lists (npm run contract-doc puts them in docs/contract.md)', () => {
    const actual = Object.fromEntries(
      [...sent].sort(([a], [b]) => a.localeCompare(b)).map(([name, paths]) => [name, [...paths].sort()]),
    )
    if (JSON.stringify(actual) !== JSON.stringify(sentJson)) console.log(`CONTRACT_SENT ${JSON.stringify(actual)}`)
    expect(actual).toEqual(sentJson)
  })

  it('answers in the language asked for', async () => {
    const titles = await Promise.all(
      LOCALES.map(
        async (l) => ((await (await api('/general/menu_tree', { lang: l })).json()) as { title: string }[])[0]!.title,
      ),
    )
    expect(new Set(titles).size).toBe(4)
    const ru = (await (await api('/en/main/slider-new_products/', { lang: 'ru' })).json()) as {
      products: { title: string }[]
    }
    expect(ru.products[0]!.title).toMatch(/[a-z]/i)
  })

  it('logout answers 204 and revokes the token', async () => {
    const t = await login('customer3@example.com', 'customer12345')
    const res = await api('/auth/token/logout/', {
      method: 'POST',
      token: t.access,
      body: JSON.stringify({ refresh: t.refresh }),
    })
    expect(res.status).toBe(204)
    expect((await api('/auth/users/me/', { token: t.access })).status).toBe(401)
    expect(
      (await api('/auth/jwt/refresh/', { method: 'POST', body: JSON.stringify({ refresh: t.refresh }) })).status,
    ).toBe(401)
  })
})
