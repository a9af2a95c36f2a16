import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testProduct, testProductPage } from '#contract/product-card.fixture.ts'
import { send } from './helpers'

/**
 * What a link preview and a search engine read of the site itself (the bot review, f42 item 7):
 * the home page names the site (WebSite with its search) and the shop (Organization) as JSON-LD;
 * pages carry Open Graph with property= (articles wrote name="og:title"), og:url the canonical
 * address, og:site_name and og:locale. Before, home, brands and promotions had no og tags at all and
 * the product page no og:url, og:site_name or og:locale.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API

async function routes(answers: Record<string, unknown>) {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(answers) })
}
async function settings(over: Record<string, unknown>) {
  await ssrDouble.fetch('http://admin.test/__double/settings', { method: 'POST', body: JSON.stringify(over) })
}
beforeAll(async () => {
  await (await send('/ro')).text()
}, 90_000)
afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
  await ssrDouble.fetch('http://admin.test/__double/settings', { method: 'DELETE' })
})

const headOf = (html: string) => html.split('</head>')[0] ?? ''
/** The og: tags written with property=, by property. */
function og(html: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [tag] of headOf(html).matchAll(/<meta [^>]*property="og:[^"]*"[^>]*>/g))
    out[/property="([^"]+)"/.exec(tag)![1]!] = (/content="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&')
  return out
}
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
  )
}
const graphTypes = (html: string) =>
  jsonLd(html).flatMap((j) => ((j['@graph'] as { '@type': string }[] | undefined) ?? [j]).map((x) => x['@type']))

async function page(path: string) {
  const res = await send(path)
  expect(res.status).toBe(200)
  return res.text()
}

describe('the home page', () => {
  it('names the site (WebSite with its search) and the shop (Organization) with what the footer shows', async () => {
    await settings({
      main_email: 'shop@example.com',
      phones: { mainPhoneNumber: '+373 22 123 456' },
      social_media: [
        { slug: 'facebook', url: 'https://facebook.com/testshop' },
        { slug: 'viber', url: 'viber://chat?number=1' },
      ],
      logo: { logo: 'https://cdn.example.com/logo.svg' },
    })
    const html = await page('/ro')
    const [graph] = jsonLd(headOf(html)).filter((j) => j['@graph'])
    expect(graph).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebSite',
          url: 'https://shop.test/ro',
          name: 'Test Shop',
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.test/ro/search?query={search_term_string}' },
            'query-input': 'required name=search_term_string',
          },
        },
        {
          '@type': 'Organization',
          name: 'Test Shop',
          url: 'https://shop.test/ro',
          logo: 'https://cdn.example.com/logo.svg',
          email: 'shop@example.com',
          telephone: '+373 22 123 456',
          // the footer's links (it leaves viber and telegram out)
          sameAs: ['https://facebook.com/testshop'],
        },
      ],
    })
    expect(og(html)).toMatchObject({
      'og:type': 'website',
      'og:url': 'https://shop.test/ro',
      'og:site_name': 'Test Shop',
      'og:locale': 'ro_RO',
      'og:image': 'https://cdn.example.com/logo.svg',
    })
    expect(og(html)['og:title']).toBeTruthy()
    expect(og(html)['og:description']).toBeTruthy()
  })

  it('a "</script>" in a setting does not close the JSON-LD', async () => {
    await settings({ project: 'A </script><script>alert(1)</script> shop' })
    const html = await page('/en')
    expect(headOf(html)).not.toContain('<script>alert(1)')
    expect(graphTypes(headOf(html))).toEqual(['WebSite', 'Organization'])
  })

  it('only the home page carries WebSite and Organization', async () => {
    expect(graphTypes(await page('/ro/brands'))).not.toContain('WebSite')
  })
})

describe('Open Graph', () => {
  it('a product page: og:url its canonical, og:site_name, og:locale, beside type, title, description, image', async () => {
    await routes({
      '/general/v2/product/tested-phone/': testProductPage(
        testProduct(301, { title: 'Tested phone', url: 'tested-phone' }),
        { description: 'A phone.' },
        { seo_info: { title: 'Tested phone', description: 'A phone to test.', img: null, keywords: '' } },
      ),
    })
    const tags = og(await page('/en/product/tested-phone'))
    expect(tags).toMatchObject({
      'og:type': 'product',
      'og:title': 'Tested phone',
      'og:description': 'A phone to test.',
      'og:url': 'https://shop.test/en/product/tested-phone',
      'og:site_name': 'Test Shop',
      'og:locale': 'en_GB',
    })
    expect(tags['og:image']).toBeTruthy()
  })

  const springSale = {
    id: 4,
    title: 'Spring sale',
    slug: 'spring-sale',
    img: 'https://cdn.example.com/a.png',
    short_description: 'Prices down.',
    status: { id: 1, name: 'News', slug: 'news' },
    created_at: '2026-03-01',
    type: 'news',
    content: '<p>Prices down.</p>',
    seo_title: 'Spring sale at Test Shop',
    seo_description: 'Prices down in spring.',
    seo_keywords: '',
  }
  it('an article: property=, not name=', async () => {
    await routes({
      '/base/articles/spring-sale': springSale,
    })
    const html = await page('/ru/articles/spring-sale')
    expect(headOf(html)).not.toMatch(/name="og:/)
    expect(og(html)).toMatchObject({
      'og:type': 'article',
      'og:title': 'Spring sale at Test Shop',
      'og:description': 'Prices down in spring.',
      'og:image': 'https://cdn.example.com/a.png',
      'og:url': 'https://shop.test/ru/articles/spring-sale',
      'og:site_name': 'Test Shop',
      'og:locale': 'ru_RU',
    })
  })

  it("an article's SEO answer (GET /general/seo/article?article_slug=) names the page over the article's own fields", async () => {
    await routes({
      '/base/articles/spring-sale': springSale,
      // Keyed with its query: answered only when the shop names the article by its slug.
      '/general/seo/article?article_slug=spring-sale': {
        seo_title: 'The SEO title',
        seo_description: 'The SEO description.',
        seo_keywords: 'sale, spring',
        img: 'https://cdn.example.com/seo.png',
      },
    })
    const html = await page('/ru/articles/spring-sale')
    expect(og(html)).toMatchObject({
      'og:title': 'The SEO title',
      'og:description': 'The SEO description.',
      'og:image': 'https://cdn.example.com/seo.png',
    })
    expect(headOf(html)).toContain('<meta name="keywords" content="sale, spring"')
  })

  const listing = {
    products: [testProduct(1947, { title: 'Smartphone', url: 'smartphone-1947' })],
    totalCount: 1,
    pages: 1,
    page: 1,
    page_size: 24,
    filters: [],
    breadcrumbs: [],
    seo_info: { title: '', description: '', img: null, keywords: '' },
  }
  it.each([
    ['/uk/brands', {}, 'https://shop.test/uk/brands', undefined],
    ['/uk/special-offers', {}, 'https://shop.test/uk/special-offers', undefined],
    [
      '/uk/brands/samsung',
      {
        '/general/brand/samsung': {
          ...listing,
          brand: {
            id: 3,
            name: 'Samsung',
            slug: 'samsung',
            image: 'https://cdn.example.com/s.png',
            featured: true,
            description: 'Phones.',
          },
        },
      },
      'https://shop.test/uk/brands/samsung',
      'https://cdn.example.com/s.png',
    ],
    [
      '/uk/special-offers/autumn-sale',
      {
        '/general/v2/promos/': {
          ...listing,
          promos: [
            {
              id: 7,
              title: 'Autumn sale',
              slug: 'autumn-sale',
              img: 'https://cdn.example.com/p.png',
              expireDate: '2099-01-01T00:00:00Z',
            },
          ],
        },
        '/general/promotions/7': null,
      },
      'https://shop.test/uk/special-offers/autumn-sale',
      'https://cdn.example.com/p.png',
    ],
  ] as const)(
    '%s: title, description, url, type, site name, locale (and its image)',
    async (path, answers, url, image) => {
      await routes(answers)
      const tags = og(await page(path))
      expect(tags).toMatchObject({
        'og:type': 'website',
        'og:url': url,
        'og:site_name': 'Test Shop',
        'og:locale': 'uk_UA',
      })
      expect(tags['og:title']).toBeTruthy()
      expect(tags['og:image']).toBe(image)
    },
  )
})
