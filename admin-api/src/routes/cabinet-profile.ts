import { ACCOUNTS } from '#contract/accounts.ts'
import { endpoints as E } from '#contract/endpoints.ts'
import { ApiError, notFound } from '../lib/api-error'
import { requireUser } from '../lib/auth'
import { type App, type Ctx, route, subApp } from '../lib/http'
import { SITE_LAYERS } from '../lib/site'
import { deleteProfileImage, profileImage, saveProfileImage, updateProfile } from '../services/profile'
import { profile, userRow } from '../services/users'

/**
 * The profile of the personal cabinet (decision 0020): the user by id (only one's own), personal
 * data, full name, and the profile image (stored in D1, served publicly at /images/avatar/<key>).
 */

type ImageType = (typeof ACCOUNTS.profileImage.types)[number]

/** The image type by the file's first bytes (what the browser says is not trusted), or null. */
export function sniffImage(b: Uint8Array): ImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

const FIELD = ACCOUNTS.profileImage.field
const imageError = (msg: string, status: 400 | 413 = 400) => new ApiError(status, msg, { [FIELD]: [msg] })

/** The uploaded file of the multipart body, checked: its bytes and type. */
async function readImage(c: Ctx): Promise<{ bytes: Uint8Array; type: ImageType }> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? ''))
    throw imageError(`Send multipart/form-data with the file in the field ${FIELD}`)
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw imageError('Unreadable multipart body')
  }
  const file = form.get(FIELD)
  if (!file || typeof file === 'string') throw imageError(`No file in the field ${FIELD}`)
  if (file.size === 0) throw imageError('The file is empty')
  if (file.size > ACCOUNTS.profileImage.maxBytes)
    throw imageError(`The file is larger than ${ACCOUNTS.profileImage.maxBytes} bytes`, 413)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffImage(bytes)
  if (!type)
    throw imageError(`Only ${ACCOUNTS.profileImage.types.map((t) => t.slice(6).toUpperCase()).join(', ')} images`)
  return { bytes, type }
}

/** The profile image's URL path is public (an <img> sends no token); its key is random and new on each upload. */
export function avatarImageRoutes(): App {
  const app = subApp()
  app.get('/images/avatar/:key', async (c) => {
    const key = c.req.param('key')
    if (!/^[0-9a-f]{32}$/.test(key)) return c.json({ error: 'Not found' }, 404)
    const row = await profileImage(c, key)
    if (!row) return c.json({ error: 'Not found' }, 404)
    const body = row.bytes instanceof ArrayBuffer ? new Uint8Array(row.bytes) : new Uint8Array(row.bytes)
    return c.body(body, 200, {
      'Content-Type': row.content_type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    })
  })
  return app
}

/** Splits a full name: the first word is the first name, the rest the last name. */
export function splitFullName(full: string): { first: string; last: string } {
  const words = full.trim().split(/\s+/)
  return { first: words[0] ?? '', last: words.slice(1).join(' ') }
}

export function cabinetProfileRoutes(): App {
  const app = subApp(...SITE_LAYERS)
  route(app, E.userById, async (c, { params }) => {
    const user = await requireUser(c)
    if (params.id !== user.id) throw notFound('Unknown user')
    return profile(c, await userRow(c, user.id))
  })
  route(app, E.changePersonalData, async (c, { params, body }) => {
    const user = await requireUser(c)
    if (params.id !== user.id) throw notFound('Unknown user')
    // Only the fields sent change (the schema allows these three and nothing else).
    const changes = (['first_name', 'last_name', 'birthday'] as const).filter((k) => body[k] !== undefined)
    await updateProfile(c, user.id, Object.fromEntries(changes.map((k) => [k, body[k] ?? null])))
    return profile(c, await userRow(c, user.id))
  })
  route(app, E.changeFullName, async (c, { body }) => {
    const user = await requireUser(c)
    const { first, last } = splitFullName(body.full_name)
    if (first.length > 100 || last.length > 100)
      throw new ApiError(400, 'Invalid body', { full_name: ['at most 100 characters per name'] })
    await updateProfile(c, user.id, { first_name: first, last_name: last })
    return profile(c, await userRow(c, user.id))
  })
  route(app, E.changeProfileImage, async (c) => {
    const user = await requireUser(c)
    const { bytes, type } = await readImage(c)
    await saveProfileImage(c, user.id, type, bytes)
    return profile(c, await userRow(c, user.id))
  })
  route(app, E.deleteProfileImage, async (c) => {
    const user = await requireUser(c)
    if (!(await deleteProfileImage(c, user.id))) throw notFound('No profile image')
    return c.body(null, 204)
  })
  return app
}
