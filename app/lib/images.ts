import { IMAGE_WIDTH_PARAM } from '#config'

/**
 * The URL of an image at a given width: `IMAGE_WIDTH_PARAM` set in its query (replacing any
 * earlier value), the fragment kept. data:, blob: and unparsable URLs are returned as they are.
 */
export function widthUrl(src: string, width: number): string {
  if (!src || /^(data|blob):/i.test(src) || !Number.isInteger(width) || width <= 0) return src
  const hash = src.indexOf('#')
  const base = hash < 0 ? src : src.slice(0, hash)
  const fragment = hash < 0 ? '' : src.slice(hash)
  const [path, query = ''] = base.split(/\?(.*)/s, 2) as [string, string?]
  const params = query.split('&').filter((p) => p && !p.startsWith(`${IMAGE_WIDTH_PARAM}=`) && p !== IMAGE_WIDTH_PARAM)
  params.push(`${IMAGE_WIDTH_PARAM}=${width}`)
  return `${path}?${params.join('&')}${fragment}`
}

/** A `srcset` offering the image at each width, or undefined when there is nothing to offer. */
export function srcSet(src: string | null | undefined, widths: readonly number[]): string | undefined {
  if (!src || /^(data|blob):/i.test(src) || widths.length === 0) return undefined
  return widths.map((w) => `${widthUrl(src, w)} ${w}w`).join(', ')
}
