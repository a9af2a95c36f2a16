import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import app from '../src'
import { api, BASE } from './helpers'

/**
 * GET /general/sitemap-file, the storefront's /sitemap.xml (a cold review crawled it as a bot): it
 * listed home, categories and at most 5,000 products (7,952 URLs on the demo), none of the brands,
 * promotions, articles, content and CMS pages, gallery albums or custom lists; no lastmod on home
 * and categories; every language whatever the site's `langs`; a larger catalogue silently lost
 * products past 5,000 (no sitemap index).
 */

const SITE = 'https://shop.example.com'
const SITE_TOKEN = 'demo-electro-token'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
const entries = (xml: string) =>
  new Map(
    [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => [m[1]!, m[2]]),
  )

async function sitemap(query = '', token = SITE_TOKEN) {
  const res = await api(`/general/sitemap-file?base_url=${encodeURIComponent(SITE)}${query}`, { site: token })
  return { status: res.status, text: await res.text() }
}

/** The app with other bindings (a small per-file cap makes the seeded shop an index). */
async function withVars(vars: Record<string, string>, query = '') {
  const res = await app.fetch(
    new Request(`${BASE}/general/sitemap-file?base_url=${encodeURIComponent(SITE)}${query}`, {
      headers: { 'Site-Token': SITE_TOKEN },
    }),
    { ...env, ...vars },
  )
  return { status: res.status, text: await res.text() }
}

describe('sitemap: every page of the shop', () => {
  let xml = ''
  let urls = new Map<string, string | undefined>()
  beforeAll(async () => {
    const r = await sitemap()
    expect(r.status).toBe(200)
    xml = r.text
    urls = entries(xml)
  })

  it('is one urlset of unique URLs', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const all = locs(xml)
    expect(new Set(all).size).toBe(all.length)
    expect(all.every((u) => u.startsWith(`${SITE}/`))).toBe(true)
  })

  it('lists the content pages, brands, running promotions, articles, CMS pages, albums and lists', async () => {
    for (const l of ['ro', 'ru', 'uk', 'en'])
      for (const path of [
        'about',
        'delivery',
        'terms',
        'contacts',
        'faq',
        'career',
        'gallery',
        'articles',
        'brands',
        'special-offers',
        'gallery/1',
        'list/1',
      ])
        expect(urls.has(`${SITE}/${l}/${path}`), `${l}/${path}`).toBe(true)
    expect(urls.has(`${SITE}/ro/warranty`)).toBe(true)
    expect(urls.has(`${SITE}/en/landing/black-friday`)).toBe(true)

    const brands = (await (await api('/general/brand/', { site: SITE_TOKEN })).json()) as unknown
    const brandList = (Array.isArray(brands) ? brands : (brands as { data: unknown[] }).data) as { slug: string }[]
    expect(brandList.length).toBeGreaterThan(0)
    for (const b of brandList) expect(urls.has(`${SITE}/ro/brands/${b.slug}`), b.slug).toBe(true)

    // running promotions only (the seed's odd ones run until 2030, the even ones are over)
    const promos = (await (await api('/general/promotions?page_size=50', { site: SITE_TOKEN, lang: 'ru' })).json()) as {
      data: { id: number; slug: string | null; is_active: boolean }[]
    }
    expect(promos.data.some((p) => !p.is_active)).toBe(true)
    for (const p of promos.data)
      expect(urls.has(`${SITE}/ru/special-offers/${p.slug ?? p.id}`), String(p.slug)).toBe(p.is_active)

    // articles by each language's slug, dated
    for (const lang of ['ro', 'uk']) {
      const list = (await (await api('/base/articles/?page_size=50', { site: SITE_TOKEN, lang })).json()) as {
        data: { slug: string; created_at: string }[]
      }
      expect(list.data.length).toBeGreaterThan(0)
      for (const a of list.data) expect(urls.get(`${SITE}/${lang}/articles/${a.slug}`)).toBe(a.created_at.slice(0, 10))
    }
  })

  it('dates home and categories (their newest product), products by created_at', () => {
    expect(urls.get(`${SITE}/ro`)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const cats = [...urls].filter(([u]) => /^https:\/\/shop\.example\.com\/ro\/[a-z0-9-]+$/.test(u))
    expect(cats.filter(([, d]) => d).length).toBeGreaterThan(10)
    const products = [...urls].filter(([u]) => u.includes('/product/'))
    expect(products.length).toBeGreaterThan(0)
    expect(products.every(([, d]) => /^\d{4}-\d{2}-\d{2}$/.test(d ?? ''))).toBe(true)
  })

  it('lists every active product in each language (no cap at 5,000)', async () => {
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM products WHERE active = 1').first<{ n: number }>())!
    expect([...urls.keys()].filter((u) => u.includes('/product/')).length).toBe(n * 4)
  })
})

describe("sitemap: the site's languages", () => {
  const TOKEN = 'sitemap-two-languages-token'
  beforeAll(async () => {
    await env.DB.prepare("INSERT OR IGNORE INTO sites (id, token, theme, main_lang) VALUES (9042, ?, 'electro', 'ro')")
      .bind(TOKEN)
      .run()
    await env.DB.prepare(
      `INSERT OR REPLACE INTO site_settings (site_id, kind, locale, data)
       SELECT 9042, kind, locale, json_patch(data, '{"langs":["ro","ru"]}') FROM site_settings
       WHERE kind = 'global' AND site_id = (SELECT id FROM sites WHERE token = ?)`,
    )
      .bind(SITE_TOKEN)
      .run()
  })

  it('lists only the languages `langs` names', async () => {
    const r = await sitemap('', TOKEN)
    expect(r.status).toBe(200)
    const langs = new Set(locs(r.text).map((u) => new URL(u).pathname.split('/')[1]))
    expect([...langs].sort()).toEqual(['ro', 'ru'])
  })
})

describe('sitemap: an index past the per-file cap', () => {
  it('splits into children whose URLs together are the whole sitemap', async () => {
    const whole = locs((await sitemap()).text)
    const root = await withVars({ SITEMAP_URLS_PER_FILE: '100' })
    expect(root.status).toBe(200)
    expect(root.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const children = locs(root.text)
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM products WHERE active = 1').first<{ n: number }>())!
    // the pages in files of 100, then the products 25 a file (4 languages each)
    expect(children.length).toBe(
      Math.ceil(whole.filter((u) => !u.includes('/product/')).length / 100) + Math.ceil(n / 25),
    )
    expect(children[0]).toBe(`${SITE}/sitemap.xml?page=1`)
    const seen: string[] = []
    for (const [i, child] of children.entries()) {
      expect(child).toBe(`${SITE}/sitemap.xml?page=${i + 1}`)
      const r = await withVars({ SITEMAP_URLS_PER_FILE: '100' }, `&page=${i + 1}`)
      expect(r.status).toBe(200)
      expect(r.text).toContain('<urlset')
      const part = locs(r.text)
      expect(part.length).toBeGreaterThan(0)
      expect(part.length).toBeLessThanOrEqual(100)
      seen.push(...part)
    }
    expect(seen.sort()).toEqual([...whole].sort())
    const past = await withVars({ SITEMAP_URLS_PER_FILE: '100' }, `&page=${children.length + 1}`)
    expect(past.status).toBe(404)
  })

  it('a small sitemap has one page, no other', async () => {
    expect((await sitemap('&page=1')).text).toContain('<urlset')
    expect((await sitemap('&page=2')).status).toBe(404)
  })
})
