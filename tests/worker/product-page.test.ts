import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { testProduct, testProductPage } from '#contract/product-card.fixture.ts'
import { send } from './helpers'

/**
 * The product page as the server renders it (storefront spec 1 and 7.2): the properties table, the
 * similar and compatible lists (from the product answer, else from /general/product_similar_products),
 * and the home page's sliders (/general/sliders?is_product_page=false), which leave out those for
 * product pages (issue 52 points 4 and 5; the product page loads those in the browser,
 * app/features/product/product-extras.server.test.ts).
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API

function productAnswer(over: Record<string, unknown> = {}) {
  const properties = [
    { id: 1, keyword: 'screen', title: 'Screen size', value: '6.1', option_keyword: '6-1', unit: 'in' },
    { id: 2, keyword: 'storage', title: 'Storage', value: '128', option_keyword: '128gb', unit: 'GB' },
  ]
  const product = {
    description: 'A phone.',
    similarProducts: [testProduct(311, { title: 'Similar one', url: 'similar-one' })],
    compatibleProducts: [testProduct(321, { title: 'Compatible case', url: 'compatible-case' })],
    ...over,
  }
  return testProductPage(testProduct(301, { title: 'Tested phone', url: 'tested-phone' }), product, { properties })
}

const slider = (id: number, name: string, title: string) => ({
  id,
  carouselName: name,
  slug: `s${id}`,
  products: [testProduct(400 + id, { title, url: `slider-${id}` })],
})

async function routes(extra: Record<string, unknown>) {
  await ssrDouble.fetch('http://admin.test/__double/routes', {
    method: 'POST',
    body: JSON.stringify({
      '/general/sliders?is_product_page=true': [slider(1, 'You may also like', 'Product page pick')],
      '/general/sliders?is_product_page=false': [slider(2, 'Best sellers', 'Home pick')],
      ...extra,
    }),
  })
}

let visit = 0
async function page(path: string): Promise<string> {
  visit += 1
  const res = await send(`${path}?v=${visit}`)
  expect(res.status).toBe(200)
  return (await res.text()).replaceAll('<!-- -->', '')
}

afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

describe('the product page', () => {
  it('shows the properties table: each property a row, its value with its unit', async () => {
    await routes({ '/general/v2/product/tested-phone/': productAnswer() })
    const html = await page('/en/product/tested-phone')
    const table = /<table class="properties">[\s\S]*?<\/table>/.exec(html)?.[0] ?? ''
    expect(table).toMatch(/<th scope="row">Screen size<\/th><td>6\.1 in<\/td>/)
    expect(table).toMatch(/<th scope="row">Storage<\/th><td>128 GB<\/td>/)
  })

  it('shows no properties section when the product has none', async () => {
    await routes({ '/general/v2/product/tested-phone/': { ...productAnswer(), properties: [] } })
    expect(await page('/en/product/tested-phone')).not.toContain('class="properties"')
  })

  it('lists the similar and compatible products of the product answer, under their headings', async () => {
    await routes({ '/general/v2/product/tested-phone/': productAnswer() })
    const html = await page('/ro/product/tested-phone')
    expect(section(html, 'similar')).toContain('Produse similare')
    expect(section(html, 'similar')).toContain('Similar one')
    expect(section(html, 'compatible')).toContain('Produse compatibile')
    expect(section(html, 'compatible')).toContain('Compatible case')
  })

  it('asks /general/product_similar_products when the product answer carries neither list', async () => {
    await routes({
      '/general/v2/product/tested-phone/': productAnswer({ similarProducts: [], compatibleProducts: [] }),
      '/general/product_similar_products?product_id=301': {
        similarProducts: [testProduct(312, { title: 'Similar by call', url: 'similar-call' })],
        compatibleProducts: [testProduct(322, { title: 'Compatible by call', url: 'compatible-call' })],
      },
    })
    const html = await page('/en/product/tested-phone')
    expect(section(html, 'similar')).toContain('Similar by call')
    expect(section(html, 'compatible')).toContain('Compatible by call')
  })

  it('a failed similar-products call leaves both lists out and the page renders', async () => {
    await routes({
      '/general/v2/product/tested-phone/': productAnswer({ similarProducts: [], compatibleProducts: [] }),
      '/general/product_similar_products?product_id=301': { __status: 500, __body: { error: 'down' } },
    })
    const html = await page('/en/product/tested-phone')
    expect(html).toContain('Tested phone')
    expect(html).not.toContain('data-testid="similar"')
    expect(html).not.toContain('data-testid="compatible"')
  })

  it('renders a description sent as HTML as markup, not as its text (review R1: "<p>…</p>" showed literally)', async () => {
    await routes({
      '/general/v2/product/tested-phone/': productAnswer({ description: '<p>Un telefon <b>verde</b></p><p>5G</p>' }),
    })
    const html = await page('/ro/product/tested-phone')
    expect(description(html)).toContain('<div class="rich-text"><p>Un telefon <b>verde</b></p><p>5G</p></div>')
    expect(html).not.toContain('&lt;p&gt;Un telefon')
  })

  it('leaves a hostile description inert everywhere in the page, its data included', async () => {
    const hostile =
      '<p>Bun</p><script>alert("d1")</script><img src="/x.png" onerror="alert(\'d2\')">' +
      '<a href="javascript:alert(\'d3\')">link</a></div></section><p>end'
    await routes({ '/general/v2/product/tested-phone/': productAnswer({ description: hostile }) })
    const html = await page('/ro/product/tested-phone')
    expect(description(html)).toContain('<p>Bun</p><img src="/x.png"><a>link</a><p>end</p></div></section>')
    for (const marker of ['d1', 'd2', 'd3']) expect(html).not.toContain(`alert(\\"${marker}`)
    expect(html).not.toMatch(/alert\((\\?["']|&quot;|&#x27;)d[123]/)
    expect(html).not.toMatch(/onerror|javascript:alert/i)
  })

  it('shows a plain-text description escaped, a paragraph per blank line', async () => {
    await routes({
      '/general/v2/product/tested-phone/': productAnswer({ description: 'Ecran 6" & 5 < 6\n\nBaterie 5000 mAh' }),
    })
    const html = await page('/en/product/tested-phone')
    expect(description(html)).toContain('<p>Ecran 6&quot; &amp; 5 &lt; 6</p><p>Baterie 5000 mAh</p>')
  })

  it("keeps the sliders out of its HTML: the product-page sliders load in the browser with the page's extras", async () => {
    await routes({ '/general/v2/product/tested-phone/': productAnswer() })
    const html = await page('/en/product/tested-phone')
    expect(html).not.toContain('Product page pick')
    expect(html).not.toContain('Home pick')
  })
})

describe('the home page', () => {
  it('shows the sliders that are not for product pages', async () => {
    await routes({})
    const html = await page('/en')
    expect(html).toContain('Best sellers')
    expect(html).toContain('Home pick')
    expect(html).not.toContain('Product page pick')
  })
})

/** The description's section, up to its end. */
function description(html: string): string {
  return /<section aria-labelledby="description-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
}

/** The section rendered with data-testid `id`, up to its end. */
function section(html: string, id: string): string {
  return new RegExp(`<section[^>]*data-testid="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? ''
}

describe("the home page's sliders without ids (spec 3 names carouselName, slug and products)", () => {
  it('each slider shows its own products (two with id 0 showed the first one twice: session 60)', async () => {
    const noId = (n: number, name: string, title: string) => {
      const { id: _, ...rest } = slider(n, name, title)
      return rest
    }
    await routes({
      '/general/sliders?is_product_page=false': [noId(5, 'Hits', 'Hit phone'), noId(6, 'This week', 'Weekly kettle')],
    })
    const html = await page('/en')
    const section = (name: string) => {
      const at = html.indexOf(`>${name}</h2>`)
      return at < 0 ? '' : html.slice(at, html.indexOf('</section>', at))
    }
    expect(section('Hits')).toContain('Hit phone')
    expect(section('This week')).toContain('Weekly kettle')
    expect(section('This week')).not.toContain('Hit phone')
  })
})
