import { ADVERTS } from '#contract/advert-rules.ts'
import { ApiError } from './api-error'
import { baseUrl, type Ctx } from './http'
import { randomHex } from './secrets'

/**
 * Advert photos (decision 0022): stored in R2 (binding ADVERT_IMAGES) under
 * `adverts/{advertId}/{random}.{ext}`, typed by their first bytes, served publicly at
 * /images/adverts/{advertId}/{random}.{ext}. The seeded adverts have no files: their pictures are
 * drawn (SVG) at /images/adverts/{advertId}/seed-{imageId}.svg.
 */

export type AdvertImageType = (typeof ADVERTS.images.types)[number]
const EXT: Record<AdvertImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/** The image type by the file's first bytes (the upload's declared type is not trusted), or null. */
export function sniffImage(b: Uint8Array): AdvertImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

const FIELD = ADVERTS.images.field
const allowed = ADVERTS.images.types.map((t) => EXT[t].toUpperCase()).join(', ')
export const imageError = (msg: string, status: 400 | 413 = 400) => new ApiError(status, msg, { [FIELD]: [msg] })

export interface CheckedImage {
  bytes: Uint8Array
  type: AdvertImageType
}

/** Checks an uploaded file: not empty, at most ADVERTS.images.maxBytes (413), a JPEG, PNG or WebP by its bytes (400). */
export async function checkImage(file: File): Promise<CheckedImage> {
  const name = file.name ? `"${file.name.slice(0, 80)}"` : 'An image'
  if (file.size === 0) throw imageError(`${name} is empty`)
  if (file.size > ADVERTS.images.maxBytes)
    throw imageError(
      `${name} is larger than ${ADVERTS.images.maxBytes / (1024 * 1024)} MB (${ADVERTS.images.maxBytes} bytes)`,
      413,
    )
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffImage(bytes)
  if (!type) throw imageError(`${name} is not an image of an accepted type (${allowed})`)
  return { bytes, type }
}

export function bucket(c: Ctx): R2Bucket {
  const b = c.env.ADVERT_IMAGES
  if (!b) throw new ApiError(503, 'Image storage is not configured on this server (R2 binding ADVERT_IMAGES)')
  return b
}

/** Stores a checked image; its R2 key. */
export async function putImage(c: Ctx, advertId: number, img: CheckedImage): Promise<string> {
  const key = `adverts/${advertId}/${randomHex(16)}.${EXT[img.type]}`
  await bucket(c).put(key, img.bytes, { httpMetadata: { contentType: img.type } })
  return key
}

export async function deleteImages(c: Ctx, keys: (string | null)[]): Promise<void> {
  const real = keys.filter((k): k is string => !!k)
  if (real.length) await bucket(c).delete(real)
}

/** The public URL of a stored (r2_key) or drawn (seeded) image. */
export function imageUrl(c: Ctx, advertId: number, imageId: number, r2Key: string | null): string {
  const file = r2Key ? r2Key.slice(r2Key.lastIndexOf('/') + 1) : `seed-${imageId}.svg`
  return `${baseUrl(c)}/images/adverts/${advertId}/${file}`
}
