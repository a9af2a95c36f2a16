import { fontOf, type SiteFont, safeAssetUrl } from '#platform/shared/site-assets.ts'
import type { GlobalSettings } from '../api/contract/settings'
import { effectiveColors, type Theme } from '.'
import { contrastRatio, mostReadable } from './contrast'
import { DEFAULT_FAVICON } from './look-basics'

/**
 * How the site looks, from its settings over the theme (spec 3 "Global settings", 9 "Layout";
 * decision 0027): light or dark, the colours with readable text on them, the logo, the favicon,
 * the browser bar colour, the font and the header style. Pure: the shell renders it on the server,
 * so the dark palette is in the first HTML and never flashes. Server code: the browser gets the
 * result in the shell data (and only look-basics.ts).
 */

export { fontFaceCss, fontFamilyOfLink, fontOf, safeAssetUrl } from '#platform/shared/site-assets.ts'
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
  /** primaryText, secondaryText: the text on a fill of that colour (a button, the selected sort chip). */
  colors: {
    primary: string
    primaryText: string
    secondary: string
    secondaryText: string
    accent: string
    link: string
  }
  /** <meta name="theme-color">: the brand colour on light pages, the header's colour on dark ones. */
  themeColor: string
  logo: string | null
  favicon: { href: string; type?: string }
  font: SiteFont
  headerStyle: 'fixed' | 'static' | 'compact'
}

type LookSettings = Pick<GlobalSettings, 'colors' | 'logo' | 'icons' | 'additional_settings' | 'mainUiInterface'>

/** Dark when the site's colours say so or its main interface theme is the dark one (default light_theme). */
export function isDark(settings: Pick<GlobalSettings, 'colors' | 'mainUiInterface'>): boolean {
  return settings.colors.dark_theme === true || settings.mainUiInterface.main_theme === 'dark_theme'
}

const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webp: 'image/webp',
}

export function faviconOf(icon: string | null | undefined): PageLook['favicon'] {
  const href = safeAssetUrl(icon)
  if (!href) return { ...DEFAULT_FAVICON }
  const ext = /\.([a-z]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase()
  const type = ext ? ICON_TYPES[ext] : undefined
  return type ? { href, type } : { href }
}

export function pageLook(theme: Theme, settings: LookSettings): PageLook {
  const dark = isDark(settings)
  const surface = dark ? SURFACES.dark : SURFACES.light
  const base = effectiveColors(theme, settings.colors)
  const link = contrastRatio(base.secondary, surface.card) >= READABLE ? base.secondary : surface.text
  return {
    dark,
    colors: {
      ...base,
      primaryText: mostReadable(base.primary, ON_COLOUR),
      secondaryText: mostReadable(base.secondary, ON_COLOUR),
      link,
    },
    themeColor: dark ? surface.card : base.primary,
    logo: safeAssetUrl(dark ? (settings.logo.logoDark ?? settings.logo.logo) : settings.logo.logo),
    favicon: faviconOf(settings.icons.favicon),
    font: fontOf(settings.additional_settings),
    headerStyle: settings.additional_settings.header_style ?? theme.headerStyle,
  }
}
