import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testProduct, testProductPage } from '#contract/product-card.fixture.ts'
import { send } from './helpers'

/**
 * One URL per listing page for search engines: canonical and hreflang name the URLs the sitemap
 * lists (the back end's per-language slugs), never a redirect; a category asked for by another
 * language's slug redirects to its own, as products do; each page of a list is its own canonical and
 * a page past the last redirects to the last; filter chips only for what the listing's filters list.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API

const slugs = { ro: 'telefoane', ru: 'telefony', uk: 'telefoni', en: 'phones' }
type Lang = keyof typeof slugs

/** The category answer as the back end gives it in `lang` (its url is that language's slug). */
function category(lang: Lang, over: Record<string, unknown> = {}) {
  const products = [testProduct(1947, { title: 'Smartphone roșu', url: 'smartphone-rosu-1947' })]
  return {
    products,
    data: products,
    totalCount: 159,
    pages: 7,
    page: 1,
    page_size: 24,
    filters: [
      {
        id: 'brand_id',
        title: 'Brand',
        keyword: 'brand_id',
        type: 'checkbox',
        options: [{ id: 3, title: 'Samsung', keyword: '3', value: 'Samsung', active: true, count: 4 }],
      },
    ],
    category: { id: 3, title: 'Telefoane', url: slugs[lang], slugs, subcategories: [] },
    breadcrumbs: [],
    seo_info: { title: 'Telefoane', description: '', img: null, keywords: '' },
    ...over,
  }
}

async function routes(answers: Record<string, unknown>) {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(answers) })
}
// The first page a test file renders loads the server's modules: longer than a test's 20 s on a busy machine.
beforeAll(async () => {
  await (await send('/ro')).text()
}, 90_000)
afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

const location = (res: Response) => {
  const url = new URL(res.headers.get('Location') ?? '', 'https://shop.test')
  return url.pathname + url.search
}
/** The page's canonical and hreflang links, by rel / hrefLang, without the origin. */
function seoLinksOf(html: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*>/g)) {
    const key = /hrefLang="([^"]+)"/.exec(tag)?.[1] ?? 'canonical'
    out[key] = (/href="([^"]+)"/.exec(tag)?.[1] ?? '').replace('https://shop.test', '').replaceAll('&amp;', '&')
  }
  return out
}

describe('a category under another language slug', () => {
  it.each<[string, Lang, string, string]>([
    ['/ru/telefoane', 'ru', 'telefoane', '/ru/telefony'],
    ['/en/telefoane', 'en', 'telefoane', '/en/phones'],
    ['/ro/phones?page=2&sort=price%2B', 'ro', 'phones', '/ro/telefoane?page=2&sort=price%2B'],
  ])('%s (the back end answering in %s for %s) redirects (301) to %s', async (path, lang, asked, own) => {
    await routes({ [`/general/v2/category/${asked}/`]: category(lang) })
    const res = await send(path)
    expect(res.status).toBe(301)
    expect(location(res)).toBe(own)
  })
})

describe('canonical and hreflang of a category', () => {
  it('/ru/telefony: each language its own slug, as in the sitemap', async () => {
    await routes({ '/general/v2/category/telefony/': category('ru') })
    const res = await send('/ru/telefony')
    expect(res.status).toBe(200)
    expect(seoLinksOf(await res.text())).toEqual({
      canonical: '/ru/telefony',
      ro: '/ro/telefoane',
      ru: '/ru/telefony',
      uk: '/uk/telefoni',
      en: '/en/phones',
      'x-default': '/ru/telefony',
    })
  })

  it("the header's language links name each language's own slug, the query kept (no redirect away), as hreflang does", async () => {
    await routes({ '/general/v2/category/telefony/': category('ru', { page: 2 }) })
    const html = await (await send('/ru/telefony?page=2&sort=price%2B')).text()
    const switcher = /<nav class="lang-switcher"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
    const links = [...switcher.matchAll(/<a href="([^"]+)" hrefLang="(\w+)"/g)].map((m) => [
      m[2],
      m[1]!.replaceAll('&amp;', '&'),
    ])
    expect(Object.fromEntries(links)).toEqual({
      ro: '/ro/telefoane?page=2&sort=price%2B',
      ru: '/ru/telefony?page=2&sort=price%2B',
      uk: '/uk/telefoni?page=2&sort=price%2B',
      en: '/en/phones?page=2&sort=price%2B',
    })
  })

  it('/ro/telefoane?page=2 is its own canonical (not page 1), its alternates page 2 in each language', async () => {
    await routes({ '/general/v2/category/telefoane/': category('ro', { page: 2 }) })
    const res = await send('/ro/telefoane?page=2&sort=price%2B&filter=brand_id%3A3')
    expect(res.status).toBe(200)
    expect(seoLinksOf(await res.text())).toEqual({
      canonical: '/ro/telefoane?page=2',
      ro: '/ro/telefoane?page=2',
      ru: '/ru/telefony?page=2',
      uk: '/uk/telefoni?page=2',
      en: '/en/phones?page=2',
      'x-default': '/ru/telefony?page=2',
    })
  })

  it('a back end without per-language slugs keeps the path under each prefix', async () => {
    const { slugs: _none, ...bare } = category('ro').category
    await routes({ '/general/v2/category/phones/': category('ro', { category: { ...bare, url: 'phones' } }) })
    const links = seoLinksOf(await (await send('/uk/phones')).text())
    expect(links).toMatchObject({ canonical: '/uk/phones', ro: '/ro/phones', en: '/en/phones' })
  })
})

describe('pages of a list', () => {
  it.each([
    ['/ro/telefoane?page=8', '/ro/telefoane?page=7'],
    [
      '/ro/telefoane?sort=price%2B&page=8&filter=brand_id%3A3',
      '/ro/telefoane?sort=price%2B&page=7&filter=brand_id%3A3',
    ],
    ['/ro/telefoane?page=99999', '/ro/telefoane?page=7'],
    ['/ro/telefoane?page=1&sort=price%2B', '/ro/telefoane?sort=price%2B'],
  ])('%s (of 7 pages) redirects (301) to %s', async (path, target) => {
    await routes({ '/general/v2/category/telefoane/': category('ro', { products: [], data: [] }) })
    const res = await send(path)
    expect(res.status).toBe(301)
    expect(location(res)).toBe(target)
  })

  it('a back end that pages by next/previous links only: a page past the last (200, no cards) redirects to the last too', async () => {
    // 60 products in pages of 24 (the category's productCount), no totalCount or pages; every page past
    // the last answers 200 without cards, its previous link the page before (it answered 200 with an empty list).
    const path = '/general/v2/category/telefoane/'
    const link = (n: number) => `http://admin.test${path}?page=${n}`
    const linksOnly = (over: Record<string, unknown>) => {
      const { totalCount: _t, pages: _p, page: _n, page_size: _s, data: _d, ...rest } = category('ro', over)
      return { ...rest, filters: [], category: { ...rest.category, productCount: 60 } }
    }
    const first = Array.from({ length: 24 }, (_, i) => testProduct(100 + i))
    await routes({
      [path]: linksOnly({ products: [], next: null, previous: link(8) }),
      [`${path}?page=1&page_size=24&sort=newer%2B`]: linksOnly({ products: first, next: link(2), previous: null }),
    })
    const res = await send('/ro/telefoane?page=9')
    expect(res.status).toBe(301)
    expect(location(res)).toBe('/ro/telefoane?page=3')
  })

  it('the last page is served', async () => {
    await routes({ '/general/v2/category/telefoane/': category('ro', { page: 7 }) })
    expect((await send('/ro/telefoane?page=7')).status).toBe(200)
  })
})

describe('pages of a brand and of a promotion: one URL each, as a category', () => {
  const brand = {
    ...category('ro'),
    category: undefined,
    brand: { id: 3, name: 'Samsung', slug: 'samsung', image: null, featured: true, description: '' },
  }
  const promos = {
    ...category('ro'),
    category: undefined,
    promos: [{ id: 7, title: 'Autumn sale', slug: 'autumn-sale', img: null, expireDate: '2099-01-01T00:00:00Z' }],
  }
  const lists = [
    ['/ro/brands/samsung', { '/general/brand/samsung': brand }],
    ['/ro/special-offers/autumn-sale', { '/general/v2/promos/': promos, '/general/promotions/7': null }],
  ] as const

  it.each(lists)('%s?page=2 is its own canonical, its alternates page 2 in each language', async (path, answers) => {
    await routes(answers)
    const res = await send(`${path}?page=2&sort=price%2B`)
    expect(res.status).toBe(200)
    const rest = path.slice(3)
    expect(seoLinksOf(await res.text())).toEqual({
      canonical: `${path}?page=2`,
      ro: `/ro${rest}?page=2`,
      ru: `/ru${rest}?page=2`,
      uk: `/uk${rest}?page=2`,
      en: `/en${rest}?page=2`,
      'x-default': `/ru${rest}?page=2`,
    })
  })

  it.each(
    lists.flatMap(([path, answers]) => [
      [`${path}?page=8`, `${path}?page=7`, answers],
      [`${path}?page=99999&sort=price%2B`, `${path}?page=7&sort=price%2B`, answers],
      [`${path}?page=1&sort=price%2B`, `${path}?sort=price%2B`, answers],
    ]),
  )('%s (of 7 pages) redirects (301) to %s', async (path, target, answers) => {
    await routes(answers)
    const res = await send(path)
    expect(res.status).toBe(301)
    expect(location(res)).toBe(target)
  })
})

describe('pages of a search: one URL each, as a category (a page past the last was an empty list)', () => {
  const results = (over: Record<string, unknown> = {}) => {
    const { category: _c, breadcrumbs: _b, seo_info: _s, ...rest } = category('ro', over)
    return rest
  }
  it.each([
    ['/ro/search?query=telefon&page=8', '/ro/search?query=telefon&page=7'],
    ['/ro/search?query=telefon&page=99999&sort=price%2B', '/ro/search?query=telefon&page=7&sort=price%2B'],
    ['/ro/search?page=1&query=telefon', '/ro/search?query=telefon'],
  ])('%s (of 7 pages) redirects (301) to %s', async (path, target) => {
    // every page past the last answers 404, as Django's paginator does; page 1 says there are 7
    await routes({
      '/general/v2/search/search/': { __status: 404, __body: { detail: 'Not found.' } },
      '/general/v2/search/search/?page=1&page_size=24&sort=newer%2B&query=telefon': results(),
      '/general/v2/search/search/?page=1&page_size=24&sort=price%2B&query=telefon': results(),
    })
    const res = await send(path)
    expect(res.status).toBe(301)
    expect(location(res)).toBe(target)
  })

  it('the last page is served', async () => {
    await routes({ '/general/v2/search/search/': results({ page: 7 }) })
    expect((await send('/ro/search?query=telefon&page=7')).status).toBe(200)
  })
})

describe('applied filter chips', () => {
  /** The chips' labels, and whether "clear all" shows. */
  async function chipsOf(filter: string, over: Record<string, unknown> = {}) {
    await routes({ '/general/v2/category/telefoane/': category('ro', over) })
    const html = (await (await send(`/ro/telefoane?filter=${encodeURIComponent(filter)}`)).text()).replaceAll(
      '<!-- -->',
      '',
    )
    const nav = /<nav class="chips applied-filters"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
    return {
      chips: [...nav.matchAll(/<a [^>]*class="chip( active)?"[^>]*><span>([^<]*)<\/span>/g)].map((m) => m[2]),
      clearAll: nav.includes('chip--clear'),
    }
  }

  it.each([
    ['zzz:1,2,3', []],
    ['brand_id:99999', []],
    ['brand_id:3,99999,zzz:1', ['Brand: Samsung']],
  ])('filter=%s shows the chips %j (keys and options the listing lists)', async (filter, chips) => {
    expect(await chipsOf(filter)).toEqual({ chips, clearAll: false })
  })

  it('a filter with no chip that leaves the listing empty still has "clear all", the way out', async () => {
    expect(await chipsOf('brand_id:99999', { products: [], data: [], totalCount: 0, pages: 0 })).toEqual({
      chips: [],
      clearAll: true,
    })
  })
})

describe('canonical and hreflang of a product', () => {
  it("name each language's slug of the product, not its slug under each prefix (a redirect)", async () => {
    const card = testProduct(1947, {
      title: 'Smartphone roșu',
      url: 'smartphone-rosu-1947',
      slugs: {
        ro: 'smartphone-rosu-1947',
        ru: 'smartfon-krasnyi-1947',
        uk: 'smartfon-chervonyi-1947',
        en: 'smartphone-red-1947',
      },
    })
    await routes({ '/general/v2/product/smartphone-rosu-1947/': testProductPage(card) })
    const res = await send('/ro/product/smartphone-rosu-1947')
    expect(res.status).toBe(200)
    expect(seoLinksOf(await res.text())).toEqual({
      canonical: '/ro/product/smartphone-rosu-1947',
      ro: '/ro/product/smartphone-rosu-1947',
      ru: '/ru/product/smartfon-krasnyi-1947',
      uk: '/uk/product/smartfon-chervonyi-1947',
      en: '/en/product/smartphone-red-1947',
      'x-default': '/ru/product/smartfon-krasnyi-1947',
    })
  })
})
