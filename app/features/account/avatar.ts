import { ACCOUNTS } from '#contract/accounts.ts'
import { fitWithin } from './rules'

/**
 * The chosen image, scaled to at most AVATAR_MAX_SIDE px in the browser before the upload (decision
 * 0023: the avatar shows at 96 px, and server functions take at most LIMITS.serverFnBodyBytes). WebP
 * where the browser encodes it, else JPEG; the back end checks the bytes again.
 */
export async function scaledAvatar(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  const { width, height } = fitWithin(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no canvas')
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.88))
  const webp = await encode('image/webp')
  const blob = webp && webp.type === 'image/webp' ? webp : await encode('image/jpeg')
  if (!blob || !(ACCOUNTS.profileImage.types as readonly string[]).includes(blob.type))
    throw new Error('the image could not be encoded')
  return blob
}
