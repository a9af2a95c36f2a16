import type { Locale } from '#config'

/** The query key of the navigation's server-rendered HTML (navigation.functions.ts), which the Navigation reads. */
export const navigationHtmlKey = (lang: Locale) => ['navigation-html', lang] as const
