import { slugify } from '#admin-api/seed/text.ts'
import { ADVERT_SCALAR_FIELDS, ADVERTS, publishProblems } from '#contract/advert-rules.ts'
import { type AdvertFormFields, advertFormFieldsSchema } from '#contract/adverts.ts'
import { type CheckedImage, checkImage, deleteImages, imageError, putImage } from '../lib/advert-images'
import { ApiError, badRequest } from '../lib/api-error'
import { type Ctx, fieldErrors, nowIso, parseJson } from '../lib/http'
import { messageLocale } from '../lib/message-language'
import { randomHex } from '../lib/secrets'
import { idList } from '../lib/sql-filters'
import { zodErrorMap } from '../lib/zod-locales'
import type { AdvertRow } from './adverts'
import { localityRow, regionExists } from './places'

/**
 * The add/edit form (spec 5; decision 0022): a multipart body read and checked here, then saved.
 * Fields left out keep their stored value (edit) or their default (create); a field sent with the
 * empty value is cleared (decision 0066: null, an empty text, `contacts` `[]`); the flags are always
 * sent; `images` lists files and ids of kept images in order (the first is the preview);
 * `deleted_images` and `deleted_attributes` remove stored ones.
 */

export interface ParsedForm {
  fields: AdvertFormFields
  /** In the order sent: new files (checked) and ids of stored images. */
  images: (CheckedImage | number)[]
}

const LISTS = new Set<string>([ADVERTS.formLists.deletedImages, ADVERTS.formLists.deletedAttributes])
const SCALARS = new Set<string>([...ADVERT_SCALAR_FIELDS, ADVERTS.formLists.attributes, ADVERTS.formLists.contacts])

export async function readAdvertForm(c: Ctx): Promise<ParsedForm> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? ''))
    throw badRequest('Send the advert as multipart/form-data')
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw badRequest('Unreadable multipart body')
  }
  const raw: Record<string, string | string[]> = {}
  const imageEntries: (File | string)[] = []
  const problems: Record<string, string[]> = {}
  for (const [key, value] of form.entries()) {
    if (key === ADVERTS.images.field) {
      imageEntries.push(value)
      continue
    }
    if (typeof value !== 'string') {
      problems[key] = ['a text value, not a file']
      continue
    }
    if (LISTS.has(key)) {
      const list = (raw[key] as string[] | undefined) ?? []
      list.push(...value.split(',').filter((s) => s.trim() !== ''))
      raw[key] = list
    } else if (SCALARS.has(key)) {
      if (key in raw) problems[key] = ['sent more than once']
      raw[key] = value
    } else {
      problems[key] = ['unknown field']
    }
  }
  if (Object.keys(problems).length) throw badRequest('Invalid advert', problems)
  const parsed = advertFormFieldsSchema.safeParse(raw, { error: zodErrorMap(messageLocale(c)) })
  if (!parsed.success) throw badRequest('Invalid advert', fieldErrors(parsed.error))
  if (imageEntries.length > ADVERTS.images.maxPerAdvert)
    throw imageError(`At most ${ADVERTS.images.maxPerAdvert} images per advert`)
  const images: (CheckedImage | number)[] = []
  for (const entry of imageEntries) {
    if (typeof entry === 'string') {
      if (!/^\d{1,9}$/.test(entry.trim())) throw imageError('An image is a file or the id of a stored image')
      images.push(Number(entry.trim()))
    } else {
      images.push(await checkImage(entry))
    }
  }
  return { fields: parsed.data, images }
}

const TEXT_KEYS = [
  'title_ro',
  'title_ru',
  'title_uk',
  'title_en',
  'description_ro',
  'description_ru',
  'description_uk',
  'description_en',
  'address',
  'cadastral_number',
] as const
type Merged = Omit<AdvertRow, 'id' | 'site_id' | 'user_id' | 'slug' | 'created_at' | 'updated_at'>

const DEFAULTS: Merged = {
  type: ADVERTS.types[0],
  category_id: null,
  title_ro: '',
  title_ru: '',
  title_uk: '',
  title_en: '',
  description_ro: '',
  description_ru: '',
  description_uk: '',
  description_en: '',
  price: null,
  default_currency: ADVERTS.formDefaults.default_currency,
  is_negotiable_price: 1,
  area: null,
  default_area_unit: ADVERTS.formDefaults.default_area_unit,
  lat: null,
  lon: null,
  region_id: null,
  location_id: null,
  sector_id: null,
  address: '',
  cadastral_number: '',
  contacts: '[]',
  is_active: 1,
  is_draft: 0,
}

/** Stored values (or the defaults) with the sent fields applied. */
function merge(base: Merged, f: AdvertFormFields): Merged {
  const m: Merged = { ...base }
  for (const k of TEXT_KEYS) if (f[k] !== undefined) m[k] = f[k]
  if (f.type !== undefined) m.type = f.type
  if (f.category !== undefined) m.category_id = f.category
  if (f.price !== undefined) m.price = f.price
  if (f.default_currency !== undefined) m.default_currency = f.default_currency
  if (f.area !== undefined) m.area = f.area
  if (f.default_area_unit !== undefined) m.default_area_unit = f.default_area_unit
  if (f.lat !== undefined) m.lat = f.lat
  if (f.lon !== undefined) m.lon = f.lon
  if (f.region !== undefined) m.region_id = f.region
  if (f.location !== undefined) m.location_id = f.location
  if (f.sector !== undefined) m.sector_id = f.sector
  // A sector belongs to its locality: moving the advert to another one drops the stored sector
  // unless a new one is sent (decision 0066).
  else if (f.location !== undefined && f.location !== base.location_id) m.sector_id = null
  if (f.contacts !== undefined) m.contacts = JSON.stringify(f.contacts)
  m.is_active = f.is_active ? 1 : 0
  m.is_draft = f.is_draft ? 1 : 0
  m.is_negotiable_price = f.is_negotiable_price ? 1 : 0
  return m
}

/** The category, region, location and sector exist and fit together; the attributes apply to the category. */
async function checkReferences(c: Ctx, m: Merged, attributes: { attribute: number; value: number }[]): Promise<void> {
  const DB = c.env.DB
  const problems: Record<string, string[]> = {}
  if (
    m.category_id !== null &&
    !(await DB.prepare('SELECT 1 FROM advert_categories WHERE id = ?').bind(m.category_id).first())
  )
    problems.category = ['Unknown category']
  // The places of the site's country (migration 0023).
  if (m.region_id !== null && !(await regionExists(c, m.region_id))) problems.region = ['Unknown region']
  if (m.location_id !== null) {
    const l = await localityRow(c, m.location_id)
    if (!l) problems.location = ['Unknown location']
    else if (m.region_id !== null && l.region_id !== m.region_id) problems.location = ['Not in the chosen region']
  }
  if (m.sector_id !== null) {
    const s = await DB.prepare('SELECT locality_id FROM sectors WHERE id = ?')
      .bind(m.sector_id)
      .first<{ locality_id: number }>()
    if (!s) problems.sector = ['Unknown sector']
    else if (s.locality_id !== m.location_id) problems.sector = ['Not in the chosen location']
  }
  if (attributes.length) {
    const ids = [...new Set(attributes.map((a) => a.attribute))]
    if (ids.length !== attributes.length) problems.attributes = ['An attribute is given twice']
    const defs = await DB.prepare(
      `SELECT id, type, category_ids FROM advert_attributes WHERE id IN (${idList(ids)})`,
    ).all<{ id: number; type: string; category_ids: string }>()
    const byId = new Map(defs.results.map((d) => [d.id, d]))
    const parent =
      m.category_id === null
        ? null
        : await DB.prepare('SELECT parent_id FROM advert_categories WHERE id = ?')
            .bind(m.category_id)
            .first<{ parent_id: number | null }>()
    for (const a of attributes) {
      const d = byId.get(a.attribute)
      const cats = d ? parseJson<number[]>(d.category_ids, []) : []
      if (!d) problems[`attributes.${a.attribute}`] = ['Unknown attribute']
      else if (
        m.category_id === null ||
        !(cats.includes(m.category_id) || (parent?.parent_id != null && cats.includes(parent.parent_id)))
      )
        problems[`attributes.${a.attribute}`] = ['Does not apply to the category']
      else if (
        d.type === 'select' &&
        !(await DB.prepare('SELECT 1 FROM advert_attribute_options WHERE id = ? AND attribute_id = ?')
          .bind(a.value, a.attribute)
          .first())
      )
        problems[`attributes.${a.attribute}`] = ['Unknown option']
    }
  }
  if (Object.keys(problems).length) throw badRequest('Invalid advert', problems)
}

function checkPublishable(m: Merged): void {
  const problems = publishProblems({
    is_draft: m.is_draft === 1,
    titles: [m.title_ro, m.title_ru, m.title_uk, m.title_en],
    category: m.category_id,
    region: m.region_id,
    location: m.location_id,
    price: m.price,
  })
  if (Object.keys(problems).length)
    throw badRequest('The advert cannot be published yet (save it as a draft)', problems)
}

const uniqueSlug = (m: Merged, id: number) =>
  `${slugify(m.title_ro || m.title_ru || m.title_uk || m.title_en).slice(0, 80) || 'advert'}-${id}`

/** Saves a new advert of the user: its id. */
export async function createAdvert(c: Ctx, userId: number, form: ParsedForm): Promise<number> {
  const m = merge(DEFAULTS, form.fields)
  const attributes = form.fields.attributes ?? []
  if (form.fields.deleted_images?.length || form.fields.deleted_attributes?.length)
    throw badRequest('Nothing to delete in a new advert', { deleted_images: ['only on edit'] })
  if (form.images.some((i) => typeof i === 'number')) throw imageError('A new advert has no stored images: send files')
  await checkReferences(c, m, attributes)
  checkPublishable(m)
  const now = nowIso()
  const cols = Object.keys(m) as (keyof Merged)[]
  const row = await c.env.DB.prepare(
    `INSERT INTO adverts (site_id, user_id, slug, ${cols.join(', ')}, created_at, updated_at) VALUES (?, ?, ?, ${cols.map(() => '?').join(', ')}, ?, ?) RETURNING id`,
  )
    .bind(c.get('site').id, userId, `new-${randomHex(12)}`, ...cols.map((k) => m[k]), now, now)
    .first<{ id: number }>()
  const id = row!.id
  const stmts = [c.env.DB.prepare('UPDATE adverts SET slug = ? WHERE id = ?').bind(uniqueSlug(m, id), id)]
  for (const a of attributes)
    stmts.push(
      c.env.DB.prepare('INSERT INTO advert_attribute_values (advert_id, attribute_id, value) VALUES (?, ?, ?)').bind(
        id,
        a.attribute,
        a.value,
      ),
    )
  const keys: string[] = []
  try {
    for (const [position, img] of form.images.entries()) {
      const key = await putImage(c, id, img as CheckedImage)
      keys.push(key)
      stmts.push(
        c.env.DB.prepare(
          'INSERT INTO advert_images (advert_id, position, r2_key, content_type, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).bind(id, position, key, (img as CheckedImage).type, (img as CheckedImage).bytes.byteLength, now),
      )
    }
    await c.env.DB.batch(stmts)
  } catch (error) {
    // Nothing half-made stays: the row and the stored files go.
    await c.env.DB.prepare('DELETE FROM adverts WHERE id = ?').bind(id).run()
    if (keys.length) await deleteImages(c, keys).catch(() => undefined)
    throw error
  }
  return id
}

/** Applies an edit to the user's advert (already checked to be theirs). */
export async function updateAdvert(
  c: Ctx,
  advert: AdvertRow,
  form: ParsedForm,
  /** Runs once the edit is valid, before it is written (a limit that counts only valid edits). */
  beforeWrite: () => Promise<unknown> = async () => {},
): Promise<void> {
  const f = form.fields
  const m = merge(advert, f)
  const stored = await c.env.DB.prepare(
    'SELECT id, position, r2_key FROM advert_images WHERE advert_id = ? ORDER BY position, id',
  )
    .bind(advert.id)
    .all<{ id: number; position: number; r2_key: string | null }>()
  const storedIds = new Set(stored.results.map((i) => i.id))
  const deleted = new Set(f.deleted_images ?? [])
  for (const id of deleted) if (!storedIds.has(id)) throw imageError(`Image ${id} is not one of this advert's`)
  const listed = form.images.filter((i): i is number => typeof i === 'number')
  for (const id of listed) {
    if (!storedIds.has(id)) throw imageError(`Image ${id} is not one of this advert's`)
    if (deleted.has(id)) throw imageError(`Image ${id} is both kept and deleted`)
  }
  if (new Set(listed).size !== listed.length) throw imageError('An image is listed twice')
  // The order sent first (files and kept ids), then the other kept images in their order.
  const rest = stored.results.filter((i) => !deleted.has(i.id) && !listed.includes(i.id)).map((i) => i.id)
  const order: (CheckedImage | number)[] = [...form.images, ...rest]
  if (order.length > ADVERTS.images.maxPerAdvert)
    throw imageError(`At most ${ADVERTS.images.maxPerAdvert} images per advert`)

  // Attributes: the stored ones, minus the deleted, with the sent ones set; those that do not apply to the (new) category go.
  const current = await c.env.DB.prepare('SELECT attribute_id, value FROM advert_attribute_values WHERE advert_id = ?')
    .bind(advert.id)
    .all<{ attribute_id: number; value: number }>()
  const sent = f.attributes ?? []
  const removed = new Set(f.deleted_attributes ?? [])
  for (const a of sent)
    if (removed.has(a.attribute))
      throw badRequest('Invalid advert', { [`attributes.${a.attribute}`]: ['both set and deleted'] })
  await checkReferences(c, m, sent)
  checkPublishable(m)
  await beforeWrite()

  const now = nowIso()
  const cols = Object.keys(DEFAULTS) as (keyof Merged)[]
  const DB = c.env.DB
  const stmts = [
    DB.prepare(
      `UPDATE adverts SET ${cols.map((k) => `${k} = ?`).join(', ')}, updated_at = ? WHERE id = ? AND user_id = ?`,
    ).bind(...cols.map((k) => m[k]), now, advert.id, advert.user_id),
  ]
  for (const id of removed)
    stmts.push(
      DB.prepare('DELETE FROM advert_attribute_values WHERE advert_id = ? AND attribute_id = ?').bind(advert.id, id),
    )
  for (const a of sent)
    stmts.push(
      DB.prepare(
        'INSERT INTO advert_attribute_values (advert_id, attribute_id, value) VALUES (?, ?, ?) ON CONFLICT (advert_id, attribute_id) DO UPDATE SET value = excluded.value',
      ).bind(advert.id, a.attribute, a.value),
    )
  if (f.category !== undefined && f.category !== advert.category_id) {
    const keep = current.results.map((a) => a.attribute_id).filter((id) => !removed.has(id))
    const stale = await staleAttributes(c, keep, m.category_id)
    for (const id of stale)
      stmts.push(
        DB.prepare('DELETE FROM advert_attribute_values WHERE advert_id = ? AND attribute_id = ?').bind(advert.id, id),
      )
  }
  const newKeys: string[] = []
  try {
    for (const [position, img] of order.entries()) {
      if (typeof img === 'number') {
        stmts.push(
          DB.prepare('UPDATE advert_images SET position = ? WHERE id = ? AND advert_id = ?').bind(
            position,
            img,
            advert.id,
          ),
        )
        continue
      }
      const key = await putImage(c, advert.id, img)
      newKeys.push(key)
      stmts.push(
        DB.prepare(
          'INSERT INTO advert_images (advert_id, position, r2_key, content_type, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).bind(advert.id, position, key, img.type, img.bytes.byteLength, now),
      )
    }
    for (const id of deleted)
      stmts.push(DB.prepare('DELETE FROM advert_images WHERE id = ? AND advert_id = ?').bind(id, advert.id))
    await DB.batch(stmts)
  } catch (error) {
    if (newKeys.length) await deleteImages(c, newKeys).catch(() => undefined)
    throw error
  }
  const gone = stored.results.filter((i) => deleted.has(i.id)).map((i) => i.r2_key)
  if (gone.some(Boolean)) await deleteImages(c, gone)
}

/** Of these attribute ids, those that do not apply to the category. */
async function staleAttributes(c: Ctx, ids: number[], categoryId: number | null): Promise<number[]> {
  if (!ids.length) return []
  const defs = await c.env.DB.prepare(
    `SELECT id, category_ids FROM advert_attributes WHERE id IN (${idList(ids)})`,
  ).all<{ id: number; category_ids: string }>()
  const parent =
    categoryId === null
      ? null
      : await c.env.DB.prepare('SELECT parent_id FROM advert_categories WHERE id = ?')
          .bind(categoryId)
          .first<{ parent_id: number | null }>()
  return defs.results
    .filter((d) => {
      const cats = parseJson<number[]>(d.category_ids, [])
      return (
        categoryId === null ||
        !(cats.includes(categoryId) || (parent?.parent_id != null && cats.includes(parent.parent_id)))
      )
    })
    .map((d) => d.id)
}

/** Deletes the user's advert with its attributes, images (and their files) and favourites; complaints stay. */
export async function deleteAdvert(c: Ctx, advert: AdvertRow): Promise<void> {
  const imgs = await c.env.DB.prepare('SELECT r2_key FROM advert_images WHERE advert_id = ?')
    .bind(advert.id)
    .all<{ r2_key: string | null }>()
  const DB = c.env.DB
  const [del] = await DB.batch([
    DB.prepare('DELETE FROM adverts WHERE id = ? AND user_id = ?').bind(advert.id, advert.user_id),
    DB.prepare('DELETE FROM advert_attribute_values WHERE advert_id = ?').bind(advert.id),
    DB.prepare('DELETE FROM advert_images WHERE advert_id = ?').bind(advert.id),
    DB.prepare('DELETE FROM advert_favorites WHERE advert_id = ?').bind(advert.id),
  ])
  if (!del?.meta.changes) throw new ApiError(404, 'Unknown advert')
  await deleteImages(
    c,
    imgs.results.map((i) => i.r2_key),
  )
}
