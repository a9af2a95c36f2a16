import { describe, expect, it } from 'vitest'
import { DEFAULT_GLOBAL_SETTINGS, type GlobalSettings } from '../api/contract/settings'
import { THEME_TABLE } from '.'
import { contrastRatio, mostReadable } from './contrast'
import {
  DEFAULT_FAVICON,
  faviconOf,
  fontFaceCss,
  fontFamilyOfLink,
  fontOf,
  fontStack,
  isDark,
  pageLook,
  SURFACES,
  safeAssetUrl,
} from './look'

const settings = (over: Partial<GlobalSettings> = {}): GlobalSettings => ({ ...DEFAULT_GLOBAL_SETTINGS, ...over })

describe('contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#fff', '#000', 21],
  ])('%s on %s is %d:1', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1))
  it.each([
    ['#ffd400', '#1a1a1a'],
    ['#334155', '#ffffff'],
    ['#dc2626', '#ffffff'],
    ['#16a34a', '#1a1a1a'],
  ])('text on %s is %s', (bg, text) => expect(mostReadable(bg, ['#1a1a1a', '#ffffff'])).toBe(text))
})

describe('isDark', () => {
  it.each([
    [false, 'light_theme', false],
    [true, 'light_theme', true],
    [false, 'dark_theme', true],
    [true, 'dark_theme', true],
  ])('colors.dark_theme %s, main_theme %s -> %s', (flag, main, dark) => {
    expect(
      isDark({
        colors: { dark_theme: flag },
        mainUiInterface: { ...DEFAULT_GLOBAL_SETTINGS.mainUiInterface, main_theme: main },
      }),
    ).toBe(dark)
  })
  it('the defaults are light', () => expect(isDark(DEFAULT_GLOBAL_SETTINGS)).toBe(false))
})

describe('safeAssetUrl', () => {
  it.each([
    ['https://cdn.example.com/a.svg', 'https://cdn.example.com/a.svg'],
    ['/images/logo.svg', '/images/logo.svg'],
    ['  /x.png ', '/x.png'],
    ['//evil.example/x.svg', null],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg/>', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (raw, out) => expect(safeAssetUrl(raw)).toBe(out))
})

describe('faviconOf', () => {
  it.each([
    ['https://a.example/f.png', { href: 'https://a.example/f.png', type: 'image/png' }],
    ['https://a.example/f.svg?v=2', { href: 'https://a.example/f.svg?v=2', type: 'image/svg+xml' }],
    ['/favicon.ico', { href: '/favicon.ico', type: 'image/x-icon' }],
    ['https://a.example/icon', { href: 'https://a.example/icon' }],
    [null, DEFAULT_FAVICON],
    ['ftp://a.example/f.png', DEFAULT_FAVICON],
  ])('%s', (icon, out) => expect(faviconOf(icon)).toEqual(out))
})

describe('fonts', () => {
  it.each([
    ['https://fonts.googleapis.com/css2?family=Roboto+Slab:wght@400;700&display=swap', 'Roboto Slab'],
    ['https://fonts.googleapis.com/css?family=Inter', 'Inter'],
    ['https://fonts.example.com/font.css', null],
    ['https://fonts.googleapis.com/css2?family=%22%3E%3Cscript%3E', null],
  ])('family of %s is %s', (link, family) => expect(fontFamilyOfLink(link)).toBe(family))

  it.each([
    [
      { font_link: null, font_file: null },
      { family: 'Onest', stylesheet: null, file: null },
    ],
    [
      { font_link: 'https://fonts.googleapis.com/css2?family=Inter', font_file: null },
      { family: 'Inter', stylesheet: 'https://fonts.googleapis.com/css2?family=Inter', file: null },
    ],
    [
      { font_link: 'https://fonts.example.com/f.css', font_file: null },
      { family: 'Onest', stylesheet: 'https://fonts.example.com/f.css', file: null },
    ],
    [
      { font_link: 'https://fonts.googleapis.com/css2?family=Inter', font_file: 'https://cdn.example.com/brand.woff2' },
      { family: 'SiteFont', stylesheet: null, file: 'https://cdn.example.com/brand.woff2' },
    ],
    [
      { font_link: 'javascript:x', font_file: 'nope' },
      { family: 'Onest', stylesheet: null, file: null },
    ],
  ])('%j', (additional, font) => expect(fontOf(additional)).toEqual(font))

  it('stacks the site font before Onest and the system fonts', () => {
    expect(fontStack({ family: 'Onest' })).toMatch(/^Onest, system-ui/)
    expect(fontStack({ family: 'Inter' })).toMatch(/^"Inter", Onest, system-ui/)
  })
  it('declares an uploaded file with swap and a quoted, encoded address', () => {
    const url = safeAssetUrl('https://cdn.example.com/a b");}x.woff2')!
    const css = fontFaceCss(url)
    expect(css).toContain('font-display:swap')
    expect(css).not.toMatch(/\)\s*;\s*\}x/)
    expect(css).toContain('url("https://cdn.example.com/a%20b%22);%7Dx.woff2")')
  })
})

describe('pageLook', () => {
  const electro = THEME_TABLE.electro
  it('light by default: brand primary in the browser bar, the light logo, the shipped favicon, Onest, fixed header', () => {
    const look = pageLook(
      electro,
      settings({ logo: { logo: 'https://a.example/l.svg', logoDark: 'https://a.example/d.svg' } }),
    )
    expect(look).toMatchObject({
      dark: false,
      themeColor: electro.colors.primary,
      logo: 'https://a.example/l.svg',
      favicon: DEFAULT_FAVICON,
      headerStyle: 'fixed',
    })
    expect(look.font.family).toBe('Onest')
  })
  it('dark: the dark logo, the dark header colour in the browser bar', () => {
    const look = pageLook(
      electro,
      settings({
        colors: { dark_theme: true },
        logo: { logo: 'https://a.example/l.svg', logoDark: 'https://a.example/d.svg' },
      }),
    )
    expect(look).toMatchObject({ dark: true, themeColor: SURFACES.dark.card, logo: 'https://a.example/d.svg' })
  })
  it('dark without a dark logo keeps the light one', () => {
    expect(pageLook(electro, settings({ colors: { dark_theme: true }, logo: { logo: '/l.svg' } })).logo).toBe('/l.svg')
  })
  it.each([
    ['#334155', '#ffffff'],
    ['#ffd400', '#1a1a1a'],
  ])('a settings primary %s gets readable text %s', (primary, text) => {
    expect(pageLook(electro, settings({ colors: { primary, dark_theme: false } })).colors.primaryText).toBe(text)
  })
  it.each([
    [false, '#facc15', SURFACES.light.text],
    [false, '#1d4ed8', '#1d4ed8'],
    [true, '#1d4ed8', SURFACES.dark.text],
    [true, '#0ea5e9', '#0ea5e9'],
  ])('dark %s: secondary %s makes links %s (4.5:1 on the card)', (dark, secondary, link) => {
    expect(pageLook(electro, settings({ colors: { secondary, dark_theme: dark } })).colors.link).toBe(link)
  })
  // The business demo's #0ea5e9 under the selected sort chip's white text read 2.77:1 (a keyboard + axe review).
  it.each([
    ['#0ea5e9', '#1a1a1a'],
    ['#1e3a8a', '#ffffff'],
  ])('a settings secondary %s gets readable text %s (the selected sort chip)', (secondary, text) => {
    const colors = pageLook(electro, settings({ colors: { secondary, dark_theme: false } })).colors
    expect(colors.secondaryText).toBe(text)
    expect(contrastRatio(colors.secondaryText, secondary)).toBeGreaterThanOrEqual(4.5)
  })
  it('the header style of the settings wins', () => {
    expect(
      pageLook(
        electro,
        settings({ additional_settings: { ...DEFAULT_GLOBAL_SETTINGS.additional_settings, header_style: 'compact' } }),
      ).headerStyle,
    ).toBe('compact')
  })
})
