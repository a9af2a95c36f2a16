import type { GlobalSettings } from '../api/contract/settings'
import { contrastRatio, mostReadable } from './contrast'
import { effectiveColors, type Theme } from './index'
import { DEFAULT_FAVICON, DEFAULT_FONT_FAMILY, SITE_FONT_FAMILY } from './look-basics'

/**
 * How the site looks, from its settings over the theme (spec 3 "Global settings", 9 "Layout";
 * decision 0027): light or dark, the colours with readable text on them, the logo, the favicon,
 * the browser bar colour, the font and the header style. Pure: the shell renders it on the server,
 * so the dark palette is in the first HTML and never flashes. Server code: the browser gets the
 * result in the shell data (and only look-basics.ts).
 */

export { DEFAULT_FAVICON, DEFAULT_FONT_FAMILY, fontStack, SITE_FONT_FAMILY } from './look-basics'

/** The surfaces of each mode (the CSS in app/styles/global.css uses the same values). */
export const SURFACES = {
  light: { bg: '#ffffff', card: '#ffffff', text: '#1b1d21' },
  dark: { bg: '#121418', card: '#1b1e24', text: '#e8eaed' },
} as const

/** Text on a coloured button: whichever of these reads best. */
const ON_COLOUR = ['#1a1a1a', '#ffffff'] as const
/** WCAG AA for normal text. */
const READABLE = 4.5

export interface PageLook {
  dark: boolean
  colors: { primary: string; primaryText: string; secondary: string; accent: string; link: string }
  /** <meta name="theme-color">: the brand colour on light pages, the header's colour on dark ones. */
  themeColor: string
  logo: string | null
  favicon: { href: string; type?: string }
  font: { family: string; stylesheet: string | null; file: string | null }
  headerStyle: 'fixed' | 'static' | 'compact'
}

type LookSettings = Pick<GlobalSettings, 'colors' | 'logo' | 'icons' | 'additional_settings' | 'mainUiInterface'>

/** Dark when the site's colours say so or its main interface theme is the dark one (default light_theme). */
export function isDark(settings: Pick<GlobalSettings, 'colors' | 'mainUiInterface'>): boolean {
  return settings.colors.dark_theme === true || settings.mainUiInterface.main_theme === 'dark_theme'
}

/** An address a page may load: https (or http for a local back end) or a path on this site; anything else is dropped. */
export function safeAssetUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon', webp: 'image/webp' }

export function faviconOf(icon: string | null | undefined): PageLook['favicon'] {
  const href = safeAssetUrl(icon)
  if (!href) return { ...DEFAULT_FAVICON }
  const ext = /\.([a-z]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase()
  const type = ext ? ICON_TYPES[ext] : undefined
  return type ? { href, type } : { href }
}

/** The first family a font stylesheet link names (Google Fonts style `family=Name:wght@400`). */
export function fontFamilyOfLink(link: string): string | null {
  try {
    const family = new URL(link).searchParams.get('family')
    const name = family?.split(':')[0]?.replace(/\+/g, ' ').trim()
    return name && /^[\w -]{1,64}$/.test(name) ? name : null
  } catch {
    return null
  }
}

/** Fonts come over https or from this site only: the CSP adds https origins alone (worker/font-csp.ts). */
const fontUrl = (raw: string | null | undefined) => {
  const url = safeAssetUrl(raw)
  return url && (url.startsWith('/') || url.startsWith('https://')) ? url : null
}

export function fontOf(additional: Pick<GlobalSettings['additional_settings'], 'font_link' | 'font_file'>): PageLook['font'] {
  const file = fontUrl(additional.font_file)
  const stylesheet = fontUrl(additional.font_link)
  const named = stylesheet ? fontFamilyOfLink(stylesheet) : null
  const family = file ? SITE_FONT_FAMILY : (named ?? DEFAULT_FONT_FAMILY)
  return { family, stylesheet: file ? null : stylesheet, file }
}

/** The @font-face of an uploaded font file (the address is already a parsed, percent-encoded URL). */
export function fontFaceCss(file: string): string {
  return `@font-face{font-family:"${SITE_FONT_FAMILY}";src:url(${JSON.stringify(file)});font-display:swap}`
}

export function pageLook(theme: Theme, settings: LookSettings): PageLook {
  const dark = isDark(settings)
  const surface = dark ? SURFACES.dark : SURFACES.light
  const base = effectiveColors(theme, settings.colors)
  const link = contrastRatio(base.secondary, surface.card) >= READABLE ? base.secondary : surface.text
  return {
    dark,
    colors: { ...base, primaryText: mostReadable(base.primary, ON_COLOUR), link },
    themeColor: dark ? surface.card : base.primary,
    logo: safeAssetUrl(dark ? (settings.logo.logoDark ?? settings.logo.logo) : settings.logo.logo),
    favicon: faviconOf(settings.icons.favicon),
    font: fontOf(settings.additional_settings),
    headerStyle: settings.additional_settings.header_style ?? theme.headerStyle,
  }
}
