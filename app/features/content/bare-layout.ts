import { useMatches } from '@tanstack/react-router'

/**
 * True when the current route asks for the page without header and footer: any match whose loader
 * data carries `bare: true` (a CMS page with ignore_layout). The language layout passes it to Shell.
 * A module of its own: the layout needs this hook on every page, not the CMS page's rendering.
 */
export function useBareLayout(): boolean {
  return useMatches({
    select: (matches) => matches.some((m) => (m.loaderData as { bare?: unknown } | undefined)?.bare === true),
  })
}
