// A second, independent admin back end for the storefront, written from the specification alone
// (storefront.md and accounts-adverts-calculators.md; review R1, session 50), without reading admin-api/ or
// app/api/contract/: the operator's back end is not ours. Not run by `npm test`: the contract cases it
// found are fixtures in app/api/contract/second-backend.test.ts. Use it to try the shop against a back end
// the team did not write: `node tests/second-backend/backend.mjs 9320`, then start the storefront with
// ADMIN_API_URL=http://127.0.0.1:9320 SITE_TOKEN=r1-token (README: ADMIN_API_URL).
// Wherever the spec leaves a shape open it takes a reading the reference back
// end (admin-api/) does not: ids and money as strings, DRF-style errors
// ({"detail": ...} and {field: [..]}), listings wrapped as data.products,
// relative image URLs, optional fields left out instead of null, empty lists
// left out, extra unknown fields, social_media keyed by slug, langs as locale
// objects, filter options with sp_key and name.
//
// Run: node tests/second-backend/backend.mjs [port]   (default 9320; SITE_TOKEN r1-token; user r1@example.com,
// password r1-password). R1_LOG=<file> logs every request (method, url, body). R1_SERVER_CART=1: the server-cart
// variant; R1_PAYMENT_IDS=words: payment systems with text ids and name/code. An order's detail carries
// the spec's detail fields it had (name, email, phone, address), its payment system as the list names it,
// its lines as the body sent them ({ id, count }) and its total.
import { createHmac, randomUUID } from 'node:crypto'
import { appendFileSync } from 'node:fs'
import { createServer } from 'node:http'

const PORT = Number(process.argv[2] ?? process.env.R1_PORT ?? 9320)
const TOKEN = process.env.R1_SITE_TOKEN ?? 'r1-token'
const LOG = process.env.R1_LOG
const SECRET = 'r1-not-a-secret-just-a-test-backend'

// ---------------------------------------------------------------- catalogue
const t = (ro, ru, en = ro, uk = ru) => ({ ro, ru, en, uk })
const CATEGORIES = [
  { id: '10', slug: 'gadgeturi', parent: null, title: t('Gadgeturi', 'Гаджеты') },
  { id: '11', slug: 'telefoane-mobile', parent: '10', title: t('Telefoane mobile', 'Мобильные телефоны') },
  { id: '12', slug: 'ceasuri-smart', parent: '10', title: t('Ceasuri smart', 'Смарт-часы') },
  { id: '20', slug: 'bucatarie', parent: null, title: t('Bucătărie', 'Кухня') },
  { id: '21', slug: 'cafetiere', parent: '20', title: t('Cafetiere', 'Кофеварки') },
  { id: '22', slug: 'fierbatoare', parent: '20', title: t('Fierbătoare', 'Чайники') },
  { id: '30', slug: 'gradina', parent: null, title: t('Grădină', 'Сад') },
  { id: '31', slug: 'unelte', parent: '30', title: t('Unelte', 'Инструменты') },
]
const BRANDS = [
  { id: '501', slug: 'nordika', name: 'Nordika' },
  { id: '502', slug: 'solaris', name: 'Solaris' },
  { id: '503', slug: 'verde', name: 'Verde' },
  { id: '504', slug: '1st-line', name: '1st Line' },
]
const COLORS = [
  { key: 'negru', ro: 'Negru', ru: 'Чёрный', hex: '#111111' },
  { key: 'alb', ro: 'Alb', ru: 'Белый', hex: '#f4f4f4' },
  { key: 'rosu', ro: 'Roșu', ru: 'Красный', hex: '#c62828' },
]
const leafCats = CATEGORIES.filter((c) => c.parent)
const PRODUCTS = []
for (let i = 1; i <= 30; i++) {
  const cat = leafCats[(i - 1) % leafCats.length]
  const brand = BRANDS[i % BRANDS.length]
  const color = COLORS[i % COLORS.length]
  const price = 199 + i * 137
  const discounted = i % 4 === 0
  PRODUCTS.push({
    id: String(7000 + i),
    slug: `${cat.slug}-${brand.slug}-model-${i}`,
    code: `R1-${String(i).padStart(4, '0')}`,
    cat,
    brand,
    color,
    memory: cat.id === '11' ? ['64', '128', '256'][i % 3] : null,
    price: discounted ? price * 0.85 : price,
    old: discounted ? price : null,
    stock: i % 7 === 0 ? 0 : 5 + i,
    created: new Date(Date.UTC(2026, 10, i)).toISOString(),
    title: t(
      `${cat.title.ro.replace(/e$/, '')} ${brand.name} Model ${i} ${color.ro.toLowerCase()}`,
      `${cat.title.ru} ${brand.name} Модель ${i} ${color.ru.toLowerCase()}`,
    ),
    promo: discounted ? '9001' : null,
  })
}
const PROMOTIONS = [
  {
    id: '9001',
    slug: 'reduceri-de-iarna',
    title: t('Reduceri de iarnă', 'Зимние скидки'),
    expireDate: '2030-02-28',
    startDate: '2026-12-01',
  },
  {
    id: '9002',
    slug: 'oferta-expirata',
    title: t('Ofertă expirată', 'Завершённая акция'),
    expireDate: '2025-01-31',
    startDate: '2024-12-01',
  },
]
const PAGES = {
  'despre-livrare': {
    title: t('Despre livrare', 'О доставке'),
    html: t(
      '<h1>Despre livrare</h1><p>Livrăm în toată Moldova.</p>',
      '<h1>О доставке</h1><p>Доставляем по всей Молдове.</p>',
    ),
  },
}
const money = (n) => (Math.round(n * 100) / 100).toFixed(2)
const img = (kind, id) => `/media/${kind}/${id}.svg`

function lang(req, url) {
  const q = url.searchParams.get('lang')
  if (q && ['ro', 'ru', 'en', 'uk'].includes(q)) return q
  const h = String(req.headers['accept-language'] ?? '')
    .slice(0, 2)
    .toLowerCase()
  return ['ro', 'ru', 'en', 'uk'].includes(h) ? h : 'ro'
}

function productCard(p, l) {
  const parent = CATEGORIES.find((c) => c.id === p.cat.parent)
  const card = {
    productId: p.id,
    title: p.title[l],
    code: p.code,
    url: p.slug,
    img: img('products', p.id),
    colors: [p.color.hex],
    price: money(p.price),
    brand: { id: p.brand.id, name: p.brand.name, slug: p.brand.slug },
    category: [
      {
        categoryId: parent.id,
        categoryTitle: parent.title[l],
        categoryUrl: parent.slug,
        subcategoryId: p.cat.id,
        subcategoryTitle: p.cat.title[l],
        subcategoryUrl: p.cat.slug,
      },
    ],
    multiplicity: '1',
    active: true,
    available: p.stock > 0,
    is_stock: p.stock > 0,
    stock: String(p.stock),
    loyalty_give: '0.00',
    r1_internal_rank: Number(p.id) % 13, // an extra field the spec does not name
  }
  if (p.old) {
    card.old_price = money(p.old)
    card.discount = '15'
  }
  return card
}

function productDetail(p, l) {
  const props = [
    { id: '1', title: l === 'ru' ? 'Цвет' : 'Culoare', keyword: 'color', value: p.color[l] ?? p.color.ro },
    { id: '2', title: l === 'ru' ? 'Бренд' : 'Brand', keyword: 'brand', value: p.brand.name },
  ]
  if (p.memory)
    props.push({ id: '3', title: l === 'ru' ? 'Память' : 'Memorie', keyword: 'memory', value: `${p.memory} GB` })
  const similar = PRODUCTS.filter((o) => o.cat.id === p.cat.id && o.id !== p.id).slice(0, 4)
  return {
    product: {
      ...productCard(p, l),
      description: `<p>${p.title[l]}</p>`,
      images: [img('products', p.id), img('products', `${p.id}-b`)],
      properties: props,
      seo_title: p.title[l],
      seo_description: p.title[l],
      similarProducts: similar.map((o) => productCard(o, l)),
    },
    breadcrumbs: [
      { title: l === 'ru' ? 'Главная' : 'Acasă', url: '/' },
      { title: p.cat.title[l], url: `/${p.cat.slug}` },
    ],
    seo_info: { title: p.title[l], description: p.title[l], img: img('products', p.id) },
    properties: props,
  }
}

// filters: "color:negru|alb,brand:nordika,price:100-900" or JSON; sort newer+ price- ...
function parseFilters(raw) {
  const out = {}
  if (!raw) return out
  try {
    const j = JSON.parse(raw)
    if (j && typeof j === 'object') {
      for (const [k, v] of Object.entries(j)) out[k] = Array.isArray(v) ? v.map(String) : [String(v)]
      return out
    }
  } catch {}
  for (const part of raw.split(',')) {
    const [k, v] = part.split(':')
    if (!k || v === undefined) continue
    out[k] = v.split(/[|;]/).filter(Boolean)
  }
  return out
}

function listing(_req, url, base, l, extra = {}) {
  const q = url.searchParams
  const filters = parseFilters(q.get('filters') ?? q.get('filter') ?? q.get('f'))
  for (const key of ['color', 'brand', 'memory']) {
    const v = q.get(key)
    if (v) filters[key] = v.split(',')
  }
  let items = base.slice()
  if (filters.color) items = items.filter((p) => filters.color.includes(p.color.key))
  if (filters.brand)
    items = items.filter((p) => filters.brand.includes(p.brand.slug) || filters.brand.includes(p.brand.id))
  if (filters.memory) items = items.filter((p) => filters.memory.includes(p.memory))
  const priceRange = filters.price?.[0]?.split('-') ?? [q.get('min_price'), q.get('max_price')]
  if (priceRange[0]) items = items.filter((p) => p.price >= Number(priceRange[0]))
  if (priceRange[1]) items = items.filter((p) => p.price <= Number(priceRange[1]))
  const sort = q.get('sort') ?? q.get('sortBy') ?? q.get('ordering') ?? 'newer+'
  const cmp = {
    'price+': (a, b) => a.price - b.price,
    'price-': (a, b) => b.price - a.price,
    'name+': (a, b) => a.title[l].localeCompare(b.title[l]),
    'name-': (a, b) => b.title[l].localeCompare(a.title[l]),
    'newer+': (a, b) => b.created.localeCompare(a.created),
  }[sort]
  if (cmp) items.sort(cmp)
  const pageSize = Math.max(1, Math.min(100, Number(q.get('page_size') ?? 12) || 12))
  const page = Math.max(1, Number(q.get('page') ?? 1) || 1)
  const pages = Math.ceil(items.length / pageSize)
  const prices = base.map((p) => p.price)
  const min = Math.floor(Math.min(...prices))
  const max = Math.ceil(Math.max(...prices))
  const opt = (list, _key, sel) =>
    list.map((o) => ({
      sp_key: o.id,
      name: o.name,
      keyword: o.keyword,
      value: o.keyword,
      active: (sel ?? []).includes(o.keyword),
    }))
  const colorOpts = COLORS.filter((c) => base.some((p) => p.color.key === c.key)).map((c) => ({
    id: c.key,
    name: c[l] ?? c.ro,
    keyword: c.key,
  }))
  const brandOpts = BRANDS.filter((b) => base.some((p) => p.brand.id === b.id)).map((b) => ({
    id: b.id,
    name: b.name,
    keyword: b.slug,
  }))
  const groups = [
    {
      id: 'price',
      title: l === 'ru' ? 'Цена' : 'Preț',
      keyword: 'price',
      type: 'range',
      min,
      max,
      default_min: min,
      default_max: max,
    },
    {
      id: 'color',
      title: l === 'ru' ? 'Цвет' : 'Culoare',
      keyword: 'color',
      options: opt(colorOpts, 'color', filters.color),
    },
    {
      id: 'brand',
      title: l === 'ru' ? 'Бренд' : 'Brand',
      keyword: 'brand',
      type: 'checkbox',
      options: opt(brandOpts, 'brand', filters.brand),
    },
  ]
  if (base.some((p) => p.memory)) {
    const mem = ['64', '128', '256'].map((m) => ({ id: m, name: `${m} GB`, keyword: m }))
    groups.push({
      id: 'memory',
      title: l === 'ru' ? 'Память' : 'Memorie',
      keyword: 'memory',
      type: 'checkbox',
      options: opt(mem, 'memory', filters.memory),
    })
  }
  if (priceRange[0] || priceRange[1]) {
    groups[0].selectedFrom = Number(priceRange[0] || min)
    groups[0].selectedTo = Number(priceRange[1] || max)
  }
  const slice = items.slice((page - 1) * pageSize, page * pageSize)
  const next = page < pages ? `${url.pathname}?page=${page + 1}&page_size=${pageSize}` : null
  const previous = page > 1 ? `${url.pathname}?page=${page - 1}&page_size=${pageSize}` : null
  return {
    data: {
      products: slice.map((p) => productCard(p, l)),
      totalCount: String(items.length),
      pages: String(pages),
      current_page: page,
      next,
      previous,
      filters: groups,
      min_and_max_price_value: { min: String(min), max: String(max) },
      ...extra,
    },
  }
}

// ---------------------------------------------------------------- settings
function globalSettings(l) {
  const menu = menuTree(l)
  return {
    project: 'R1 Magazin',
    project_currency: 'MDL',
    langs: [
      { code: 'ro', iso: 'ro-RO', name: 'Română', dir: 'ltr', file: 'ro.json' },
      { code: 'ru', iso: 'ru-RU', name: 'Русский', dir: 'ltr', file: 'ru.json' },
    ],
    colors: { dark_theme: false, primary: '#0a7d4f', secondary: '#22313f' },
    logo: { logo: '/media/logo/r1.svg', logoDark: '/media/logo/r1.svg' },
    icons: { favicon: '/media/logo/r1.svg' },
    styles: { additional_js_items: [] },
    sitesettingsstatistic: {},
    additional_settings: {
      is_user_cabinet: true,
      header_style: 'fixed',
      sort_by_priority: false,
      enable_product_reviews: false,
    },
    is_romanian: false,
    cities_to_choose: [{ id: '1', name: 'Chișinău' }],
    mainUiInterface: { mainLang: 'ro', main_theme: 'light_theme', mobileBarUiType: 'bar_with_catalog' },
    product_display: 'grid',
    pagination_option: 'pagination',
    phones: { mainPhoneNumber: '+373 22 555 000', supportPhoneNumber: '+373 69 555 001' },
    social_media: {
      facebook: { url: 'https://facebook.com/r1.magazin', title: 'Facebook' },
      instagram: { url: 'https://instagram.com/r1.magazin', title: 'Instagram' },
      viber: { url: 'viber://chat?number=%2B37369555001', title: 'Viber' },
    },
    delivery_price: {
      standart: { kishinev: '45.00' },
      express: { kishinev: '90.00' },
      region: '70.00',
      suburbs: '55.00',
      free_delivery: '1500.00',
      free_delivery_region: '2500.00',
      free_delivery_suburbs: '2000.00',
    },
    text_delivery_info: l === 'ru' ? 'Бесплатная доставка от 1500 лей' : 'Livrare gratuită de la 1500 lei',
    main_email: 'salut@r1.example.md',
    active_products_count: String(PRODUCTS.length),
    default_sorting: 'newer+',
    has_product_of_the_day: false,
    menu_tree: menu,
    brand_tree: BRANDS.map((b) => ({ id: b.id, name: b.name, slug: b.slug, image: img('brands', b.id) })),
    brands_position: '2',
    is_registration_required_for_order: false,
    has_tax_calculation: false,
    buttonsSettings: { display_side_menu: true, show_product_code: true },
    header_pages: [{ title: l === 'ru' ? 'Доставка' : 'Livrare', url: '/page/despre-livrare', show_in_mobile: true }],
    hide_price_for_guests: false,
    // R1_SERVER_CART=1: the server-cart variant (validate-products, create-reservation at checkout)
    ...(process.env.R1_SERVER_CART === '1' ? { cart_settings: { server_cart: true } } : {}),
    r1_backend_version: '1.0.0',
  }
}

function menuTree(l) {
  const node = (c) => {
    const kids = CATEGORIES.filter((k) => k.parent === c.id)
    const count = PRODUCTS.filter((p) => p.cat.id === c.id || p.cat.parent === c.id).length
    const n = { id: c.id, title: c.title[l], url: c.slug, image: img('categories', c.id), productCount: String(count) }
    if (kids.length) n.subcategories = kids.map(node)
    return n
  }
  return CATEGORIES.filter((c) => !c.parent).map(node)
}

// ---------------------------------------------------------------- auth
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url')
function jwt(sub, typ, seconds) {
  const now = Math.floor(Date.now() / 1000)
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ user_id: sub, token_type: typ, iat: now, exp: now + seconds, jti: randomUUID() })}`
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`
}
function verify(token, typ) {
  const [h, p, s] = String(token ?? '').split('.')
  if (!s || createHmac('sha256', SECRET).update(`${h}.${p}`).digest('base64url') !== s) return null
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString())
  if (claims.token_type !== typ || claims.exp < Date.now() / 1000) return null
  return claims
}
const USERS = new Map([
  [
    '1',
    {
      id: '1',
      email: 'r1@example.com',
      password: 'r1-password',
      firstName: 'Ana',
      lastName: 'Popescu',
      phone: '+37369555111',
    },
  ],
])
const userOf = (req) => {
  const m = /^(?:Bearer|JWT) (.+)$/.exec(String(req.headers.authorization ?? ''))
  const c = m && verify(m[1], 'access')
  return c ? USERS.get(c.user_id) : null
}

// ---------------------------------------------------------------- carts, orders
const CARTS = new Map() // key -> Map(productId -> count)
// The payment systems (R1_PAYMENT_IDS=words: text ids with name/code) and an order's, as the list names it.
function paymentSystems(l) {
  return process.env.R1_PAYMENT_IDS === 'words'
    ? [
        {
          id: 'cash',
          name: l === 'ru' ? 'Наличными при получении' : 'Numerar la livrare',
          code: 'cash',
          image: img('pay', 'cash'),
        },
        {
          id: 'card',
          name: l === 'ru' ? 'Картой при получении' : 'Card la livrare',
          code: 'card',
          image: img('pay', 'card'),
        },
      ]
    : [
        {
          id: '1',
          title: l === 'ru' ? 'Наличными при получении' : 'Numerar la livrare',
          slug: 'cash',
          img: img('pay', 'cash'),
        },
        {
          id: '2',
          title: l === 'ru' ? 'Картой при получении' : 'Card la livrare',
          slug: 'card',
          img: img('pay', 'card'),
        },
      ]
}
const REGION_NAMES = { 3: 'Chișinău', 1: 'Bălți' }
const paymentOf = (id, l) => paymentSystems(l).find((p) => String(p.id) === String(id))

const ORDERS = new Map() // userKey -> [orders]
let orderSeq = 5000
function cartView(key, l) {
  const lines = CARTS.get(key) ?? new Map()
  const products = []
  let total = 0
  let count = 0
  for (const [id, c] of lines) {
    const p = PRODUCTS.find((x) => x.id === id)
    if (!p) continue
    total += p.price * c
    count += c
    products.push({
      id: p.id,
      price: money(p.price),
      count: String(c),
      home_delivery: true,
      card_payment_available: true,
      is_recipe: false,
      is_loyalty_active: false,
      priceWithDiscount: money(p.price),
      discountAmount: '0.00',
      discountPercentage: '0',
      product: productCard(p, l),
    })
  }
  return { total_count: String(count), total_discount: '0.00', total_price: money(total), loyalty_give: '0', products }
}

// ---------------------------------------------------------------- http
const json = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(status === 204 ? undefined : JSON.stringify(body))
}
const svg = (res, label) => {
  res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' })
  res.end(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#e8f3ee"/><text x="200" y="210" font-size="36" text-anchor="middle" fill="#0a7d4f" font-family="sans-serif">${label}</text></svg>`,
  )
}
const notFound = (res) => json(res, 404, { detail: 'Not found.' })

async function readBody(req) {
  const chunks = []
  for await (const c of req) chunks.push(c)
  const raw = Buffer.concat(chunks).toString()
  if (!raw) return { raw, body: {} }
  try {
    return { raw, body: JSON.parse(raw) }
  } catch {
    return { raw, body: Object.fromEntries(new URLSearchParams(raw)) }
  }
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url, `http://127.0.0.1:${PORT}`)
  const { raw, body } = await readBody(req)
  if (LOG) appendFileSync(LOG, `${new Date().toISOString()} ${req.method} ${req.url} ${raw.slice(0, 600)}\n`)
  try {
    await route(req, res, url, body)
  } catch (e) {
    if (LOG) appendFileSync(LOG, `  ERROR ${e.stack}\n`)
    else console.error(e)
    json(res, 500, { detail: 'Server error.' })
  }
})

async function route(req, res, url, body) {
  const path = url.pathname
  const m = req.method
  if (path.startsWith('/media/')) return svg(res, path.split('/').pop().replace('.svg', ''))
  if (path === '/healthz') return json(res, 200, { ok: true })
  if (req.headers['site-token'] !== TOKEN) return json(res, 403, { detail: 'Invalid site token.' })
  const l = lang(req, url)
  const user = userOf(req)
  let mm

  // settings and content
  if (path === '/settings/global_site_settings') return json(res, 200, globalSettings(l))
  if (path === '/settings/footer_settings')
    return json(res, 200, { developers: [{ name: 'R1 Team', link: 'https://r1.example.md' }] })
  if (path === '/settings/main_page_settings') return json(res, 200, { seo_title: 'R1 Magazin' })
  if (
    /^\/settings\/(about_us_page|terms_and_privacy_policy|delivery_page|credit_page|discount_page|insurance_page|service_center_page)\/?$/.test(
      path,
    )
  )
    return json(res, 200, { title: 'R1', content: '<p>R1 Magazin</p>' })
  if (path === '/settings/default-site-files/') return json(res, 200, [])
  mm = /^\/page\/(.+?)\/(?:html\/)?$/.exec(path)
  if (mm) {
    const pg = PAGES[mm[1].replace(/^\/+/, '')]
    if (!pg) return notFound(res)
    return json(res, 200, { title: pg.title[l], html: pg.html[l], ignore_layout: 'false', show_breadcrumbs: 1 })
  }
  if (path === '/general/menu_tree') return json(res, 200, menuTree(l))
  if (path === '/general/sliders') return json(res, 200, [])
  if (path === '/base/slides_banner') return json(res, 200, [])
  if (path === '/base/main_page_similar_category')
    return json(res, 200, {
      categories: CATEGORIES.filter((c) => c.parent).map((c) => ({
        id: c.id,
        title: c.title[l],
        url: c.slug,
        image: img('categories', c.id),
      })),
      view_mode: 'grid',
    })
  if (path === '/base/main-carousel-category') return json(res, 200, [])
  if (path.startsWith('/base/advantage/')) return json(res, 200, { advantages: [] })
  if (/^\/(ro|ru|en|uk)\/main\/slider-new_products\/$/.test(path))
    return json(
      res,
      200,
      PRODUCTS.slice(-12)
        .reverse()
        .map((p) => productCard(p, path.slice(1, 3))),
    )
  if (/^\/(ro|ru|en|uk)\/main\/slides-popular-product\/$/.test(path))
    return json(
      res,
      200,
      PRODUCTS.slice(0, 8).map((p) => productCard(p, path.slice(1, 3))),
    )
  if (path === '/general/v2/product_of_the_day/') return json(res, 404, { detail: 'No product of the day.' })
  if (path === '/general/category-products-main-page/') return json(res, 200, [])
  if (path === '/shop/product/')
    return json(res, 200, {
      products: {
        count: 7,
        next: null,
        previous: null,
        results: PRODUCTS.filter((p) => p.old).map((p) => productCard(p, l)),
      },
    })
  if (path === '/general/popular_query')
    return json(res, 200, [{ query: l === 'ru' ? 'телефон' : 'telefon' }, { query: 'nordika' }])

  // catalogue
  mm = /^\/general\/v2\/category\/([^/]+)\/?$/.exec(path)
  if (mm) {
    const cat = CATEGORIES.find((c) => c.slug === decodeURIComponent(mm[1]))
    if (!cat) return notFound(res)
    const base = PRODUCTS.filter((p) => p.cat.id === cat.id || p.cat.parent === cat.id)
    const kids = CATEGORIES.filter((c) => c.parent === cat.id)
    return json(
      res,
      200,
      listing(req, url, base, l, {
        category: {
          id: cat.id,
          title: cat.title[l],
          url: cat.slug,
          image: img('categories', cat.id),
          productCount: String(base.length),
          ...(kids.length ? { subcategories: kids.map((k) => ({ id: k.id, title: k.title[l], url: k.slug })) } : {}),
        },
        breadcrumbs: [
          { title: l === 'ru' ? 'Главная' : 'Acasă', url: '/' },
          { title: cat.title[l], url: `/${cat.slug}` },
        ],
        seo_info: { title: cat.title[l], description: cat.title[l] },
      }),
    )
  }
  if (path === '/general/v2/search/search/' || path === '/general/v2/search/search') {
    const q = (url.searchParams.get('query') ?? '').toLowerCase()
    const base = PRODUCTS.filter(
      (p) =>
        p.title.ro.toLowerCase().includes(q) ||
        p.title.ru.toLowerCase().includes(q) ||
        p.code.toLowerCase().includes(q) ||
        p.brand.name.toLowerCase().includes(q),
    )
    if (!base.length) return json(res, 200, { data: { products: [], totalCount: '0', pages: '0', filters: [] } })
    return json(res, 200, listing(req, url, base, l, { query: q }))
  }
  mm = /^\/general\/v2\/product\/([^/]+)\/?$/.exec(path)
  if (mm) {
    const key = decodeURIComponent(mm[1])
    const p = PRODUCTS.find((x) => x.slug === key || x.id === key)
    if (!p) return notFound(res)
    return json(res, 200, productDetail(p, l))
  }
  if (path === '/general/product_similar_products') {
    const p = PRODUCTS.find((x) => x.id === url.searchParams.get('product_id'))
    if (!p) return json(res, 200, { similarProducts: [] })
    return json(res, 200, { similarProducts: productDetail(p, l).product.similarProducts })
  }
  if (path === '/general/product_properties') {
    const p = PRODUCTS.find((x) => x.id === url.searchParams.get('product_id'))
    return p ? json(res, 200, productDetail(p, l).properties) : notFound(res)
  }
  if (path === '/general/product-review/' && m === 'GET')
    return json(res, 200, { data: [], totalCount: '0', pages: '0' })
  if (path.startsWith('/general/product-filter') || path === '/general/products-by-ids') {
    const ids = url.searchParams
      .getAll('ids')
      .flatMap((s) => s.split(','))
      .concat(url.searchParams.getAll('product_ids').flatMap((s) => s.split(',')))
      .filter(Boolean)
    const list = ids
      .map((id) => PRODUCTS.find((p) => p.id === id))
      .filter(Boolean)
      .map((p) => productCard(p, l))
    if (path === '/general/products-by-ids') return json(res, 200, { products: list })
    return json(res, 200, { data: { products: list, totalCount: String(list.length), pages: '1' } })
  }
  if (path === '/general/v2/associated-products/' || path === '/general/associated-products/') return json(res, 200, [])
  if (path.startsWith('/general/banner-select/')) return json(res, 200, [])
  if (path === '/general/product_checkout_status/') {
    const ids = url.searchParams.getAll('productIds').flatMap((s) => s.split(','))
    return json(
      res,
      200,
      ids
        .map((id) => PRODUCTS.find((p) => p.id === id))
        .filter(Boolean)
        .map((p) => ({
          id: p.id,
          active: true,
          available: p.stock > 0,
          is_stock: p.stock > 0,
          stock: String(p.stock),
          price: money(p.price),
        })),
    )
  }
  if (path === '/general/product-availability/') return json(res, 200, [])
  if (path === '/general/slug_check') {
    const p = PRODUCTS.find((x) => x.slug === body.current_slug)
    return p ? json(res, 200, { slug: p.slug }) : notFound(res)
  }
  if (path === '/general/credits') return json(res, 200, { options: [], companies: [] })

  // brands and promotions
  if (path === '/general/brand/' || path === '/general/brand')
    return json(
      res,
      200,
      BRANDS.map((b) => ({ id: b.id, name: b.name, slug: b.slug, image: img('brands', b.id) })),
    )
  mm = /^\/general\/brand\/([^/]+)\/?$/.exec(path)
  if (mm) {
    const b = BRANDS.find((x) => x.slug === decodeURIComponent(mm[1]))
    if (!b) return notFound(res)
    return json(
      res,
      200,
      listing(
        req,
        url,
        PRODUCTS.filter((p) => p.brand.id === b.id),
        l,
        { brand: { id: b.id, name: b.name, slug: b.slug, image: img('brands', b.id) } },
      ),
    )
  }
  const promoOut = (pr) => ({
    id: pr.id,
    title: pr.title[l],
    slug: pr.slug,
    img: img('promotions', pr.id),
    expireDate: pr.expireDate,
    startDate: pr.startDate,
    is_active: pr.expireDate > '2026-12-05',
  })
  if (path === '/general/promotions' || path === '/general/promotions/') return json(res, 200, PROMOTIONS.map(promoOut))
  mm = /^\/general\/promotions\/([^/]+)\/?$/.exec(path)
  if (mm) {
    const pr = PROMOTIONS.find((x) => x.id === mm[1] || x.slug === mm[1])
    if (!pr) return notFound(res)
    return json(res, 200, {
      ...promoOut(pr),
      description: `<p>${pr.title[l]}</p>`,
      products: PRODUCTS.filter((p) => p.promo === pr.id).map((p) => productCard(p, l)),
    })
  }
  if (path === '/general/v2/promos/' || path === '/general/v2/promos') {
    const base = PRODUCTS.filter((p) => p.promo)
    const lst = listing(req, url, base, l)
    const prices = base.map((p) => p.price)
    return json(res, 200, {
      ...lst.data,
      promos: PROMOTIONS.filter((p) => p.expireDate > '2026-12-05').map(promoOut),
      default_min: String(Math.floor(Math.min(...prices))),
      default_max: String(Math.ceil(Math.max(...prices))),
    })
  }

  // delivery and payment
  // R1_PAYMENT_IDS=words sends ids "cash"/"card" and name/code instead of title/slug; by default ids
  // are digit strings. An order's detail names its system the same way (paymentOf).
  if (path === '/base/payment-systems') return json(res, 200, paymentSystems(l))
  if (path === '/base/delivery-services/')
    return json(res, 200, [{ brand_services: [], countries: [{ code: 'MD', name: 'Moldova' }] }])
  if (path === '/base/region/')
    return json(res, 200, [
      {
        regionId: '3',
        label: 'Chișinău',
        localities: [
          { localityId: '1', label: 'Chișinău', slug: 'kishinev' },
          { localityId: '2', label: 'Durlești', slug: 'durlesti' },
        ],
      },
      { regionId: '1', label: 'Bălți', localities: [{ localityId: '13', label: 'Bălți', slug: 'balti' }] },
    ])
  if (path === '/base/locality/') return json(res, 200, [{ localityId: '1', label: 'Chișinău' }])
  if (path === '/mi/delivery_info_text') return json(res, 200, { text: 'Livrare 1-2 zile' })
  if (path === '/general/delivery-cost/') return json(res, 200, { price: '45.00' })
  if (path.startsWith('/general/delivery-time/')) return json(res, 200, [])

  // cart
  const cartKey = user ? `u:${user.id}` : `g:${url.searchParams.get('no_user_id') ?? body.no_user_id ?? ''}`
  if (path.startsWith('/general/cart/')) {
    if (cartKey === 'g:') return json(res, 400, { no_user_id: ['This field is required.'] })
    const lines = CARTS.get(cartKey) ?? new Map()
    CARTS.set(cartKey, lines)
    const op = path.slice('/general/cart/'.length).replace(/\/$/, '')
    if (op === 'fetch-all') return json(res, 200, cartView(cartKey, l))
    if (op === 'add-item') {
      const id = String(body.product_id)
      if (!PRODUCTS.some((p) => p.id === id))
        return json(res, 400, { product_id: ['Invalid pk - object does not exist.'] })
      lines.set(id, (lines.get(id) ?? 0) + Number(body.count ?? 1))
      return json(res, 200, cartView(cartKey, l))
    }
    if (op === 'reduce-item') {
      const id = String(body.product_id)
      const n = (lines.get(id) ?? 0) - Number(body.count ?? 1)
      if (n > 0) lines.set(id, n)
      else lines.delete(id)
      return json(res, 200, cartView(cartKey, l))
    }
    if (op === 'remove-item') {
      for (const id of [].concat(body.product_ids ?? [])) lines.delete(String(id))
      return json(res, 200, cartView(cartKey, l))
    }
    if (op === 'validate-products') return json(res, 200, { detail: 'ok' })
    if (op === 'create-reservation') return json(res, 204, null)
    if (op === 'get-delivery-addresses') return json(res, 200, [])
    if (op === 'merge-cart') {
      const g = CARTS.get(`g:${body.no_user_id}`)
      if (g) for (const [id, c] of g) lines.set(id, (lines.get(id) ?? 0) + c)
      CARTS.delete(`g:${body.no_user_id}`)
      return json(res, 200, cartView(cartKey, l))
    }
    if (op === 'set-loyalty-item') return json(res, 200, cartView(cartKey, l))
    return notFound(res)
  }
  if (path === '/general/order/preview-promo/' || path === '/general/promo-code/update_prices/')
    return json(res, 400, { promo_code: ['Promo code not found.'] })
  if (path === '/general/v2/order/create-order/' || path === '/general/v3/order/') {
    const products = body.products ?? body.items ?? []
    if (!Array.isArray(products) || products.length === 0)
      return json(res, 400, { products: ['This list may not be empty.'] })
    const id = String(++orderSeq)
    const goods = products.reduce(
      (sum, line) =>
        sum + (PRODUCTS.find((p) => p.id === String(line.id ?? line.product_id))?.price ?? 0) * Number(line.count ?? 1),
      0,
    )
    const delivery = body.delivery?.method === 'address' ? 45 : 0
    const order = {
      id,
      number: `R1-${id}`,
      status: 'new',
      created_at: new Date().toISOString(),
      total: (goods + delivery).toFixed(2),
      products,
      body,
    }
    const key = user ? `u:${user.id}` : 'guests'
    ORDERS.set(key, [...(ORDERS.get(key) ?? []), order])
    return json(res, 201, { result: { id, order_id: id, number: order.number } })
  }
  mm = /^\/general\/v2\/order\/([^/]+)\/check-payment-status\/$/.exec(path)
  if (mm) return json(res, 200, { status: 'not_required' })
  if (path === '/general/v2/order/') {
    if (!user) return json(res, 401, { detail: 'Authentication credentials were not provided.' })
    const list = ORDERS.get(`u:${user.id}`) ?? []
    return json(res, 200, { data: list.map(({ body: _b, ...o }) => o), totalCount: String(list.length), pages: '1' })
  }
  mm = /^\/general\/v2\/order\/([^/]+)\/$/.exec(path)
  if (mm) {
    if (!user) return json(res, 401, { detail: 'Authentication credentials were not provided.' })
    const o = (ORDERS.get(`u:${user.id}`) ?? []).find((x) => x.id === mm[1])
    if (!o) return notFound(res)
    const { body: b, ...rest } = o
    // The detail's fields the spec names (name, address.address, email, phone...; the region a plain
    // name), those the order had, and its payment system as the payment systems name it.
    const customer = b.customer ?? {}
    const payment = paymentOf(b.payment_system_id, l)
    return json(res, 200, {
      ...rest,
      ...(customer.name ? { name: customer.name } : {}),
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.phone ? { phone: customer.phone } : {}),
      ...(b.delivery?.address
        ? { address: { address: b.delivery.address, region: REGION_NAMES[b.delivery.region_id] } }
        : {}),
      ...(payment ? { payment_system: payment } : {}),
    })
  }

  // auth
  if (path === '/auth/jwt/create/') {
    const email = String(body.email ?? body.username ?? '').toLowerCase()
    const u = [...USERS.values()].find((x) => x.email === email)
    if (!u || u.password !== body.password)
      return json(res, 401, { detail: 'No active account found with the given credentials' })
    return json(res, 200, { access: jwt(u.id, 'access', 172800), refresh: jwt(u.id, 'refresh', 604800) })
  }
  if (path === '/auth/jwt/refresh/') {
    const c = verify(body.refresh, 'refresh')
    if (!c) return json(res, 401, { detail: 'Token is invalid or expired', code: 'token_not_valid' })
    return json(res, 200, { access: jwt(c.user_id, 'access', 172800) })
  }
  if (path === '/auth/users/' && m === 'POST') {
    const errors = {}
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(body.email ?? ''))) errors.email = ['Enter a valid email address.']
    if (String(body.password ?? '').length < 8)
      errors.password = ['This password is too short. It must contain at least 8 characters.']
    if ([...USERS.values()].some((x) => x.email === String(body.email).toLowerCase()))
      errors.email = ['user with this email already exists.']
    if (Object.keys(errors).length) return json(res, 400, errors)
    const id = String(USERS.size + 1)
    const u = {
      id,
      email: String(body.email).toLowerCase(),
      password: body.password,
      firstName: body.first_name ?? body.firstName ?? '',
      lastName: body.last_name ?? body.lastName ?? '',
      phone: body.phone ?? '',
    }
    USERS.set(id, u)
    return json(res, 201, { id, email: u.email })
  }
  if (path === '/auth/users/me/') {
    if (!user) return json(res, 401, { detail: 'Authentication credentials were not provided.' })
    const { password: _p, ...me } = user
    return json(res, 200, me)
  }
  if (path === '/users/user-group/') {
    if (!user) return json(res, 401, { detail: 'Authentication credentials were not provided.' })
    const { password: _p, ...me } = user
    return json(res, 200, {
      id: user.id,
      user: me,
      group_user_type: { id: '1', name: 'customer' },
      loyalty_points: '0',
    })
  }
  if (path === '/auth/token/logout/') return json(res, 204, null)
  if (path === '/favorites/') {
    if (!user) return json(res, 401, { detail: 'Authentication credentials were not provided.' })
    return json(res, 200, [])
  }
  return notFound(res)
}

server.listen(PORT, '127.0.0.1', () => console.log(`r1 backend on http://127.0.0.1:${PORT} (Site-Token ${TOKEN})`))
