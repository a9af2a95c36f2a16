import { DEFAULT_FONT_FAMILY, SITE_FONT_FAMILY } from '#platform/shared/site-assets.ts'

/**
 * The parts of the site's look the browser needs (decision 0027): the shipped favicon and the font
 * stack. Only two constants imported (the font families the Worker's CSP reads too), so the shell
 * and the root route carry only these few lines; the look rule itself (look.ts) runs on the server.
 */
export const DEFAULT_FAVICON = { href: '/favicon.svg', type: 'image/svg+xml' } as const
export { DEFAULT_FONT_FAMILY, SITE_FONT_FAMILY }

const FONT_FALLBACKS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'

/** The CSS font-family value of a look's font: the site's family, then Onest, then the system fonts. */
export function fontStack(font: { family: string }): string {
  return font.family === DEFAULT_FONT_FAMILY
    ? `${DEFAULT_FONT_FAMILY}, ${FONT_FALLBACKS}`
    : `"${font.family}", ${DEFAULT_FONT_FAMILY}, ${FONT_FALLBACKS}`
}
