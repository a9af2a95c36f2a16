import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { type CategoryListing, formatFilterQuery, parseFilterQuery, type SearchResult } from '#contract/catalogue.ts'
import { type CategoryRow, ftsExpression, runListing } from '../src/lib/listing'
import { d1 } from '../src/services/products'
import { api } from './helpers'

const get = async <T>(path: string, lang = 'ro') => {
  const res = await api(path, { lang })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

describe('filter query format', () => {
  it('parses and formats the string and JSON forms', () => {
    expect(parseFilterQuery('color:black,white;storage:128gb;price:100-500')).toEqual({
      color: ['black', 'white'],
      storage: ['128gb'],
      price: ['100-500'],
    })
    expect(parseFilterQuery('{"color":["black"],"price":[100,null],"brand_id":[3]}')).toEqual({
      color: ['black'],
      price: ['100-'],
      brand_id: ['3'],
    })
    expect(formatFilterQuery({ storage: ['128gb'], color: ['black', 'white'] })).toBe('color:black,white,storage:128gb')
    // An operator's keywords: any script, inner spaces, a group keyworded by digits (session 60).
    expect(parseFilterQuery('color:roșu,128 GB,12:64')).toEqual({ color: ['roșu', '128 GB'], '12': ['64'] })
    for (const bad of [
      'color',
      ':x',
      'color:<b>',
      '{"__proto__":["x"]}',
      'price:abc',
      '{"a":',
      '{"a":{"b":1}}',
      "color:' OR 1=1",
      'x,color:a',
      'price:1-2,3',
    ])
      expect(parseFilterQuery(bad)).toBeNull()
  })

  // spec 2.3 "a comma-separated list of key:value-list pairs"; the `;` the shop sent before reads as a comma
  it.each([
    ['color:black,white,storage:128gb,price:100-500'],
    ['color:black,white;storage:128gb;price:100-500'],
    ['price:100-500,storage:128gb,color:black,white'],
    ['color:black,,white,storage:128gb;price:100-500'],
  ])('%s is one selection', (text) => {
    expect(parseFilterQuery(text)).toEqual({ color: ['black', 'white'], storage: ['128gb'], price: ['100-500'] })
  })
})

describe('category listing', () => {
  it('filters by two property groups, sorts by price and paginates', async () => {
    const top = await env.DB.prepare(
      "SELECT id, slug_ro FROM categories WHERE level = 1 AND slug_ro = 'electronice'",
    ).first<{ id: number; slug_ro: string }>()
    const all = await get<CategoryListing>(`/general/v2/category/${top!.slug_ro}/?page_size=100`)
    const colors = all.filters.find((f) => f.keyword === 'color')!
    const storage = all.filters.find((f) => f.keyword === 'storage')!
    expect(colors.type).toBe('checkbox')
    const c1 = colors.options.slice(0, 3).map((o) => o.keyword)
    const s1 = storage.options.slice(0, 3).map((o) => o.keyword)
    const q = `filters=${encodeURIComponent(`color:${c1.join(',')};storage:${s1.join(',')}`)}&sort=price%2B&page_size=5`
    const page1 = await get<CategoryListing>(`/general/v2/category/${top!.slug_ro}/?${q}`)
    expect(page1.totalCount).toBeGreaterThan(0)
    expect(page1.totalCount).toBeLessThan(all.totalCount)
    expect(page1.pages).toBe(Math.ceil(page1.totalCount / 5))
    expect(page1.applied).toEqual({ color: c1, storage: s1 })
    expect(
      page1.filters
        .find((f) => f.keyword === 'color')!
        .options.filter((o) => o.active)
        .map((o) => o.keyword),
    ).toEqual(c1)
    const expected = await env.DB.prepare(
      `SELECT count(*) AS n FROM products p WHERE p.cat1 = ? AND p.active = 1
       AND p.id IN (SELECT product_id FROM product_options po JOIN property_options o ON o.id = po.option_id JOIN properties pr ON pr.id = o.property_id WHERE pr.keyword = 'color' AND o.keyword IN (${c1.map(() => '?').join(',')}))
       AND p.id IN (SELECT product_id FROM product_options po JOIN property_options o ON o.id = po.option_id JOIN properties pr ON pr.id = o.property_id WHERE pr.keyword = 'storage' AND o.keyword IN (${s1.map(() => '?').join(',')}))`,
    )
      .bind(top!.id, ...c1, ...s1)
      .first<{ n: number }>()
    expect(page1.totalCount).toBe(expected!.n)
    const prices = page1.products.map((p) => p.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    if (page1.pages > 1) {
      const page2 = await get<CategoryListing>(`/general/v2/category/${top!.slug_ro}/?${q}&page=2`)
      expect(page2.products[0]!.price).toBeGreaterThanOrEqual(prices.at(-1)!)
      expect(page2.products.map((p) => p.productId)).not.toContain(page1.products[0]!.productId)
    }
    expect(page1.data).toEqual(page1.products)
  })

  it('supports every sort option', async () => {
    const slug = 'electronice'
    const desc = await get<CategoryListing>(`/general/v2/category/${slug}/?sort=price-&page_size=20`)
    expect(desc.products.map((p) => p.price)).toEqual([...desc.products.map((p) => p.price)].sort((a, b) => b - a))
    const names = await get<CategoryListing>(`/general/v2/category/${slug}/?sort=name%2B&page_size=20`, 'en')
    const titles = names.products.map((p) => p.title)
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const newer = await get<CategoryListing>(`/general/v2/category/${slug}/?sort=newer%2B&page_size=20`)
    const ids = newer.products.map((p) => p.productId)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    for (const sort of ['sort_priority-', 'default', 'name-']) {
      const r = await get<CategoryListing>(`/general/v2/category/${slug}/?sort=${encodeURIComponent(sort)}`)
      expect(r.sort).toBe(sort)
      expect(r.products.length).toBeGreaterThan(0)
    }
    expect((await api(`/general/v2/category/${slug}/?sort=random`)).status).toBe(400)
  })

  it('filters by price range, brand, category, promo and status; reports min and max prices', async () => {
    const base = await get<CategoryListing>('/general/v2/category/electronice/?page_size=1')
    const { min, max } = base.min_and_max_price_value
    const db = await env.DB.prepare(
      'SELECT min(price) AS mn, max(price) AS mx FROM products WHERE cat1 = 1 AND active = 1',
    ).first<{ mn: number; mx: number }>()
    expect([min, max]).toEqual([db!.mn, db!.mx])
    const ranged = await get<CategoryListing>(
      `/general/v2/category/electronice/?price_min=1000&price_max=5000&page_size=100`,
    )
    expect(ranged.products.every((p) => p.price >= 1000 && p.price <= 5000)).toBe(true)
    expect(ranged.filters.find((f) => f.keyword === 'price')).toMatchObject({
      type: 'range',
      selectedFrom: 1000,
      selectedTo: 5000,
      default_min: min,
      default_max: max,
    })
    const brand = base.filters.find((f) => f.keyword === 'brand_id')!.options[0]!
    const byBrand = await get<CategoryListing>(
      `/general/v2/category/electronice/?filters=brand_id:${brand.id}&page_size=100`,
    )
    expect(byBrand.products.every((p) => p.brand.id === brand.id)).toBe(true)
    expect(byBrand.totalCount).toBe(brand.count)
    const sub = base.filters.find((f) => f.keyword === 'categoryId')!.options[0]!
    const byCat = await get<CategoryListing>(`/general/v2/category/electronice/?categoryId=${sub.id}&page_size=100`)
    expect(byCat.products.every((p) => p.category[0]!.categoryId === sub.id)).toBe(true)
    const promo = await get<CategoryListing>('/general/v2/category/electronice/?promo=true&page_size=100')
    expect(promo.products.every((p) => p.old_price !== null && p.discount > 0)).toBe(true)
    const stock = await get<CategoryListing>(
      '/general/v2/category/electronice/?filters=status:out_of_stock&page_size=100',
    )
    expect(stock.products.every((p) => !p.is_stock)).toBe(true)
  })

  it('finds categories by slug in any language and answers 404 for unknown slugs', async () => {
    const cat = await env.DB.prepare('SELECT * FROM categories WHERE level = 3 ORDER BY id LIMIT 1').first<
      Record<string, string | number>
    >()
    for (const l of ['ro', 'ru', 'uk', 'en']) {
      const r = await get<CategoryListing>(`/general/v2/category/${cat![`slug_${l}`]}`, l)
      expect(r.category.id).toBe(cat!.id)
      expect(r.category.title).toBe(cat![`title_${l}`])
      expect(r.breadcrumbs).toHaveLength(4)
    }
    expect((await api('/general/v2/category/no-such-category/')).status).toBe(404)
  })
})

describe('search', () => {
  it('finds products by words in any language, with filters and sorting', async () => {
    const r = await get<SearchResult>('/general/v2/search/search/?query=samsung&sort=price-&page_size=50')
    expect(r.totalCount).toBeGreaterThan(0)
    expect(r.products.every((p) => p.brand.name === 'Samsung')).toBe(true)
    const ru = await get<SearchResult>(`/general/v2/search/search/?query=${encodeURIComponent('смартфон')}`, 'ru')
    expect(ru.products.every((p) => /смартфон/i.test(p.title))).toBe(true)
    const diacritics = await get<SearchResult>(`/general/v2/search/search/?query=${encodeURIComponent('hartie')}`)
    const withD = await get<SearchResult>(`/general/v2/search/search/?query=${encodeURIComponent('hârtie')}`)
    expect(diacritics.totalCount).toBe(withD.totalCount)
    const nothing = await get<SearchResult>(`/general/v2/search/search/?query=${encodeURIComponent('" OR 1=1 -- *')}`)
    expect(nothing.products).toBeDefined()
    const empty = await get<SearchResult>('/general/v2/search/search/?query=')
    expect(empty.totalCount).toBe(0)
  })

  it('serves paths with and without the trailing slash', async () => {
    expect((await api('/general/menu_tree/')).status).toBe(200)
    expect((await api('/general/menu_tree')).status).toBe(200)
    expect((await api('/general/v2/search/search?query=apple')).status).toBe(200)
  })
})

describe('sites', () => {
  it('gives every site its own settings', async () => {
    const themes = ['electro', 'home', 'pharma', 'market', 'business', 'meals']
    const all = await Promise.all(
      themes.map(
        async (t) =>
          (await (await api('/settings/global_site_settings', { site: `demo-${t}-token` })).json()) as Record<
            string,
            never
          >,
      ),
    )
    expect(new Set(all.map((s) => s.project)).size).toBe(6)
    const pharma = all[2] as unknown as { additional_settings: { pharmacy_mode: boolean } }
    expect(pharma.additional_settings.pharmacy_mode).toBe(true)
    expect(
      all.filter((s) => (s as unknown as { mainUiInterface: { mainLang: string } }).mainUiInterface.mainLang === 'ru'),
    ).toHaveLength(1)
    const electro = all[0] as unknown as {
      menu_tree: unknown[]
      brand_tree: { name: string }[]
      brands_position: number
      social_media: { slug: string }[]
      captcha: { site_key: string }
    }
    expect(electro.menu_tree.length).toBe(6)
    expect(electro.brand_tree.length).toBeGreaterThanOrEqual(60)
    expect(electro.brand_tree.some((b) => /^\d/.test(b.name))).toBe(true)
    expect(typeof electro.brands_position).toBe('number')
    expect(electro.social_media.map((s) => s.slug)).toEqual(expect.arrayContaining(['viber', 'telegram']))
    // only the pharmacy demo asks for a captcha at checkout
    expect(electro.captcha.site_key).toBeNull()
    expect((all[2] as unknown as { captcha: { site_key: string } }).captcha.site_key).toBeTruthy()
  })

  it('serves CMS pages, including layout-less and hostile ones', async () => {
    const p = (await (await api('/page/landing/black-friday/')).json()) as { ignore_layout: boolean }
    expect(p.ignore_layout).toBe(true)
    const x = (await (await api('/page/xss-test/html/')).json()) as { html: string }
    expect(x.html).toContain('<script>')
    expect(x.html).toContain('onerror=')
    expect((await api('/page/nope/')).status).toBe(404)
  })

  it('serves generated SVG product images without a site token', async () => {
    const res = await api('/images/product/1.svg', { site: null })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('image/svg+xml')
    expect(await res.text()).toContain('<svg')
    expect((await api('/images/product/999999.svg', { site: null })).status).toBe(404)
  })

  it.each([
    ['?w=320', 'width="320" height="320"'],
    ['?w=16', 'width="16" height="16"'],
    ['?w=4000', 'width="4000" height="4000"'],
    ['?w=5', 'width="600" height="600"'],
    ['?w=4001', 'width="600" height="600"'],
    ['?w=abc', 'width="600" height="600"'],
    ['?w=-320', 'width="600" height="600"'],
    ['', 'width="600" height="600"'],
  ])('answers %s with an image of that width when it is 16-4000 px (%s)', async (query, size) => {
    const body = await (await api(`/images/product/1.svg${query}`, { site: null })).text()
    expect(body).toContain(size)
    expect(body).toContain('viewBox="0 0 600 600"')
  })

  it("keeps a banner's aspect ratio at any width", async () => {
    expect(await (await api('/images/banner/2.svg?w=480', { site: null })).text()).toContain('width="480" height="160"')
  })

  it('draws a banner in the colour and with the text the seed names, the generic tile otherwise', async () => {
    const own = await (await api('/images/banner/3.svg?tone=16a34a&text=FarmaPlus%203', { site: null })).text()
    expect(own).toContain('fill="#16a34a"')
    expect(own).toContain('FarmaPlus 3')
    // no English caption naming the kind (read as untranslated text on ru and uk pages)
    expect(own).not.toMatch(/>banner</)
    const bad = await (await api('/images/banner/3.svg?tone=red%22%3E&text=%3Cscript%3E', { site: null })).text()
    expect(bad).not.toContain('red"')
    expect(bad).not.toContain('<script>')
    expect(bad).toContain('&#60;script&#62;')
  })

  it("draws a site's logo as its wordmark in its primary colour, light lettering with ?dark=1", async () => {
    const row = await env.DB.prepare(
      "SELECT data FROM site_settings WHERE site_id = 1 AND kind = 'global' LIMIT 1",
    ).first<{ data: string }>()
    const doc = JSON.parse(row!.data) as { project: string; colors: { primary: string } }
    const light = await (await api('/images/logo/1.svg', { site: null })).text()
    expect(light).toContain('width="280" height="80"')
    expect(light).toContain(`aria-label="${doc.project}"`)
    expect(light).toContain(`fill="${doc.colors.primary}"`)
    expect(light).toContain('fill="#1b1d21"')
    expect(await (await api('/images/logo/1.svg?dark=1', { site: null })).text()).toContain('fill="#f1f3f5"')
    expect((await api('/images/logo/999.svg', { site: null })).status).toBe(404)
  })
})

describe('broad search path', () => {
  it('gives the same page, count and price range as the general path', async () => {
    const db = d1(env.DB)
    const categories = (await env.DB.prepare('SELECT * FROM categories').all<CategoryRow>()).results
    for (const word of ['smartphone', 'samsung', 'apă', 'ca']) {
      for (const sort of ['price+', 'price-', 'default'] as const) {
        const base = {
          locale: 'ro' as const,
          match: ftsExpression(word),
          selection: {},
          sort,
          page: 1,
          pageSize: 5,
          categories,
        }
        const general = await runListing(db, { ...base, broadThreshold: 1e9 })
        const broad = await runListing(db, { ...base, broadThreshold: 1 })
        expect(broad.rows.map((r) => r.id)).toEqual(general.rows.map((r) => r.id))
        expect([broad.totalCount, broad.min, broad.max]).toEqual([general.totalCount, general.min, general.max])
      }
    }
  })
})
