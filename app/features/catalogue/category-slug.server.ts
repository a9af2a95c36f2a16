import type { Locale } from '#config'

/**
 * The slug a listing or product asked for by `requested` should be served under: the answer's url
 * when `requested` is another language's slug of it (case aside), else null (already its own, or
 * an address the back end resolves some other way - an id, an old slug - which keeps its page and
 * names the right one as canonical).
 */
export function ownSlug(requested: string, page: { url: string; slugs: Record<Locale, string> }): string | null {
  if (!page.url || requested === page.url) return null
  const asked = requested.toLowerCase()
  return Object.values(page.slugs).some((s) => s.toLowerCase() === asked) ? page.url : null
}
