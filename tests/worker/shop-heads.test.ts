import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testProduct, testProductPage } from '#contract/product-card.fixture.ts'
import { send } from './helpers'

/**
 * Every shop page a crawler lands on has a description, and categories have Open Graph (item 10 of
 * the crawler review). Before: /brands, /special-offers, a promotion, /support and a page built in
 * the admin without an SEO description had no <meta name="description">, a category or a product
 * without SEO fields an empty one, no category had og: tags, and a promotion titled
 * "Autumn sale - Test Shop" was "Autumn sale - Test Shop | Test Shop".
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API

async function routes(answers: Record<string, unknown>) {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(answers) })
}
beforeAll(async () => {
  await (await send('/ro')).text()
}, 90_000)
afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

const decode = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')
/** The head's title, description and og: tags. */
async function head(path: string) {
  const res = await send(path)
  expect(res.status).toBe(200)
  const html = (await res.text()).split('</head>')[0] ?? ''
  const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => decode(m[1]!))
  const og: Record<string, string> = {}
  for (const [, property, content] of html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g))
    og[property!] = decode(content!)
  return { title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), descriptions, og }
}

const products = [
  testProduct(1947, { title: 'Smartphone A1', url: 'smartphone-a1' }),
  testProduct(1948, { title: 'Smartphone B2', url: 'smartphone-b2' }),
]
const listing = {
  products,
  totalCount: 2,
  pages: 1,
  page: 1,
  page_size: 24,
  filters: [],
  breadcrumbs: [],
  seo_info: { title: '', description: '', img: null, keywords: '' },
}
const slugs = { ro: 'telefoane', ru: 'telefony', uk: 'telefony', en: 'phones' }
const category = (over: Record<string, unknown> = {}, seo = listing.seo_info) => ({
  ...listing,
  seo_info: seo,
  category: { id: 3, title: 'Telefoane', url: 'telefoane', slugs, image: 'https://cdn.example.com/c.png', ...over },
})
const promos = (title: string) => ({
  ...listing,
  promos: [{ id: 7, title, slug: 'autumn-sale', img: null, expireDate: '2099-01-01T00:00:00Z' }],
})
const promotion = (description: string) => ({
  id: 7,
  title: 'Autumn sale',
  slug: 'autumn-sale',
  img: null,
  description,
  expireDate: '2099-01-01T00:00:00Z',
  startDate: null,
  is_active: true,
  products: [],
})

describe('the description of every indexed shop page', () => {
  it("/brands: the brands' names", async () => {
    await routes({
      '/general/brand/': {
        data: [
          { id: 1, name: 'Acme', slug: 'acme', image: null },
          { id: 2, name: 'Bolt', slug: 'bolt', image: null },
        ],
        totalCount: 2,
        pages: 1,
      },
    })
    const { descriptions, og } = await head('/en/brands')
    expect(descriptions).toEqual(['Brands: Acme, Bolt'])
    expect(og['og:description']).toBe('Brands: Acme, Bolt')
  })

  it("/special-offers: the running promotions' titles; none: the label and the shop's description", async () => {
    await routes({ '/general/promotions': { data: [promotion('')], totalCount: 1, pages: 1 } })
    expect((await head('/en/special-offers')).descriptions).toEqual(['Special offers: Autumn sale'])
    await routes({ '/general/promotions': { data: [], totalCount: 0, pages: 1 } })
    const [text] = (await head('/en/special-offers')).descriptions
    expect(text).toMatch(/^Special offers - Test Shop: \S/)
  })

  it('a promotion: its own text, else its products; a title naming the shop does not name it twice', async () => {
    await routes({
      '/general/v2/promos/': promos('Autumn sale - Test Shop'),
      '/general/promotions/7': promotion('<p>Up to <b>30%</b> off kettles.</p>'),
    })
    const page = await head('/en/special-offers/autumn-sale')
    expect(page.title).toBe('Autumn sale - Test Shop')
    expect(page.descriptions).toEqual(['Up to 30% off kettles.'])
    await routes({ '/general/v2/promos/': promos('Autumn sale'), '/general/promotions/7': promotion('') })
    const bare = await head('/en/special-offers/autumn-sale?v=2')
    expect(bare.title).toBe('Autumn sale | Test Shop')
    expect(bare.descriptions).toEqual(['Autumn sale: Smartphone A1, Smartphone B2'])
  })

  it('/support: a text in the page language', async () => {
    const [ro, en] = [await head('/ro/support'), await head('/en/support')]
    expect(en.descriptions).toHaveLength(1)
    expect(en.descriptions[0]).toContain('support')
    expect(ro.descriptions).toHaveLength(1)
    expect(ro.descriptions[0]).not.toBe(en.descriptions[0])
  })

  it("a brand without its own description: its products' names", async () => {
    await routes({
      '/general/brand/acme': { ...listing, brand: { id: 1, name: 'Acme', slug: 'acme', image: null, description: '' } },
    })
    expect((await head('/en/brands/acme')).descriptions).toEqual(['Acme: Smartphone A1, Smartphone B2'])
  })

  const productPage = (description: string) => ({
    '/general/v2/product/tested-phone/': testProductPage(
      testProduct(301, { title: 'Tested phone', url: 'tested-phone' }),
      { description },
      { seo_info: { title: '', description: '', img: null, keywords: '' } },
    ),
  })
  it("a product without SEO fields: its own text, else its name and the shop's description (not an empty one)", async () => {
    await routes(productPage('<p>A phone&nbsp;to <b>test</b></p>'))
    const page = await head('/en/product/tested-phone')
    expect(page.descriptions).toEqual(['A phone to test'])
    expect(page.og['og:description']).toBe('A phone to test')
    await routes(productPage(''))
    const [text] = (await head('/en/product/tested-phone?v=2')).descriptions
    expect(text).toMatch(/^Tested phone - Test Shop: \S/)
  })

  it("a page built in the admin without an SEO description: its title and the shop's description", async () => {
    await routes({
      '/page/team/': {
        id: 5,
        title: 'Our team',
        slug: 'team',
        html: '<p>Hi</p>',
        ignore_layout: false,
        show_breadcrumbs: true,
      },
      '/page/about/team/': {
        id: 6,
        title: 'Team',
        slug: 'about/team',
        html: '<p>Hi</p>',
        ignore_layout: false,
        show_breadcrumbs: true,
      },
    })
    expect((await head('/en/team')).descriptions[0]).toMatch(/^Our team - Test Shop: \S/)
    expect((await head('/en/about/team')).descriptions[0]).toMatch(/^Team - Test Shop: \S/)
  })
})

describe('a category', () => {
  it("its SEO fields: title, description and Open Graph (og:url its canonical, the category's image)", async () => {
    await routes({
      '/general/v2/category/telefoane/': category(
        { seo_description: 'The category field.' },
        { title: 'Phones to buy', description: 'Phones at fair prices.', img: null, keywords: '' },
      ),
    })
    const page = await head('/ro/telefoane')
    expect(page.title).toBe('Phones to buy')
    expect(page.descriptions).toEqual(['Phones at fair prices.'])
    expect(page.og).toEqual({
      'og:type': 'website',
      'og:title': 'Phones to buy',
      'og:description': 'Phones at fair prices.',
      'og:image': 'https://cdn.example.com/c.png',
      'og:url': 'https://shop.test/ro/telefoane',
      'og:site_name': 'Test Shop',
      'og:locale': 'ro_RO',
    })
  })

  it("without SEO fields: the category's seo_description, else its products' names, never an empty one", async () => {
    await routes({ '/general/v2/category/telefoane/': category({ seo_description: 'The category field.' }) })
    expect((await head('/ro/telefoane')).descriptions).toEqual(['The category field.'])
    await routes({ '/general/v2/category/telefoane/': category() })
    const page = await head('/ro/telefoane?v=2')
    expect(page.title).toBe('Telefoane')
    expect(page.descriptions).toEqual(['Telefoane: Smartphone A1, Smartphone B2'])
    expect(page.og['og:description']).toBe('Telefoane: Smartphone A1, Smartphone B2')
  })
})
