import { LIMITS } from '#config'
import { htmlText } from './cms-page'
import type { FieldCheck } from './field-checks'

export { STATIC_PAGES as STATIC_PAGE_KINDS, type StaticPageKind } from '#contract/static-pages.ts'

/** The CV upload limits of the contract's resume body (mirrored, see rules.test.ts). */
export const CV_MAX_BYTES = 180 * 1024
export const CV_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/rtf',
  'text/plain',
] as const

/** Articles per page: two grid chunks of six. */
export const ARTICLES_PAGE_SIZE = LIMITS.newsChunk * 2

export interface NewsChunk<T> {
  large: T[]
  small: T[]
}

/** The news grid: chunks of 6, in each the first 2 shown large and the next 4 small. */
export function chunkNews<T>(items: readonly T[]): NewsChunk<T>[] {
  const chunks: NewsChunk<T>[] = []
  for (let i = 0; i < items.length; i += LIMITS.newsChunk) {
    const chunk = items.slice(i, i + LIMITS.newsChunk)
    chunks.push({
      large: chunk.slice(0, LIMITS.newsLarge),
      small: chunk.slice(LIMITS.newsLarge, LIMITS.newsLarge + LIMITS.newsSmall),
    })
  }
  return chunks
}

/** Stores in their `sorted` order (ties by id, so the order is stable). */
export function sortStores<T extends { sorted: number; shopId: number }>(stores: readonly T[]): T[] {
  return [...stores].sort((a, b) => a.sorted - b.sorted || a.shopId - b.shopId)
}

/** A YouTube (or youtu.be) link as a privacy-friendly embed URL that autoplays; null for anything else. */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '')
  let id: string | null = null
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      parsed.pathname === '/watch'
        ? parsed.searchParams.get('v')
        : (/^\/(?:embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? null)
  } else if (host === 'youtu.be') {
    id = parsed.pathname.slice(1).split('/')[0] ?? null
  }
  if (!id || !/^[\w-]{1,64}$/.test(id)) return null
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
}

/** Groups partners by region, regions in order of first appearance. */
/**
 * Partners by region, in order of first appearance; those without a region (null) come last, in a
 * group of id null (shown under no heading).
 */
export function groupByRegion<T extends { region: { id: number; title: string } | null }>(items: readonly T[]) {
  const groups = new Map<number | null, { id: number | null; title: string; items: T[] }>()
  for (const item of items.filter((i) => i.region).concat(items.filter((i) => !i.region))) {
    const id = item.region?.id ?? null
    const group = groups.get(id) ?? { id, title: item.region?.title ?? '', items: [] }
    group.items.push(item)
    groups.set(id, group)
  }
  return [...groups.values()]
}

export function checkCvFile(
  file: { name: string; type: string; size: number } | null,
  types: readonly string[],
  maxBytes: number,
): FieldCheck | null {
  if (!file) return null
  if (!types.includes(file.type)) return 'fileType'
  if (file.size > maxBytes) return 'fileSize'
  return null
}

/**
 * The back end's html without the heading it opens with when that heading is the page's own: an h1
 * always (the page already has its h1), a lower heading when its text is the page's title (a back end
 * that repeats the title as an h2 showed it twice). Case and spacing are not compared.
 */
export function stripLeadingTitle(html: string, title: string): string {
  const lead = /^\s*<(h[1-6])\b[^>]*>([\s\S]*?)<\/\1\s*>\s*/i.exec(html)
  if (!lead) return html
  const same = (a: string) => a.toLocaleLowerCase() === htmlText(title).toLocaleLowerCase()
  return lead[1]!.toLowerCase() === 'h1' || same(htmlText(lead[2]!)) ? html.slice(lead[0].length) : html
}

/** The gallery's "All photos" (`/base/gallery/all_images`): photos without an address are dropped, a photo listed twice (same address) shows once, in the back end's order. */
export function galleryPhotos<T extends { url: string }>(images: readonly T[]): T[] {
  const seen = new Set<string>()
  return images.filter((i) => {
    if (!i.url || seen.has(i.url)) return false
    seen.add(i.url)
    return true
  })
}

/**
 * What a refused content form shows: the back end's field errors and texts (a 429 says why, in the
 * page's language), else `fallback` - a bare 429 or a proxy's page says nothing, and the shopper must
 * see neither a blank form nor the English 'Unknown error'.
 */
export function formFailure<R extends { ok: boolean; fields: Record<string, string>; messages: string[] }>(
  result: R,
  fallback: string,
): R {
  if (result.ok || Object.keys(result.fields).length || result.messages.length) return result
  return { ...result, messages: [fallback] }
}
