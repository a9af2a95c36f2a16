import { env } from 'cloudflare:workers'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SERVER_TIMINGS } from '#config'
import { testProduct, testProductPage } from '#contract/product-card.fixture.ts'
import { defaultMemoryLayer } from '#platform/page-cache/index.ts'
import { resetSiteMemo } from '#platform/site.server.ts'
import { app } from '../../worker'
import { bindings } from './page-cache.helpers'

/**
 * Settings changed at runtime reach cached pages (operator audit 10, findings 2 and 5; decision
 * 0128). A spec back end cannot call the purge: each stored page keeps the fingerprint of the
 * settings it was rendered with, and a hit compares it with the settings the isolate's memo holds.
 * The renderer talks to the SSR double (vitest.worker.config.ts), whose settings each step changes;
 * the Worker's own env is the same back end and site, as in a deployment.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const PRICE = '98765'

function productRoute(slug: string) {
  const card = testProduct(601, {
    title: 'Fingerprint Drill',
    url: slug,
    price: 98765.43,
    slugs: { ro: slug, ru: slug, uk: slug, en: slug },
  })
  return {
    [`/general/v2/product/${slug}/`]: testProductPage(
      card,
      { description: 'A drill.' },
      { seo_info: { title: 'Drill', description: 'A drill', img: null, keywords: '' } },
    ),
  }
}

const settings = (fields: Record<string, unknown>) =>
  ssrDouble.fetch('http://admin.test/__double/settings', { method: 'POST', body: JSON.stringify(fields) })
const forgetCalls = () => ssrDouble.fetch('http://admin.test/__double/calls', { method: 'DELETE' })
const calls = async () => (await (await ssrDouble.fetch('http://admin.test/__double/calls')).json()) as object

const testEnv = { ...bindings, PAGE_CACHE_MODE: 'on' }

async function get(path: string, vars: Record<string, string> = {}) {
  const tasks: Promise<unknown>[] = []
  const ctx = { waitUntil: (p: Promise<unknown>) => tasks.push(p), passThroughOnException: () => {}, props: {} }
  const res = await app.fetch(
    new Request(`https://shop.test${path}`, { redirect: 'manual' }),
    { ...testEnv, ...vars },
    ctx as unknown as ExecutionContext,
  )
  const html = await res.text()
  await Promise.allSettled(tasks)
  return { state: res.headers.get('x-page-cache'), status: res.status, html, location: res.headers.get('Location') }
}

/** Past the isolate's settings memo (SITE_MEMO_TTL_MS). */
const afterTheMemo = () => vi.setSystemTime(Date.now() + SERVER_TIMINGS.isolateAnswerReuse + 1_000)

let slugs = 0
const slug = () => `fp-drill-${Date.now().toString(36)}-${++slugs}`

beforeAll(() => resetSiteMemo())
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date())
})
afterEach(async () => {
  vi.useRealTimers()
  resetSiteMemo()
  defaultMemoryLayer.deletePrefix('')
  await ssrDouble.fetch('http://admin.test/__double/settings', { method: 'DELETE' })
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})
afterAll(() => vi.useRealTimers())

describe('a cached page follows the settings the isolate holds (decision 0128)', () => {
  it('hidden prices: a HIT without a back-end call while the memo is fresh; after it, the next render hides them', async () => {
    const path = `/ro/product/${slug()}`
    await ssrDouble.fetch('http://admin.test/__double/routes', {
      method: 'POST',
      body: JSON.stringify(productRoute(path.split('/')[3] ?? '')),
    })
    await settings({ hide_price_for_guests: false })
    const first = await get(path)
    expect([first.status, first.state]).toEqual([200, 'MISS'])
    expect(first.html).toContain(PRICE)
    expect((await get(path)).state).toBe('HIT')

    // The operator hides the prices. The memo is fresh: the page is served as kept, and the hit asks nothing.
    await settings({ hide_price_for_guests: true })
    await forgetCalls()
    const fresh = await get(path)
    expect(fresh.state).toBe('HIT')
    expect(fresh.html).toContain(PRICE)
    expect(await calls()).toEqual({})

    // The memo's time is over: the hit does not wait for the back end (the page as kept), the
    // settings load after the response...
    afterTheMemo()
    const lag = await get(path)
    expect(lag.state).toBe('HIT')
    expect(await calls()).toEqual({ '/settings/global_site_settings': 1 })
    // ...and the next request finds them changed: a miss, rendered without the prices, then kept.
    const next = await get(path)
    expect([next.status, next.state]).toEqual([200, 'MISS'])
    expect(next.html).not.toContain(PRICE)
    const kept = await get(path)
    expect(kept.state).toBe('HIT')
    expect(kept.html).not.toContain(PRICE)
  }, 60_000)

  it('a stale page rendered with other settings is a miss, not served stale while it refreshes', async () => {
    const own = slug()
    const path = `/ro/product/${own}`
    await ssrDouble.fetch('http://admin.test/__double/routes', {
      method: 'POST',
      body: JSON.stringify(productRoute(own)),
    })
    await settings({ hide_price_for_guests: false })
    const ttl = { PAGE_CACHE_TTL_SECONDS: '1' }
    expect((await get(path, ttl)).state).toBe('MISS')
    // Past its TTL (the page cache's own clock) the page would be served STALE...
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await settings({ hide_price_for_guests: true })
    afterTheMemo()
    // ...but a page the cache cannot hold has loaded the new settings into the memo meanwhile.
    expect((await get(`${path}?utm=a`, ttl)).html).not.toContain(PRICE)
    const next = await get(path, ttl)
    expect([next.status, next.state]).toEqual([200, 'MISS'])
    expect(next.html).not.toContain(PRICE)
  }, 60_000)

  it('a menu served at GET /general/menu_tree: a change reaches the cached page as a changed setting does', async () => {
    const own = slug()
    const path = `/ro/product/${own}`
    const menu = (title: string) => ({ '/general/menu_tree': [{ id: 9, title, url: 'tablete', subcategories: [] }] })
    const routes = (extra: object) =>
      ssrDouble.fetch('http://admin.test/__double/routes', {
        method: 'POST',
        body: JSON.stringify({ ...productRoute(own), ...extra }),
      })
    await settings({ menu_tree: [] })
    await routes(menu('Tablete-vechi'))
    const first = await get(path)
    expect([first.status, first.state]).toEqual([200, 'MISS'])
    expect(first.html).toContain('Tablete-vechi')

    await routes(menu('Tablete-noi'))
    afterTheMemo()
    // The hit after the memo's time serves the page as kept and loads the settings (and their menu) after it...
    expect((await get(path)).state).toBe('HIT')
    // ...and the next request finds the menu changed: rendered again with the new one.
    const next = await get(path)
    expect([next.status, next.state]).toEqual([200, 'MISS'])
    expect(next.html).toContain('Tablete-noi')
    expect(next.html).not.toContain('Tablete-vechi')
  }, 60_000)

  it('a language the shop stops offering: its cached page becomes a 302 to the main language, query kept', async () => {
    const own = slug()
    await ssrDouble.fetch('http://admin.test/__double/routes', {
      method: 'POST',
      body: JSON.stringify(productRoute(own)),
    })
    await settings({ langs: ['ro', 'ru', 'uk', 'en'], mainUiInterface: { mainLang: 'ro' } })
    const uk = `/uk/product/${own}`
    expect((await get(uk)).state).toBe('MISS')
    const hit = await get(uk)
    expect([hit.status, hit.state]).toEqual([200, 'HIT'])

    await settings({ langs: ['ro', 'ru'], mainUiInterface: { mainLang: 'ro' } })
    afterTheMemo()
    expect((await get(uk)).state).toBe('HIT')
    const moved = await get(uk)
    expect([moved.status, moved.location]).toEqual([302, `/ro/product/${own}`])
    expect(moved.state).not.toBe('HIT')
    // A language this isolate had not loaded yet asks the settings now; the query goes along.
    const en = await get(`/en/product/${own}?page=2`)
    expect([en.status, en.location]).toEqual([302, `/ro/product/${own}?page=2`])
    // The offered languages are served as before.
    expect((await get(`/ru/product/${own}`)).status).toBe(200)
  })

  it('a main language the shop does not offer sends to the first offered one', async () => {
    const own = slug()
    await ssrDouble.fetch('http://admin.test/__double/routes', {
      method: 'POST',
      body: JSON.stringify(productRoute(own)),
    })
    await settings({ langs: ['ru', 'en'], mainUiInterface: { mainLang: 'uk' } })
    const res = await get(`/ro/product/${own}?x=1`)
    expect([res.status, res.location]).toEqual([302, `/ru/product/${own}?x=1`])
    expect((await get(`/uk/product/${own}`)).location).toBe(`/ru/product/${own}`)
  })
})

describe('a purge of all pages drops the kept sitemaps too (operator audit 10, 9)', () => {
  it('all, prefix / and the path /sitemap.xml each make the next request ask the back end', async () => {
    let document = 'a'
    const asked: string[] = []
    const admin = (request: Request) => {
      asked.push(new URL(request.url).searchParams.get('page') ?? '')
      return new Response(
        `<?xml version="1.0"?><urlset><url><loc>https://shop.test/ro/${document}</loc></url></urlset>`,
        { headers: { 'Content-Type': 'application/xml' } },
      )
    }
    const sitemapEnv = {
      ...bindings,
      PAGE_CACHE_MODE: 'on',
      PAGE_CACHE_PURGE_TOKEN: 'purge-secret-of-at-least-32-characters',
      ADMIN_API_URL: `http://sitemap-${Date.now().toString(36)}.test`,
      ADMIN_API: {
        fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(admin(new Request(input, init))),
      },
    }
    const send = async (path: string, init: RequestInit = {}) => {
      const tasks: Promise<unknown>[] = []
      const ctx = { waitUntil: (p: Promise<unknown>) => tasks.push(p), passThroughOnException: () => {}, props: {} }
      const res = await app.fetch(
        new Request(`https://shop.test${path}`, init),
        sitemapEnv as unknown as typeof bindings,
        ctx as unknown as ExecutionContext,
      )
      const text = await res.text()
      await Promise.allSettled(tasks)
      return { status: res.status, text }
    }
    const purge = (body: object) =>
      send('/__cache/purge', {
        method: 'POST',
        headers: { Authorization: 'Bearer purge-secret-of-at-least-32-characters', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })

    expect((await send('/sitemap.xml')).text).toContain('/ro/a')
    expect((await send('/sitemap.xml?page=2')).text).toContain('/ro/a')
    document = 'b'
    expect((await send('/sitemap.xml')).text).toContain('/ro/a')
    expect(asked).toEqual(['', '2'])

    for (const [body, next] of [
      [{ all: true }, 'c'],
      [{ prefix: '/' }, 'd'],
      [{ path: '/sitemap.xml' }, 'e'],
    ] as const) {
      expect((await purge(body)).status).toBe(200)
      const fresh = await send('/sitemap.xml')
      expect(fresh.text).toContain(`/ro/${document}`)
      expect((await send('/sitemap.xml?page=2')).text).toContain(`/ro/${document}`)
      document = next
      // Kept again until the next purge.
      expect((await send('/sitemap.xml')).text).toBe(fresh.text)
    }
    // A purge of other pages leaves it kept.
    expect((await purge({ prefix: '/ro/' })).status).toBe(200)
    expect((await send('/sitemap.xml')).text).not.toContain('/ro/e')
    expect(asked).toEqual(['', '2', '', '2', '', '2', '', '2'])
  })
})
