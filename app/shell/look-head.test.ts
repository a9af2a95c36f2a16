import { describe, expect, it } from 'vitest'
import { DEFAULT_GLOBAL_SETTINGS } from '../api/contract/settings'
import { THEME_TABLE } from '../themes'
import { pageLook } from '../themes/look'
import { lookHead } from './look-head'

const look = (over: object) => pageLook(THEME_TABLE.pharma, { ...DEFAULT_GLOBAL_SETTINGS, ...over })

describe('lookHead', () => {
  it('light: the theme primary as theme-color, light scheme, the shipped favicon, no font tags', () => {
    expect(lookHead(look({}))).toEqual({
      meta: [
        { name: 'theme-color', content: THEME_TABLE.pharma.colors.primary },
        { name: 'color-scheme', content: 'light' },
      ],
      links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
      styles: [],
    })
  })
  it('dark: the dark header colour and the dark scheme', () => {
    const head = lookHead(look({ colors: { dark_theme: true } }))
    expect(head.meta).toEqual([
      { name: 'theme-color', content: '#1b1e24' },
      { name: 'color-scheme', content: 'dark' },
    ])
  })
  it('a settings favicon and font link: the icon and a style preload (not a blocking stylesheet)', () => {
    const head = lookHead(
      look({
        icons: { favicon: 'https://cdn.example.com/f.png' },
        additional_settings: {
          ...DEFAULT_GLOBAL_SETTINGS.additional_settings,
          font_link: 'https://fonts.googleapis.com/css2?family=Inter',
        },
      }),
    )
    expect(head.links).toEqual([
      { rel: 'icon', href: 'https://cdn.example.com/f.png', type: 'image/png' },
      { rel: 'preload', as: 'style', href: 'https://fonts.googleapis.com/css2?family=Inter', crossOrigin: 'anonymous' },
    ])
    expect(head.links.some((l) => l.rel === 'stylesheet')).toBe(false)
  })
  it('a font file: a font preload and its @font-face', () => {
    const head = lookHead(
      look({
        additional_settings: {
          ...DEFAULT_GLOBAL_SETTINGS.additional_settings,
          font_file: 'https://cdn.example.com/b.woff2',
        },
      }),
    )
    expect(head.links[1]).toEqual({
      rel: 'preload',
      as: 'font',
      href: 'https://cdn.example.com/b.woff2',
      crossOrigin: 'anonymous',
    })
    expect(head.styles[0]?.children).toContain(
      '@font-face{font-family:"SiteFont";src:url("https://cdn.example.com/b.woff2")',
    )
  })
})
