import { describe, expect, it } from 'vitest'
import { adminDouble, oneBackEnd, send, settingsBody } from './helpers'

const files = (overrides: Record<string, unknown> = {}) => ({
  robots: 'User-agent: *\nDisallow: /private/\n',
  ads_txt: 'google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0',
  favicon: 'https://admin.test/images/logo/1.svg',
  manifest: { name: 'Casa Mea', short_name: 'Casa', theme_color: '#e07a2f' },
  ...overrides,
})
const admin = (body: unknown) =>
  adminDouble({ '/settings/default-site-files/': body, '/settings/global_site_settings': settingsBody() })

describe('GET /settings/default-site-files/ served by the Worker', () => {
  it("robots.txt is the operator's text with the sitemap on the public origin", async () => {
    const res = await send('/robots.txt', {}, admin(files()))
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('User-agent: *\nDisallow: /private/\nSitemap: https://shop.test/sitemap.xml\n')
  })

  // Session 62's audit: each request, `?x=N` included, asked the back end again.
  it("the back end's files are asked once for robots.txt, ads.txt and the manifest, whatever the query", async () => {
    const asked: string[] = []
    const counted = adminDouble({
      '/settings/default-site-files/': () => {
        asked.push('files')
        return Response.json(files())
      },
      '/settings/global_site_settings': settingsBody(),
    })
    const get = oneBackEnd(counted)
    for (const path of ['/robots.txt', '/robots.txt?x=1', '/ads.txt?x=2', '/manifest.webmanifest'])
      expect((await get(path)).status).toBe(200)
    expect(asked).toEqual(['files'])
  })

  it('ads.txt answers the text, 404 when none is configured, 503 when the back end fails', async () => {
    const ok = await send('/ads.txt', {}, admin(files()))
    expect(ok.status).toBe(200)
    expect(ok.headers.get('Content-Type')).toMatch(/^text\/plain/)
    expect(await ok.text()).toBe('google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\n')
    expect((await send('/ads.txt', {}, admin(files({ ads_txt: null })))).status).toBe(404)
    expect((await send('/ads.txt', {}, adminDouble({}))).status).toBe(503)
  })

  it("the web manifest carries the back end's name, colour and icon; the settings' when it fails", async () => {
    const res = await send('/manifest.webmanifest', {}, admin(files()))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/)
    expect(await res.json()).toMatchObject({
      name: 'Casa Mea',
      short_name: 'Casa',
      theme_color: '#e07a2f',
      icons: [{ src: 'https://admin.test/images/logo/1.svg' }],
    })
    const fallback = await send(
      '/manifest.webmanifest',
      {},
      adminDouble({ '/settings/global_site_settings': settingsBody() }),
    )
    expect(fallback.status).toBe(200)
    expect(await fallback.json()).toMatchObject({ name: 'Test Shop', icons: [{ src: '/favicon.svg' }] })
  })

  it("[] (PHP's empty object) is no files configured: ads.txt 404 (review R1: 503), robots.txt and the manifest the shop's own", async () => {
    expect((await send('/ads.txt', {}, admin([]))).status).toBe(404)
    expect(await (await send('/robots.txt', {}, admin([]))).text()).toContain('Disallow: /api/')
    const manifest = await send('/manifest.webmanifest', {}, admin({ ads_txt: 'x.com, 1, DIRECT' }))
    expect(await manifest.json()).toMatchObject({ name: 'Test Shop' })
    expect(await (await send('/ads.txt', {}, admin({ ads_txt: 'x.com, 1, DIRECT' }))).text()).toBe('x.com, 1, DIRECT\n')
  })
})
