import { DEFAULT_THEME, hasAdverts, THEMES, type ThemeName } from '#config'

/**
 * The six theme variants share one codebase. A theme sets colour tokens and behaviour flags (the shop's name is the settings' `project`);
 * colours from the site settings override the theme's.
 */
export interface Theme {
  name: ThemeName
  colors: { primary: string; primaryText: string; secondary: string; accent: string }
  font: string
  headerStyle: 'fixed' | 'static' | 'compact'
  flags: {
    pharmacyMode: boolean
    adverts: boolean
    quoteCart: boolean
    mealPlan: boolean
    creditCalculator: boolean
  }
}

const base: Omit<Theme, 'name' | 'colors'> = {
  font: 'Onest, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headerStyle: 'fixed',
  flags: { pharmacyMode: false, adverts: false, quoteCart: false, mealPlan: false, creditCalculator: true },
}

export const THEME_TABLE: Record<ThemeName, Theme> = {
  electro: {
    ...base,
    name: 'electro',
    colors: { primary: '#ffd400', primaryText: '#1a1a1a', secondary: '#1f4fd8', accent: '#e53935' },
  },
  home: {
    ...base,
    name: 'home',
    colors: { primary: '#f2c94c', primaryText: '#1a1a1a', secondary: '#2d6a4f', accent: '#d62828' },
    headerStyle: 'static',
  },
  pharma: {
    ...base,
    name: 'pharma',
    colors: { primary: '#ffe066', primaryText: '#1a1a1a', secondary: '#0b7a75', accent: '#c1121f' },
    flags: { ...base.flags, pharmacyMode: true },
  },
  market: {
    ...base,
    name: 'market',
    colors: { primary: '#ffcc00', primaryText: '#1a1a1a', secondary: '#3a0ca3', accent: '#f72585' },
    flags: { ...base.flags, adverts: hasAdverts('market') },
  },
  business: {
    ...base,
    name: 'business',
    colors: { primary: '#fcd34d', primaryText: '#1a1a1a', secondary: '#1e3a8a', accent: '#b91c1c' },
    headerStyle: 'compact',
    flags: { ...base.flags, quoteCart: true },
  },
  meals: {
    ...base,
    name: 'meals',
    colors: { primary: '#fde047', primaryText: '#1a1a1a', secondary: '#15803d', accent: '#ea580c' },
    flags: { ...base.flags, mealPlan: true, creditCalculator: false },
  },
}

/** THEME values this isolate has already said it does not know: one log line each, not one per page. */
const reportedUnknown = new Set<string>()

/**
 * The theme THEME names; an unknown name (a typo, `pharmacy` for `pharma`) is the default theme, said
 * once in the log (and by /healthz, which answers 503 for it): before, the shop silently served electro.
 */
export function themeByName(name: string | undefined): Theme {
  if ((THEMES as readonly string[]).includes(name ?? '')) return THEME_TABLE[name as ThemeName]
  if (name && !reportedUnknown.has(name)) {
    reportedUnknown.add(name)
    console.error(
      `[theme] THEME ${JSON.stringify(name.slice(0, 100))} is not one of ${THEMES.join(', ')}: serving ${DEFAULT_THEME}`,
    )
  }
  return THEME_TABLE[DEFAULT_THEME]
}

/** Theme colours with the site's own colours laid over them (settings win). */
export function effectiveColors(theme: Theme, settingsColors: { primary?: string | null; secondary?: string | null }) {
  const valid = (c: string | null | undefined) => (c && /^#[0-9a-f]{3,8}$/i.test(c) ? c : undefined)
  return {
    ...theme.colors,
    primary: valid(settingsColors.primary) ?? theme.colors.primary,
    secondary: valid(settingsColors.secondary) ?? theme.colors.secondary,
  }
}
