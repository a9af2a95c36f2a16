/**
 * The CMS path of a URL splat: `landing/black-friday` from `landing/black-friday` or
 * `/landing/black-friday/`. Null when no page can live there (empty, too long, dot segments,
 * characters outside a slug), so nonsense never reaches the back end.
 */
export function cmsPathOf(splat: string | undefined | null): string | null {
  if (!splat) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(splat)
  } catch {
    return null
  }
  const segments = decoded.split('/').filter(Boolean)
  if (segments.length === 0 || segments.length > 8 || decoded.length > 300) return null
  if (segments.some((s) => s === '.' || s === '..' || !/^[\p{L}\p{N}_.~-]+$/u.test(s))) return null
  return segments.join('/')
}
