import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultMemoryLayer } from '#platform/page-cache/index.ts'
import { resetSiteMemo } from '#platform/site.server.ts'
import { app } from '../../worker'
import { bindings, uniqueToken } from './page-cache.helpers'

/**
 * Decision 0095 through the whole Worker: pages the page cache cannot hold (a query string) take the
 * home banners this isolate got a moment ago; a page the cache stores asks the back end afresh; a
 * purge forgets what the isolate kept. The renderer talks to the SSR double (vitest.worker.config.ts);
 * each step changes the double's banner and reads which one the page shows.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const bannerTitled = (title: string) =>
  ssrDouble.fetch('http://admin.test/__double/routes', {
    method: 'POST',
    body: JSON.stringify({
      '/base/slides_banner': [
        { id: 1, title, img: 'https://img.test/a.jpg', img_mobile: null, url: null, show_on: 'main' },
      ],
    }),
  })

const testEnv = {
  ...bindings,
  PAGE_CACHE_MODE: 'on',
  PAGE_CACHE_PURGE_TOKEN: 'purge-secret-of-at-least-32-chars',
  SITE_TOKEN: uniqueToken(),
}
const tasks: Promise<unknown>[] = []
const ctx = { waitUntil: (p: Promise<unknown>) => tasks.push(p), passThroughOnException: () => {}, props: {} }

async function get(path: string, init: RequestInit = {}) {
  const res = await app.fetch(
    new Request(`https://shop.test${path}`, init),
    testEnv,
    ctx as unknown as ExecutionContext,
  )
  const html = await res.text()
  await Promise.allSettled(tasks)
  return { state: res.headers.get('x-page-cache'), status: res.status, html }
}

afterEach(async () => {
  resetSiteMemo()
  defaultMemoryLayer.deletePrefix('')
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

describe('shared answers in the Worker (decision 0095)', () => {
  it('pages the cache cannot hold share one answer; a stored page asks afresh; a purge forgets', async () => {
    resetSiteMemo()
    await bannerTitled('Spring sale')
    const first = await get('/ro?utm_source=a')
    expect([first.status, first.state]).toEqual([200, 'BYPASS'])
    expect(first.html).toContain('alt="Spring sale"')

    await bannerTitled('Summer sale')
    expect((await get('/ro?utm_source=b')).html).toContain('alt="Spring sale"')

    // The page the cache stores is rendered from what the back end says now...
    const stored = await get('/ro')
    expect(stored.state).toBe('MISS')
    expect(stored.html).toContain('alt="Summer sale"')
    // ...and that answer is the one the next uncached page takes.
    expect((await get('/ro?utm_source=c')).html).toContain('alt="Summer sale"')

    await bannerTitled('Autumn sale')
    const purged = await get('/__cache/purge', {
      method: 'POST',
      headers: { Authorization: 'Bearer purge-secret-of-at-least-32-chars', 'Content-Type': 'application/json' },
      body: JSON.stringify({ all: true }),
    })
    expect(purged.status).toBe(200)
    expect((await get('/ro?utm_source=d')).html).toContain('alt="Autumn sale"')
  })

  it('another language asks the global and footer settings again (spec 4: after a switch); the same language keeps its own', async () => {
    resetSiteMemo()
    const settingsCalls = async () => {
      const calls = (await (await ssrDouble.fetch('http://admin.test/__double/calls')).json()) as Record<string, number>
      return [calls['/settings/global_site_settings'] ?? 0, calls['/settings/footer_settings'] ?? 0]
    }
    await ssrDouble.fetch('http://admin.test/__double/calls', { method: 'DELETE' })
    expect((await get('/ro/cart')).status).toBe(200)
    const [global, footer] = await settingsCalls()
    expect(footer).toBe(1)
    expect((await get('/ru/cart')).status).toBe(200)
    expect(await settingsCalls()).toEqual([global! * 2, 2])
    expect((await get('/ro/cart?again=1')).status).toBe(200)
    expect((await get('/ru/cart?again=1')).status).toBe(200)
    expect(await settingsCalls()).toEqual([global! * 2, 2])
  })

  it("a purge forgets the settings the isolate kept: the cart page (never cached) shows the operator's change at once", async () => {
    resetSiteMemo()
    const named = (project: string) =>
      ssrDouble.fetch('http://admin.test/__double/routes', {
        method: 'POST',
        body: JSON.stringify({ '/settings/global_site_settings': { project, langs: ['ro', 'ru', 'uk', 'en'] } }),
      })
    const title = async () => /<title>([^<]*)<\/title>/.exec((await get('/ro/cart')).html)?.[1] ?? ''
    await named('Alpha Shop')
    expect(await title()).toContain('Alpha Shop')
    await named('Beta Shop')
    expect(await title()).toContain('Alpha Shop')
    const purged = await get('/__cache/purge', {
      method: 'POST',
      headers: { Authorization: 'Bearer purge-secret-of-at-least-32-chars', 'Content-Type': 'application/json' },
      body: JSON.stringify({ all: true }),
    })
    expect(purged.status).toBe(200)
    expect(await title()).toContain('Beta Shop')
  })

  it('a render the cache stores asks each shared answer once: the settings once per page, however often the render reads them', async () => {
    resetSiteMemo()
    // The isolate has the answers already (a page with a query string, which the cache never holds).
    expect((await get('/en?warm=1')).state).toBe('BYPASS')
    await ssrDouble.fetch('http://admin.test/__double/calls', { method: 'DELETE' })
    const stored = await get('/en')
    expect(stored.state).toBe('MISS')
    const calls = (await (await ssrDouble.fetch('http://admin.test/__double/calls')).json()) as Record<string, number>
    expect(calls['/settings/global_site_settings']).toBe(1)
    expect(calls['/settings/footer_settings']).toBe(1)
  })

  it('a signed-in shopper takes the same public answer: the banners are asked without the shopper token (a call with one is never shared, see the unit test)', async () => {
    resetSiteMemo()
    await bannerTitled('Spring sale')
    await get('/ro?utm_source=e')
    await bannerTitled('Summer sale')
    expect((await get('/ro?utm_source=f', { headers: { Cookie: 'token=abc.good' } })).html).toContain(
      'alt="Spring sale"',
    )
  })
})
