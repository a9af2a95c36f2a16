import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { adminDouble, send, settingsBody } from './helpers'

/**
 * The site's look decided on the server (decision 0027): the first HTML is already dark or light.
 * The page renders from the SSR admin double (vitest.worker.config.ts), the CSP middleware reads
 * the per-request double: both get the same settings.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/settings', { method: 'DELETE' })
})

let n = 0
const page = async (overrides: Record<string, unknown>) => {
  await ssrDouble.fetch('http://admin.test/__double/settings', { method: 'POST', body: JSON.stringify(overrides) })
  const admin = adminDouble({
    '/settings/global_site_settings': settingsBody(overrides),
    '/settings/footer_settings': { developers: [] },
  })
  n += 1
  // A query string: the page cache never keeps it, so each case renders its own settings.
  const res = await send(`/ro/nothing-here?look=${n}`, {}, admin)
  return { html: await res.text(), csp: res.headers.get('Content-Security-Policy') ?? '' }
}
const logo = { logo: 'https://cdn.example.com/logo.svg', logoDark: 'https://cdn.example.com/logo-dark.svg' }

describe('the look in the server-rendered page', () => {
  it.each([
    ['colors.dark_theme', { colors: { primary: '#ffd400', dark_theme: true }, logo }],
    [
      'mainUiInterface.main_theme dark_theme',
      { colors: { primary: '#ffd400' }, mainUiInterface: { mainLang: 'ro', main_theme: 'dark_theme' }, logo },
    ],
  ])('dark by %s: the dark class, the dark logo, the dark browser bar and colour scheme', async (_name, overrides) => {
    const { html } = await page(overrides)
    expect(html).toMatch(/class="app [^"]*\bis-dark\b/)
    expect(html).toContain('src="https://cdn.example.com/logo-dark.svg"')
    expect(html).toMatch(/<meta name="theme-color" content="#1b1e24"/)
    expect(html).toMatch(/<meta name="color-scheme" content="dark"/)
    expect(html.match(/name="theme-color"/g)).toHaveLength(1)
  })

  it('light by default: no dark class, the light logo, the primary colour in the browser bar, the shipped favicon once', async () => {
    const { html } = await page({ colors: { primary: '#16a34a' }, logo })
    expect(html).not.toMatch(/\bis-dark\b/)
    expect(html).toContain('src="https://cdn.example.com/logo.svg"')
    expect(html).toMatch(/<meta name="theme-color" content="#16a34a"/)
    expect(html.match(/rel="icon"/g)).toHaveLength(1)
    expect(html).toMatch(/<link rel="icon" href="\/favicon.svg" type="image\/svg\+xml"/)
    // Onest is the default font
    expect(html).toMatch(/--font-body:Onest, system-ui/)
  })

  it('the favicon from settings icons replaces the shipped one', async () => {
    const { html } = await page({ icons: { favicon: 'https://cdn.example.com/brand.png' } })
    expect(html.match(/rel="icon"/g)).toHaveLength(1)
    expect(html).toMatch(/<link rel="icon" href="https:\/\/cdn.example.com\/brand.png" type="image\/png"/)
  })

  it('a font link: preloaded (no blocking stylesheet), its family first, its origins and only those in the CSP', async () => {
    const link = 'https://fonts.googleapis.com/css2?family=Roboto+Slab&display=swap'
    const { html, csp } = await page({ additional_settings: { font_link: link } })
    expect(html).toMatch(
      /<link rel="preload" as="style" href="https:\/\/fonts.googleapis.com\/css2\?family=Roboto\+Slab&amp;display=swap"/,
    )
    expect(html).not.toMatch(/rel="stylesheet" href="https:\/\/fonts/)
    expect(html).toContain('--font-body:&quot;Roboto Slab&quot;, Onest')
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/fonts.googleapis.com(;|$)/)
    expect(csp).toMatch(/font-src 'self' data: https:\/\/fonts.googleapis.com https:\/\/fonts.gstatic.com(;|$)/)
  })

  it('a font file: its @font-face with swap in the head and its origin in font-src', async () => {
    const { html, csp } = await page({ additional_settings: { font_file: 'https://files.example.com/brand.woff2' } })
    expect(html).toContain(
      '@font-face{font-family:"SiteFont";src:url("https://files.example.com/brand.woff2");font-display:swap}',
    )
    expect(csp).toMatch(/font-src 'self' data: https:\/\/files.example.com(;|$)/)
    expect(csp).not.toContain('gstatic')
  })

  it('no site font: the CSP names no font origin', async () => {
    const { csp } = await page({})
    expect(csp).toMatch(/font-src 'self' data:(;|$)/)
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/)
  })
})
