#!/usr/bin/env node
// A Vendure Shop API stand-in for the peer storefront (vendurehq/tanstack-starter-vendure), answering
// POST /shop-api from memory with a 12-product catalogue, for exactly the operations the peer's home,
// collection and product pages (and their shell) send. Every answer is a JSON string computed once per
// (operation, variables) and kept in a Map, so a page's requests cost the mock a JSON.parse of the body,
// a Map lookup and a write. Unknown operations are logged (stderr) and answered with a GraphQL error.
// Also serves GET /assets/<name>.svg (a small SVG placeholder, any query string) for the featured assets.
//
// Env: MOCK_PORT (9810), MOCK_PRODUCTS (12), MOCK_HOST (127.0.0.1), MOCK_ASSET_ORIGIN (http://127.0.0.1:<port>), MOCK_LOG=1 (log every operation).
// GET /stats: counts per operation, unknown operations, memoised answers.
import { createServer } from 'node:http'

const PORT = Number(process.env.MOCK_PORT ?? 9810)
const HOST = process.env.MOCK_HOST ?? '127.0.0.1'
const ASSET_ORIGIN = process.env.MOCK_ASSET_ORIGIN ?? `http://${HOST}:${PORT}`
const LOG = process.env.MOCK_LOG === '1'

// ---------------------------------------------------------------- catalogue
const ROOT = { id: '1' }
const collections = [
  {
    id: '2',
    name: 'Electronics',
    slug: 'electronics',
    description: '<p>Phones, laptops, audio and cameras from brands you know.</p>',
    featuredAsset: { id: '100', preview: `${ASSET_ORIGIN}/assets/electronics.svg` },
    parent: ROOT,
  },
  {
    id: '3',
    name: 'Accessories',
    slug: 'accessories',
    description: '<p>Cables, cases and chargers.</p>',
    featuredAsset: { id: '101', preview: `${ASSET_ORIGIN}/assets/accessories.svg` },
    parent: ROOT,
  },
]

const facets = {
  brand: { id: '1', name: 'Brand' },
  category: { id: '2', name: 'Category' },
}
const facetValues = {
  acme: { id: '11', name: 'Acme', facet: facets.brand },
  globex: { id: '12', name: 'Globex', facet: facets.brand },
  initech: { id: '13', name: 'Initech', facet: facets.brand },
  phones: { id: '21', name: 'Phones', facet: facets.category },
  laptops: { id: '22', name: 'Laptops', facet: facets.category },
  audio: { id: '23', name: 'Audio', facet: facets.category },
  cameras: { id: '24', name: 'Cameras', facet: facets.category },
  accessories: { id: '25', name: 'Accessories', facet: facets.category },
}

// name, slug, brand, category, base price (minor units, with tax), option groups (code -> names), in accessories?
const seed = [
  [
    'Aurora Phone 14',
    'aurora-phone-14',
    'acme',
    'phones',
    79900,
    { color: ['Black', 'Silver'], storage: ['128 GB', '256 GB'] },
  ],
  ['Nimbus Laptop 13', 'nimbus-laptop-13', 'globex', 'laptops', 129900, { memory: ['16 GB', '32 GB'] }],
  ['Pulse Wireless Earbuds', 'pulse-wireless-earbuds', 'initech', 'audio', 12900, { color: ['White', 'Black'] }],
  ['Vista Mirrorless Camera', 'vista-mirrorless-camera', 'acme', 'cameras', 99900, {}],
  ['Echo Smart Speaker', 'echo-smart-speaker', 'globex', 'audio', 8900, { color: ['Charcoal', 'Sand'] }],
  ['Orbit Tablet 11', 'orbit-tablet-11', 'initech', 'laptops', 49900, { storage: ['64 GB', '256 GB'] }],
  ['Zenith Noise-Cancelling Headphones', 'zenith-headphones', 'acme', 'audio', 29900, { color: ['Black', 'Blue'] }],
  ['Flux USB-C Charger 65W', 'flux-usb-c-charger', 'globex', 'accessories', 3900, {}],
  ['Strata Phone Case', 'strata-phone-case', 'initech', 'accessories', 1900, { color: ['Clear', 'Black', 'Red'] }],
  ['Helix Action Camera', 'helix-action-camera', 'globex', 'cameras', 34900, {}],
  ['Quanta Gaming Laptop 16', 'quanta-gaming-laptop-16', 'acme', 'laptops', 189900, { memory: ['32 GB', '64 GB'] }],
  ['Lumen Braided Cable 2m', 'lumen-braided-cable', 'acme', 'accessories', 1490, {}],
]

// MOCK_PRODUCTS (12): the catalogue's size; past 12 the seed repeats as "<name> II", "<name> III", ...
// (13 gives the product page 12 related cards: it asks for 13 and drops the product itself).
const PRODUCT_COUNT = Math.max(1, Number(process.env.MOCK_PRODUCTS ?? 12) || 12)
const roman = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII']
const catalogueSeed = Array.from({ length: PRODUCT_COUNT }, (_, i) => {
  const [name, slug, ...rest] = seed[i % seed.length]
  const round = Math.floor(i / seed.length)
  return round === 0 ? seed[i] : [`${name}${roman[round] ?? ` ${round + 1}`}`, `${slug}-${round + 1}`, ...rest]
})

let optionId = 1000
const optionGroupDefs = {
  color: { id: '1', code: 'color', name: 'Color' },
  storage: { id: '2', code: 'storage', name: 'Storage' },
  memory: { id: '3', code: 'memory', name: 'Memory' },
}

const products = catalogueSeed.map(([name, slug, brand, category, price, groups], i) => {
  const id = String(i + 1)
  const preview = `${ASSET_ORIGIN}/assets/${slug}.svg`
  const optionGroups = Object.entries(groups).map(([code, names]) => ({
    ...optionGroupDefs[code],
    options: names.map((n) => ({ id: String(optionId++), code: n.toLowerCase().replace(/\W+/g, '-'), name: n })),
  }))
  // the cartesian product of the groups' options; one variant with no options for none
  let combos = [[]]
  for (const g of optionGroups) combos = combos.flatMap((c) => g.options.map((o) => [...c, { o, g }]))
  const variants = combos.map((combo, v) => ({
    id: `${id}${String(v + 1).padStart(2, '0')}`,
    name: [name, ...combo.map(({ o }) => o.name)].join(' '),
    sku: `SKU-${id}-${v + 1}`,
    priceWithTax: price + v * Math.round(price * 0.1),
    stockLevel: v % 5 === 4 ? 'OUT_OF_STOCK' : 'IN_STOCK',
    options: combo.map(({ o, g }) => ({
      id: o.id,
      code: o.code,
      name: o.name,
      groupId: g.id,
      group: { id: g.id, code: g.code, name: g.name },
    })),
  }))
  const inCollections = category === 'accessories' ? [collections[0], collections[1]] : [collections[0]]
  return {
    id,
    name,
    slug,
    description: `<p>${name} by ${facetValues[brand].name}: a ${facetValues[category].name.toLowerCase()} product of the mock catalogue, built to last and priced fairly.</p><p>Free shipping over $50, 30-day returns.</p>`,
    assets: [
      { id: `${id}01`, preview },
      { id: `${id}02`, preview: `${ASSET_ORIGIN}/assets/${slug}-2.svg` },
    ],
    variants,
    optionGroups,
    collections: inCollections.map((c) => ({ id: c.id, name: c.name, slug: c.slug, parent: { id: c.parent.id } })),
    // search index fields
    facetValueIds: [facetValues[brand].id, facetValues[category].id],
    collectionSlugs: inCollections.map((c) => c.slug),
    minPrice: Math.min(...variants.map((v) => v.priceWithTax)),
    maxPrice: Math.max(...variants.map((v) => v.priceWithTax)),
  }
})

const productBySlug = new Map(products.map((p) => [p.slug, p]))
const collectionBySlug = new Map(collections.map((c) => [c.slug, c]))
const collectionOut = (c) =>
  c ? { id: c.id, name: c.name, slug: c.slug, description: c.description, featuredAsset: c.featuredAsset } : null

// ---------------------------------------------------------------- search
function search(input = {}, withFacets) {
  let hits = products
  if (input.collectionSlug) hits = hits.filter((p) => p.collectionSlugs.includes(input.collectionSlug))
  if (input.collectionId) {
    const c = collections.find((x) => x.id === String(input.collectionId))
    hits = c ? hits.filter((p) => p.collectionSlugs.includes(c.slug)) : []
  }
  if (input.term) {
    const term = String(input.term).toLowerCase()
    hits = hits.filter((p) => p.name.toLowerCase().includes(term) || p.description.toLowerCase().includes(term))
  }
  // facet counts over the hits before the facet filters (as Vendure's default search does)
  const counted = hits
  for (const f of input.facetValueFilters ?? []) {
    if (f.and) hits = hits.filter((p) => p.facetValueIds.includes(String(f.and)))
    if (f.or) hits = hits.filter((p) => f.or.some((id) => p.facetValueIds.includes(String(id))))
  }
  for (const id of input.facetValueIds ?? []) hits = hits.filter((p) => p.facetValueIds.includes(String(id)))
  const sort = input.sort ?? {}
  hits = [...hits]
  if (sort.name) hits.sort((a, b) => a.name.localeCompare(b.name) * (sort.name === 'DESC' ? -1 : 1))
  else if (sort.price) hits.sort((a, b) => (a.minPrice - b.minPrice) * (sort.price === 'DESC' ? -1 : 1))
  const skip = Number(input.skip ?? 0)
  const take = Number(input.take ?? 10)
  const items = hits.slice(skip, skip + take).map((p) => ({
    productId: p.id,
    productName: p.name,
    slug: p.slug,
    productAsset: { id: p.assets[0].id, preview: p.assets[0].preview },
    priceWithTax: { __typename: 'PriceRange', min: p.minPrice, max: p.maxPrice },
  }))
  const out = { totalItems: hits.length, items }
  if (withFacets) {
    const counts = new Map()
    for (const p of counted) for (const id of p.facetValueIds) counts.set(id, (counts.get(id) ?? 0) + 1)
    out.facetValues = Object.values(facetValues)
      .filter((fv) => counts.has(fv.id))
      .map((fv) => ({ count: counts.get(fv.id), facetValue: fv }))
  }
  return out
}

// ---------------------------------------------------------------- operations
const channel = {
  id: '1',
  code: '__default_channel__',
  defaultLanguageCode: 'en',
  availableLanguageCodes: ['en', 'de'],
  defaultCurrencyCode: 'USD',
  availableCurrencyCodes: ['USD', 'EUR'],
}

const operations = {
  GetActiveChannel: () => ({ activeChannel: channel }),
  GetTopCollections: () => ({
    collections: {
      items: collections.filter((c) => c.parent.id === '1').map(({ id, name, slug }) => ({ id, name, slug })),
    },
  }),
  GetActiveCustomer: () => ({ activeCustomer: null }),
  GetActiveOrder: () => ({ activeOrder: null }),
  GetCollectionProducts: (v) => ({
    collection: collectionOut(collectionBySlug.get(v.slug)),
    search: search(v.input, false),
  }),
  GetCollectionPage: (v) => ({
    collection: collectionOut(collectionBySlug.get(v.slug)),
    search: search(v.input, true),
  }),
  SearchProducts: (v) => ({ search: search(v.input, true) }),
  GetProductDetail: (v) => {
    const p = productBySlug.get(v.slug)
    if (!p) return { product: null }
    const { id, name, description, slug, assets, variants, optionGroups, collections: cs } = p
    return { product: { id, name, description, slug, assets, variants, optionGroups, collections: cs } }
  },
  GetAvailableCountries: () => ({
    availableCountries: [
      { id: '1', code: 'US', name: 'United States' },
      { id: '2', code: 'DE', name: 'Germany' },
    ],
  }),
}

const OPERATION_NAME = /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/
const answers = new Map() // `${operation}\n${JSON.stringify(variables)}` -> Buffer
const counts = new Map()
const unknown = new Map()

function answer(operationName, variables) {
  const key = `${operationName}\n${JSON.stringify(variables ?? {})}`
  let body = answers.get(key)
  if (body) return body
  const op = operations[operationName]
  if (!op) return null
  body = Buffer.from(JSON.stringify({ data: op(variables ?? {}) }))
  answers.set(key, body)
  return body
}

// Precompute the answers of the benched pages (the rest is memoised on first use).
const precompute = [
  ['GetActiveChannel', {}],
  ['GetTopCollections', {}],
  ['GetActiveCustomer', {}],
  ['GetActiveOrder', {}],
  [
    'GetCollectionProducts',
    { slug: 'electronics', input: { collectionSlug: 'electronics', take: 12, skip: 0, groupByProduct: true } },
  ],
  [
    'GetCollectionProducts',
    { slug: 'electronics', input: { collectionSlug: 'electronics', take: 13, skip: 0, groupByProduct: true } },
  ],
  ...collections.map((c) => [
    'GetCollectionPage',
    { slug: c.slug, input: { collectionSlug: c.slug, take: 12, skip: 0, groupByProduct: true, sort: { name: 'ASC' } } },
  ]),
  ...products.map((p) => ['GetProductDetail', { slug: p.slug }]),
]
for (const [op, v] of precompute) answer(op, v)

// ---------------------------------------------------------------- assets
const palette = ['#1e3a8a', '#065f46', '#7c2d12', '#581c87', '#0f766e', '#9d174d', '#374151', '#854d0e']
const svgCache = new Map()
function svg(name) {
  let body = svgCache.get(name)
  if (body) return body
  let h = 0
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  const label = name.replace(/-/g, ' ').slice(0, 28)
  body = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="${palette[h % palette.length]}"/><circle cx="400" cy="340" r="160" fill="#ffffff" fill-opacity="0.18"/><text x="400" y="620" font-family="sans-serif" font-size="44" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )
  svgCache.set(name, body)
  return body
}

// ---------------------------------------------------------------- server
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' }

const server = createServer((req, res) => {
  const url = req.url ?? '/'
  if (req.method === 'POST' && url.startsWith('/shop-api')) {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      let payload
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        res.writeHead(400, JSON_HEADERS).end('{"errors":[{"message":"mock: bad JSON"}]}')
        return
      }
      const name = payload.operationName ?? OPERATION_NAME.exec(payload.query ?? '')?.[1] ?? '(anonymous)'
      counts.set(name, (counts.get(name) ?? 0) + 1)
      if (LOG) console.log(`[mock] ${name} ${JSON.stringify(payload.variables ?? {})}`)
      const body = answer(name, payload.variables)
      if (!body) {
        if (!unknown.has(name)) console.error(`[mock] unknown operation ${name}:\n${payload.query}`)
        unknown.set(name, (unknown.get(name) ?? 0) + 1)
        res
          .writeHead(200, JSON_HEADERS)
          .end(JSON.stringify({ errors: [{ message: `mock: unknown operation ${name}` }] }))
        return
      }
      res.writeHead(200, { ...JSON_HEADERS, 'content-length': body.length }).end(body)
    })
    return
  }
  if (req.method === 'GET' && url.startsWith('/assets/')) {
    const name = url
      .slice('/assets/'.length)
      .split('?')[0]
      .replace(/\.svg$/, '')
    const body = svg(name)
    res
      .writeHead(200, {
        'content-type': 'image/svg+xml',
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000',
      })
      .end(body)
    return
  }
  if (req.method === 'GET' && url === '/stats') {
    res
      .writeHead(200, JSON_HEADERS)
      .end(
        JSON.stringify(
          { counts: Object.fromEntries(counts), unknown: Object.fromEntries(unknown), answers: answers.size },
          null,
          2,
        ),
      )
    return
  }
  if (req.method === 'GET' && (url === '/' || url === '/health')) {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    return
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
})
server.keepAliveTimeout = 65_000
server.listen(PORT, HOST, () => {
  console.log(
    `[mock] Shop API on http://${HOST}:${PORT}/shop-api (${products.length} products, ${answers.size} answers precomputed)`,
  )
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)))
