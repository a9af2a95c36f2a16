import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { COOKIES, LIMITS, SERVER_COOKIES } from '#config'
import { newGuestId, signGuestId, verifyGuestCookie } from '#platform/cookies/guest.ts'
import { configuredOrigin, publicOriginFor } from '#platform/origin.ts'
import { defaultMemoryLayer } from '#platform/page-cache/index.ts'
import { knownGroupIds, normaliseGroupId, normalisePath, requestSkipReason } from '#platform/page-cache/key.ts'
import { resetSiteMemo } from '#platform/site.server.ts'
import { app } from '../../worker'
import { DRAIN_MAX_BYTES } from '../../worker/middleware/body-limit'
import { bindings, groupCookies, uniqueToken } from './page-cache.helpers'

/**
 * Issue 13 on the storefront side: the public origin, pages rendered while the back end failed,
 * the cache key's normalisation and bounds, body limits and the signed guest cart cookie.
 */

const double = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API

/** Makes the SSR admin double (vitest.worker.config.ts) fail until `heal()`. */
async function breakBackEnd(fault: {
  mode: 'status' | 'broken-json' | 'slow'
  status?: number
  ms?: number
  paths?: string[]
}) {
  await double.fetch('http://admin.test/__double/fault', { method: 'POST', body: JSON.stringify(fault) })
}
async function heal() {
  await double.fetch('http://admin.test/__double/fault', { method: 'DELETE' })
}

afterEach(heal)

interface Got {
  res: Response
  html: string
  state: string | null
}

/** One request through the real Worker with the KV page cache on, waiting for its store write. */
async function get(
  url: string,
  init: RequestInit = {},
  extra: Record<string, string> = {},
  siteToken = 'site',
): Promise<Got> {
  resetSiteMemo()
  defaultMemoryLayer.deletePrefix('')
  const tasks: Promise<unknown>[] = []
  const ctx = {
    waitUntil: (p: Promise<unknown>) => tasks.push(p),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext
  const res = await app.fetch(
    new Request(url, { redirect: 'manual', ...init }),
    { ...bindings, PAGE_CACHE_MODE: 'on', SITE_TOKEN: siteToken, ...extra },
    ctx,
  )
  const html = await res.text()
  await Promise.allSettled(tasks)
  return { res, html, state: res.headers.get('x-page-cache') }
}

describe('public origin (pure)', () => {
  const cases: [string, string | undefined, string, string | null][] = [
    [
      'configured origin wins over the request host',
      'https://shop.example',
      'https://attacker.example/ro',
      'https://shop.example',
    ],
    [
      'a trailing slash in the setting is dropped',
      'https://shop.example/',
      'https://shop.example/ro',
      'https://shop.example',
    ],
    ['unset: a loopback request keeps its own origin', undefined, 'http://127.0.0.1:8787/ro', 'http://127.0.0.1:8787'],
    ['unset: localhost is loopback too', undefined, 'http://localhost:8790/ro', 'http://localhost:8790'],
    ['unset: a public host is not served', undefined, 'https://attacker.example/ro', null],
    ['http is fine on loopback', 'http://127.0.0.1:8787', 'http://127.0.0.1:8787/', 'http://127.0.0.1:8787'],
  ]
  it.each(cases)('%s', (_name, configured, url, expected) => {
    expect(publicOriginFor({ PUBLIC_ORIGIN: configured }, new URL(url))).toBe(expected)
  })
  it.each([
    'http://shop.example',
    'https://shop.example/ro',
    'https://user:pw@shop.example',
    'ftp://shop.example',
    'not a url',
  ])('%s is a configuration error', (value) => {
    expect(() => configuredOrigin({ PUBLIC_ORIGIN: value })).toThrow(/PUBLIC_ORIGIN/)
  })
})

describe('unknown hosts are redirected to the public origin and never reach the cache', () => {
  it('GET on another host: 301 to the same path on PUBLIC_ORIGIN, nothing stored', async () => {
    const token = uniqueToken('host')
    const evil = await get('https://attacker.example/ro?x=1', {}, {}, token)
    expect(evil.res.status).toBe(301)
    expect(evil.res.headers.get('Location')).toBe('https://shop.test/ro?x=1')
    // The real host's first request renders (MISS): the attacker's request stored nothing.
    const real = await get('https://shop.test/ro', {}, {}, token)
    expect(real.state).toBe('MISS')
    expect(real.html).not.toContain('attacker.example')
  })

  it('http on an https origin is redirected to https', async () => {
    const res = await get('http://shop.test/ro/telefoane')
    expect(res.res.status).toBe(301)
    expect(res.res.headers.get('Location')).toBe('https://shop.test/ro/telefoane')
  })

  it('a POST to another host is 421, not processed', async () => {
    const res = await get('https://attacker.example/_serverFn/x', {
      method: 'POST',
      body: '{}',
      headers: { Origin: 'https://attacker.example' },
    })
    expect(res.res.status).toBe(421)
  })

  it('without PUBLIC_ORIGIN only loopback hosts are served; a misconfigured origin is a clear 503', async () => {
    expect((await get('https://attacker.example/ro', {}, { PUBLIC_ORIGIN: '' })).res.status).toBe(421)
    const bad = await get('https://shop.test/ro', {}, { PUBLIC_ORIGIN: 'http://shop.test' })
    expect(bad.res.status).toBe(503)
    expect(bad.html).toContain('PUBLIC_ORIGIN must use https')
  })

  it('forwarded-host headers change nothing: every absolute URL in the cached page is on PUBLIC_ORIGIN', async () => {
    const token = uniqueToken('fwd')
    const headers = {
      'X-Forwarded-Host': 'attacker.example',
      Forwarded: 'host=attacker.example;proto=http',
      'X-Forwarded-Proto': 'http',
    }
    const first = await get('https://shop.test/ro', { headers }, {}, token)
    expect(first.state).toBe('MISS')
    const cached = await get('https://shop.test/ro', {}, {}, token)
    expect(cached.state).toBe('HIT')
    expect(cached.html).not.toContain('attacker')
    expect(cached.html).toContain('<link rel="canonical" href="https://shop.test/ro"')
    expect(cached.html).toMatch(
      /hrefLang="en" href="https:\/\/shop\.test\/en"|hreflang="en" href="https:\/\/shop\.test\/en"/i,
    )
    // Hydration data names the same origin.
    expect(cached.html).toContain('https://shop.test')
  })

  it('without PUBLIC_ORIGIN (local development) each loopback origin has its own cached pages', async () => {
    // The key follows the Worker's variables (here without PUBLIC_ORIGIN); this suite's renderer reads
    // the module's, which has one, so the links are checked on the built shop (tests/e2e/built-guards.spec.ts).
    const token = uniqueToken('loopback')
    const local = { PUBLIC_ORIGIN: '' }
    expect((await get('http://localhost/ro', {}, local, token)).state).toBe('MISS')
    expect((await get('http://localhost/ro', {}, local, token)).state).toBe('HIT')
    // Another loopback name renders its own page, not the one stored for localhost.
    expect((await get('http://127.0.0.1/ro', {}, local, token)).state).toBe('MISS')
    expect((await get('http://127.0.0.1/ro', {}, local, token)).state).toBe('HIT')
  })

  it('HEAD is answered from the cache like GET, and a HEAD stores nothing', async () => {
    const token = uniqueToken('head')
    const head = { method: 'HEAD' }
    expect((await get('https://shop.test/ro', head, {}, token)).state).toBe('BYPASS')
    expect((await get('https://shop.test/ro', {}, {}, token)).state).toBe('MISS')
    const hit = await get('https://shop.test/ro', head, {}, token)
    expect(hit.state).toBe('HIT')
    expect(hit.res.status).toBe(200)
    expect(hit.html).toBe('')
  })

  it.each([
    ['PUT', '/ro/about'],
    ['DELETE', '/ro/about'],
    ['PROPFIND', '/ro'],
    ['PATCH', '/ro/telefoane'],
    ['POST', '/ro/about'],
    ['POST', '/sitemap.xml'],
    ['POST', '/healthz'],
  ])('%s %s is a 405 naming GET and HEAD, not a render', async (method, path) => {
    const res = await get(`https://shop.test${path}`, { method, headers: { Origin: 'https://shop.test' } })
    expect(res.res.status).toBe(405)
    expect(res.res.headers.get('Allow')).toBe('GET, HEAD')
    expect(res.html).toContain('Method Not Allowed')
  })

  it('OPTIONS on a page names its methods; a server function still takes POST', async () => {
    const options = await get('https://shop.test/ro', { method: 'OPTIONS' })
    expect(options.res.status).toBe(204)
    expect(options.res.headers.get('Allow')).toBe('GET, HEAD')
    const fn = await get('https://shop.test/_serverFn/unknown', {
      method: 'POST',
      body: '{}',
      headers: { Origin: 'https://shop.test', 'Content-Type': 'application/json' },
    })
    expect(fn.res.status).not.toBe(405)
    // A server function's answer is the shopper's own: no cache in front of the Worker keeps it.
    expect(fn.res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('robots.txt names the sitemap on the public origin', async () => {
    const res = await get('https://shop.test/robots.txt', { headers: { 'X-Forwarded-Host': 'attacker.example' } })
    expect(res.html).toContain('Sitemap: https://shop.test/sitemap.xml')
  })
})

describe('a page rendered while the back end failed is never cached', () => {
  const faults: [string, Parameters<typeof breakBackEnd>[0]][] = [
    ['HTTP 500', { mode: 'status', status: 500, paths: ['/settings/global_site_settings'] }],
    ['HTTP 503 on the footer only', { mode: 'status', status: 503, paths: ['/settings/footer_settings'] }],
    ['broken JSON', { mode: 'broken-json', paths: ['/settings/global_site_settings'] }],
    ['a timeout', { mode: 'slow', ms: 4_500, paths: ['/settings/global_site_settings'] }],
  ]
  it.each(faults)('%s: served with the notice, BYPASS; after recovery MISS then HIT', async (_name, fault) => {
    const token = uniqueToken('degraded')
    await breakBackEnd(fault)
    const broken = await get('https://shop.test/ro', {}, {}, token)
    expect(broken.res.status).toBe(200)
    expect(broken.state).toBe('BYPASS')
    if (fault.paths?.includes('/settings/global_site_settings')) {
      expect(broken.html).toContain('data-testid="degraded-notice"')
      // Without its settings the shop is named by its address, never by the theme's demo brand (session 63).
      expect(broken.html).toMatch(/<title>[^<]*shop\.test[^<]*<\/title>/)
      expect(broken.html).not.toContain('Volta')
    }
    // Still failing: still not served from the cache.
    expect((await get('https://shop.test/ro', {}, {}, token)).state).toBe('BYPASS')
    await heal()
    const recovered = await get('https://shop.test/ro', {}, {}, token)
    expect(recovered.state).toBe('MISS')
    expect(recovered.html).not.toContain('data-testid="degraded-notice"')
    expect((await get('https://shop.test/ro', {}, {}, token)).state).toBe('HIT')
  })

  it('a content page whose own call fails (FAQ, 500) says so with a 503 and is not stored; after recovery it is', async () => {
    const token = uniqueToken('faq')
    await breakBackEnd({ mode: 'status', status: 500, paths: ['/base/faq'] })
    const broken = await get('https://shop.test/en/faq', {}, {}, token)
    // Decision 0099: its own text is the page's main content (unavailable-pages.test.ts).
    expect(broken.res.status).toBe(503)
    expect(broken.state).toBe('BYPASS')
    await heal()
    expect((await get('https://shop.test/en/faq', {}, {}, token)).state).toBe('MISS')
  })

  it('a "not found" answer is not a failure: a page whose optional sections are missing is still cached', async () => {
    // The SSR double answers 404 for the home page's sections (banners, sliders...): that page is cacheable.
    const token = uniqueToken('notfound')
    expect((await get('https://shop.test/ro', {}, {}, token)).state).toBe('MISS')
    expect((await get('https://shop.test/ro', {}, {}, token)).state).toBe('HIT')
  })
})

describe('cache key: percent-encoding, group ids, personal paths', () => {
  const paths: [string, string][] = [
    ['/ro/%63art', '/ro/cart'],
    ['/ro/%74elefoane', '/ro/telefoane'],
    ['/ru/%d1%82%d0%b5', '/ru/%D1%82%D0%B5'],
    ['/ro/a%2fb', '/ro/a%2Fb'],
    ['/ro/%7Euser', '/ro/~user'],
  ]
  it.each(paths)('%s is keyed as %s', (raw, normal) => {
    expect(normalisePath(raw)).toBe(normal)
  })

  const skipped: [string, string | null][] = [
    ['/ro/%63art', 'personal-path'],
    ['/ro/%63%61%72%74', 'personal-path'],
    ['/ro/CART', 'personal-path'],
    ['/ro/order-checkout/17', 'personal-path'],
    ['/ro/account/orders', 'personal-path'],
    ['/ro/cabinet', 'personal-path'],
    ['/ro/profile', 'personal-path'],
    ['/ro/adverts/edit/5', 'personal-path'],
    ['/ro/adverts/add', 'personal-path'],
    ['/ro/adverts/my', 'personal-path'],
    ['/ro/adverts', null],
    ['/ro/adverts/123-bicycle', null],
    ['/ro/telefoane', null],
  ]
  it.each(skipped)('%s: %s', (path, reason) => {
    expect(requestSkipReason('GET', new URL(`https://shop.test${path}`))).toBe(reason)
  })

  const groups: [string | undefined, string | null][] = [
    [undefined, '0'],
    ['', '0'],
    ['0', '0'],
    ['1', '1'],
    ['2', '2'],
    ['3', null],
    ['999999', null],
    ['abc', null],
    ['<script>', null],
  ]
  it.each(groups)('group id %j is %j', (raw, expected) => {
    expect(normaliseGroupId(raw)).toBe(expected)
  })

  it('PAGE_CACHE_GROUP_IDS widens the set, bounded and always with 0', () => {
    expect(knownGroupIds('5, 7,bad id,8')).toEqual(['0', '5', '7', '8'])
    expect(knownGroupIds(Array.from({ length: 80 }, (_, i) => String(i + 1)).join(','))).toHaveLength(50)
    expect(knownGroupIds(undefined)).toEqual(['0', '1', '2'])
  })

  it('through the Worker: another spelling of a path is redirected to the one spelling before any cache rule', async () => {
    const cart = await get('https://shop.test/ro/%63art')
    expect(cart.res.status).toBe(301)
    expect(cart.res.headers.get('Location')).toBe('/ro/cart')
    expect((await get('https://shop.test/r%6F?x=1')).res.headers.get('Location')).toBe('/ro?x=1')
    // Non-ASCII slugs keep their escapes, upper-cased.
    expect((await get('https://shop.test/ru/%d1%82')).res.headers.get('Location')).toBe('/ru/%D1%82')
    expect((await get('https://shop.test/ro/cart')).state).toBe('BYPASS')
  })

  it('junk user-group-id values never add entries: unsigned they are group 0, signed but unknown they render uncached', async () => {
    const token = uniqueToken('junk')
    expect((await get('https://shop.test/ro', {}, {}, token)).state).toBe('MISS')
    for (const junk of ['12345', 'x1', 'aaaaaaaa']) {
      const res = await get(
        'https://shop.test/ro',
        { headers: { Cookie: `${COOKIES.userGroupId}=${junk}` } },
        {},
        token,
      )
      expect(res.res.status).toBe(200)
      expect(res.state).toBe('HIT')
    }
    // A group the back end gave (so signed) that the cache does not keep pages for.
    const unknown = await get(
      'https://shop.test/ro',
      { headers: { Cookie: await groupCookies('12345', token) } },
      {},
      token,
    )
    expect(unknown.state).toBe('BYPASS')
    const listed = await bindings.PAGE_CACHE!.list()
    expect(listed.keys.filter((k) => k.name.includes(`:${token}:`))).toHaveLength(1)
    expect(
      (await get('https://shop.test/ro', { headers: { Cookie: await groupCookies('2', token) } }, {}, token)).state,
    ).toBe('MISS')
  })
})

describe('server-function bodies are limited', () => {
  it('a 30 MB POST is refused with 413 and a clear message, without reading it all', async () => {
    let pulled = 0
    const chunk = new Uint8Array(1024 * 1024)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        if (pulled > 30) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const res = await get('https://shop.test/_serverFn/anything', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    expect(res.res.status).toBe(413)
    expect(res.html).toContain(`at most ${LIMITS.serverFnBodyBytes} bytes`)
    // Read no further than the drain allowance (worker/middleware/body-limit/index.ts drainRest), then cancelled.
    expect(pulled).toBeLessThanOrEqual(DRAIN_MAX_BYTES / chunk.length + 2)
  })

  it('a declared oversized body is refused before reading', async () => {
    const res = await get('https://shop.test/_serverFn/anything', {
      method: 'POST',
      body: 'x'.repeat(LIMITS.serverFnBodyBytes + 1),
    })
    expect(res.res.status).toBe(413)
  })
})

describe('the guest cart cookie is signed', () => {
  const e = { SITE_TOKEN: 'site-a', CART_COOKIE_SECRET: 'k'.repeat(40), PUBLIC_ORIGIN: 'https://shop.test' }

  it('a value the Worker signed verifies to its id', async () => {
    const id = newGuestId()
    expect(await verifyGuestCookie(e, await signGuestId(e, id))).toBe(id)
  })

  it.each([
    ['an unsigned id (the old format)', () => Promise.resolve(newGuestId())],
    ['a forged signature', async () => `${newGuestId()}.${'A'.repeat(43)}`],
    ['another site', async () => signGuestId({ ...e, SITE_TOKEN: 'site-b' }, newGuestId())],
    ['another secret', async () => signGuestId({ ...e, CART_COOKIE_SECRET: 'z'.repeat(40) }, newGuestId())],
    ['junk', async () => '<script>.x'],
  ])('%s is refused', async (_name, make) => {
    expect(await verifyGuestCookie(e, await make())).toBeNull()
  })

  it('a deployment without a secret refuses to run the cart (503 with the reason), local development has a fallback', async () => {
    const { guestCookieSecret } = await import('#platform/cookies/guest.ts')
    expect(() => guestCookieSecret({ ...e, CART_COOKIE_SECRET: '' })).toThrow(/CART_COOKIE_SECRET/)
    expect(guestCookieSecret({ ...e, CART_COOKIE_SECRET: '', PUBLIC_ORIGIN: '' }).length).toBeGreaterThanOrEqual(32)
    const res = await get('https://shop.test/api/cart', {}, { CART_COOKIE_SECRET: '' })
    expect(res.res.status).toBe(503)
    expect(res.html).toContain('CART_COOKIE_SECRET')
  })

  it('a planted cookie is replaced by a new signed one and never names the planted cart', async () => {
    const planted = 'A'.repeat(43)
    const res = await get('https://shop.test/api/cart', {
      headers: { Cookie: `${SERVER_COOKIES.guestCart}=${planted}` },
    })
    expect(res.res.status).toBe(200)
    const set = res.res.headers.getSetCookie().find((c) => c.startsWith(`${SERVER_COOKIES.guestCart}=`))
    expect(set).toBeDefined()
    const value = /^cart_guest=([^;]+)/.exec(set!)?.[1]
    expect(value).not.toContain(planted)
    expect(await verifyGuestCookie({ ...bindings, SITE_TOKEN: 'site' }, value)).not.toBeNull()
    expect(set).toMatch(/HttpOnly/i)
    expect(set).toMatch(/Secure/i)
    expect(set).toMatch(/SameSite=Lax/i)
  })
})
