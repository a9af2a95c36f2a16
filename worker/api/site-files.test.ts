import { describe, expect, it } from 'vitest'
import { robotsText, webManifest } from './site-files'

describe('default-site-files: robotsText', () => {
  it.each([
    [
      'the operator text, then the sitemap',
      'User-agent: *\nDisallow: /tmp/\n',
      'User-agent: *\nDisallow: /tmp/\nSitemap: https://shop.test/sitemap.xml\n',
    ],
    [
      'an operator sitemap line is kept alone',
      'User-agent: *\nSitemap: https://cdn.test/s.xml',
      'User-agent: *\nSitemap: https://cdn.test/s.xml\n',
    ],
    [
      'none: the shop own rules',
      null,
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /__cache/\nSitemap: https://shop.test/sitemap.xml\n',
    ],
    [
      'blank: the shop own rules',
      '  \n',
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /__cache/\nSitemap: https://shop.test/sitemap.xml\n',
    ],
  ])('%s', (_name, operator, expected) => expect(robotsText(operator, 'https://shop.test')).toBe(expected))
})

describe('default-site-files: webManifest', () => {
  const fallback = { name: 'Settings Shop', color: '#112233', favicon: '/f.png' }
  it('the back end manifest and favicon win', () => {
    expect(
      webManifest(
        { manifest: { name: 'Casa', short_name: 'C', theme_color: '#e07a2f' }, favicon: 'https://a.test/i.svg' },
        fallback,
      ),
    ).toEqual({
      name: 'Casa',
      short_name: 'C',
      start_url: '/',
      display: 'browser',
      theme_color: '#e07a2f',
      icons: [{ src: 'https://a.test/i.svg', sizes: 'any', type: 'image/svg+xml' }],
    })
  })
  it('no files (the back end failed): the settings name, colour and favicon', () => {
    expect(webManifest(null, fallback)).toMatchObject({
      name: 'Settings Shop',
      short_name: 'Settings Shop',
      theme_color: '#112233',
      icons: [{ src: '/f.png', sizes: 'any' }],
    })
  })
  it('an unsafe icon or a colour that is not hex is dropped', () => {
    const m = webManifest(
      { manifest: { name: 'X', short_name: '', theme_color: 'red;}' }, favicon: 'javascript:x' },
      { name: 'Y', color: null, favicon: null },
    )
    expect(m).toEqual({
      name: 'X',
      short_name: 'X',
      start_url: '/',
      display: 'browser',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    })
  })
})
